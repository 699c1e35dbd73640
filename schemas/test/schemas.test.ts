import { describe, expect, it } from 'vitest';
import { allSchemas, compiledValidators, definitionKinds, definitionSchemas, recordKinds, schemaVersionOf } from '../src/index';

describe('schema catalogue', () => {
  it('has one schema per definition kind and record, each requiring schemaVersion for definitions', () => {
    expect([...definitionKinds].sort()).toEqual(Object.keys(definitionSchemas).sort());
    for (const kind of definitionKinds) {
      expect(definitionSchemas[kind].required, kind).toContain('schemaVersion');
      expect(schemaVersionOf(kind)).toBeGreaterThanOrEqual(1);
      expect(typeof compiledValidators[kind], kind).toBe('function');
    }
    for (const kind of recordKinds) expect(typeof compiledValidators[kind], kind).toBe('function');
  });

  it('declares draft 2020-12 and a unique $id on every document', () => {
    const ids = allSchemas.map((s) => s.$id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of allSchemas) expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });
});

describe('compiled validators', () => {
  const table = (colCode: unknown) => ({
    schemaVersion: 1,
    tableName: 'dec_head',
    tableTitle: 'Declaration head',
    columns: [{ colCode, colName: 'Entry id', colType: 'varchar', colLength: 18 }],
  });

  it.each([
    ['entryId', true],
    ['a23456789012345678', true],
    ['a234567890123456789', false],
    ['1entry', false],
    ['报关单号', false],
    ['_temp_total', true],
    ['warn_status', false],
    ['warnStatus', false],
    ['entry-id', false],
  ])('table column code %s valid=%s', (colCode, valid) => {
    expect(compiledValidators.table(table(colCode))).toBe(valid);
  });

  it('reports the failing path', () => {
    expect(compiledValidators.table(table('1x'))).toBe(false);
    expect(compiledValidators.table.errors?.map((e) => e.instancePath)).toContain('/columns/0/colCode');
  });

  it.each([
    ['Column', true],
    ['MeterGauge', true],
    ['Scatter', false],
  ])('report chart type %s valid=%s', (chartType, valid) => {
    const report = { schemaVersion: 1, widgetCode: 'w1', widgetName: 'W', chartType, datasetCode: 'd1' };
    expect(compiledValidators.report(report)).toBe(valid);
  });
});
