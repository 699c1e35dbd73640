import type { FormDefinition, TableColumn, TableDefinition } from '@wharf/schemas';
import { isVirtualField } from '../tables/columnCodeRules';

/** The NOT NULL columns of one of a form's tables that nothing the form sends fills. */
export interface UnfilledColumns {
  tableName: string;
  colCodes: string[];
}

/** A column the database refuses to leave empty: a key, or `isNull: 'N'`, without a default of its own. */
function mustBeFilled(column: TableColumn): boolean {
  const isRequired = column.isKey === 'Y' || column.isNull === 'N';
  return isRequired && (column.defaultValue === undefined || column.defaultValue === null);
}

/** The sub-table column the server fills with its master's key (the same ER model the form data uses). */
function foreignKeyOf(masterCode: string, master: TableDefinition, subCode: string, sub: TableDefinition | undefined, formForeignKey: string | undefined): string | undefined {
  const fromMaster = master.relations?.find((r) => r.relationType === 'master' && r.relatedTable === subCode);
  if (fromMaster) return fromMaster.relatedColCode;
  const fromSub = sub?.relations?.find((r) => r.relationType === 'sub' && r.relatedTable === masterCode);
  if (fromSub) return fromSub.colCode;
  return formForeignKey;
}

function unfilledOf(table: TableDefinition | undefined, fieldCodes: ReadonlyArray<string>, filledByServer: ReadonlyArray<string>): UnfilledColumns[] {
  if (!table) return [];
  const filled = new Set([...fieldCodes.filter((code) => !isVirtualField(code)), ...filledByServer]);
  const colCodes = table.columns.filter((column) => mustBeFilled(column) && !filled.has(column.colCode)).map((column) => column.colCode);
  return colCodes.length > 0 ? [{ tableName: table.tableName, colCodes }] : [];
}

/**
 * The NOT NULL columns (keys and `isNull: 'N'`, without a default) of a form's table and sub-tables
 * for which the form has no field, so every save of it would fail: publishing such a form is
 * refused, naming them. A sub-table's link to its master is filled by the server, not the form.
 * Tables missing from `tables` are not judged here (the form's runtime answers for them).
 */
export function unfilledRequiredColumns(form: FormDefinition, tables: ReadonlyMap<string, TableDefinition>): UnfilledColumns[] {
  const masterCode = form.objectName;
  if (!masterCode) return [];
  const master = tables.get(masterCode);
  const subs = (form.subTables ?? []).flatMap((sub) => {
    const table = tables.get(sub.tableName);
    const foreignKey = master ? foreignKeyOf(masterCode, master, sub.tableName, table, sub.foreignKey) : sub.foreignKey;
    return unfilledOf(table, sub.fields.map((field) => field.colCode), foreignKey ? [foreignKey] : []);
  });
  return [...unfilledOf(master, form.fields.map((field) => field.colCode), []), ...subs];
}
