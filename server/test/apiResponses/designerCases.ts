/**
 * Cases of `apiResponses.int.test.ts` for app groups, definition diffs, the view preview, background
 * imports by view, the deletes of import and export tasks and business tables' plan and sync: how each is called, and what it works on
 * (made by `prepareDesignerCalls`).
 */

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown; file?: 'xlsx' };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const tableBody = (tableName: string) => ({ schemaVersion: 1, tableName, tableTitle: tableName, columns: [{ colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 20 }] });
const importTask = (taskCode: string) => ({
  taskName: 'Deleted', taskCode, importMode: '1', importType: '1', pageTitle: 'Deleted', headStartRow: 1, startRow: 2, listStartRow: 2,
  sheetName: 'Sheet1', businessPk: 'entryId', formCode: 'dec_form', fieldsMapConfig: [{ colLetter: 'A', colCode: 'entryId', colName: 'Entry id' }],
});

/** How each operation is called; `v` holds what `prepareDesignerCalls` made. */
export const designerCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/eform/appGroup/list': () => ({ method: 'GET', path: '/api/eform/appGroup/list?pageNo=1&pageSize=10' }),
  'GET /api/eform/appGroup/queryById': (v) => ({ method: 'GET', path: `/api/eform/appGroup/queryById?id=${v.appGroupId}` }),
  'POST /api/eform/appGroup/add': () => ({ method: 'POST', path: '/api/eform/appGroup/add', body: { groupName: 'Added', groupCode: 'ar_group_added' } }),
  'PUT /api/eform/appGroup/edit': (v) => ({ method: 'PUT', path: '/api/eform/appGroup/edit', body: { id: v.appGroupId, groupName: 'Edited', groupCode: 'ar_group' } }),
  'DELETE /api/eform/appGroup/delete': (v) => ({ method: 'DELETE', path: `/api/eform/appGroup/delete?id=${v.deletedAppGroupId}` }),
  'POST /api/eform/appGroup/move': (v) => ({ method: 'POST', path: '/api/eform/appGroup/move', body: { groupId: v.appGroupId, tableNameArray: ['table'], idArray: [v.movedDefinitionId] } }),
  'GET /api/eform/definitions/{id}/diff': (v) => ({ method: 'GET', path: `/api/eform/definitions/${v.movedDefinitionId}/diff?from=1&to=1` }),
  'POST /api/eform/views/preview': (v) => ({ method: 'POST', path: '/api/eform/views/preview', body: { definition: JSON.parse(v.previewedView!), pageSize: 5, query: {} } }),
  'POST /api/eform/views/{viewCode}/asyncImport': () => ({ method: 'POST', path: '/api/eform/views/dec_list_view/asyncImport?fileName=rows.xlsx', file: 'xlsx' }),
  'DELETE /api/fyImportBackend/task/delete': (v) => ({ method: 'DELETE', path: `/api/fyImportBackend/task/delete?id=${v.deletedImportTaskId}` }),
  'DELETE /api/system/exportTask/delete': (v) => ({ method: 'DELETE', path: `/api/system/exportTask/delete?id=${v.deletedExportTaskId}` }),
  'GET /api/eform/tables': () => ({ method: 'GET', path: '/api/eform/tables' }),
  'POST /api/eform/tables/{code}/plan': () => ({ method: 'POST', path: '/api/eform/tables/ar_planned/plan' }),
  'POST /api/eform/tables/{code}/sync': () => ({ method: 'POST', path: '/api/eform/tables/ar_synced/sync', body: {} }),
  // The customs example's synced table: its app in a new folder.
  'POST /api/eform/tables/{code}/quickApp': () => ({ method: 'POST', path: '/api/eform/tables/dec_head/quickApp', body: { formCode: 'ar_qa_form', viewCode: 'ar_qa_list', newFolderName: 'Quick app' } }),
};

/** Table definitions to plan and to sync (published: a sync reads the published version). */
async function tables(ok: Ok): Promise<Prepared> {
  for (const code of ['ar_planned', 'ar_synced']) {
    const { id } = await ok<{ id: string }>('POST', '/api/eform/definitions', { kind: 'table', code, name: code, body: tableBody(code) });
    await ok('POST', `/api/eform/definitions/${id}/publish`, {});
  }
  return {};
}

/** Makes the groups, definitions and tasks the changing calls work on. */
export async function prepareDesignerCalls(ok: Ok): Promise<Prepared> {
  const group = async (code: string) => (await ok<{ id: string }>('POST', '/api/eform/appGroup/add', { groupName: code, groupCode: code })).id;
  const views = await ok<{ records: Array<{ id: string; code: string }> }>('GET', '/api/eform/definitions?kind=view&pageNo=1&pageSize=100');
  const view = await ok<{ body: unknown }>('GET', `/api/eform/definitions/${views.records.find((d) => d.code === 'dec_list_view')!.id}`);
  return {
    appGroupId: await group('ar_group'), deletedAppGroupId: await group('ar_group_deleted'),
    movedDefinitionId: (await ok<{ id: string }>('POST', '/api/eform/definitions', { kind: 'table', code: 'ar_moved', name: 'Moved', body: tableBody('ar_moved') })).id,
    ...(await tables(ok)),
    previewedView: JSON.stringify(view.body),
    deletedImportTaskId: (await ok<{ task: { id: string } }>('POST', '/api/fyImportBackend/task/add', importTask('ar_task_deleted'))).task.id,
    deletedExportTaskId: (await ok<{ taskId: string }>('POST', '/api/eform/views/dec_list_view/exportTask', {})).taskId,
  };
}
