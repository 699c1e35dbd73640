import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOutboxSettings } from '../src/delivery/outbox/outboxSettings';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { runDueDeliveries, startTestWebhook } from './outboxSupport';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 22: a warning's SMS and webhook channels (fanned out into the outbox with the rule's
 * templates, the webhook delivered to a real HTTP server) and recipients picked as the tenant's
 * users, roles and departments by id (resolved to their users; another tenant's ids refused at publish).
 */

interface Outboxed { id: string; es_type: string; es_receiver: string; es_title: string; es_content: string; delivery_state: string | null }

let app: TestApp;
let admin: string;
let demoId: string;
let acmeId: string;
const picked = { userId: '', roleId: '', orgId: '' };
const phones = ['19900000361', '19900000362', '19900000363'];

const rule = (noticeConfig: Record<string, unknown>) => ({
  ruleCode: 'late', ruleName: 'Late declaration', dispatchFrequency: 'hourly', dispatchHours: [8], cronExpr: '0 0 8 * * ?', sqlCode: 'wch_open', recordKeyField: 'id',
  smsTemplate: { smsTemplateCode: 'wch_sms', smsTemplateName: 'SMS', smsContent: 'Declaration ${decl_no} <late> (${ruleName})' },
  webhookTemplate: { webhookTemplateCode: 'wch_hook', webhookTemplateName: 'Chat', webhookTitle: 'Late: ${decl_no}', webhookContent: '${decl_no} is not cleared & waits' },
  noticeConfig,
});
const warning = (code: string, noticeConfig: Record<string, unknown>) => ({ schemaVersion: 1, warningItemCode: code, warningItemName: code, productType: 'customize', triggerMode: 'platform', rules: [rule(noticeConfig)] });
const outboxed = (source: string) => app.database.owner('sys_message').where({ source }).orderBy('es_type').select<Outboxed[]>('id', 'es_type', 'es_receiver', 'es_title', 'es_content', 'delivery_state');

async function ownUser(tenantId: string, username: string, phone: string): Promise<string> {
  const [user] = await app.database.owner('sys_user').insert({ tenant_id: tenantId, username, realname: username, password_hash: 'x', phone }).returning<Array<{ id: string }>>('id');
  return user!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  demoId = await tenantIdOf(app, 'demo');
  acmeId = await tenantIdOf(app, 'acme');
  const owner = app.database.owner;
  // Three users of the test's own: one picked by id, one through a role, one through a department.
  picked.userId = await ownUser(demoId, 'wch_direct', phones[0]!);
  const byRole = await ownUser(demoId, 'wch_role', phones[1]!);
  const byOrg = await ownUser(demoId, 'wch_org', phones[2]!);
  const [role] = await owner('sys_role').insert({ tenant_id: demoId, role_name: 'Brokers (warnings)', role_code: 'wch_brokers' }).returning<Array<{ id: string }>>('id');
  picked.roleId = role!.id;
  await owner('sys_user_role').insert({ tenant_id: demoId, user_id: byRole, role_id: picked.roleId });
  const [org] = await owner('sys_org').insert({ tenant_id: demoId, org_name: 'Customs desk', org_code: 'WCH_DESK', org_type: 'department' }).returning<Array<{ id: string }>>('id');
  picked.orgId = org!.id;
  await owner('sys_user_depart').insert({ tenant_id: demoId, user_id: byOrg, org_id: picked.orgId });

  const table = await syncedTable(app, admin, 'demo', 'wch_decl', [column('decl_no', 'varchar', { colLength: 30 })]);
  await insertRows(app, 'demo', table, [{ decl_no: 'C1' }]);
  const sql = await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'wch_open', sqlName: 'Open declarations', sqlQuery: 'select id, decl_no from biz.wch_decl' } });
  expect(sql.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('warnings: SMS and webhook channels, picked recipients', () => {
  it('a fired warning puts an SMS to the picked users\' phones and a webhook message naming them in the outbox; the outbox posts the webhook to a real HTTP server', async () => {
    await publishDefinition(app, admin, 'warning', 'wch_item', warning('wch_item', { recipientUserIds: [picked.userId], recipientRoleIds: [picked.roleId], recipientDepartIds: [picked.orgId] }));
    const evaluated = await app.api<{ fired: number; messages: number }>('POST', '/api/warn/rules/evaluate', { token: admin, body: { warningCode: 'wch_item', ruleCode: 'late' } });
    expect(evaluated.status).toBe(200);
    expect(evaluated.body.result).toMatchObject({ fired: 1, messages: 2 });

    const [sms, hook] = await outboxed('warning:wch_item/late');
    expect(sms).toMatchObject({ es_type: 'sms', es_title: 'Late declaration', es_content: 'Declaration C1 <late> (Late declaration)' });
    expect(sms!.es_receiver.split(',').sort()).toEqual(phones);
    expect(hook).toMatchObject({ es_type: 'wechat', es_title: 'Late: C1', es_content: 'C1 is not cleared & waits' });
    expect(hook!.es_receiver.split(',').sort()).toEqual(['wch_direct', 'wch_org', 'wch_role']);

    const webhook = await startTestWebhook([200]);
    try {
      useOutboxSettings(app.ctx, { retry: { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 2000 }, wechatWebhook: { url: webhook.url } });
      await expect.poll(async () => {
        await runDueDeliveries(app);
        return (await outboxed('warning:wch_item/late')).find((m) => m.es_type === 'wechat')?.delivery_state;
      }, { timeout: 30_000, interval: 200 }).toBe('sent');
      expect(webhook.calls).toHaveLength(1);
      expect(webhook.calls[0]).toMatchObject({ idempotencyKey: hook!.id, body: { msgtype: 'text', title: 'Late: C1', text: { content: 'C1 is not cleared & waits' } } });
      expect(webhook.calls[0]!.body.touser.split('|').sort()).toEqual(['wch_direct', 'wch_org', 'wch_role']);
    } finally {
      await webhook.close();
    }
  });

  it('refuses to publish a warning picking another tenant\'s role, or a user the tenant does not have (400 at the id\'s path)', async () => {
    const [acmeRole] = await app.database.owner('sys_role').insert({ tenant_id: acmeId, role_name: 'Acme only', role_code: 'wch_acme_only' }).returning<Array<{ id: string }>>('id');
    const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', {
      token: admin, body: { kind: 'warning', code: 'wch_foreign', name: 'wch_foreign', body: warning('wch_foreign', { recipientUserIds: [picked.userId, '00000000-0000-4000-8000-000000000361'], recipientRoleIds: [acmeRole!.id] }) },
    });
    expect(created.status).toBe(201);
    const published = await app.api<{ errors: Array<{ path: string; code: string }> }>('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: admin, body: {} });
    expect(published.status).toBe(400);
    expect(published.body.messageCode).toBe('warning/recipient-unknown');
    expect(published.body.result.errors.map((issue) => issue.path).sort()).toEqual(['/body/rules/0/noticeConfig/recipientRoleIds/0', '/body/rules/0/noticeConfig/recipientUserIds/1']);
    // The tenant's own picks publish.
    await publishDefinition(app, admin, 'warning', 'wch_own', warning('wch_own', { recipientRoleIds: [picked.roleId] }));
  });
});

