import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { queriesSentDuring, type SentQuery } from './support/sentQueries';

/**
 * Issue 21 speed: what one form-data save asks of the database. A create of the customs declaration
 * (fill rule, two dictionaries, a uniqueness rule, a goods line, the data log) was fourteen round
 * trips; a form this process has loaded costs one small stamp read, the rules' lookups go together,
 * and the record's number, the record, its lines and its log entry are one statement (five in all).
 */

let app: TestApp;
let demo: string;

type Issues = { issues: Array<{ path: string; code: string; message: string }> };

/**
 * The statements of the request's transaction: on the connection that sent the statement matching
 * `marker`, from the `begin` before it to the `COMMIT` after it (a saved record also starts other
 * areas' work in the background, e.g. a business warning's check, on other connections).
 */
async function transactionSentDuring(marker: RegExp, work: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent = await queriesSentDuring(work);
  const at = sent.findIndex((one) => marker.test(one.text));
  if (at < 0) return sent;
  const own = sent.filter((one) => one.client === sent[at]!.client);
  const index = own.indexOf(sent[at]!);
  let begin = index;
  while (begin > 0 && !/^begin/i.test(own[begin]!.text)) begin -= 1;
  let end = index;
  while (end < own.length - 1 && !/^commit/i.test(own[end]!.text)) end += 1;
  return own.slice(begin, end + 1);
}

const transactionDuring = async (marker: RegExp, work: () => Promise<unknown>) => (await transactionSentDuring(marker, work)).map((one) => one.text);

/**
 * The statements of a transaction that each start a round trip: sent with nothing in flight on the
 * connection (the others went in the same socket write as one of these, before its answer).
 */
const roundTripsOf = (sent: SentQuery[]) => sent.filter((one) => one.inFlight === 0).map((one) => one.text);

const statementsDuring = async (work: () => Promise<unknown>) => (await queriesSentDuring(work)).map((one) => one.text);

const declaration = (consignee: string, extra: Record<string, unknown> = {}) => ({
  ieFlag: 'I', customsCode: '2200', consignee, socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
  dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
  ...extra,
});

const save = (formCode: string, data: unknown) => app.api<{ id: string; rowVersion: number } & Issues>('POST', `/api/eform/data/${formCode}?lang=en_US`, { token: demo, body: { data } });

async function define(kind: string, code: string, body: unknown): Promise<string> {
  const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: demo, body: { kind, code, name: code, body } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.result.id;
}

