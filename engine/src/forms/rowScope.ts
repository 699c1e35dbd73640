/**
 * The record a sub-table row's conditions and computed expressions read: the row's own fields, and
 * for names the sub-table does not have, the master record's fields (an exchange rate on the head,
 * a flag that shows a goods column). Built from only the master fields actually referenced, so
 * evaluating hundreds of rows never copies the whole master record per row.
 */
export type RowScopeBuilder = (row: Record<string, unknown>, master: Record<string, unknown>) => Record<string, unknown>;

export function rowScopeBuilder(rowFieldCodes: ReadonlySet<string>, referenced: Iterable<string>): RowScopeBuilder {
  const fromMaster = [...new Set(referenced)].filter((name) => !rowFieldCodes.has(name));
  if (fromMaster.length === 0) return (row) => row;
  return (row, master) => {
    const scope: Record<string, unknown> = {};
    for (const name of fromMaster) if (Object.prototype.hasOwnProperty.call(master, name)) scope[name] = master[name];
    return Object.assign(scope, row);
  };
}
