import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRows } from '../src/apps/seedDemoRows';
import { startTestApp, type TestApp } from './support/testApp';

const rowsFile = join(resolve(import.meta.dirname, '..', '..'), 'examples', 'customs-declaration.rows.json');

let app: TestApp;
let demoId: string;
let table: string;
beforeAll(async () => {
  app = await startTestApp();
  demoId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  table = (await app.ctx.owner('eform_tables').where({ tenant_id: demoId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!.physical_name;
});
afterAll(async () => app.close());

const count = async (tenantId: string) => Number((await app.ctx.owner.withSchema('biz').table(table).where({ tenant_id: tenantId }).count<Array<{ count: string }>>('* as count'))[0]!.count);

describe('the customs example rows (seeds/apps.json demoRows)', () => {
  it('fill the demo tenant\'s empty declarations once, as that tenant, and are listed through the view', async () => {
    expect(await count(demoId)).toBe(0);
    expect(await seedDemoRows(app.ctx.owner, demoId, rowsFile)).toBe(300);
    expect(await count(demoId)).toBe(300);
    // A restart finds rows there and adds nothing.
    expect(await seedDemoRows(app.ctx.owner, demoId, rowsFile)).toBe(0);
    expect(await count(demoId)).toBe(300);

    const admin = await app.loginAs('demo_admin');
    const page = await app.api<{ records: Array<{ customsCode: string }>; total: number }>('GET', '/api/eform/views/dec_list_view/data?pageSize=10&total=true', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.result.total).toBeGreaterThan(0);
  });

  it('leave a table that already holds someone\'s rows alone, and a tenant without the table untouched', async () => {
    const acmeId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
    expect(await seedDemoRows(app.ctx.owner, acmeId, rowsFile)).toBe(0);
    expect(await count(acmeId)).toBe(0);
    expect(await seedDemoRows(app.ctx.owner, demoId, rowsFile)).toBe(0);
  });
});
