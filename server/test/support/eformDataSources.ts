import type { TestApp } from './testApp';

/** Test helpers of the data-sources and views tests: real definitions, a real table sync. */

export const column = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });

export async function tenantIdOf(app: TestApp, code: string): Promise<string> {
  return (await app.database.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;
}

/** Saves a table definition through the definition store and syncs it (the tables API); returns the physical name. */
export async function syncedTable(app: TestApp, token: string, tenantCode: string, tableName: string, columns: unknown[]): Promise<string> {
  const body = { schemaVersion: 1, tableName, tableTitle: tableName, columns };
  const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token, body: { kind: 'table', code: tableName, name: tableName, body } });
  if (created.status !== 201) throw new Error(`table definition: ${JSON.stringify(created.body)}`);
  const synced = await app.api('POST', `/api/eform/tables/${tableName}/sync`, { token, body: {} });
  if (synced.status !== 200) throw new Error(`sync: ${JSON.stringify(synced.body)}`);
  const tenantId = await tenantIdOf(app, tenantCode);
  return (await app.database.owner('eform_tables').where({ tenant_id: tenantId, table_code: tableName }).first<{ physical_name: string }>('physical_name'))!.physical_name;
}

/** Creates and publishes a definition (view, form…) through the definition store. */
export async function publishDefinition(app: TestApp, token: string, kind: string, code: string, body: unknown): Promise<string> {
  const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token, body: { kind, code, name: code, body } });
  if (created.status !== 201) throw new Error(`${kind} definition: ${JSON.stringify(created.body)}`);
  const published = await app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token, body: {} });
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  return created.body.result.id;
}

/** Inserts rows into a business table on the owner connection (test data, quickly). */
export async function insertRows(app: TestApp, tenantCode: string, physicalName: string, rows: Array<Record<string, unknown>>): Promise<void> {
  const tenantId = await tenantIdOf(app, tenantCode);
  for (let i = 0; i < rows.length; i += 1000) {
    await app.database.owner.withSchema('biz').table(physicalName).insert(rows.slice(i, i + 1000).map((row) => ({ tenant_id: tenantId, ...row })));
  }
}
