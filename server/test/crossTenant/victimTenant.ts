import type { Knex } from 'knex';
import type { TestApp } from '../support/testApp';
import { prepareVictimAppPackages, type VictimAppPackages } from './appPackageCases';
import { prepareVictimExtras, type VictimExtras } from './victimExtras';
import { prepareVictimFiles, type VictimFiles } from './fileCases';
import { victimAsyncImport, type VictimAsyncImport } from '../asyncImportVictim';
import { prepareVictimWorkflow, type VictimWorkflow } from './victimWorkflow';
import { prepareVictimWorkflowExtras, type VictimWorkflowExtras } from './workflowExtrasCases';
import { prepareVictimWarnings, type VictimWarnings } from './warningCases';
import { prepareVictimScheduledJobs, type VictimScheduledJobs } from './scheduledJobCases';

/**
 * Ids and codes that belong to the victim tenant (demo, which holds the customs example app),
 * gathered as the owner where the seeds made them and through demo's own administrator where a
 * feature has to create them. The attacker is acme's administrator.
 */
export interface VictimTenant extends VictimExtras, VictimFiles, VictimAsyncImport, VictimWorkflow, VictimWorkflowExtras, VictimAppPackages, VictimWarnings, VictimScheduledJobs {
  tenantId: string;
  attackerTenantId: string;
  userId: string;
  staffUserId: string;
  roleId: string;
  orgId: string;
  dictId: string;
  dictCode: string;
  fillRuleId: string;
  fillRuleCode: string;
  formId: string;
  formCode: string;
  viewId: string;
  viewCode: string;
  tableId: string;
  tableCode: string;
  /** An app group holding the customs form. */
  appGroupId: string;
  sqlConfigId: string;
  httpConfigId: string;
  /** A menu on demo's own tenant package. */
  tenantMenuId: string;
  announcementId: string;
  dataRuleId: string;
  recordId: string;
  loginLogId: string;
  entryTokenId: string;
  /** The attacker's own published form (for routes that name a form of the caller and a victim id). */
  attackerFormCode: string;
  /** The refused rows of one of demo's list imports (details download). */
  importId: string;
}

async function one<T>(query: Knex.QueryBuilder, what: string): Promise<T> {
  const row = (await query.first()) as T | undefined;
  if (!row) throw new Error(`victim fixture: no ${what}`);
  return row;
}

async function idOf(query: Knex.QueryBuilder, what: string): Promise<string> {
  return (await one<{ id: string }>(query, what)).id;
}

/** A list import of demo's administrator that refused a row (as the import route keeps it). */
async function victimImport(owner: Knex, tenantId: string): Promise<string> {
  const userId = await idOf(owner('sys_user').where({ username: 'demo_admin' }).select('id'), 'demo_admin');
  const [row] = await owner('eform_view_import')
    .insert({ tenant_id: tenantId, view_code: 'dec_list_view', file_name: 'rows.xlsx', user_id: userId, imported_count: 0, refused_count: 1, headers: JSON.stringify(['Consignee']), refused_rows: JSON.stringify([{ rowNumber: 2, cells: ['victim'], reason: 'x' }]) })
    .returning<Array<{ id: string }>>('id');
  return row!.id;
}

