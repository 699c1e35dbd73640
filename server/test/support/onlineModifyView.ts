import type { TestApp } from './testApp';

/**
 * The id (`viewId`) of a published view of the tenant over `formCode` that holds a handleOnlineModify
 * button: online modification names the view it is made in (spec §5).
 */
export async function onlineModifyViewId(app: TestApp, tenantCode: string, formCode: string): Promise<string> {
  const row = await app.database.owner('eform_definition as d')
    .join('sys_tenant as t', 't.id', 'd.tenant_id')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 't.tenant_code': tenantCode, 'd.kind': 'view' })
    .whereRaw("r.body ->> 'formCode' = ?", [formCode])
    .whereRaw(`r.body -> 'buttons' @> '[{"openType":"handleOnlineModify"}]'::jsonb`)
    .first<{ id: string } | undefined>('d.id');
  if (!row) throw new Error(`no published view of ${tenantCode} over ${formCode} with a handleOnlineModify button`);
  return row.id;
}