async function publish(id: string): Promise<void> {
  const published = await app.api('POST', `/api/eform/definitions/${id}/publish`, { token: demo, body: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** Saves a new revision of a definition (the body changed by `change`) and publishes it. */
async function republish(id: string, change: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const current = (await app.api<{ version: number; body: Record<string, unknown> }>('GET', `/api/eform/definitions/${id}`, { token: demo })).body.result;
  const saved = await app.api('PUT', `/api/eform/definitions/${id}`, { token: demo, body: { version: current.version, body: change(current.body) } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await publish(id);
}

/** The data log's "after" of a record's create, as stored. */
const loggedAfter = async (recordId: string) => (await app.database.owner('eform_data_log').where({ record_id: recordId, action: 'create' }).first<{ after: unknown }>('after'))!.after;
const readBack = async (formCode: string, id: string) => (await app.api<{ data: unknown }>('GET', `/api/eform/data/${formCode}/${id}`, { token: demo })).body.result.data;

const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

describe('statements of a form-data save', () => {
  it('a declaration of a loaded form: begin, the form stamp with its fill rule and counter, one lookup statement, one write taking the number with the data log, sent with the commit', async () => {
    expect((await save('dec_form', declaration('First'))).status).toBe(201);
    let created: Awaited<ReturnType<typeof save>> | undefined;
    const marker = /^with "n" as \(insert into sys_fill_rule_counter/;
    let sent: SentQuery[] = [];
    const statements = await transactionDuring(marker, async () => {
      sent = await queriesSentDuring(async () => {
        created = await save('dec_form', declaration('Second'));
      });
    });
    expect(created?.status).toBe(201);
    expect(statements).toEqual([
      expect.stringMatching(/^begin; select set_config\('app\.tenant_id'/),
      // The form's revision and tables' versions (no bodies), with the fill rule its entry id numbers with and that rule's counter as committed.
      expect.stringMatching(/^select r\.id::text .* from eform_tables .* from sys_fill_rule_counter k .* from sys_fill_rule f .* from eform_definition d/s),
      // Both dictionaries (ie_flag, customs_port), together; the entry id's uniqueness is asked in the write, about the number it gets.
      expect.stringMatching(/^select \(select .*sys_dict.*\) as "0", \(select .*sys_dict.*\) as "1"$/s),
      // The counter (held from here to the commit), the head with the number, its goods line and its data-log entry.
      // The number it gets must be one the entry id's checks were run for, and no row's (wharf_assert aborts otherwise).
      expect.stringMatching(/^with "n" as \(insert into sys_fill_rule_counter .* returning case when wharf_assert\(c\.value between .* and not exists \(select 1 from "biz"\."[^"]+_dec_head" where "entryId" = .*"m" as \(insert into "biz"\."[^"]+_dec_head" .*"s0" as \(insert into "biz"\."[^"]+_dec_list" .*"log" as \(insert into eform_data_log .* exists \(select 1 from "biz"\."[^"]+_dec_head" where "entryId" = \(select "v" from "n"\)\) as "taken" from "m"$/s),
      'commit',
    ]);
    // The commit is written while the write is still in flight: the counter's row is held for PostgreSQL's time only.
    const write = sent.findIndex((one) => marker.test(one.text));
    expect(sent[write + 1]).toMatchObject({ client: sent[write]!.client, text: 'commit', inFlight: 1 });
    // What the one write logged is the record as a read returns it.
    expect(await loggedAfter(created!.body.result.id)).toEqual(await readBack('dec_form', created!.body.result.id));
  });

  it('a declaration of a loaded form takes two round trips: the opening with the stamp and the dictionaries, then the write with the commit', async () => {
    expect((await save('dec_form', declaration('Learn'))).status).toBe(201);
    let created: Awaited<ReturnType<typeof save>> | undefined;
    const sent = await transactionSentDuring(/^with "n" as \(insert into sys_fill_rule_counter/, async () => {
      created = await save('dec_form', declaration('Two trips'));
    });
    expect(created?.status).toBe(201);
    expect(sent.map((one) => one.inFlight)).toEqual([0, 1, 2, 0, 1]);
    expect(roundTripsOf(sent)).toEqual([expect.stringMatching(/^begin; select set_config/), expect.stringMatching(/^with "n" as \(insert into sys_fill_rule_counter/)]);
  });

  it('a refused declaration asks its dictionaries with the opening and its uniqueness in one statement, and writes nothing', async () => {
    const first = await save('dec_form', declaration('Taken'));
    const entryId = (await readBack('dec_form', first.body.result.id) as { entryId: string }).entryId;
    let refused: Awaited<ReturnType<typeof save>> | undefined;
    const statements = await statementsDuring(async () => {
      refused = await save('dec_form', declaration('Again', { entryId, customsCode: '9999' }));
    });
    expect(refused?.status).toBe(400);
    expect(refused!.body.result.issues.map((i) => i.path).sort()).toEqual(['/data/customsCode', '/data/entryId']);
    expect(statements.filter((sql) => /sys_dict|exists \(select 1 from "biz"/.test(sql))).toEqual([
      expect.stringMatching(/^select \(select .*sys_dict.*\) as "0", \(select .*sys_dict.*\) as "1"$/s),
      expect.stringMatching(/^select \(select exists \(select 1 from "biz"\."[^"]+_dec_head" where "entryId" = \$1\)\) as "0"$/),
    ]);
    expect(statements.filter((sql) => /^with "m"|eform_data_log/.test(sql))).toEqual([]);
  });
});

describe('statements of a record read', () => {
  it('a declaration is read with its goods lines in one statement (a change locks it the same way)', async () => {
    const { id } = (await save('dec_form', declaration('Read'))).body.result;
    await readBack('dec_form', id);
    const statements = await transactionDuring(/^select to_jsonb\(t\)/, () => readBack('dec_form', id));
    expect(statements).toEqual([
      expect.stringMatching(/^begin; select set_config/),
      expect.stringMatching(/^select r\.id::text/),
      expect.stringMatching(/^select to_jsonb\(t\) as "row", \(select coalesce\(jsonb_agg\(to_jsonb\(s\) .* from "biz"\."[^"]+_dec_list" s where s\."entryId" = t\."entryId"::text\) as "s0" from "biz"\."[^"]+_dec_head" t where t\."id" = \$1$/),
      'COMMIT;',
    ]);
    const changed = await statementsDuring(async () => {
      expect((await app.api('PUT', `/api/eform/data/dec_form/${id}`, { token: demo, body: { rowVersion: 1, data: { consignee: 'Read again' } } })).status).toBe(200);
    });
    expect(changed.filter((sql) => /^select to_jsonb\(t\)/.test(sql))).toEqual([expect.stringMatching(/for update of t$/)]);
    expect(await readBack('dec_form', id)).toMatchObject({ consignee: 'Read again', dec_list: [expect.objectContaining({ gName: 'Laptop', totalPrice: 1200.5 })] });
  });
});

const change = (id: string, rowVersion: number, data: unknown) => app.api<{ rowVersion: number; isModified: boolean }>('PUT', `/api/eform/data/dec_form/${id}?lang=en_US`, { token: demo, body: { rowVersion, data } });
const loggedUpdates = async (recordId: string) => app.database.owner('eform_data_log').where({ record_id: recordId, action: 'update' }).orderBy('version').select<Array<{ version: number; before: unknown; after: unknown }>>('version', 'before', 'after');

describe('statements of a form-data change', () => {
  it('a declaration changed in four round trips: the opening with the form stamp, the record locked, the dictionaries and the savepoint; the uniqueness lookup; one write with the data log; commit', async () => {
    const { id } = (await save('dec_form', declaration('To change'))).body.result;
    const before = await readBack('dec_form', id);
    let changed: Awaited<ReturnType<typeof change>> | undefined;
    const sent = await transactionSentDuring(/^with "u" as \(update/, async () => {
      changed = await change(id, 1, { consignee: 'Changed' });
    });
    const statements = sent.map((one) => one.text);
    expect(changed?.status, JSON.stringify(changed?.body)).toBe(200);
    expect(changed!.body.result).toMatchObject({ rowVersion: 2, isModified: true });
    expect(statements).toEqual([
      expect.stringMatching(/^begin; select set_config\('app\.tenant_id'/),
      expect.stringMatching(/^select r\.id::text/),
      expect.stringMatching(/^select to_jsonb\(t\) as "row".* for update of t$/s),
      // Both dictionaries, read with the opening (the ones this form's last save asked for).
      expect.stringMatching(/^select \(select .*sys_dict.*\) as "0", \(select .*sys_dict.*\) as "1"$/s),
      'savepoint wharf_change',
      // The entry id's uniqueness (the record itself left out): it needs the record's stored entry id.
      expect.stringMatching(/^select \(select exists \(select 1 from "biz"\."[^"]+_dec_head" where "entryId" = \$1 and not "id" = \$2\)\) as "0"$/),
      // The head and the log entry with the record before and after (its goods lines included), in one statement.
      expect.stringMatching(/^with "u" as \(update "biz"\."[^"]+_dec_head" set "entryId" = \$1, .*"consignee" = \$5, .*"row_version" = "row_version" \+ 1.*"b" as \(select .*"a" as \(select .*"log" as \(insert into eform_data_log /s),
      'COMMIT;',
    ]);
    expect(sent.map((one) => one.inFlight)).toEqual([0, 1, 2, 3, 4, 0, 0, 0]);
    expect(roundTripsOf(sent)).toHaveLength(4);
    const after = await readBack('dec_form', id);
    expect(after).toEqual({ ...(before as object), consignee: 'Changed' });
    expect(await loggedUpdates(id)).toEqual([{ version: 2, before, after }]);
  });

  it('goods lines sent replace the stored ones: their delete (which makes the log\'s "before") goes just before the write', async () => {
    const { id } = (await save('dec_form', declaration('Relined'))).body.result;
    const before = await readBack('dec_form', id);
    let changed: Awaited<ReturnType<typeof change>> | undefined;
    const statements = await transactionDuring(/^with "u" as \(update/, async () => {
      changed = await change(id, 1, { dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Tablet', qty: 3, unit: '011', declPrice: 100, originCountry: 'CHN' }] });
    });
    expect(changed?.status, JSON.stringify(changed?.body)).toBe(200);
    expect(statements.slice(4)).toEqual([
      'savepoint wharf_change',
      expect.stringMatching(/^select \(select exists \(select 1 from "biz"/),
      expect.stringMatching(/^with "d0" as \(delete from "biz"\."[^"]+_dec_list" .*"b" as \(select /s),
      expect.stringMatching(/^with "u" as \(update .*"w0" as \(insert into "biz"\."[^"]+_dec_list" .*"log" as \(insert into eform_data_log /s),
      'COMMIT;',
    ]);
    const after = await readBack('dec_form', id);
    expect(after).toMatchObject({ consignee: 'Relined', dec_list: [expect.objectContaining({ gName: 'Tablet', totalPrice: 300 })] });
    expect(await loggedUpdates(id)).toEqual([{ version: 2, before, after }]);
  });

  it('a change that alters nothing is undone to its savepoint: the version kept, nothing logged', async () => {
    const { id } = (await save('dec_form', declaration('Unchanged'))).body.result;
    const before = await readBack('dec_form', id) as Record<string, unknown>;
    let kept: Awaited<ReturnType<typeof change>> | undefined;
    const statements = await transactionDuring(/^with "u" as \(update/, async () => {
      // The same values as stored, one written another way (1200.50 for 1200.5).
      kept = await change(id, 1, { consignee: before.consignee, declTotal: '1200.50' });
    });
    expect(kept!.body.result).toMatchObject({ rowVersion: 1, isModified: false });
    expect(statements.slice(-3)).toEqual([expect.stringMatching(/^with "u" as \(update/), 'rollback to savepoint wharf_change', 'COMMIT;']);
    expect(await loggedUpdates(id)).toEqual([]);
    expect((await app.api<{ rowVersion: number; updateTime: string | null }>('GET', `/api/eform/data/dec_form/${id}`, { token: demo })).body.result).toMatchObject({ rowVersion: 1, updateTime: null });
  });

  it('a changed master key takes the sub-table rows not sent along, and the log shows them under it', async () => {
    const { id } = (await save('dec_form', declaration('Rekeyed'))).body.result;
    const before = await readBack('dec_form', id) as Record<string, unknown>;
    const changed = await change(id, 1, { entryId: '220099999999000001' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await readBack('dec_form', id);
    expect(after).toMatchObject({ entryId: '220099999999000001', dec_list: [expect.objectContaining({ gName: 'Laptop' })] });
    expect(await loggedUpdates(id)).toEqual([{ version: 2, before, after }]);
  });
});

describe('a loaded form follows its definition and tables', () => {
  let formId: string;
  let noteTableId: string;

  beforeAll(async () => {
    await define('table', 'stm_event', { schemaVersion: 1, tableName: 'stm_event', tableTitle: 'Events', columns: [col('title', 'varchar', { colLength: 40 }), col('happenedAt', 'datetime'), col('place', 'varchar', { colLength: 40 })] });
    noteTableId = await define('table', 'stm_note', { schemaVersion: 1, tableName: 'stm_note', tableTitle: 'Notes', columns: [col('eventId', 'varchar', { colLength: 36 }), col('note', 'varchar', { colLength: 40 }), col('notedAt', 'datetime')] });
    for (const code of ['stm_event', 'stm_note']) expect((await app.api('POST', `/api/eform/tables/${code}/sync`, { token: demo, body: {} })).status).toBe(200);
    formId = await define('form', 'stm_form', {
      schemaVersion: 2, formCode: 'stm_form', formName: 'Events', objectName: 'stm_event', formStatus: 'enable',
      fields: [{ colCode: 'title', title: 'Title', type: 'input' }, { colCode: 'happenedAt', title: 'Happened', type: 'datetime' }],
      subTables: [{ tableName: 'stm_note', title: 'Notes', foreignKey: 'eventId', fields: [{ colCode: 'note', title: 'Note', type: 'input' }, { colCode: 'notedAt', title: 'Noted', type: 'datetime' }, { colCode: 'author', title: 'Author', type: 'input' }] }],
    });
    await publish(formId);
  });

  it('logs date-times and sub-table rows pointing at the new id as a read returns them', async () => {
    const created = await save('stm_form', { title: 'Launch', happenedAt: '2026-11-27 08:30:00', stm_note: [{ note: 'one', notedAt: '2026-11-27 09:00:00' }, { note: 'two' }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = await readBack('stm_form', created.body.result.id);
    expect(data).toEqual({ title: 'Launch', happenedAt: '2026-11-27 08:30:00', stm_note: [{ note: 'one', notedAt: '2026-11-27 09:00:00' }, { note: 'two', notedAt: null }] });
    expect(await loggedAfter(created.body.result.id)).toEqual(data);
  });

  it('a record with many rows (written unprepared: its statement text is one of many) logs them as a read returns them', async () => {
    const notes = Array.from({ length: 12 }, (_, i) => ({ note: `n${i}`, notedAt: `2026-11-27 10:${String(i).padStart(2, '0')}:00` }));
    let created: Awaited<ReturnType<typeof save>> | undefined;
    const sent = await queriesSentDuring(async () => {
      created = await save('stm_form', { title: 'Many', stm_note: notes });
    });
    expect(created?.status).toBe(201);
    expect(sent.filter((one) => /^with "m"/.test(one.text))).toHaveLength(1);
    const data = await readBack('stm_form', created!.body.result.id);
    expect((data as { stm_note: unknown[] }).stm_note).toEqual(notes);
    expect(await loggedAfter(created!.body.result.id)).toEqual(data);
  });

  it('a new published revision is used by the very next save', async () => {
    expect((await save('stm_form', { title: 'Before' })).status).toBe(201);
    await republish(formId, (body) => ({ ...body, fields: (body.fields as Array<Record<string, unknown>>).map((f) => (f.colCode === 'title' ? { ...f, required: 'Y' } : f)) }));
    const refused = await save('stm_form', { happenedAt: '2026-11-27 10:00:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues).toEqual([expect.objectContaining({ path: '/data/title', code: 'validation/field-required' })]);
  });

  it('a table sync is seen by the very next save, the form unchanged', async () => {
    // The form's note rows have an author field the table has no column for yet: it is not stored.
    const before = await save('stm_form', { title: 'Unsynced', stm_note: [{ note: 'three', author: 'Ann' }] });
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect(await readBack('stm_form', before.body.result.id)).toMatchObject({ stm_note: [{ note: 'three' }] });
    await republish(noteTableId, (body) => ({ ...body, columns: [...(body.columns as unknown[]), col('author', 'varchar', { colLength: 40 })] }));
    expect((await app.api('POST', '/api/eform/tables/stm_note/sync', { token: demo, body: {} })).status).toBe(200);
    const after = await save('stm_form', { title: 'Synced', stm_note: [{ note: 'four', author: 'Ann' }] });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(await readBack('stm_form', after.body.result.id)).toMatchObject({ stm_note: [{ note: 'four', author: 'Ann' }] });
  });
});

describe('a save whose opening reads fail', () => {
  it('a change read with the kept form\'s table, gone meanwhile, is rolled back and made again the plain way', async () => {
    await define('table', 'stm_moved', { schemaVersion: 1, tableName: 'stm_moved', tableTitle: 'Moved', columns: [col('title', 'varchar', { colLength: 40 })] });
    expect((await app.api('POST', '/api/eform/tables/stm_moved/sync', { token: demo, body: {} })).status).toBe(200);
    await publish(await define('form', 'stm_moved_form', { schemaVersion: 2, formCode: 'stm_moved_form', formName: 'Moved', objectName: 'stm_moved', formStatus: 'enable', fields: [{ colCode: 'title', title: 'Title', type: 'input' }] }));
    const created = await save('stm_moved_form', { title: 'Here' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The table moves under another physical name behind this process's kept form (its registry row with it, so the form's stamp changes).
    const { physical_name: physical } = (await app.database.owner('eform_tables').where({ table_code: 'stm_moved' }).first<{ physical_name: string }>('physical_name'))!;
    await app.database.owner.raw(`alter table biz."${physical}" rename to "${physical}_m"`);
    await app.database.owner('eform_tables').where({ table_code: 'stm_moved' }).update({ physical_name: `${physical}_m` });
    let changed: Awaited<ReturnType<typeof app.api<{ rowVersion: number }>>> | undefined;
    const statements = await statementsDuring(async () => {
      changed = await app.api<{ rowVersion: number }>('PUT', `/api/eform/data/stm_moved_form/${created.body.result.id}`, { token: demo, body: { rowVersion: 1, data: { title: 'There' } } });
    });
    expect(changed?.status, JSON.stringify(changed?.body)).toBe(200);
    const reads = statements.filter((sql) => /^select to_jsonb\(t\)/.test(sql));
    // The opening read the old table and failed; its transaction rolled back; the plain way read the new one.
    expect(reads).toEqual([expect.stringContaining(`"biz"."${physical}" t`), expect.stringContaining(`"biz"."${physical}_m" t`)]);
    expect(statements.indexOf('ROLLBACK')).toBeGreaterThan(statements.indexOf(reads[0]!));
    expect(statements.indexOf('ROLLBACK')).toBeLessThan(statements.indexOf(reads[1]!));
    expect(await readBack('stm_moved_form', created.body.result.id)).toEqual({ title: 'There' });
    // A stale version still answers 409 through the opening.
    const stale = await app.api('PUT', `/api/eform/data/stm_moved_form/${created.body.result.id}`, { token: demo, body: { rowVersion: 1, data: { title: 'Again' } } });
    expect(stale.status).toBe(409);
  });
});
