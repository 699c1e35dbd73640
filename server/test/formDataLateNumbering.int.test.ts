import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { queriesSentDuring } from './support/sentQueries';

/**
 * Issue 21: a create takes its fill-rule counter in the statement that writes the record (the counter
 * row is held for that statement and the commit only), checked first with the number predicted from
 * the counter as committed. Numbers stay gap-free and unique when another save takes the predicted
 * number meanwhile, which these tests make happen at a known point.
 */

let app: TestApp;
let demo: string;

type Issues = { issues: Array<{ path: string; code: string; message: string }> };

const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
const save = (data: unknown) => app.api<{ id: string; rowVersion: number } & Issues>('POST', '/api/eform/data/ln_form?lang=en_US', { token: demo, body: { data } });
const readBack = async (id: string) => (await app.api<{ data: Record<string, unknown> }>('GET', `/api/eform/data/ln_form/${id}`, { token: demo })).body.result.data;
const loggedAfter = async (recordId: string) => (await app.database.owner('eform_data_log').where({ record_id: recordId, action: 'create' }).first<{ after: unknown }>('after'))!.after;
const number = (n: number) => `LN${String(n).padStart(6, '0')}`;

async function define(kind: string, code: string, body: unknown): Promise<string> {
  const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: demo, body: { kind, code, name: code, body } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.result.id;
}

let ruleId: string;
let freeRuleId: string;
const saveKeyed = (data: unknown) => app.api<{ id: string } & Issues>('POST', '/api/eform/data/lu_form?lang=en_US', { token: demo, body: { data } });
const saveFree = (data: unknown) => app.api<{ id: string } & Issues>('POST', '/api/eform/data/lf_form?lang=en_US', { token: demo, body: { data } });
const counter = async () => Number((await app.database.owner('sys_fill_rule_counter').where({ rule_id: ruleId }).first<{ value: string }>('value'))?.value ?? 0);

/** Another save taking a number: the counter advanced and committed (as that save's commit would). */
const anotherSaveTakesANumber = async () => {
  await app.database.owner('sys_fill_rule_counter').where({ rule_id: ruleId }).increment('value', 1);
};

/**
 * Runs `work`, doing `meanwhile` (committed) just before this process sends the first statement
 * matching `marker`; the statements its connection is given meanwhile (the COMMIT written with it)
 * follow it, in order.
 */
