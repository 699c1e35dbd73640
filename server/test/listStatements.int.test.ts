import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { queriesSentDuring, type SentQuery } from './support/sentQueries';
import { grantViewMenus } from './support/viewMenus';

/**
 * Issue 21 speed (list page p50 against a bare node:http + pg handler): what one list page asks of
 * the database. The read-only tenant opening used to be answered before the page's statement was
 * sent (two round trips, and a third for `total=true`); now the opening, the page, its count and the
 * rollback are written together, while the data rules and masking stay the caller's.
 */

interface Page { records: Array<Record<string, unknown>>; total?: number; hasMore: boolean }

let app: TestApp;
let admin: string;
let staff: string;
let physical: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  physical = await syncedTable(app, admin, 'demo', 'trips', [column('dec_no', 'varchar', { colLength: 30 }), column('phone', 'varchar', { colLength: 20 })]);
  await insertRows(app, 'demo', physical, Array.from({ length: 30 }, (_, i) => ({ dec_no: `T${String(i).padStart(3, '0')}`, phone: `1381234${String(i).padStart(4, '0')}` })));
  await publishDefinition(app, admin, 'view', 'trips_list', {
    schemaVersion: 1, viewCode: 'trips_list', viewName: 'Trips', viewType: 'table', tableName: 'trips',
    columns: [{ colCode: 'dec_no', colName: 'No.', queryOp: 'rhk' }, { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber' }, { colCode: 'createTime', colName: 'Created' }],
  });
  await grantViewMenus(app, admin, 'demo', ['trips_list']);
});
afterAll(async () => app.close());

const list = (query: string, token = admin) => app.api<Page>('GET', `/api/eform/views/trips_list/data?${query}`, { token });

/** The calls on the connection that read the business table, from the opening before its first read to the rollback after it. */
function pageTransaction(sent: SentQuery[]): SentQuery[] {
  const firstRead = sent.findIndex((call) => call.text.includes(physical));
  expect(firstRead).toBeGreaterThan(0);
  const onConnection = sent.filter((call) => call.client === sent[firstRead]!.client);
  const read = onConnection.indexOf(sent[firstRead]!);
  const opening = onConnection.slice(0, read).findLastIndex((call) => /^begin/i.test(call.text));
  const rollback = onConnection.findIndex((call, i) => i > read && /^rollback/i.test(call.text));
  return onConnection.slice(opening, rollback + 1);
}

describe('a list page', () => {
  it('writes the tenant opening, the page and the rollback together: one round trip', async () => {
    expect((await list('pageSize=10')).status).toBe(200);
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await queriesSentDuring(async () => { answer = await list('pageSize=10&dec_no=T00'); });
    expect(answer!.status).toBe(200);
    expect(answer!.body.result).toMatchObject({ hasMore: false, total: 10 });
    const transaction = pageTransaction(sent);
    expect(transaction.map((call) => call.text.match(/^\s*(\w+)/)![1]!.toLowerCase())).toEqual(['begin', 'select', 'rollback']);
    expect(transaction[0]!.text).toMatch(/read only[\s\S]*statement_timeout[\s\S]*set_config\('app\.tenant_id'/);
    // Each was written while the ones before it were still unanswered.
    expect(transaction.map((call) => call.inFlight)).toEqual([0, 1, 2]);
  });

  it('with total=true, the count goes in the same write', async () => {
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await queriesSentDuring(async () => { answer = await list('pageSize=10&total=true'); });
    expect(answer!.body.result).toMatchObject({ total: 30, hasMore: true });
    expect(answer!.body.result.records).toHaveLength(10);
    const transaction = pageTransaction(sent);
    expect(transaction).toHaveLength(4);
    expect(transaction[2]!.text).toMatch(/count/i);
    expect(transaction.map((call) => call.inFlight)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the caller\'s masking, and another tenant\'s user reads none of it', async () => {
    const masked = await list('pageSize=10&column=dec_no&order=asc', staff);
    expect(masked.status).toBe(200);
    expect(masked.body.result.records[0]).toMatchObject({ dec_no: 'T000', phone: '138****0000' });
    const unmasked = await list('pageSize=10&column=dec_no&order=asc');
    expect(unmasked.body.result.records[0]).toMatchObject({ phone: '13812340000' });
    expect((await list('pageSize=10', await app.loginAs('acme_admin'))).status).toBe(404);
  });

  it('answers a bad filter with 400 before anything is sent', async () => {
    const sent = await queriesSentDuring(async () => expect((await list('pageSize=7')).status).toBe(400));
    expect(sent.some((call) => call.text.includes(physical))).toBe(false);
  });
});
