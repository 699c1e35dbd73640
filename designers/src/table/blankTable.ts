import type { TableColumn, TableDefinition } from '@wharf/schemas';

/** A new table's starting point: one varchar column, so the definition is valid from the start. */
export function blankTable(tableName = '', tableTitle = ''): TableDefinition {
  return { schemaVersion: 1, tableName, tableTitle, tableStatus: 'notCreated', columns: [blankColumn(1)], indexes: [], relations: [] };
}

/** A column the grid appends: a varchar(50), nullable, with a code not yet used. */
export function blankColumn(sequence: number, existing: readonly TableColumn[] = []): TableColumn {
  const used = new Set(existing.map((column) => column.colCode));
  let n = sequence;
  while (used.has(`field${n}`)) n += 1;
  return { colCode: `field${n}`, colName: `field${n}`, colType: 'varchar', colLength: 50, isNull: 'Y', isKey: 'N' };
}
