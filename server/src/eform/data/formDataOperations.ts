import { formDataAccess, type FormDataOperation, type Language, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import { CountedLru } from '../../cache/countedLru';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant, withTenantOpening } from '../../db/withTenant';
import { accessDenied, AppError, conflict, notFound, type FieldIssue } from '../../http/errors';
import { uniqueViolationOf } from '../../http/uniqueViolation';
import { FormDataInvalid, issue } from './dataIssues';
import { logChange, readLogs, type DataLogRecord } from './dataLog';
import { formDataGrants } from './formDataGrants';
import { loadFormForSave, type FormTarget, type LoadedForm } from './loadForm';
import { assertOnlineModifyView } from './onlineModifyView';
import { masterKeyIssues } from './masterKeyIssues';
import { numberingWith, prepareRecord } from './prepareRecord';
import { assertRecordsAllowed, recordsAllowed } from './recordAccess';
import { deleteRecord, readRecord, recordOf, type LoadedRecord, type StoredRecord } from './recordStore';
import { updateLoggedRecord } from './recordUpdate';
import { insertLoggedRecord } from './recordWrite';
import { isNumberMoved, lateNumbering } from './lateNumbering';
import { createNumberedLate } from './numberedCreate';
import { unknownKeyIssues } from './shapeRecord';
import { OpeningFailed, saveOpening, type OpenedSave, type SaveOpeningRequest } from './saveOpening';

interface DataRequest {
  ctx: AppContext;
  who: Caller;
  formCode: string;
  lang: Language;
}

/** Who the data log and the audit columns name: the username, or the id when the user lives in another tenant (a switched-in operator). */
// Usernames do not change under a session; a short-lived cache saves a query on every save.
const userNames = new CountedLru<string, string>('formData.userNames', { max: 10_000, ttl: 60_000 });

async function userName(trx: Knex.Transaction, who: Caller): Promise<string> {
  const cached = userNames.get(who.userId);
  if (cached) return cached;
  const row = await trx('sys_user').where({ id: who.userId }).first<{ username: string } | undefined>('username');
  const name = row?.username ?? who.userId;
  userNames.set(who.userId, name);
  return name;
}

/** The caller's access answer for an operation on the form (spec §6): read before the operation's transaction. */
export async function formAccess(request: Pick<DataRequest, 'ctx' | 'who' | 'formCode'>, operation: FormDataOperation): Promise<PermissionResult> {
  return formDataAccess(await formDataGrants(request.ctx, request.who, request.formCode), operation);
}

type FormWork<T> = (trx: Knex.Transaction, target: FormTarget, user: string, access: PermissionResult, loaded: LoadedForm, opened?: OpenedSave) => Promise<T>;

/**
 * Runs a data operation on the form's published definition inside the caller's tenant, for a
 * caller the access answer lets reach the form with that operation (403 otherwise; 404 first when
 * the form is not published). `work` gets the answer to narrow the records it touches. With
 * `opening`, the reads a save needs before its rules (`saveOpening.ts`) go with the transaction's
 * opening in one round trip; if one of them failed (e.g. the kept form's table is gone), the
 * operation is made again the plain way, so it answers as it would have without them.
 */
async function inForm<T>(request: DataRequest, operation: FormDataOperation, work: FormWork<T>, opening?: Pick<SaveOpeningRequest, 'recordId' | 'savepoint'>): Promise<T> {
  const access = await formAccess(request, operation);
  if (opening && access !== false) {
    // A record the caller's data rules may hide is not locked before they are checked.
    const reads = saveOpening({ tenantId: request.who.tenantId, formCode: request.formCode, ...(access === true ? opening : {}) });
    try {
      return await withTenantOpening(request.ctx.db, request.who.tenantId, reads.statements, async (trx, outcomes) => {
        const opened = reads.opened(outcomes);
        const loaded = await loadFormForSave(trx, request.who.tenantId, request.formCode, request.lang, opened.stamp);
        const result = await inFormWith(trx, request, access, work, loaded, opened);
        opened.learn();
        return result;
      });
    } catch (error) {
      if (!(error instanceof OpeningFailed)) throw error;
    }
  }
  return withTenant(request.ctx.db, request.who.tenantId, async (trx) => {
    const loaded = await loadFormForSave(trx, request.who.tenantId, request.formCode, request.lang);
    return inFormWith(trx, request, access, work, loaded);
  });
}

