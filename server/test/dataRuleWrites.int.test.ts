import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration, demoTenantId, prepareFormDataUsers, type FormDataUsers } from './inTenant/formDataUsers';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §1: data rules hold for the records a user creates, not only for those they read or
 * change. The `ruled` user holds the customs list with its add and import buttons under the rule
 * "exports only" (ieFlag E): a declaration they create or import must be an export one.
 */

let app: TestApp;
let users: FormDataUsers;

beforeAll(async () => {
  app = await startTestApp();
  users = await prepareFormDataUsers(app);
});
afterAll(async () => app?.close());

/** How many declarations with this consignee are stored (read as the owner: nothing hides them). */
async function storedWith(consignee: string): Promise<number> {
  const tenantId = await demoTenantId(app);
  const { physical_name: table } = (await app.database.owner('eform_tables').where({ tenant_id: tenantId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
  const rows = await app.database.owner.withSchema('biz').from(table).where({ consignee }).count<Array<{ count: string }>>('* as count');
  return Number(rows[0]!.count);
}

describe('a create under a data rule', () => {
  it('is refused (403 formData/outside-data-rule) when the new record is outside the rule, and nothing is stored', async () => {
    const outside = await app.api('POST', '/api/eform/data/dec_form', { token: users.ruled, body: { data: declaration('I', 'Outside the rule') } });
    expect(outside.status).toBe(403);
    expect(outside.body.messageCode).toBe('formData/outside-data-rule');
    expect(await storedWith('Outside the rule')).toBe(0);
  });

  it('goes through when the new record is within the rule, and for callers no rule narrows', async () => {
    expect((await app.api('POST', '/api/eform/data/dec_form', { token: users.ruled, body: { data: declaration('E', 'Inside the rule') } })).status).toBe(201);
    expect((await app.api('POST', '/api/eform/data/dec_form', { token: users.viewAdd, body: { data: declaration('I', 'Unruled add') } })).status).toBe(201);
    expect((await app.api('POST', '/api/eform/data/dec_form', { token: users.admin, body: { data: declaration('I', 'Admin add') } })).status).toBe(201);
    expect(await storedWith('Inside the rule')).toBe(1);
    expect(await storedWith('Unruled add')).toBe(1);
  });
});

describe('a list import under a data rule', () => {
  it('refuses the added rows outside the rule with the reason, and imports the others', async () => {
    const template = await fetch(`${app.url}/api/eform/views/dec_list_view/importTemplate?lang=en_US`, { headers: { 'X-Access-Token': users.ruled } });
    expect(template.status).toBe(200);
    const headings = readXlsxRows(new Uint8Array(await template.arrayBuffer()))[0]!;
    const row = (ieFlag: string, consignee: string) => {
      const values: Record<string, unknown> = { 'I/E': ieFlag, Customs: '2200', Consignee: consignee, Declared: '2026-11-22', Total: 10 };
      return headings.map((heading) => values[heading] ?? null);
    };
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Data').addRows([headings, row('E', 'Imported inside'), row('I', 'Imported outside')]);
    const response = await fetch(`${app.url}/api/eform/views/dec_list_view/import?fileName=rows.xlsx&lang=en_US`, {
      method: 'POST',
      headers: { 'X-Access-Token': users.ruled, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: new Uint8Array(await book.xlsx.writeBuffer()),
    });
    expect(response.status).toBe(201);
    const outcome = ((await response.json()) as { result: { imported: number; refused: number; errorsUrl: string } }).result;
    expect(outcome).toMatchObject({ imported: 1, refused: 1 });
    const errors = await fetch(`${app.url}${outcome.errorsUrl}`, { headers: { 'X-Access-Token': users.ruled } });
    expect(JSON.stringify(readXlsxRows(new Uint8Array(await errors.arrayBuffer())))).toContain('outside your data rules');
    expect(await storedWith('Imported inside')).toBe(1);
    expect(await storedWith('Imported outside')).toBe(0);
  });
});