async function withBefore(marker: RegExp, meanwhile: () => Promise<void>, work: () => Promise<unknown>): Promise<boolean> {
  const query = pg.Client.prototype.query;
  let done = false;
  let held: { client: pg.Client; gate: Promise<unknown> } | undefined;
  pg.Client.prototype.query = function heldQuery(this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = typeof config === 'string' ? config : config.text;
    const send = () => (query as (...a: unknown[]) => unknown).apply(this, args);
    if (!done && marker.test(text)) {
      done = true;
      const gate = meanwhile();
      held = { client: this, gate: gate.catch(() => undefined) };
      return gate.then(send);
    }
    if (held?.client === this) {
      const sent = held.gate.then(send);
      held.gate = sent.catch(() => undefined);
      return sent;
    }
    return send();
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return done;
}

// The write that takes the counter (the record, its lines and its log entry in one statement).
const numberedWrite = /^with "n" as \(insert into sys_fill_rule_counter/;

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  expect((await app.api('POST', '/api/system/fillRule/add', { token: demo, body: { ruleCode: 'ln_no', ruleName: 'Late numbers', ruleParams: { prefix: 'LN', seqLength: 6 } } })).status).toBe(200);
  ruleId = (await app.database.owner('sys_fill_rule').where({ rule_code: 'ln_no' }).first<{ id: string }>('id'))!.id;
  await define('table', 'ln_doc', {
    schemaVersion: 1, tableName: 'ln_doc', tableTitle: 'Docs', columns: [col('code', 'varchar', { colLength: 20, isKey: 'Y' }), col('title', 'varchar', { colLength: 40 })],
    relations: [{ relationType: 'master', relatedTable: 'ln_line', colCode: 'code', relatedColCode: 'docCode', cardinality: 'oneToMany' }],
  });
  await define('table', 'ln_line', { schemaVersion: 1, tableName: 'ln_line', tableTitle: 'Lines', columns: [col('docCode', 'varchar', { colLength: 20 }), col('item', 'varchar', { colLength: 40 })] });
  for (const code of ['ln_doc', 'ln_line']) expect((await app.api('POST', `/api/eform/tables/${code}/sync`, { token: demo, body: {} })).status).toBe(200);
  const formId = await define('form', 'ln_form', {
    schemaVersion: 2, formCode: 'ln_form', formName: 'Docs', objectName: 'ln_doc', formStatus: 'enable',
    fields: [
      { colCode: 'code', title: 'Code', type: 'input', fillRuleCode: 'ln_no', rules: [{ pattern: '^LN\\d{6}$', message: 'LN and six digits' }, { pk: true }] },
      { colCode: 'title', title: 'Title', type: 'input', required: 'Y' },
    ],
    subTables: [{ tableName: 'ln_line', title: 'Lines', fields: [{ colCode: 'item', title: 'Item', type: 'input' }] }],
  });
  expect((await app.api('POST', `/api/eform/definitions/${formId}/publish`, { token: demo, body: {} })).status).toBe(200);
  // The same without a unique index on the number: the rules' uniqueness question is what refuses a number held.
  expect((await app.api('POST', '/api/system/fillRule/add', { token: demo, body: { ruleCode: 'lf_no', ruleName: 'Late numbers, no index', ruleParams: { prefix: 'LN', seqLength: 6 } } })).status).toBe(200);
  freeRuleId = (await app.database.owner('sys_fill_rule').where({ rule_code: 'lf_no' }).first<{ id: string }>('id'))!.id;
  await define('table', 'lf_doc', { schemaVersion: 1, tableName: 'lf_doc', tableTitle: 'Free docs', columns: [col('code', 'varchar', { colLength: 20 }), col('title', 'varchar', { colLength: 40 })] });
  expect((await app.api('POST', '/api/eform/tables/lf_doc/sync', { token: demo, body: {} })).status).toBe(200);
  const freeFormId = await define('form', 'lf_form', {
    schemaVersion: 2, formCode: 'lf_form', formName: 'Free docs', objectName: 'lf_doc', formStatus: 'enable',
    fields: [{ colCode: 'code', title: 'Code', type: 'input', fillRuleCode: 'lf_no', rules: [{ pk: true }] }, { colCode: 'title', title: 'Title', type: 'input' }],
  });
  expect((await app.api('POST', `/api/eform/definitions/${freeFormId}/publish`, { token: demo, body: {} })).status).toBe(200);
  // Numbered with no rule on the number, a unique index on its column: the sealed write itself meets the index.
  await define('table', 'lu_doc', { schemaVersion: 1, tableName: 'lu_doc', tableTitle: 'Keyed docs', columns: [col('code', 'varchar', { colLength: 20, isKey: 'Y' }), col('title', 'varchar', { colLength: 40 })] });
  expect((await app.api('POST', '/api/eform/tables/lu_doc/sync', { token: demo, body: {} })).status).toBe(200);
  const keyedFormId = await define('form', 'lu_form', {
    schemaVersion: 2, formCode: 'lu_form', formName: 'Keyed docs', objectName: 'lu_doc', formStatus: 'enable',
    fields: [{ colCode: 'code', title: 'Code', type: 'input', fillRuleCode: 'lf_no' }, { colCode: 'title', title: 'Title', type: 'input' }],
  });
  expect((await app.api('POST', `/api/eform/definitions/${keyedFormId}/publish`, { token: demo, body: {} })).status).toBe(200);
  expect((await saveKeyed({ title: 'first' })).status).toBe(201);
  expect((await saveFree({ title: 'first' })).status).toBe(201);
  // The first save loads the form into the process (a kept form reads its counter with its stamp).
  expect((await save({ title: 'first', ln_line: [{ item: 'a' }] })).status).toBe(201);
});
afterAll(async () => app?.close());

