import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../support/testApp';

/** The victim's objects of the organisation, reference and download areas. */
export interface VictimExtras {
  categoryId: string;
  checkRuleId: string;
  jumpParamId: string;
  messageId: string;
  positionId: string;
  jobId: string;
  tagId: string;
  divisionId: string;
  deptRoleId: string;
  proxyUserId: string;
  proxyId: string;
  /** An export task whose file is stored (so the download route has something to give). */
  exportTaskId: string;
  /** Where that file lies (removed after the sweep). */
  exportFile: string;
  /** A top-level menu of demo's packages: a "group" of the group-role permissions. */
  topMenuId: string;
}

async function created(app: TestApp, token: string, path: string, body: unknown, method = 'POST'): Promise<string> {
  const response = await app.api<{ id?: string; taskId?: string }>(method, path, { token, body });
  const id = response.body.result?.id ?? response.body.result?.taskId;
  if (response.status >= 300 || !id) throw new Error(`victim fixture: ${path} ${response.status} ${JSON.stringify(response.body)}`);
  return id;
}

/**
 * Made through demo's own administrator. Divisions and proxies are switched on for both tenants,
 * so the attacker is refused for the tenancy of the ids, not because the feature is off.
 */
export async function prepareVictimExtras(app: TestApp, demo: string, tenantId: string, orgId: string, viewCode: string): Promise<VictimExtras> {
  const owner = app.database.owner;
  await owner('sys_tenant').whereIn('tenant_code', ['demo', 'acme']).update({ enable_division: true, enable_proxy: true });
  const catalogue = (kind: string) => created(app, demo, `/api/system/${kind}/add`, { code: `victim_${kind}`, name: `Victim ${kind}`, orgId });
  const proxyUserId = await created(app, demo, '/api/system/user/add', { username: 'victim_proxy', realname: 'Proxy', password: 'Victim-Proxy-2026!', userType: 'proxy' });

  const exportTaskId = await created(app, demo, `/api/eform/views/${viewCode}/exportTask`, { taskName: 'Victim export' });
  // The worker does not run in these tests: store the finished file as the job would.
  const relative = join('exports', tenantId, `${exportTaskId}.xlsx`);
  mkdirSync(join(app.ctx.config.dataDir, 'exports', tenantId), { recursive: true });
  writeFileSync(join(app.ctx.config.dataDir, relative), 'victim file');
  await owner('sys_export_task').where({ id: exportTaskId }).update({ status_code: 'success', file_path: relative, row_count: 1 });

  const topMenu = await owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string; parent_id: string | null }>('id', 'parent_id');
  if (!topMenu || topMenu.parent_id !== null) throw new Error('victim fixture: the customs menu is expected at the top level');

  return {
    categoryId: await created(app, demo, '/api/system/category/add', { name: 'Victim category', code: 'victim_category' }),
    checkRuleId: await created(app, demo, '/api/system/checkRule/add', { ruleCode: 'victim_rule', ruleName: 'Victim rule', segments: [{ kind: 'fixed', text: 'V-' }] }),
    jumpParamId: await created(app, demo, '/api/system/jumpParam/add', { systemCode: 'victim_erp', systemName: 'ERP', jumpUrl: 'https://erp.example.com/?u={username}' }),
    messageId: await created(app, demo, '/api/system/message/sysMessage/add', { esTitle: 'Victim message', esType: 'system', esReceiver: 'demo_user', esContent: 'only demo' }),
    positionId: await catalogue('position'),
    jobId: await catalogue('job'),
    tagId: await catalogue('tag'),
    divisionId: await catalogue('division'),
    deptRoleId: await created(app, demo, '/api/system/sysDepartRole/add', { departId: orgId, roleName: 'Victim desk', roleCode: 'victim_desk' }),
    proxyUserId,
    proxyId: await created(app, demo, '/api/system/userProxy/add', { userId: proxyUserId, compCode: '3302960ABC', proxyType: 'forwarder', proxyCode: 'FWD001', forwarderCode: 'F-88' }),
    exportTaskId,
    exportFile: join(app.ctx.config.dataDir, relative),
    topMenuId: topMenu.id,
  };
}
