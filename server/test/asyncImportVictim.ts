import type { Knex } from 'knex';

/** The victim's import task and one of its runs (for the cross-tenant sweep). */
export interface VictimAsyncImport {
  importTaskId: string;
  importTaskCode: string;
  importRunId: string;
}

/**
 * An import task of demo's and a checked run of demo's administrator (C10, so a confirmation would
 * act on it), written as the owner: the sweep checks that acme cannot read, change, confirm or run them.
 */
export async function victimAsyncImport(owner: Knex, tenantId: string, formCode: string): Promise<VictimAsyncImport> {
  const user = await owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string }>('id');
  const [task] = await owner('eform_import_task').insert({
    tenant_id: tenantId, task_name: 'Victim import', task_code: 'victim_import', import_mode: '1', import_type: '1', page_title: 'Victim',
    head_start_row: 1, start_row: 2, list_start_row: 2, sheet_name: 'Sheet1', form_code: formCode, fields_map_config: '[]',
  }).returning<Array<{ id: string }>>('id');
  const [run] = await owner('eform_import_run').insert({
    tenant_id: tenantId, task_id: task!.id, task_code: 'victim_import', form_code: formCode, file_name: 'victim.xlsx', file_path: `imports/${tenantId}/victim.xlsx`,
    status_code: 'C10', import_type: '1', total_count: 1, checked_count: 1, lang: 'en_US', user_id: user!.id,
    request: JSON.stringify({ layout: {}, action: 'add', businessKey: [] }),
  }).returning<Array<{ id: string }>>('id');
  return { importTaskId: task!.id, importTaskCode: 'victim_import', importRunId: run!.id };
}