async function inFormWith<T>(trx: Knex.Transaction, request: DataRequest, access: PermissionResult, work: FormWork<T>, loaded: LoadedForm, opened?: OpenedSave): Promise<T> {
  if (access === false) throw accessDenied();
  try {
    return await work(trx, loaded.target, await userName(trx, request.who), access, loaded, opened);
  } catch (error) {
    // A unique index caught what the rules could not (two saves at the same moment).
    const clash = uniqueViolationOf(error);
    if (clash) throw new FormDataInvalid([issue('/data', 'formData/duplicate', request.lang, [clash.detail])]);
    throw error;
  }
}

/** The API shape of a stored record (the internal sub-table keys left out). */
export function publicRecord(record: LoadedRecord): StoredRecord {
  const { subKeys: _subKeys, ...rest } = record;
  return rest;
}

function snapshot(record: StoredRecord | undefined): unknown {
  return record ? record.data : null;
}

function notFoundRecord(): never {
  throw notFound();
}

async function loadExisting(trx: Knex.Transaction, target: FormTarget, id: string): Promise<LoadedRecord> {
  const record = await readRecord(trx, target, id, true);
  if (!record) throw notFound();
  return record;
}

/**
 * Data rules hold for a record as it is after a write: one the caller's answer for the operation
 * would not let through (a create or copy outside their rules, a change that moves a record out)
 * is refused with a 403, and the transaction it wrote in rolls back. Unfiltered callers pay nothing.
 */
async function assertWrittenWithinRule(trx: Knex.Transaction, target: FormTarget, access: PermissionResult, ids: readonly string[]): Promise<void> {
  if (access === true) return;
  const kept = await recordsAllowed(trx, target.master, access, ids);
  if (ids.some((id) => !kept.has(id))) throw new AppError(403, 'formData/outside-data-rule');
}

/**
 * A create: fill rules (numbered with the rule rows read along with the form), computed fields and
 * the form's rules, then the record, its sub-table rows and its data-log entry written in one
 * statement; data rules are checked on the written record. A record with one field to number takes
 * its counter in that write, not first (`lateNumbering.ts`), so saves numbered by one rule hold the
 * counter only for the write and the commit.
 */
async function createIn(trx: Knex.Transaction, request: DataRequest, loaded: LoadedForm, user: string, data: Record<string, unknown>, access: PermissionResult, mayCommit = false, opened?: OpenedSave): Promise<{ id: string; rowVersion: number }> {
  const { target } = loaded;
  const unknown = unknownKeyIssues(target, data, '/data', request.lang);
  if (unknown.length > 0) throw new FormDataInvalid(unknown);
  const numbering = lateNumbering(loaded, data, new Date());
  // Nothing follows a write the data rules need not check: it may commit with the write.
  const late = numbering && await createNumberedLate(trx, target, data, { tenantId: request.who.tenantId, lang: request.lang, user, mayCommit: mayCommit && access === true, ...(opened ? { lookups: opened.lookups } : {}) }, numbering);
  if (late) {
    await assertWrittenWithinRule(trx, target, access, [late.id]);
    return { id: late.id, rowVersion: late.rowVersion };
  }
  const prepared = await prepareRecord(trx, target, data, { tenantId: request.who.tenantId, lang: request.lang, base: '/data', isCreate: true, fillRuleNumbering: numberingWith(loaded.fillRules), ...(opened ? { lookups: opened.lookups } : {}) });
  const issues = [...prepared.issues, ...masterKeyIssues(target, prepared.shaped, prepared.shaped.master, '/data', request.lang)];
  if (issues.length > 0) throw new FormDataInvalid(issues);
  const created = await insertLoggedRecord(trx, target, prepared.shaped, user, request.who.tenantId);
  await assertWrittenWithinRule(trx, target, access, [created.id]);
  return created;
}

/**
 * `POST /api/eform/data/{formCode}`. A create numbered late commits with its write when it can
 * (`sealedNumbering.ts`); one whose number moved out of what was checked is made again, checked with
 * the number it gets before the commit.
 */
