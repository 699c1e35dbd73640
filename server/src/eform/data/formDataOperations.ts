import type { Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { conflict, notFound, sqlState, type FieldIssue } from '../../http/errors';
import { FormDataInvalid, issue } from './dataIssues';
import { logChange, readLogs, type DataLogRecord } from './dataLog';
import { loadForm, type FormTarget } from './loadForm';
import { prepareRecord } from './prepareRecord';
import { deleteRecord, insertRecord, readRecord, updateRecord, type LoadedRecord, type StoredRecord } from './recordStore';
import { unknownKeyIssues } from './shapeRecord';

interface DataRequest {
  ctx: AppContext;
  who: Caller;
  formCode: string;
  lang: Language;
}

/** Who the data log and the audit columns name: the username, or the id when the user lives in another tenant (a switched-in operator). */
// Usernames do not change under a session; a short-lived cache saves a query on every save.
const userNames = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });

async function userName(trx: Knex.Transaction, who: Caller): Promise<string> {
  const cached = userNames.get(who.userId);
  if (cached) return cached;
  const row = await trx('sys_user').where({ id: who.userId }).first<{ username: string } | undefined>('username');
  const name = row?.username ?? who.userId;
  userNames.set(who.userId, name);
  return name;
}

/** Runs a data operation on the form's published definition inside the caller's tenant. */
function inForm<T>(request: DataRequest, work: (trx: Knex.Transaction, target: FormTarget, user: string) => Promise<T>): Promise<T> {
  return withTenant(request.ctx.db, request.who.tenantId, async (trx) => {
    const target = await loadForm(trx, request.who.tenantId, request.formCode);
    try {
      return await work(trx, target, await userName(trx, request.who));
    } catch (error) {
      // A unique index caught what the rules could not (two saves at the same moment).
      if (sqlState(error) === '23505') throw new FormDataInvalid([issue('/data', 'formData/duplicate', request.lang, [(error as { detail?: string }).detail ?? ''])]);
      throw error;
    }
  });
}

/** The API shape of a stored record (the internal sub-table keys left out). */
export function publicRecord(record: LoadedRecord): StoredRecord {
  const { subKeys: _subKeys, ...rest } = record;
  return rest;
}

function snapshot(record: StoredRecord | undefined): unknown {
  return record ? record.data : null;
}

async function loadExisting(trx: Knex.Transaction, target: FormTarget, id: string): Promise<LoadedRecord> {
  const record = await readRecord(trx, target, id, true);
  if (!record) throw notFound();
  return record;
}

async function createIn(trx: Knex.Transaction, request: DataRequest, target: FormTarget, user: string, data: Record<string, unknown>): Promise<{ id: string; rowVersion: number }> {
  const unknown = unknownKeyIssues(target, data, '/data', request.lang);
  if (unknown.length > 0) throw new FormDataInvalid(unknown);
  const prepared = await prepareRecord(trx, target, data, { tenantId: request.who.tenantId, lang: request.lang, base: '/data', isCreate: true });
  if (prepared.issues.length > 0) throw new FormDataInvalid(prepared.issues);
  const created = await insertRecord(trx, target, prepared.shaped, user);
  const after = await readRecord(trx, target, created.id);
  await logChange(trx, target, { tenantId: request.who.tenantId, recordId: created.id, version: created.rowVersion, action: 'create', user, before: null, after: snapshot(after) });
  return created;
}

/** `POST /api/eform/data/{formCode}`. */
export function createData(request: DataRequest, data: Record<string, unknown>): Promise<{ id: string; rowVersion: number }> {
  return inForm(request, (trx, target, user) => createIn(trx, request, target, user, data));
}

/** `GET /api/eform/data/{formCode}/{id}`. */
export function readData(request: DataRequest, id: string): Promise<StoredRecord> {
  return inForm(request, async (trx, target) => {
    const record = await readRecord(trx, target, id);
    if (!record) throw notFound();
    return publicRecord(record);
  });
}

interface Change {
  id: string;
  rowVersion: number;
  data: Record<string, unknown>;
}