describe('warnings: the recipient pickers', () => {
  it('search the tenant\'s users, roles and departments by keyword and name the ids asked for; another tenant\'s ids stay unnamed', async () => {
    const users = await app.api<Array<{ id: string; label: string }>>('GET', '/api/warn/recipients?type=user&keyword=wch_', { token: admin });
    expect(users.status).toBe(200);
    expect(users.body.result.map((option) => option.label)).toEqual(['wch_direct (wch_direct)', 'wch_org (wch_org)', 'wch_role (wch_role)']);
    const roles = await app.api<Array<{ id: string; label: string }>>('GET', `/api/warn/recipients?type=role&keyword=${encodeURIComponent('Brokers (')}`, { token: admin });
    expect(roles.body.result).toEqual([{ id: picked.roleId, label: 'Brokers (warnings) (wch_brokers)' }]);
    const departs = await app.api<Array<{ id: string; label: string }>>('GET', '/api/warn/recipients?type=depart&keyword=WCH_DESK', { token: admin });
    expect(departs.body.result).toEqual([{ id: picked.orgId, label: 'Customs desk (WCH_DESK)' }]);
    // A wildcard in the keyword matches itself only.
    expect((await app.api<unknown[]>('GET', '/api/warn/recipients?type=user&keyword=%25', { token: admin })).body.result).toEqual([]);

    const acmeAdmin = await app.loginAs('acme_admin');
    const asked = await app.api<Array<{ id: string; label: string }>>('GET', `/api/warn/recipients?type=user&keyword=zz_none&ids=${picked.userId}`, { token: acmeAdmin });
    expect(asked.status).toBe(200);
    expect(asked.body.result).toEqual([]);
    const named = await app.api<Array<{ id: string; label: string }>>('GET', `/api/warn/recipients?type=user&keyword=zz_none&ids=${picked.userId}`, { token: admin });
    expect(named.body.result).toEqual([{ id: picked.userId, label: 'wch_direct (wch_direct)' }]);
    expect((await app.api('GET', '/api/warn/recipients?type=everyone', { token: admin })).status).toBe(400);
  });

  it('answer the query the web client sends (its `_t` and `lang` on every GET)', async () => {
    const users = await app.api<Array<{ id: string; label: string }>>('GET', `/api/warn/recipients?type=user&keyword=wch_direct&_t=${Date.now()}&lang=en_US`, { token: admin });
    expect(users.status).toBe(200);
    expect(users.body.result).toEqual([{ id: picked.userId, label: 'wch_direct (wch_direct)' }]);
  });

  it('refuse a query key they do not know with its path, the client\'s `_t` and `lang` beside it', async () => {
    const client = `_t=${Date.now()}&lang=en_US`;
    const asked = [
      `/api/warn/recipients?type=user&${client}&userId=1`,
      `/api/warn/rules/nextTimes?cronExpr=${encodeURIComponent('0 0 8 * * ?')}&${client}&userId=1`,
      `/api/warn/results?warningCode=wch_item&ruleCode=late&${client}&userId=1`,
    ];
    for (const path of asked) {
      const refused = await app.api<{ errors: Array<{ path: string }> }>('GET', path, { token: admin });
      expect(refused.status, path).toBe(400);
      expect(refused.body.result.errors.map((issue) => issue.path), path).toEqual(['/query/userId']);
    }
  });
});