export async function createData(request: DataRequest, data: Record<string, unknown>): Promise<{ id: string; rowVersion: number }> {
  try {
    return await inForm(request, 'create', (trx, _target, user, access, loaded, opened) => createIn(trx, request, loaded, user, data, access, true, opened), {});
  } catch (error) {
    if (!isNumberMoved(error)) throw error;
    return inForm(request, 'create', (trx, _target, user, access, loaded, opened) => createIn(trx, request, loaded, user, data, access, false, opened), {});
  }
}

/** `GET /api/eform/data/{formCode}/{id}`. */
export function readData(request: DataRequest, id: string): Promise<StoredRecord> {
  return inForm(request, 'read', async (trx, target, _user, access) => {
    await assertRecordsAllowed(trx, target.master, access, [id]);
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

/** A record after a change: its row version, new or kept when the change altered nothing. */
export interface ChangedRecord {
  id: string;
  rowVersion: number;
  isModified: boolean;
}

/**
 * Writes one prepared change in one statement with its data-log entry (`updateLoggedRecord`). A
 * change that leaves the record as it was (the values as stored, sub-table rows included) is undone
 * to its savepoint: the version and the audit columns stay as they were, and no log entry is written
 * (spec §8 "no data modification"). Comparing what was stored before and after, rather than the
 * request with the record, counts every rule, computed field and type conversion the write applies.
 * `isLast` leaves the savepoint for the commit to end (one round trip fewer); others release it.
 */
async function writeChange(trx: Knex.Transaction, request: DataRequest, target: FormTarget, user: string, prepared: { change: Change; before: LoadedRecord; shaped: Awaited<ReturnType<typeof prepareRecord>>['shaped'] }, isLast: boolean, hasSavepoint = false): Promise<ChangedRecord> {
  const { change, before, shaped } = prepared;
  if (!hasSavepoint) await trx.raw('savepoint wharf_change');
  const updated = await updateLoggedRecord(trx, target, before, change.rowVersion, shaped, user, request.who.tenantId);
  if (!updated) throw conflict({ id: change.id });
  if (!updated.isModified) {
    await trx.raw('rollback to savepoint wharf_change');
    return { id: change.id, rowVersion: before.rowVersion, isModified: false };
  }
  if (!isLast) await trx.raw('release savepoint wharf_change');
  return { id: change.id, rowVersion: updated.rowVersion, isModified: true };
}

/**
 * Checks and applies a set of changes in one transaction: every record's issues are gathered first
 * (at `<base(i)>/<colCode>`), and nothing is written unless all pass. A stale row version is a 409.
 */
async function applyChanges(trx: Knex.Transaction, request: DataRequest, target: FormTarget, user: string, changes: Change[], base: (index: number) => string, access: PermissionResult, opening?: { loaded: LoadedForm; opened?: OpenedSave | undefined }): Promise<ChangedRecord[]> {
  const opened = opening?.opened;
  // The record the opening read and locked stands when it was read with the form as it still is.
  const openedRecord = opened?.record !== undefined && opening?.loaded.isKept && changes.length === 1 ? opened.record : undefined;
  // A record the caller's data rules hide is not there for them: 404 before anything is checked.
  await assertRecordsAllowed(trx, target.master, access, changes.map((change) => change.id));
  const issues: FieldIssue[] = [];
  const prepared = [];
  for (const [index, change] of changes.entries()) {
    const unknown = unknownKeyIssues(target, change.data, base(index), request.lang);
    if (unknown.length > 0) { issues.push(...unknown); continue; }
    const before = openedRecord === undefined ? await loadExisting(trx, target, change.id) : openedRecord ? recordOf(target, change.id, openedRecord) : notFoundRecord();
    if (before.rowVersion !== change.rowVersion) throw conflict({ id: change.id, rowVersion: before.rowVersion });
    const merged = { ...before.data, ...change.data };
    const result = await prepareRecord(trx, target, merged, { tenantId: request.who.tenantId, lang: request.lang, base: base(index), dataId: change.id, subKeys: before.subKeys, isCreate: false, ...(opened ? { lookups: opened.lookups } : {}) });
    // Sub-tables the change did not send keep their rows untouched.
    for (const name of [...result.shaped.subRows.keys()]) if (!(name in change.data)) result.shaped.subRows.delete(name);
    issues.push(...result.issues, ...masterKeyIssues(target, result.shaped, { ...before.data, ...result.shaped.master }, base(index), request.lang));
    prepared.push({ change, before, shaped: result.shaped });
  }
  if (issues.length > 0) throw new FormDataInvalid(issues);
  const saved: ChangedRecord[] = [];
  for (const [index, one] of prepared.entries()) saved.push(await writeChange(trx, request, target, user, one, index === prepared.length - 1, index === 0 && opened?.hasSavepoint === true));
  // Data rules hold for the record as it is after the change too: a change that would move it out of the caller's reach is refused (and rolled back).
  await assertWrittenWithinRule(trx, target, access, changes.map((change) => change.id));
  return saved;
}

/**
 * `PUT /api/eform/data/{formCode}/{id}`: `data` may hold every field or only the changed ones. A
 * change that alters nothing answers `isModified: false` with the version it had.
 */
export function updateData(request: DataRequest, change: Change): Promise<ChangedRecord> {
  return inForm(request, 'update', async (trx, target, user, access, loaded, opened) => (await applyChanges(trx, request, target, user, [change], () => '/data', access, { loaded, opened }))[0]!, { recordId: change.id, savepoint: true });
}

/**
 * `PUT /api/eform/data/{formCode}/batch` (online modification): all or nothing, made in the view
 * `viewId` with its handleOnlineModify button (spec §5: 400, checked after access, before the rows).
 */
export function updateBatch(request: DataRequest, viewId: string | undefined, rows: Change[]): Promise<{ records: ChangedRecord[] }> {
  return inForm(request, 'batchModify', async (trx, target, user, access) => {
    await assertOnlineModifyView(trx, request.formCode, viewId, request.lang);
    return { records: await applyChanges(trx, request, target, user, rows, (i) => `/rows/${i}/data`, access) };
  });
}

/**
 * `DELETE /api/eform/data/{formCode}/{id}` and the batch form: every id must be a record the caller may
 * delete, or nothing is deleted. A record already gone (deleted meanwhile, or by a delete that held its
 * lock first) or outside the caller's data rules is "delete failed" (spec §7, §8: 404 with the count,
 * the same answer for both, so it tells nothing about records one may not see).
 */
export function deleteData(request: DataRequest, ids: string[]): Promise<{ deleted: number }> {
  return inForm(request, 'delete', async (trx, target, user, access) => {
    const wanted = [...new Set(ids)];
    const allowed = await recordsAllowed(trx, target.master, access, wanted);
    const records: LoadedRecord[] = [];
    for (const id of wanted) {
      const record = allowed.has(id) ? await readRecord(trx, target, id, true) : undefined;
      if (record) records.push(record);
    }
    if (records.length < wanted.length) throw new AppError(404, 'formData/delete-failed', [wanted.length - records.length, wanted.length]);
    for (const record of records) {
      const id = record.id;
      await deleteRecord(trx, target, record);
      await logChange(trx, target, { tenantId: request.who.tenantId, recordId: id, version: record.rowVersion, action: 'delete', user, before: snapshot(record), after: null });
    }
    return { deleted: records.length };
  });
}

/**
 * `POST /api/eform/data/{formCode}/{id}/copy`: a new record from a stored one, through the same
 * checks as a create; fields with a fill rule get a new value instead of the copied one.
 */
export function copyData(request: DataRequest, id: string): Promise<{ id: string }> {
  return inForm(request, 'copy', async (trx, target, user, access, loaded) => {
    await assertRecordsAllowed(trx, target.master, access, [id]);
    const source = await readRecord(trx, target, id);
    if (!source) throw notFound();
    const data = { ...source.data };
    for (const field of target.form.fields) if (field.fillRuleCode) delete data[field.colCode];
    const created = await createIn(trx, request, loaded, user, data, access);
    return { id: created.id };
  });
}

/** `GET /api/eform/data/{formCode}/{id}/logs`. */
export function dataLogs(request: DataRequest, id: string): Promise<{ records: DataLogRecord[] }> {
  return inForm(request, 'logs', async (trx, target, _user, access) => {
    await assertRecordsAllowed(trx, target.master, access, [id]);
    return readLogs(trx, target, id);
  });
}

