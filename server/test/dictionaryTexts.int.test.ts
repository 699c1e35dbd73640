import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';

// Issue 18 point 4: dictionary columns show the item's text in exports, and imports take the text or the code.

type Outcome = { imported: number; refused: number; importId?: string; errorsUrl?: string };

let app: TestApp;
let admin: string;
let physical: string;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ports = {
  dictCode: 'dt_port', dictName: 'Customs port',
  items: [
    { itemText: 'Shanghai Customs', itemValue: '2200', sortOrder: 1 },
    { itemText: 'Ningbo Customs', itemValue: '3100', sortOrder: 2 },
    { itemText: 'Shenzhen Customs', itemValue: '5300', sortOrder: 3 },
    { itemText: 'Old Port', itemValue: '9900', sortOrder: 4, status: '0' },
    { itemText: 'Twin Port', itemValue: 'T1', sortOrder: 5 },
    { itemText: 'twin port', itemValue: 'T2', sortOrder: 6 },
  ],
};
const form = {
  schemaVersion: 2, formCode: 'dt_form', formName: 'Shipments', objectName: 'dt_ship', formStatus: 'enable',
  fields: [
    { colCode: 'shipNo', title: 'Shipment', type: 'input', required: 'Y' },
    { colCode: 'port', title: 'Port', type: 'select', showConfig: { dictOption: { dictCode: 'dt_port' } }, rules: [{ dictCode: 'dt_port' }] },
  ],
};
const view = {
  schemaVersion: 1, viewCode: 'dt_view', viewName: 'Shipments', viewType: 'table', tableName: 'dt_ship', formCode: 'dt_form',
  columns: [
    { colCode: 'shipNo', colName: 'Shipment', isQuery: 'Y', queryOp: 'eq' },
    { colCode: 'port', colName: 'Port', colType: 'dict', dictCode: 'dt_port', isQuery: 'Y', queryOp: 'in' },
  ],
  buttons: [{ buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }, { buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  expect((await app.api('POST', '/api/system/dict/add', { token: admin, body: ports })).status).toBe(200);
  // The same dictionary code in another tenant, with other texts: never read for demo's rows.
  const acme = await app.loginAs('acme_admin');
  expect((await app.api('POST', '/api/system/dict/add', { token: acme, body: { dictCode: 'dt_port', dictName: 'Acme ports', items: [{ itemText: 'Acme Harbour', itemValue: '3100' }, { itemText: 'Acme Dock', itemValue: '7700' }] } })).status).toBe(200);
  physical = await syncedTable(app, admin, 'demo', 'dt_ship', [column('shipNo', 'varchar', { colLength: 20 }), column('port', 'varchar', { colLength: 10 })]);
  await publishDefinition(app, admin, 'form', 'dt_form', form);
  await publishDefinition(app, admin, 'view', 'dt_view', view);
  await insertRows(app, 'demo', physical, [
    { shipNo: 'S1', port: '3100' }, { shipNo: 'S2', port: '2200' }, { shipNo: 'S3', port: '9900' }, { shipNo: 'S4', port: '4444' }, { shipNo: 'S5', port: null },
  ]);
});
afterAll(async () => app.close());

/** The export's first sheet read back with exceljs: a reader other than our writer. */
async function exported(query: string): Promise<{ status: number; rows: unknown[][] }> {
  const response = await fetch(`${app.url}/api/eform/views/dt_view/export?lang=en_US&column=shipNo&order=asc${query ? `&${query}` : ''}`, { headers: { 'X-Access-Token': admin } });
  if (response.headers.get('content-type') !== xlsxType) return { status: response.status, rows: [] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1).map((cell) => cell ?? null)));
  return { status: response.status, rows };
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Data');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Uint8Array) {
  const response = await fetch(`${app.url}/api/eform/views/dt_view/import?lang=en_US&fileName=ports.xlsx`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': xlsxType }, body: bytes });
  return { status: response.status, body: (await response.json()) as { message: string; result: Outcome } };
}

const storedPort = async (shipNo: string) => (await app.database.owner.withSchema('biz').table(physical).where({ shipNo }).first<{ port: string | null }>('port'))?.port;

describe('export of dictionary columns', () => {
  it('writes the item\'s text, the tenant\'s own dictionary, disabled items included; an unknown code as it is', async () => {
    const file = await exported('');
    expect(file.status).toBe(200);
    expect(file.rows).toEqual([
      ['Shipment', 'Port'],
      ['S1', 'Ningbo Customs'],
      ['S2', 'Shanghai Customs'],
      ['S3', 'Old Port'],
      ['S4', '4444'],
      ['S5'],
    ]);
  });

  it('adds each dictionary column\'s code in the next column when asked (withDictCode=Y), and filters by code', async () => {
    const file = await exported('withDictCode=Y&port=3100,2200');
    expect(file.status).toBe(200);
    expect(file.rows).toEqual([['Shipment', 'Port', 'Port (code)'], ['S1', 'Ningbo Customs', '3100'], ['S2', 'Shanghai Customs', '2200']]);
  });

  it('lets the download centre\'s task carry the option (it is not read as a filter)', async () => {
    const queued = await app.api('POST', '/api/eform/views/dt_view/exportTask?lang=en_US&withDictCode=Y', { token: admin, body: {} });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  });
});

describe('import of dictionary columns', () => {
  it('takes the item\'s text (any case, blanks around) or its code, and stores the code', async () => {
    const answer = await upload(await sheet([['Shipment', 'Port'], ['I1', 'Ningbo Customs'], ['I2', '2200'], ['I3', '  shenzhen CUSTOMS '], ['I4', 5300], ['I5', null]]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ imported: 5, refused: 0 });
    expect([await storedPort('I1'), await storedPort('I2'), await storedPort('I3'), await storedPort('I4'), await storedPort('I5')]).toEqual(['3100', '2200', '5300', '5300', null]);
  });

  it('refuses, row by row with a message naming value and dictionary, a value that is neither, a text two items share, another tenant\'s text and a disabled item', async () => {
    const answer = await upload(await sheet([['Shipment', 'Port'], ['R1', 'Ningbo'], ['R2', 'Twin Port'], ['R3', 'Acme Harbour'], ['R4', 'Old Port'], ['R5', 'Ningbo Customs']]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.result).toMatchObject({ imported: 1, refused: 4 });
    expect(await storedPort('R5')).toBe('3100');
    for (const shipNo of ['R1', 'R2', 'R3', 'R4']) expect(await storedPort(shipNo)).toBeUndefined();
    const details = await fetch(`${app.url}${answer.body.result.errorsUrl!}?lang=en_US`, { headers: { 'X-Access-Token': admin } });
    const rows = readXlsxRows(new Uint8Array(await details.arrayBuffer()));
    const reasons = new Map(rows.slice(1).map((row) => [row[1], row[row.length - 1]]));
    expect(reasons.get('R1')).toBe('Port: "Ningbo" is neither a code nor a text of the dictionary "Customs port"');
    expect(reasons.get('R2')).toBe('Port: "Twin Port" is the text of several items of the dictionary "Customs port" (codes T1, T2): enter the code');
    expect(reasons.get('R3')).toBe('Port: "Acme Harbour" is neither a code nor a text of the dictionary "Customs port"');
    expect(reasons.get('R4')).toBe('Port: "Old Port" is neither a code nor a text of the dictionary "Customs port"');
  });
});
