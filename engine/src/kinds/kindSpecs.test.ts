import { compiledValidators, definitionKinds, definitionSchemas, type DefinitionKind } from '@wharf/schemas';
import { isDefinitionKind } from '../definitions/isDefinitionKind';
import { describe, expect, expectTypeOf, it } from 'vitest';
import menus from '../../../seeds/menus.json';
import { bodyWithStoredId } from './installRules';
import { definitionCode, definitionName } from './kindIdentity';
import { validBodies } from '../validation/fixtures';
import { shippedDefinitions } from './goldenDefinitions.test-support';
import { collectKindReferences, kindsReferencing, tablesTakenAlong } from './kindReferences';
import { kindSpecs } from './kindSpecs';
import type { KindSpec, KindSpecs } from './types';

describe('the kind registry', () => {
  it('is exhaustive: a registry without a kind does not typecheck', () => {
    const { importTask: _left, ...partial } = kindSpecs;
    // @ts-expect-error importTask is missing, so this is not a KindSpecs
    const incomplete: KindSpecs = partial;
    expect(Object.keys(incomplete)).not.toContain('importTask');
    expectTypeOf(kindSpecs).toEqualTypeOf<KindSpecs>();
    expectTypeOf<keyof KindSpecs>().toEqualTypeOf<DefinitionKind>();
  });

  it('types identity fields against the kind body: a field the body lacks does not typecheck', () => {
    // @ts-expect-error viewCode is no property of a form body
    const wrong: KindSpec<'form'>['identity'] = { code: 'viewCode', name: 'formName' };
    expect(wrong.code).toBe('viewCode');
  });

  it.each(definitionKinds)('%s: its spec is filed under its kind, with its own schema and validator', (kind) => {
    const spec = kindSpecs[kind];
    expect(spec.kind).toBe(kind);
    expect(spec.schema).toBe(definitionSchemas[kind]);
    expect(spec.validator).toBe(compiledValidators[kind]);
  });

  it.each(definitionKinds)('%s: its identity fields are required strings of its schema', (kind) => {
    const { identity, schema } = kindSpecs[kind];
    const properties = schema.properties as Record<string, unknown>;
    expect(schema.required).toEqual(expect.arrayContaining([identity.code, identity.name]));
    expect(properties).toHaveProperty(identity.code);
    expect(properties).toHaveProperty(identity.name);
  });

  it('gives every designer permission a seeded button', () => {
    const seeded = JSON.stringify(menus);
    const perms = definitionKinds.flatMap((kind) => [...kindSpecs[kind].designer.readSource, kindSpecs[kind].designer.save, kindSpecs[kind].designer.publish]);
    for (const perm of new Set(perms)) expect(seeded, perm).toContain(`"${perm}"`);
  });
});

describe('facts read from the registry', () => {
  it('a body names its code and name through its kind identity', () => {
    expect(definitionCode('view', { viewCode: 'v', viewName: 'V' })).toBe('v');
    expect(definitionName('view', { viewCode: 'v', viewName: 'x'.repeat(300) })).toHaveLength(200);
    // Another kind's name field is not this kind's name.
    expect(definitionName('view', { formName: 'F' })).toBeUndefined();
    expect(definitionCode('form', 'not a body')).toBeUndefined();
  });

  it('a view installed from a package carries its stored id unless it names one; other kinds are left alone', () => {
    expect(bodyWithStoredId('view', { viewCode: 'v' }, 'id-1')).toEqual({ viewCode: 'v', viewId: 'id-1' });
    const named = { viewCode: 'v', viewId: 'kept' };
    expect(bodyWithStoredId('view', named, 'id-1')).toBe(named);
    const form = { formCode: 'f' };
    expect(bodyWithStoredId('form', form, 'id-1')).toBe(form);
  });

  it('forms and views take the tables they read into an app group; other kinds take none', () => {
    const form = { formCode: 'f', objectName: 'head', subTables: [{ tableName: 'lines', fields: [] }], fields: [] };
    expect(tablesTakenAlong('form', form)).toEqual(['head', 'lines']);
    expect(tablesTakenAlong('view', { viewCode: 'v', tableName: 'head', formCode: 'f' })).toEqual(['head']);
    expect(tablesTakenAlong('dataset', { datasetCode: 'd', tableName: 'head' })).toEqual([]);
  });

  it('a kind only references what its spec declares (over the fixtures, the example app and the seeds)', () => {
    const bodies = [...definitionKinds.map((kind) => ({ kind, body: validBodies[kind] as unknown })), ...shippedDefinitions.flatMap((d) => (isDefinitionKind(d.kind) ? [{ kind: d.kind, body: d.body }] : []))];
    for (const { kind, body } of bodies) {
      for (const reference of collectKindReferences(kind, body)) expect(kindSpecs[kind].referenceKinds, `${kind} → ${reference.kind}`).toContain(reference.kind);
    }
  });

  it('names the kinds that can name a config: forms, views, datasets and warnings', () => {
    expect(kindsReferencing('sqlConfig')).toEqual(['form', 'view', 'dataset', 'warning']);
    expect([...new Set([...kindsReferencing('sqlConfig'), ...kindsReferencing('httpConfig')])]).toEqual(['form', 'view', 'dataset', 'warning']);
  });

  it('fill rules are references of the registry, not of app packages', () => {
    const form = { formCode: 'f', fields: [{ colCode: 'no', fillRuleCode: 'dec_no' }], subTables: [{ tableName: 't', fields: [{ colCode: 'n', fillRuleCode: 'line_no' }] }] };
    expect(collectKindReferences('form', form).filter((r) => r.kind === 'fillRule')).toEqual([
      { kind: 'fillRule', code: 'dec_no', path: '/fields/0/fillRuleCode' },
      { kind: 'fillRule', code: 'line_no', path: '/subTables/0/fields/0/fillRuleCode' },
    ]);
  });
});
