import { describe, expect, it } from 'vitest';
import { collectReferences } from '../definitions/collectReferences';
import { definitionCode } from '../definitions/definitionCode';
import { isDefinitionKind } from '../definitions/isDefinitionKind';
import { loadDefinition } from '../validation/loadDefinition';
import { shippedDefinitions } from './goldenDefinitions.test-support';
import { bodyWithStoredId } from './installRules';
import { definitionName } from './kindIdentity';
import { collectKindReferences, tablesTakenAlong } from './kindReferences';
import { scriptLocations } from './scriptLocations';

describe('shipped definitions through the kind registry', () => {
  it.each(shippedDefinitions.map((d) => [d.source, d] as const))('%s is a known kind, migrates and validates', (_source, shipped) => {
    expect(isDefinitionKind(shipped.kind)).toBe(true);
    if (!isDefinitionKind(shipped.kind)) return;
    expect(loadDefinition(shipped.kind, shipped.body, 'en_US').issues).toEqual([]);
  });

  it('identity and references come out as they always did (golden)', () => {
    const facts = shippedDefinitions.map((shipped) => {
      if (!isDefinitionKind(shipped.kind)) return { source: shipped.source, kind: shipped.kind };
      const { body } = loadDefinition(shipped.kind, shipped.body);
      return { source: shipped.source, kind: shipped.kind, code: definitionCode(shipped.kind, body), references: collectReferences(shipped.kind, body) };
    });
    expect(facts).toMatchSnapshot();
  });

  it('names, code places, fill rules, tables taken along and install ids (golden)', () => {
    const facts = shippedDefinitions.flatMap((shipped) => {
      if (!isDefinitionKind(shipped.kind)) return [];
      const { body } = loadDefinition(shipped.kind, shipped.body);
      const installed = bodyWithStoredId(shipped.kind, body, 'stored-id') as Record<string, unknown>;
      return [{
        source: shipped.source,
        name: definitionName(shipped.kind, body),
        scripts: scriptLocations(shipped.kind, body).map(({ group, pointer, place }) => ({ group, pointer, place })),
        fillRules: collectKindReferences(shipped.kind, body).filter((r) => r.kind === 'fillRule'),
        tablesTakenAlong: tablesTakenAlong(shipped.kind, body),
        installedViewId: installed.viewId,
      }];
    });
    expect(facts).toMatchSnapshot();
  });
});
