/**
 * Cases of `apiResponses.int.test.ts` for builders' self-service (issue 18 §3): find usages,
 * definition copy and delete (made by `prepareSelfService`).
 */

type Prepared = Record<string, string>;
type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** How each operation is called; `v` holds what `prepareSelfService` made. */
export const selfServiceCases: Record<string, (v: Prepared) => Call> = {
  // The customs example's form names the dictionary: one usage at least.
  'GET /api/eform/usages': () => ({ method: 'GET', path: '/api/eform/usages?kind=dictionary&code=customs_port' }),
  'POST /api/eform/definitions/{id}/copy': (v) => ({ method: 'POST', path: `/api/eform/definitions/${v.copiedDefinitionId}/copy`, body: {} }),
  'GET /api/system/permission/ownMenuIds': () => ({ method: 'GET', path: '/api/system/permission/ownMenuIds' }),
  'DELETE /api/eform/definitions/{id}': (v) => ({ method: 'DELETE', path: `/api/eform/definitions/${v.deletedDefinitionId}` }),
};

/** A table definition to copy and one nobody uses, to delete. */
export async function prepareSelfService(ok: Ok): Promise<Prepared> {
  const table = async (code: string) => (await ok<{ id: string }>('POST', '/api/eform/definitions', { kind: 'table', code, name: code, body: { schemaVersion: 1, tableName: code, tableTitle: code, columns: [{ colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 20 }] } })).id;
  return { copiedDefinitionId: await table('ar_copied'), deletedDefinitionId: await table('ar_deleted') };
}