export async function prepareVictimTenant(app: TestApp): Promise<VictimTenant> {
  const owner = app.database.owner;
  const tenantId = await idOf(owner('sys_tenant').where({ tenant_code: 'demo' }).select('id'), 'demo tenant');
  const attackerTenantId = await idOf(owner('sys_tenant').where({ tenant_code: 'acme' }).select('id'), 'acme tenant');
  const demo = await app.loginAs('demo_admin');
  const inDemo = (table: string) => owner(table).where({ tenant_id: tenantId });

  const form = await one<{ id: string; code: string }>(inDemo('eform_definition').where({ kind: 'form', code: 'dec_form' }).select('id', 'code'), 'customs form');
  const view = await one<{ id: string; code: string }>(inDemo('eform_definition').where({ kind: 'view' }).select('id', 'code'), 'customs view');
  const table = await one<{ id: string; code: string }>(inDemo('eform_definition').where({ kind: 'table', code: 'dec_head' }).select('id', 'code'), 'customs table');
  const attackerForm = await one<{ code: string }>(owner('eform_definition').where({ tenant_id: attackerTenantId, kind: 'form' }).select('code'), 'acme form');
  const dict = await one<{ id: string; dict_code: string }>(
    inDemo('sys_dict').whereNotIn('dict_code', owner('sys_dict').where({ tenant_id: attackerTenantId }).select('dict_code')).select('id', 'dict_code'),
    'demo-only dictionary',
  );
  const fillRule = await one<{ id: string; rule_code: string }>(inDemo('sys_fill_rule').select('id', 'rule_code'), 'fill rule');

  const customsMenu = await idOf(owner('sys_permission').where({ menu_code: 'customs' }).orWhereRaw('path = ?', ['/customs']).select('id'), 'customs menu');
  const placed = await app.api<{ id?: string }>('POST', '/api/eform/forms/dec_form/menu', { token: demo, body: { parentId: customsMenu, title: 'Victim menu', menuCode: 'victim_menu' } });
  if (placed.status !== 200) throw new Error(`victim fixture: menu ${JSON.stringify(placed.body)}`);
  const tenantMenuId = await idOf(owner('sys_permission').where({ menu_code: 'victim_menu' }).select('id'), 'tenant menu');

  const announcement = await app.api<{ id: string }>('POST', '/api/system/annountCement/add', { token: demo, body: { title: 'Victim notice', content: '<p>only demo</p>' } });
  const dataRule = await app.api<{ id: string }>('POST', '/api/system/permission/addPermissionRule', {
    token: demo,
    body: { permissionId: customsMenu, ruleName: 'victim rule', ruleColumn: 'ieFlag', ruleOperator: 'equal', ruleValue: 'I' },
  });
  for (const created of [announcement, dataRule]) if (created.status !== 200) throw new Error(`victim fixture: ${JSON.stringify(created.body)}`);

  const declaration = {
    ieFlag: 'I', customsCode: '2200', consignee: 'Victim Trading Co.', socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
    dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
  };
  const record = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: demo, body: { data: declaration } });
  if (record.status !== 201) throw new Error(`victim fixture: declaration ${JSON.stringify(record.body)}`);

  const org = await app.api<{ id: string }>('POST', '/api/system/sysOrg/add', { token: demo, body: { orgName: 'Victim Trading', orgCode: 'VT', orgType: 'organization', compCode: '3302960ABC' } });
  if (org.status !== 200) throw new Error(`victim fixture: org ${JSON.stringify(org.body)}`);

  const issued = await app.api('POST', '/api/system/visitorToken', { token: demo, body: { pageType: 'form', pageCode: 'dec_form' } });
  if (issued.status !== 200) throw new Error(`victim fixture: visitor token ${JSON.stringify(issued.body)}`);

  // An app group holding the customs form, for the app group routes and the lists' group filter.
  const appGroup = await app.api<{ id: string }>('POST', '/api/eform/appGroup/add', { token: demo, body: { groupName: 'Victim group', groupCode: 'victim_group' } });
  const grouped = await app.api('POST', '/api/eform/appGroup/move', { token: demo, body: { groupId: appGroup.body.result.id, tableNameArray: ['form'], idArray: [form.id] } });
  for (const created of [appGroup, grouped]) if (created.status !== 200) throw new Error(`victim fixture: app group ${JSON.stringify(created.body)}`);

  return {
    ...(await prepareVictimExtras(app, demo, tenantId, org.body.result.id, view.code)),
    ...(await prepareVictimFiles(app, demo)),
    ...(await prepareVictimAppPackages(app, demo)),
    ...(await prepareVictimWarnings(app, tenantId)),
    ...(await prepareVictimScheduledJobs(app, demo, tenantId)),
    tenantId,
    attackerTenantId,
    userId: await idOf(owner('sys_user').where({ username: 'demo_admin' }).select('id'), 'demo_admin'),
    staffUserId: await idOf(owner('sys_user').where({ username: 'demo_user' }).select('id'), 'demo_user'),
    roleId: await idOf(inDemo('sys_role').where({ role_code: 'staff' }).select('id'), 'staff role'),
    orgId: org.body.result.id,
    dictId: dict.id,
    dictCode: dict.dict_code,
    fillRuleId: fillRule.id,
    fillRuleCode: fillRule.rule_code,
    formId: form.id,
    formCode: form.code,
    viewId: view.id,
    viewCode: view.code,
    tableId: table.id,
    tableCode: table.code,
    appGroupId: appGroup.body.result.id,
    sqlConfigId: await idOf(inDemo('eform_sql_config').select('id'), 'sql config'),
    httpConfigId: await idOf(inDemo('eform_http_config').select('id'), 'http config'),
    tenantMenuId,
    announcementId: announcement.body.result.id,
    dataRuleId: dataRule.body.result.id,
    recordId: record.body.result.id,
    loginLogId: await idOf(inDemo('sys_login_log').select('id'), 'login log'),
    entryTokenId: await idOf(inDemo('sys_entry_token').select('id'), 'entry token'),
    attackerFormCode: attackerForm.code,
    importId: await victimImport(owner, tenantId),
    ...(await victimAsyncImport(owner, tenantId, form.code)),
    ...(await prepareVictimWorkflow(app, demo, record.body.result.id)),
    ...(await prepareVictimWorkflowExtras(app, demo, await idOf(owner('sys_user').where({ username: 'demo_user' }).select('id'), 'demo_user'))),
  };
}
