import type { ScalarValue, TableDefinition } from '@wharf/schemas';
import { systemColumnCodes } from './columnCodeRules';
import { desiredShape, isWidening, sameShape, type ColumnShape } from './columnTypes';
import type { CurrentColumn, CurrentTable, PhysicalColumn, PlannedStep, TableIndexShape } from './syncTypes';

/** The logical name of the unique index that isKey columns get (not a valid definition code, so it never clashes). */
export const keyIndexName = '$key';

const system = new Set<string>(systemColumnCodes);

/** The value a NOT NULL column puts in rows that have none: its default, else the type's zero. */
export function zeroValue(shape: ColumnShape, defaultValue?: ScalarValue): ScalarValue {
  if (defaultValue !== undefined && defaultValue !== null) return defaultValue;
  switch (shape.colType) {
    case 'int': case 'bigint': case 'decimal': return 0;
    case 'boolean': return false;
    case 'date': return '1970-01-01';
    case 'datetime': return '1970-01-01 00:00:00';
    case 'time': return '00:00:00';
    case 'json': return '{}';
    default: return '';
  }
}

/** The physical columns of a definition, in definition order. */
export function physicalColumns(desired: TableDefinition): PhysicalColumn[] {
  return desired.columns.map((column) => ({
    colCode: column.colCode,
    shape: desiredShape(column),
    // Key columns are always required; otherwise isNull 'N' asks for NOT NULL.
    isNullable: column.isKey !== 'Y' && column.isNull !== 'N',
    ...(column.defaultValue === undefined ? {} : { defaultValue: column.defaultValue }),
  }));
}

/**
 * The definition's indexes, plus a unique index over its key columns unless one of its own already makes them
 * unique (the customs example declares `uq_dec_head_entry` over its key `entryId`: two identical unique indexes
 * would make every insert and key change maintain both).
 */
export function desiredIndexes(desired: TableDefinition): TableIndexShape[] {
  const indexes = (desired.indexes ?? []).map((index) => ({ indexName: index.indexName, colCodes: [...index.colCodes], isUnique: index.isUnique === 'Y' }));
  const keyColumns = desired.columns.filter((c) => c.isKey === 'Y').map((c) => c.colCode);
  const isKeyUniqueAlready = indexes.some((index) => index.isUnique && index.colCodes.length === keyColumns.length && keyColumns.every((code) => index.colCodes.includes(code)));
  if (keyColumns.length > 0 && !isKeyUniqueAlready) indexes.push({ indexName: keyIndexName, colCodes: keyColumns, isUnique: true });
  return indexes;
}

const sameIndex = (a: TableIndexShape, b: TableIndexShape) => a.isUnique === b.isUnique && a.colCodes.length === b.colCodes.length && a.colCodes.every((c, i) => c === b.colCodes[i]);

function columnSteps(wanted: PhysicalColumn, have: CurrentColumn, rowCount: number): PlannedStep[] {
  const steps: PlannedStep[] = [];
  if (!sameShape(wanted.shape, have.shape)) {
    // Converting an empty column loses nothing; a column holding data may only widen without confirmation.
    const destructive = have.hasData && !isWidening(have.shape, wanted.shape);
    steps.push({ kind: 'alterType', colCode: wanted.colCode, from: have.shape, to: wanted.shape, destructive, ...(destructive ? { loss: { id: `alterType:${wanted.colCode}`, code: 'tables/loss-narrow', args: [wanted.colCode] } } : {}) });
  }
  if (have.isNullable && !wanted.isNullable) {
    const destructive = rowCount > 0 && have.hasNulls;
    steps.push({
      kind: 'setNotNull', colCode: wanted.colCode, destructive,
      ...(destructive ? { fillNullsWith: zeroValue(wanted.shape, wanted.defaultValue), loss: { id: `setNotNull:${wanted.colCode}`, code: 'tables/loss-not-null', args: [wanted.colCode, JSON.stringify(zeroValue(wanted.shape, wanted.defaultValue))] } } : {}),
    });
  }
  if (!have.isNullable && wanted.isNullable) steps.push({ kind: 'dropNotNull', colCode: wanted.colCode, destructive: false });
  return steps;
}

/**
 * The ordered steps that bring the database from `current` (undefined: no table yet) to `desired`
 * (undefined: the table goes), each marked destructive when it would lose data: dropping a column
 * or table that holds data, narrowing or converting a column that holds data, or setting NOT NULL
 * on a column holding NULLs (they get the default or the type's zero). Everything else is safe:
 * adding columns and indexes, widening, dropping empty columns. Columns are matched by exact name;
 * a rename therefore shows as a drop and an add, and the drop is guarded like any other.
 */
export function planTableSync(desired: TableDefinition | undefined, current: CurrentTable | undefined): PlannedStep[] {
  if (!desired) {
    if (!current) return [];
    const destructive = current.rowCount > 0;
    return [{ kind: 'dropTable', destructive, ...(destructive ? { loss: { id: 'dropTable', code: 'tables/loss-drop-table', args: [current.rowCount] } } : {}) }];
  }
  const columns = physicalColumns(desired);
  const indexes = desiredIndexes(desired);
  if (!current) {
    return [{ kind: 'createTable', columns, destructive: false }, ...indexes.map((index): PlannedStep => ({ kind: 'createIndex', index, destructive: false }))];
  }
  const have = new Map(current.columns.filter((c) => !system.has(c.name)).map((c) => [c.name, c]));
  const wantedNames = new Set(columns.map((c) => c.colCode));
  const haveIndexes = new Map(current.indexes.map((index) => [index.indexName, index]));
  const wantedIndexes = new Map(indexes.map((index) => [index.indexName, index]));

  const drops: PlannedStep[] = [];
  for (const index of current.indexes) {
    const wanted = wantedIndexes.get(index.indexName);
    if (!wanted || !sameIndex(wanted, index)) drops.push({ kind: 'dropIndex', indexName: index.indexName, destructive: false });
  }
  for (const column of have.values()) {
    if (wantedNames.has(column.name)) continue;
    const destructive = column.hasData;
    drops.push({ kind: 'dropColumn', colCode: column.name, destructive, ...(destructive ? { loss: { id: `dropColumn:${column.name}`, code: 'tables/loss-drop-column', args: [column.name] } } : {}) });
  }
  const changes: PlannedStep[] = [];
  for (const column of columns) {
    const existing = have.get(column.colCode);
    if (!existing) {
      const needsFill = !column.isNullable && current.rowCount > 0 && (column.defaultValue === undefined || column.defaultValue === null);
      changes.push({ kind: 'addColumn', column, destructive: false, ...(needsFill ? { fillExisting: zeroValue(column.shape) } : {}) });
    } else {
      changes.push(...columnSteps(column, existing, current.rowCount));
    }
  }
  const creates: PlannedStep[] = indexes
    .filter((index) => { const existing = haveIndexes.get(index.indexName); return !existing || !sameIndex(existing, index); })
    .map((index) => ({ kind: 'createIndex', index, destructive: false }));
  return [...drops, ...changes, ...creates];
}

/** The losses of a plan that the caller has not confirmed (empty: the plan may run). */
export function unconfirmedLosses(plan: readonly PlannedStep[], confirmed: readonly string[]): string[] {
  const accepted = new Set(confirmed);
  return plan.flatMap((step) => (step.destructive && step.loss && !accepted.has(step.loss.id) ? [step.loss.id] : []));
}