/**
 * Checks and applies a set of changes in one transaction: every record's issues are gathered first
 * (at `<base(i)>/<colCode>`), and nothing is written unless all pass. A stale row version is a 409.
 */
async function applyChanges(trx: Knex.Transaction, request: DataRequest, target: FormTarget, user: string, changes: Change[], base: (index: number) => string): Promise<Array<{ id: string; rowVersion: number }>> {
  const issues: FieldIssue[] = [];
  const prepared = [];
  for (const [index, change] of changes.entries()) {
    const unknown = unknownKeyIssues(target, change.data, base(index), request.lang);
    if (unknown.length > 0) { issues.push(...unknown); continue; }
    const before = await loadExisting(trx, target, change.id);
    if (before.rowVersion !== change.rowVersion) throw conflict({ id: change.id, rowVersion: before.rowVersion });
    const merged = { ...before.data, ...change.data };
    const result = await prepareRecord(trx, target, merged, { tenantId: request.who.tenantId, lang: request.lang, base: base(index), dataId: change.id, subKeys: before.subKeys, isCreate: false });
    // Sub-tables the change did not send keep their rows untouched.
    for (const name of [...result.shaped.subRows.keys()]) if (!(name in change.data)) result.shaped.subRows.delete(name);
    issues.push(...result.issues);
    prepared.push({ change, before, shaped: result.shaped });
  }
  if (issues.length > 0) throw new FormDataInvalid(issues);
  const saved = [];
  for (const { change, before, shaped } of prepared) {
    const updated = await updateRecord(trx, target, change.id, change.rowVersion, shaped, before, user);
    if (!updated) throw conflict({ id: change.id });
    const after = await readRecord(trx, target, change.id);
    await logChange(trx, target, { tenantId: request.who.tenantId, recordId: change.id, version: updated.rowVersion, action: 'update', user, before: snapshot(before), after: snapshot(after) });
    saved.push(updated);
  }
  return saved;
}

/** `PUT /api/eform/data/{formCode}/{id}`: `data` may hold every field or only the changed ones. */
export function updateData(request: DataRequest, change: Change): Promise<{ id: string; rowVersion: number }> {
  return inForm(request, async (trx, target, user) => (await applyChanges(trx, request, target, user, [change], () => '/data'))[0]!);
}

/** `PUT /api/eform/data/{formCode}/batch` (online modification): all or nothing. */
export function updateBatch(request: DataRequest, rows: Change[]): Promise<{ records: Array<{ id: string; rowVersion: number }> }> {
  return inForm(request, async (trx, target, user) => ({ records: await applyChanges(trx, request, target, user, rows, (i) => `/rows/${i}/data`) }));
}

/** `DELETE /api/eform/data/{formCode}/{id}` and the batch form: every id must exist, or nothing is deleted. */
export function deleteData(request: DataRequest, ids: string[]): Promise<{ deleted: number }> {
  return inForm(request, async (trx, target, user) => {
    for (const id of ids) {
      const record = await loadExisting(trx, target, id);
      await deleteRecord(trx, target, record);
      await logChange(trx, target, { tenantId: request.who.tenantId, recordId: id, version: record.rowVersion, action: 'delete', user, before: snapshot(record), after: null });
    }
    return { deleted: ids.length };
  });
}

/**
 * `POST /api/eform/data/{formCode}/{id}/copy`: a new record from a stored one, through the same
 * checks as a create; fields with a fill rule get a new value instead of the copied one.
 */
export function copyData(request: DataRequest, id: string): Promise<{ id: string }> {
  return inForm(request, async (trx, target, user) => {
    const source = await readRecord(trx, target, id);
    if (!source) throw notFound();
    const data = { ...source.data };
    for (const field of target.form.fields) if (field.fillRuleCode) delete data[field.colCode];
    const created = await createIn(trx, request, target, user, data);
    return { id: created.id };
  });
}

/** `GET /api/eform/data/{formCode}/{id}/logs`. */
export function dataLogs(request: DataRequest, id: string): Promise<{ records: DataLogRecord[] }> {
  return inForm(request, (trx, target) => readLogs(trx, target, id));
}

