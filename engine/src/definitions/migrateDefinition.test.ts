import { definitionKinds } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { loadDefinition } from '../validation/loadDefinition';
import { validateDefinition } from '../validation/validateDefinition';
import { validBodies } from '../validation/fixtures';
import { currentSchemaVersion } from './currentSchemaVersion';
import { migrateDefinition } from './migrateDefinition';
import { definitionMigrations } from './migrations/registry';

const formVersion1 = {
  schemaVersion: 1,
  formCode: 'dec_form',
  formName: 'Declaration',
  fields: [
    { colCode: 'entryId', label: 'Entry id', type: 'input', required: true, disabled: false },
    { colCode: 'remark', label: 'Remark', type: 'textarea' },
  ],
  subTables: [{ tableName: 'dec_list', title: 'Goods', fields: [{ colCode: 'gName', label: 'Goods name', type: 'input', required: true }] }],
};

describe('migration chains', () => {
  it.each(definitionKinds)('%s: a step for every version up to the schema version, each named kind/…', (kind) => {
    const chain = definitionMigrations[kind];
    expect(chain.map((m) => m.fromVersion)).toEqual(Array.from({ length: currentSchemaVersion(kind) - 1 }, (_, i) => i + 1));
    for (const m of chain) expect(m.name).toMatch(new RegExp(`^${kind}/[a-z0-9-]+$`));
  });

  it.each(definitionKinds)('%s: a current body is returned as is', (kind) => {
    const result = migrateDefinition(kind, validBodies[kind]);
    expect(result).toEqual({ body: validBodies[kind], fromVersion: currentSchemaVersion(kind), toVersion: currentSchemaVersion(kind), applied: [] });
  });
});

describe('form 1 → 2: field label becomes title, boolean flags become Y/N', () => {
  it('lifts fields and sub-table fields, and the result is valid', () => {
    const result = migrateDefinition('form', formVersion1);
    expect(result.fromVersion).toBe(1);
    expect(result.toVersion).toBe(2);
    expect(result.applied).toEqual(['form/field-label-to-title']);
    const body = result.body as typeof formVersion1 & { fields: Array<Record<string, unknown>> };
    expect(body.schemaVersion).toBe(2);
    expect(body.fields[0]).toEqual({ colCode: 'entryId', title: 'Entry id', type: 'input', required: 'Y', disabled: 'N' });
    expect(body.fields[1]).toEqual({ colCode: 'remark', title: 'Remark', type: 'textarea' });
    expect((body.subTables[0]!.fields[0] as Record<string, unknown>).title).toBe('Goods name');
    expect(validateDefinition('form', body)).toEqual([]);
  });

  it('does not modify its input', () => {
    const before = structuredClone(formVersion1);
    migrateDefinition('form', formVersion1);
    expect(formVersion1).toEqual(before);
  });

  it('treats a body without schemaVersion as version 1', () => {
    const { schemaVersion: _dropped, ...unversioned } = formVersion1;
    expect(migrateDefinition('form', unversioned).applied).toEqual(['form/field-label-to-title']);
  });

  it('an unmigrated version 1 body fails validation, naming the version', () => {
    expect(validateDefinition('form', formVersion1, 'en_US')).toContainEqual({
      path: '/schemaVersion',
      code: 'validation/schema-version',
      message: 'Definition version 1 is not supported; the current version is 2',
    });
  });

  it('leaves bodies it cannot read for validation to report', () => {
    expect(migrateDefinition('form', 'text').body).toBe('text');
    expect(migrateDefinition('form', { schemaVersion: 'x' }).applied).toEqual([]);
    expect(migrateDefinition('form', { schemaVersion: 99 }).applied).toEqual([]);
  });

  it('fails loudly when a chain has a gap', () => {
    expect(() => migrateDefinition('form', formVersion1, [])).toThrow(/no form migration from schemaVersion 1/);
  });
});

describe('loadDefinition', () => {
  it('migrates an old body and validates the result', () => {
    const loaded = loadDefinition('form', formVersion1);
    expect(loaded.applied).toEqual(['form/field-label-to-title']);
    expect(loaded.issues).toEqual([]);
    const broken = loadDefinition('form', { ...formVersion1, formCode: '表单' }, 'en_US');
    expect(broken.issues.map((i) => i.path)).toEqual(['/formCode']);
  });
});
