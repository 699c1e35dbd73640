import type { TableDefinition } from '@wharf/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { desiredShape, isWidening, type ColumnShape } from './columnTypes';
import { desiredIndexes, keyIndexName, physicalColumns, planTableSync, unconfirmedLosses } from './planTableSync';
import type { CurrentTable } from './syncTypes';

const table = (columns: TableDefinition['columns'], extra: Partial<TableDefinition> = {}): TableDefinition => ({ schemaVersion: 1, tableName: 'goods', tableTitle: 'Goods', columns, ...extra });

/** The database state a definition would leave after a sync, with or without data in every column. */
function stateOf(definition: TableDefinition, withData: boolean): CurrentTable {
  return {
    rowCount: withData ? 3 : 0,
    columns: physicalColumns(definition).map((c) => ({ name: c.colCode, shape: c.shape, isNullable: c.isNullable, hasData: withData, hasNulls: withData && c.isNullable })),
    indexes: [],
  };
}

describe('planTableSync', () => {
  const base = table([{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 }, { colCode: 'qty', colName: 'Qty', colType: 'int' }]);

  it('creates a missing table with its indexes, and plans nothing for a table already in shape', () => {
    const plan = planTableSync(table(base.columns, { indexes: [{ indexName: 'ix_name', colCodes: ['name'] }] }), undefined);
    expect(plan.map((s) => s.kind)).toEqual(['createTable', 'createIndex']);
    expect(plan.some((s) => s.destructive)).toBe(false);
    expect(planTableSync(base, stateOf(base, true))).toEqual([]);
  });

  it('gives key columns a unique index of their own only when no declared unique index already covers them', () => {
    const keyed = (indexes: TableDefinition['indexes']) => table([{ colCode: 'code', colName: 'Code', colType: 'varchar', colLength: 20, isKey: 'Y' }, base.columns[1]!], { indexes });
    expect(desiredIndexes(keyed([])).map((index) => index.indexName)).toEqual([keyIndexName]);
    expect(desiredIndexes(keyed([{ indexName: 'ix_code', colCodes: ['code'] }])).map((index) => index.indexName)).toEqual(['ix_code', keyIndexName]);
    expect(desiredIndexes(keyed([{ indexName: 'uq_code_qty', colCodes: ['code', 'qty'], isUnique: 'Y' }])).map((index) => index.indexName)).toEqual(['uq_code_qty', keyIndexName]);
    expect(desiredIndexes(keyed([{ indexName: 'uq_code', colCodes: ['code'], isUnique: 'Y' }])).map((index) => index.indexName)).toEqual(['uq_code']);
    // A table synced before keeps working: its now redundant key index is dropped by the next sync.
    const before: CurrentTable = { ...stateOf(keyed([]), true), indexes: [{ indexName: keyIndexName, colCodes: ['code'], isUnique: true }, { indexName: 'uq_code', colCodes: ['code'], isUnique: true }] };
    expect(planTableSync(keyed([{ indexName: 'uq_code', colCodes: ['code'], isUnique: 'Y' }]), before).map((step) => [step.kind, step.destructive])).toEqual([['dropIndex', false]]);
  });

  it('widens without asking and refuses to narrow a column holding data without a confirmation', () => {
    const wider = table([{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 200 }, { colCode: 'qty', colName: 'Qty', colType: 'bigint' }]);
    const widening = planTableSync(wider, stateOf(base, true));
    expect(widening.map((s) => [s.kind, s.destructive])).toEqual([['alterType', false], ['alterType', false]]);
    const narrower = table([{ colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 10 }, base.columns[1]!]);
    const narrowing = planTableSync(narrower, stateOf(base, true));
    expect(narrowing).toMatchObject([{ kind: 'alterType', destructive: true, loss: { id: 'alterType:name' } }]);
    expect(unconfirmedLosses(narrowing, [])).toEqual(['alterType:name']);
    expect(unconfirmedLosses(narrowing, ['alterType:name'])).toEqual([]);
    // The same narrowing on an empty column loses nothing.
    expect(planTableSync(narrower, stateOf(base, false))[0]!.destructive).toBe(false);
  });

  it('guards dropping a column with data and NOT NULL over nulls, and fills a new NOT NULL column', () => {
    const dropped = planTableSync(table([base.columns[0]!]), stateOf(base, true));
    expect(dropped).toMatchObject([{ kind: 'dropColumn', colCode: 'qty', destructive: true, loss: { id: 'dropColumn:qty' } }]);
    expect(planTableSync(table([base.columns[0]!]), stateOf(base, false))[0]!.destructive).toBe(false);
    const required = planTableSync(table([{ ...base.columns[0]!, isNull: 'N' }, base.columns[1]!]), stateOf(base, true));
    expect(required).toMatchObject([{ kind: 'setNotNull', colCode: 'name', destructive: true, fillNullsWith: '' }]);
    const added = planTableSync(table([...base.columns, { colCode: 'flag', colName: 'Flag', colType: 'boolean', isNull: 'N' }]), stateOf(base, true));
    expect(added).toMatchObject([{ kind: 'addColumn', fillExisting: false, destructive: false }]);
  });

  it('drops a table only destructively when it holds rows, and rebuilds a changed index', () => {
    expect(planTableSync(undefined, stateOf(base, true))).toMatchObject([{ kind: 'dropTable', destructive: true }]);
    const current = { ...stateOf(base, false), indexes: [{ indexName: 'ix', colCodes: ['name'], isUnique: false }] };
    const plan = planTableSync(table(base.columns, { indexes: [{ indexName: 'ix', colCodes: ['name', 'qty'] }] }), current);
    expect(plan.map((s) => s.kind)).toEqual(['dropIndex', 'createIndex']);
  });

  const shapes: fc.Arbitrary<ColumnShape> = fc.oneof(
    fc.record({ colType: fc.constant('varchar' as const), length: fc.integer({ min: 1, max: 500 }) }),
    fc.constantFrom<ColumnShape>({ colType: 'text' }, { colType: 'int' }, { colType: 'bigint' }, { colType: 'date' }, { colType: 'boolean' }, { colType: 'json' }),
    fc.integer({ min: 1, max: 30 }).chain((length) => fc.integer({ min: 0, max: length }).map((decimals): ColumnShape => ({ colType: 'decimal', length, decimals }))),
  );

  it('never runs a step that loses data unless it is marked destructive with a loss to confirm (property)', () => {
    fc.assert(fc.property(shapes, shapes, fc.boolean(), (from, to, hasData) => {
      const current: CurrentTable = { rowCount: hasData ? 1 : 0, columns: [{ name: 'c', shape: from, isNullable: true, hasData, hasNulls: false }], indexes: [] };
      const colLength = to.length;
      const desired = table([{ colCode: 'c', colName: 'C', colType: to.colType as 'varchar', ...(colLength === undefined ? {} : { colLength }), ...(to.decimals === undefined ? {} : { decimals: to.decimals }) }]);
      expect(desiredShape(desired.columns[0]!)).toEqual(to);
      for (const step of planTableSync(desired, current)) {
        const mayLose = hasData && step.kind === 'alterType' && !isWidening(from, to);
        expect(step.destructive).toBe(mayLose);
        if (step.destructive) expect(step.loss?.id).toBe('alterType:c');
      }
    }));
  });

  it('widening is transitive with itself: a shape always widens to itself and text takes any scalar', () => {
    fc.assert(fc.property(shapes, (shape) => {
      expect(isWidening(shape, shape)).toBe(true);
      if (shape.colType !== 'json') expect(isWidening(shape, { colType: 'text' })).toBe(true);
    }));
  });
});
