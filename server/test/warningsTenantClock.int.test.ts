import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDueWarnings } from '../src/warnings/jobs';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 22: the platform operator sets a tenant's time zone in the tenant console's edit (an IANA
 * name, refused with a 400 at `/body/timeZone` when unknown), and the tenant's warning slots and
 * cron preview follow the zone just set.
 */

interface Tenant { id: string; tenantCode: string; tenantName: string; maxUsers: number | null; enableDivision: boolean; enableProxy: boolean; enableCustomBroker: boolean; enableIgnoreCase: boolean; mainComp: string | null; loginUrl: string | null; status: '1' | '2'; timeZone?: string | null; packageCodes: string[] }
interface Issues { errors: Array<{ path: string; code: string; message: string }> }

let app: TestApp;
let operator: string;
let admin: string;
let demoId: string;
let demo: Tenant;

const hour = 3_600_000;
const lastRun = async () => (await app.database.owner('warn_rule_run').where({ tenant_id: demoId, warning_code: 'wtz_item', rule_code: 'at_nine' }).first<{ last_run_at: Date | null } | undefined>('last_run_at'))?.last_run_at ?? null;
/** The edit as the console's form sends it: every field of the tenant as listed, with the zone changed. */
const edit = (timeZone: string | null) => app.api<Tenant & Issues>('PUT', '/api/system/tenant/edit', {
  token: operator,
  body: { id: demo.id, tenantName: demo.tenantName, maxUsers: demo.maxUsers, enableDivision: demo.enableDivision, enableProxy: demo.enableProxy, enableCustomBroker: demo.enableCustomBroker, enableIgnoreCase: demo.enableIgnoreCase, mainComp: demo.mainComp, loginUrl: demo.loginUrl, status: demo.status, packageCodes: demo.packageCodes, timeZone },
});

beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  admin = await app.loginAs('demo_admin');
  demoId = await tenantIdOf(app, 'demo');
  const listed = await app.api<{ records: Tenant[] }>('GET', '/api/system/tenant/list?pageNo=1&pageSize=100', { token: operator });
  demo = listed.body.result.records.find((tenant) => tenant.id === demoId)!;
  const table = await syncedTable(app, admin, 'demo', 'wtz_item', [column('item_no', 'varchar', { colLength: 30 })]);
  await insertRows(app, 'demo', table, [{ item_no: 'Z1' }]);
  expect((await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'wtz_open', sqlName: 'Open items', sqlQuery: 'select id, item_no from biz.wtz_item' } })).status).toBe(200);
  await publishDefinition(app, admin, 'warning', 'wtz_item', {
    schemaVersion: 1, warningItemCode: 'wtz_item', warningItemName: 'Clock', productType: 'customize', triggerMode: 'platform',
    rules: [{ ruleCode: 'at_nine', ruleName: 'At nine', dispatchFrequency: 'hourly', dispatchHours: [9], cronExpr: '0 0 9 * * ?', sqlCode: 'wtz_open', setConfigs: [] }],
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('a tenant\'s time zone, set in the tenant console', () => {
  it('refuses a zone the runtime does not know, or an offset, with a 400 at /body/timeZone, and keeps what was stored', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', 'Asia/Shanghai; drop table x']) {
      const refused = await edit(timeZone);
      expect(refused.status, timeZone).toBe(400);
      expect(refused.body.result.errors).toEqual([expect.objectContaining({ path: '/body/timeZone', code: 'tenant/time-zone-unknown' })]);
    }
    expect((await app.database.owner('sys_tenant').where({ id: demoId }).first<{ time_zone: string | null }>('time_zone'))!.time_zone).toBeNull();
  });

  it('stores the zone, answers it, and the warning slots and cron preview follow it', async () => {
    const kolkata = await edit('Asia/Kolkata');
    expect(kolkata.status).toBe(200);
    expect(kolkata.body.result).toMatchObject({ id: demoId, timeZone: 'Asia/Kolkata', packageCodes: demo.packageCodes });
    const preview = await app.api<{ times: string[]; timeZone: string }>('GET', `/api/warn/rules/nextTimes?cronExpr=${encodeURIComponent('0 0 9 * * ?')}`, { token: admin });
    expect(preview.body.result.timeZone).toBe('Asia/Kolkata');
    expect(preview.body.result.times.every((time) => time.endsWith('T03:30:00.000Z'))).toBe(true);

    // The 9:00 slot in Kolkata (UTC+5:30) runs at the 04:00 UTC tick (9:30 local), not at 09:00 UTC.
    const day = Date.UTC(2026, 2, 10);
    await dispatchDueWarnings(app.ctx, day + 9 * hour, () => undefined);
    expect(await lastRun()).toBeNull();
    await dispatchDueWarnings(app.ctx, day + 4 * hour, () => undefined);
    const ranInKolkata = await lastRun();
    expect(ranInKolkata).not.toBeNull();

    // Moved to Tokyo (UTC+9): the same slot is the midnight UTC tick of the next day.
    expect((await edit('Asia/Tokyo')).body.result.timeZone).toBe('Asia/Tokyo');
    await dispatchDueWarnings(app.ctx, day + 28 * hour, () => undefined);
    expect((await lastRun())!.getTime()).toBe(ranInKolkata!.getTime());
    await dispatchDueWarnings(app.ctx, day + 24 * hour, () => undefined);
    expect((await lastRun())!.getTime()).toBeGreaterThan(ranInKolkata!.getTime());

    // Cleared: UTC again.
    expect((await edit(null)).body.result.timeZone).toBeNull();
  });
});
