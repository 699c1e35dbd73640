import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordSavedTrigger, stopRecordSavedTrigger } from '../src/warnings/recordSavedTrigger';
import { runReaches, startAsyncImportFixture, uploadTo, workbook, type AsyncImportFixture, type Run } from './asyncImportSupport';
import { publishDefinition, tenantIdOf } from './support/eformDataSources';

/**
 * Issue 22 "trigger … on a business event (… an import finished …)": an asynchronous import that
 * stores records of a form evaluates the business warnings naming that form, through the worker.
 */

let fixture: AsyncImportFixture;
let demoId: string;

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  demoId = await tenantIdOf(fixture.app, 'demo');
  const { app, admin } = fixture;
  expect((await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'wi_rows', sqlName: 'Imported rows', sqlQuery: 'select id, code, qty from biz.ai_rows' } })).status).toBe(200);
  await publishDefinition(app, admin, 'warning', 'wi_big', {
    schemaVersion: 1, warningItemCode: 'wi_big', warningItemName: 'Big orders', productType: 'customize', triggerMode: 'business',
    rules: [{ ruleCode: 'over10', ruleName: 'Over 10', dispatchFrequency: 'daily', cronExpr: '0 0 8 * * ?', sqlCode: 'wi_rows', triggerFormCodes: ['ai_form'], setConfigs: [{ warnField: 'qty', operateType: 'greater', warnFieldValue: 10 }] }],
  });
  startRecordSavedTrigger(app.ctx);
}, 180_000);
afterAll(async () => {
  if (fixture) await stopRecordSavedTrigger(fixture.app.ctx);
  await fixture?.close();
});

describe('a business warning on an import finished', () => {
  it('evaluates the rules naming the imported form once the import committed, and warns for the breaching rows', async () => {
    const { app, admin } = fixture;
    const task = { taskName: 'Orders', taskCode: 'wi_orders', importMode: '1', importType: '1', pageTitle: 'Orders import', headStartRow: 2, startRow: 3, listStartRow: 3, sheetName: 'Orders', businessPk: 'code', formCode: 'ai_form',
      fieldsMapConfig: [{ colLetter: 'A', colCode: 'code', colName: 'Code' }, { colLetter: 'B', colCode: 'customer', colName: 'Customer' }, { colLetter: 'C', colCode: 'qty', colName: 'Qty' }] };
    expect((await app.api('POST', '/api/fyImportBackend/task/add?lang=en_US', { token: admin, body: task })).status).toBe(200);
    const bytes = await workbook([['Orders import'], ['Code', 'Customer', 'Qty'], ['AI1', 'Alpha', 5], ['AI2', 'Beta', 50]], { name: 'Orders' });
    const uploaded = await uploadTo(app, '/api/fyImportBackend/run/upload?taskCode=wi_orders', admin, bytes);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const checked = await runReaches(app, admin, uploaded.body.result.id, /^(C10|C20|C30|C40|B20|B30)$/);
    expect(checked.statusCode).toBe('C10');
    expect((await app.api<Run>('POST', '/api/fyImportBackend/run/confirm?lang=en_US', { token: admin, body: { id: checked.id } })).status).toBe(200);
    expect((await runReaches(app, admin, checked.id, /^(F10|G10)$/)).statusCode).toBe('G10');

    // Nothing evaluated the rule but the import: its run and the one warning (AI2, qty 50) come from the worker.
    const states = async () => app.database.owner('warn_record_state').where({ tenant_id: demoId, warning_code: 'wi_big', rule_code: 'over10' }).select<Array<{ status: string; record_values: { code: string } }>>('status', 'record_values');
    await expect.poll(async () => (await states()).map((state) => `${state.record_values.code}:${state.status}`), { timeout: 30_000, interval: 250 }).toEqual(['AI2:warn']);
  }, 120_000);
});