describe('a create numbered in its write', () => {
  it('gets the next number when another save took the predicted one meanwhile: no gap, and its lines and log hold the number it got', async () => {
    const before = await counter();
    let created: Awaited<ReturnType<typeof save>> | undefined;
    const interleaved = await withBefore(numberedWrite, anotherSaveTakesANumber, async () => {
      created = await save({ title: 'overtaken', ln_line: [{ item: 'b' }] });
    });
    expect(interleaved).toBe(true);
    expect(created?.status, JSON.stringify(created?.body)).toBe(201);
    const data = await readBack(created!.body.result.id);
    expect(data).toEqual({ code: number(before + 2), title: 'overtaken', ln_line: [{ item: 'b' }] });
    expect(await loggedAfter(created!.body.result.id)).toEqual(data);
    expect(await counter()).toBe(before + 2);
  });

  it('checks the number it got: one another row already holds is refused (the unique index answers), and the counter rolls back with the record', async () => {
    const before = await counter();
    // A record keyed by hand with the number the save will get once another save takes the predicted one.
    const byHand = await save({ code: number(before + 2), title: 'by hand' });
    expect(byHand.status).toBe(201);
    let refused: Awaited<ReturnType<typeof save>> | undefined;
    await withBefore(numberedWrite, anotherSaveTakesANumber, async () => {
      refused = await save({ title: 'clashing', ln_line: [{ item: 'c' }] });
    });
    expect(refused?.status, JSON.stringify(refused?.body)).toBe(400);
    expect(refused!.body.result.issues).toEqual([expect.objectContaining({ path: '/data', code: 'formData/duplicate' })]);
    expect(await counter()).toBe(before + 1);
    expect(await app.database.owner('eform_data_log').where({ form_code: 'ln_form' }).whereRaw("after->>'title' = 'clashing'")).toEqual([]);
    // Gap-free numbers stop at a number held by hand until that record goes (as when the counter was taken first).
    expect((await app.api('DELETE', `/api/eform/data/ln_form/${byHand.body.result.id}`, { token: demo })).status).toBe(200);
    const next = await save({ title: 'after the clash' });
    expect(next.status).toBe(201);
    expect((await readBack(next.body.result.id)).code).toBe(number(before + 2));
  });

  it('a record its rules refuse takes no number', async () => {
    const before = await counter();
    const refused = await save({ ln_line: [{ item: 'd' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues.map((i) => i.path)).toEqual(['/data/title']);
    expect(await counter()).toBe(before);
  });

  it('numbers 30 concurrent saves consecutively: each a different number, none skipped', async () => {
    const before = await counter();
    const saved = await Promise.all(Array.from({ length: 30 }, (_, i) => save({ title: `many ${i}`, ln_line: [{ item: `m${i}` }] })));
    expect(saved.map((one) => one.status), JSON.stringify(saved.find((one) => one.status !== 201)?.body)).toEqual(Array.from({ length: 30 }, () => 201));
    const codes = await Promise.all(saved.map(async (one) => (await readBack(one.body.result.id)).code as string));
    expect(codes.sort()).toEqual(Array.from({ length: 30 }, (_, i) => number(before + 1 + i)));
    expect(await counter()).toBe(before + 30);
  });

  it('without a unique index, the rules refuse a number another row holds (the write answers their question about the number it got)', async () => {
    const freeCounter = async () => Number((await app.database.owner('sys_fill_rule_counter').where({ rule_id: freeRuleId }).first<{ value: string }>('value'))!.value);
    const before = await freeCounter();
    const byHand = await saveFree({ code: number(before + 2), title: 'by hand' });
    expect(byHand.status).toBe(201);
    let refused: Awaited<ReturnType<typeof saveFree>> | undefined;
    const bump = async () => {
      await app.database.owner('sys_fill_rule_counter').where({ rule_id: freeRuleId }).increment('value', 1);
    };
    await withBefore(numberedWrite, bump, async () => {
      refused = await saveFree({ title: 'clashing' });
    });
    expect(refused?.status, JSON.stringify(refused?.body)).toBe(400);
    expect(refused!.body.result.issues).toEqual([expect.objectContaining({ path: '/data/code', code: 'validation/field-unique' })]);
    expect(await freeCounter()).toBe(before + 1);
    expect(await app.database.owner('eform_data_log').where({ form_code: 'lf_form' }).whereRaw("after->>'title' = 'clashing'")).toEqual([]);
  });

  it('a write sent with its commit that meets a unique index is refused with the field\'s message, and nothing of it stays', async () => {
    const keyedCounter = async () => Number((await app.database.owner('sys_fill_rule_counter').where({ rule_id: freeRuleId }).first<{ value: string }>('value'))!.value);
    const before = await keyedCounter();
    // A row holding the very number the save predicts and gets, written past the rules (no rule asks it).
    const tableName = (await app.database.owner('eform_tables').where({ table_code: 'lu_doc' }).first<{ physical_name: string; tenant_id: string }>('physical_name', 'tenant_id'))!;
    await app.database.owner.withSchema('biz').table(tableName.physical_name).insert({ tenant_id: tableName.tenant_id, code: number(before + 1), title: 'by hand' });
    let refused: Awaited<ReturnType<typeof saveKeyed>> | undefined;
    const sent = await queriesSentDuring(async () => {
      refused = await saveKeyed({ title: 'clashing' });
    });
    expect(refused?.status, JSON.stringify(refused?.body)).toBe(400);
    expect(refused!.body.result.issues).toEqual([expect.objectContaining({ path: '/data', code: 'formData/duplicate' })]);
    // It was the write sent with its commit that met the index (no second try: the number was the one checked).
    expect(sent.filter((one) => numberedWrite.test(one.text))).toHaveLength(1);
    expect(sent[sent.findIndex((one) => numberedWrite.test(one.text)) + 1]).toMatchObject({ text: 'commit', inFlight: 1 });
    expect(await keyedCounter()).toBe(before);
    expect(await app.database.owner('eform_data_log').where({ form_code: 'lu_form' }).whereRaw("after->>'title' = 'clashing'")).toEqual([]);
    // The connection it ran on is as good as any: the next saves number on.
    const next = await saveKeyed({ title: 'after the clash' });
    expect(next.status, JSON.stringify(next.body)).toBe(400);
    await app.database.owner.withSchema('biz').table(tableName.physical_name).where({ code: number(before + 1), title: 'by hand' }).delete();
    const saved = await saveKeyed({ title: 'after the row went' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await keyedCounter()).toBe(before + 1);
  });
});
