import { formatMessage, type Language, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FieldIssue } from '../../http/errors';
import { uniqueViolationOf } from '../../http/uniqueViolation';
import type { FormTarget } from '../data/loadForm';
import { prepareRecord } from '../data/prepareRecord';
import { recordsAllowed } from '../data/recordAccess';
import { createRuleLookups } from '../data/ruleServices';
import { deleteRecord, insertRecord, readRecord, updateRecord } from '../data/recordStore';
import { addChunkInSets, canAddInSets, setChunkSize } from './addInSets';
import { findByBusinessKey, keyText } from './businessKey';
import { readDictionaryCells } from './dictionaryCells';
import { ImportNumbering } from './importNumbering';
import { canStage, ImportStaging, type StagedSegment } from './importStaging';
import { readingAhead } from './readingAhead';
import { cellProblem, cellValue, type ImportColumn } from './importColumns';
import { logImportedChanges, type ImportedChange, type RefusedRow } from './importStore';
import type { ImportSheet, SheetCell } from './readImportSheet';

/**
 * What an import does with each row (spec §3 importType): 1 add, 2 modify, 3 delete, 4 add or
 * modify. Modify, delete and add-or-modify find the record by the business key's columns.
 */
export type ImportAction = 'add' | 'modify' | 'delete' | 'addOrModify';

export interface SheetImport {
  target: FormTarget;
  tenantId: string;
  /** The user name written as create_by/update_by and in the data log. */
  user: string;
  lang: Language;
  sheet: ImportSheet;
  /** The import column each sheet column fills (undefined: not imported). */
  mapping: ReadonlyArray<ImportColumn | undefined>;
  action: ImportAction;
  /** Master columns that find a row's record (modify, delete, add or modify); resolved by the caller from definitions. */
  businessKey: readonly string[];
  /**
   * Add or modify only: a row that leaves its key empty is added (its key given on save, by a fill
   * rule) instead of refused, and a key that finds only a record this same import added is added
   * again (so the form's key rule refuses the repeat, as a sheet with one key twice is a mistake,
   * not two versions of a record). The list import re-imports its own export this way: rows with
   * a key change their record, new rows without one are created.
   */
  addWithoutKey?: boolean;
  /**
   * Multi table, single sheet: rows with the same business key are one record — the master's
   * values from its first row, and each row's sub-table cells one row of that sub-table.
   */
  isGrouped?: boolean;
  /** The records a business key may find: the importing user's access answer (data rules); default every record. */
  keyScope?: PermissionResult;
  /** The records a row may add: the importing user's access answer for adding (data rules); default any. */
  addScope?: PermissionResult;
  /**
   * The records as units of sheet rows, composed by the caller (import modes 3 and 4: a master row
   * and its lines from other sheets); otherwise one per row, or grouped by the business key.
   */
  units?: ReadonlyArray<ReadonlyArray<ImportSheet['rows'][number]>>;
  /** Rows refused before any check, with their reasons (a line whose record the file does not have). */
  orphans?: ReadonlyArray<{ row: ImportSheet['rows'][number]; reason: string }>;
  /** False: every record row by row, never in sets (the reference the set path is tested against). */
  inSets?: boolean;
  /** Staged adds (`importStaging.ts`): rows decided and written together; default `stagingSegment`. */
  stagingSegment?: number;
  /** Called after each group of rows with the rows done and refused so far (progress of a background run). */
  onProgress?: (done: number, refused: number) => Promise<void>;
}

export interface SheetImportOutcome {
  /** Records added, changed or deleted (their data-log entries written). */
  imported: number;
  refused: RefusedRow[];
  /** Sheet rows read (a streamed sheet's count is known once it is read). */
  rows: number;
}

type SheetRow = ImportSheet['rows'][number];

/** A row the form's rules (or a missing record) refused; its savepoint rolls back whatever it wrote. */
class RowRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The titles issues and keys are shown with: the form's field titles, then the sheet's column titles. */
function titlesOf(target: FormTarget, mapping: SheetImport['mapping']): Map<string, string> {
  const titles = new Map<string, string>(target.form.fields.map((f) => [f.colCode, f.title]));
  for (const column of mapping) if (column && !column.subTable) titles.set(column.colCode, column.title);
  for (const sub of target.subTables) titles.set(sub.sub.tableName, sub.sub.title);
  return titles;
}

/** The reason text of a row: each issue with the title of the column it is about. */
function reasonOf(issues: readonly FieldIssue[], titles: ReadonlyMap<string, string>): string {
  return issues.map((issue) => {
    const code = issue.path.split('/')[2];
    return code ? `${titles.get(code) ?? code}: ${issue.message}` : issue.message;
  }).join('; ');
}

/** A cell as kept for the details file (dates as ISO text, error values as their text). */
function shownCell(cell: SheetCell | undefined): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  if (cell instanceof Date) return cell.toISOString().replace('T', ' ').replace(/(\s00:00:00)?\.000Z$/, '');
  if (typeof cell === 'object') return cell.error;
  return cell;
}

/**
 * The records of a multi-table sheet: rows with the same business-key cells together, in the order
 * their first rows come; a row without its key stays alone (and is refused for it).
 */
function groupByKey(rows: ImportSheet['rows'], mapping: SheetImport['mapping'], businessKey: readonly string[]): Array<ImportSheet['rows']> {
  const keyIndexes = businessKey.map((code) => mapping.findIndex((column) => column !== undefined && !column.subTable && column.colCode === code));
  const groups = new Map<string, ImportSheet['rows']>();
  const units: Array<ImportSheet['rows']> = [];
  for (const row of rows) {
    const cells = keyIndexes.map((index) => (index < 0 ? null : shownCell(row.cells[index])));
    if (cells.some((cell) => cell === null || cell === '')) {
      units.push([row]);
      continue;
    }
    const key = JSON.stringify(cells);
    const group = groups.get(key);
    if (group) group.push(row);
    else {
      const created = [row];
      groups.set(key, created);
      units.push(created);
    }
  }
  return units;
}

/**
 * Writes a sheet's rows into a form inside `trx`, as if each were saved through the form data API:
 * fill rules, computed fields, the form's compiled rules and the column checks (`prepareRecord`),
 * the write and its data-log entry; each row ends as in its own savepoint, so a refused row leaves
 * nothing behind. Shared by the list import (add) and the background import (every import type).
 *
 * What a row costs is kept small without changing what is checked: the form's rules' lookups are
 * read once; fill-rule numbers are counted in `ImportNumbering` and the counters written once; the
 * data-log entries are written together after the last row; rows go in groups of up to 64 under one
 * savepoint, and a group that hits a database error (or a refused row that locked a counter) is
 * rolled back and redone row by row. Uniqueness and business keys are asked per row, so they see
 * the rows stored before. Plain adds go in chunks checked and written as sets (`addInSets.ts`),
 * ending exactly as row by row; a chunk that might not goes row by row.
 */
export async function writeSheetRows(trx: Knex.Transaction, job: SheetImport): Promise<SheetImportOutcome> {
  const { target, tenantId, user, lang, sheet, mapping, action, businessKey } = job;
  const titles = titlesOf(target, mapping);
  const refused: RefusedRow[] = [];
  const lookups = createRuleLookups();
  const dictionaryCell = await readDictionaryCells(trx, mapping);
  const numbering = new ImportNumbering();
  /** The current chunk's changes, until its data-log entries are written. */
  const changes: ImportedChange[] = [];
  /** The sheet rows of one record: one row, or (grouped) every row with the record's business key. */
  type Unit = readonly SheetRow[];
  const refuse = (unit: Unit, reason: string) => {
    // As wide as the headings, or the row when it is wider (a streamed sheet's headings are widened to its widest row when kept).
    for (const row of unit) refused.push({ rowNumber: row.rowNumber, ...(row.sheetName ? { sheetName: row.sheetName } : {}), cells: Array.from({ length: Math.max(sheet.headers.length, row.cells.length) }, (_, i) => shownCell(row.cells[i])), reason });
  };
  const subTablesMapped = [...new Set(mapping.flatMap((column) => (column?.subTable ? [column.subTable] : [])))];
  const needsKey = (action !== 'add' && !(action === 'addOrModify' && job.addWithoutKey === true)) || job.isGrouped === true;
  const keyEmpty = (data: Record<string, unknown>) => businessKey.some((code) => data[code] === undefined || data[code] === null || data[code] === '');
  // Records this import added (a rolled-back group's ids no longer exist, so keeping them is harmless).
  const addedHere = new Set<string>();

  /** The unit's values for the form (sub-tables as rows), or why its cells cannot be read. */
  const rowData = (unit: Unit): { data: Record<string, unknown> } | { problems: string } => {
    const data: Record<string, unknown> = {};
    const cellProblems: string[] = [];
    // Columns whose cell was refused: a key among them is unreadable, not empty.
    const unreadable = new Set<string>();
    const read = (row: SheetRow, column: ImportColumn, index: number) => {
      const value = dictionaryCell(column, cellValue(row.cells[index] ?? null, column.shape, lang));
      if (value === null || typeof value !== 'object') return value;
      cellProblems.push(`${column.title}: ${cellProblem(value, lang)}`);
      unreadable.add(column.colCode);
      return undefined;
    };
    mapping.forEach((column, index) => {
      if (!column || column.subTable) return;
      const value = read(unit[0]!, column, index);
      if (value !== undefined) data[column.colCode] = value;
    });
    for (const name of subTablesMapped) data[name] = [];
    for (const row of unit) {
      const subRows = new Map<string, Record<string, unknown>>();
      mapping.forEach((column, index) => {
        if (!column?.subTable) return;
        const value = read(row, column, index);
        if (value === undefined) return;
        const subRow = subRows.get(column.subTable) ?? {};
        subRow[column.colCode] = value;
        subRows.set(column.subTable, subRow);
      });
      for (const [name, subRow] of subRows) (data[name] as Array<Record<string, unknown>>).push(subRow);
    }
    const emptyKey = needsKey ? businessKey.find((code) => !unreadable.has(code) && (data[code] === undefined || data[code] === '')) : undefined;
    if (emptyKey) cellProblems.push(formatMessage('asyncImport/key-empty', lang, [titles.get(emptyKey) ?? emptyKey]));
    return cellProblems.length > 0 ? { problems: [...new Set(cellProblems)].join('; ') } : { data };
  };

  const create = async (savepoint: Knex.Transaction, data: Record<string, unknown>): Promise<ImportedChange | RowRefused> => {
    const prepared = await prepareRecord(savepoint, target, data, { tenantId, lang, base: '/data', isCreate: true, lookups, fillRuleNumbering: numbering.next });
    if (prepared.issues.length > 0) return new RowRefused(reasonOf(prepared.issues, titles));
    const created = await insertRecord(savepoint, target, prepared.shaped, user);
    // As a form's create: the importer's data rules hold for the added record. Thrown, not
    // returned: the row has written, so its savepoint (or its group's) must roll back.
    if (job.addScope !== undefined && job.addScope !== true && !(await recordsAllowed(savepoint, target.master, job.addScope, [created.id])).has(created.id)) {
      throw new RowRefused(formatMessage('formData/outside-data-rule', lang));
    }
    const after = await readRecord(savepoint, target, created.id);
    addedHere.add(created.id);
    return { action: 'create', recordId: created.id, version: created.rowVersion, before: null, after: after ? after.data : null };
  };

  /** Changes or deletes the one record the row's business key finds; none or several refuse the row. */
  const changeExisting = async (savepoint: Knex.Transaction, data: Record<string, unknown>, ids: string[]): Promise<ImportedChange | RowRefused> => {
    if (ids.length > 1) return new RowRefused(formatMessage('asyncImport/record-ambiguous', lang, [keyText(businessKey, titles, data)]));
    const before = await readRecord(savepoint, target, ids[0]!, true);
    if (!before) return new RowRefused(formatMessage('asyncImport/record-not-found', lang, [keyText(businessKey, titles, data)]));
    if (action === 'delete') {
      await deleteRecord(savepoint, target, before);
      return { action: 'delete', recordId: before.id, version: before.rowVersion, before: before.data, after: null };
    }
    const prepared = await prepareRecord(savepoint, target, { ...before.data, ...data }, { tenantId, lang, base: '/data', dataId: before.id, subKeys: before.subKeys, isCreate: false, lookups });
    if (prepared.issues.length > 0) return new RowRefused(reasonOf(prepared.issues, titles));
    // Sub-tables the sheet does not fill keep the record's own rows; those it fills are replaced.
    for (const name of [...prepared.shaped.subRows.keys()]) if (!subTablesMapped.includes(name)) prepared.shaped.subRows.delete(name);
    const updated = await updateRecord(savepoint, target, before.id, before.rowVersion, prepared.shaped, before, user);
    if (!updated) return new RowRefused(formatMessage('system/conflict', lang));
    // The importer's data rules hold for the changed record too. Thrown, not returned: the row has
    // written, so its savepoint (or its group's) must roll back.
    if (job.keyScope !== undefined && job.keyScope !== true && !(await recordsAllowed(savepoint, target.master, job.keyScope, [before.id])).has(before.id)) {
      throw new RowRefused(formatMessage('formData/outside-data-rule', lang));
    }
    const after = await readRecord(savepoint, target, before.id);
    return { action: 'update', recordId: before.id, version: updated.rowVersion, before: before.data, after: after ? after.data : null };
  };

  /** Checks and stores one row as a save would; a refusal has written nothing (unless `numbering.lockedInRow`). */
  const storeRow = async (savepoint: Knex.Transaction, data: Record<string, unknown>): Promise<ImportedChange | RowRefused> => {
    const addsOnly = action === 'addOrModify' && job.addWithoutKey === true;
    if (action === 'add' || (addsOnly && keyEmpty(data))) return create(savepoint, data);
    const ids = await findByBusinessKey(savepoint, target, businessKey, data, job.keyScope);
    if (addsOnly && ids.length > 0 && ids.every((id) => addedHere.has(id))) return create(savepoint, data);
    if (ids.length > 0) return changeExisting(savepoint, data, ids);
    if (action === 'addOrModify') return create(savepoint, data);
    return new RowRefused(formatMessage('asyncImport/record-not-found', lang, [keyText(businessKey, titles, data)]));
  };

  /** One record in its own savepoint: whatever refuses it rolls back all it wrote. */
  const importOne = async (row: Unit): Promise<void> => {
    const input = rowData(row);
    if ('problems' in input) return void refuse(row, input.problems);
    try {
      const change = await trx.transaction(async (savepoint) => {
        const outcome = await storeRow(savepoint, input.data);
        if (outcome instanceof RowRefused) throw outcome;
        return outcome;
      });
      numbering.keepRow();
      changes.push(change);
    } catch (error) {
      numbering.dropRow();
      // A unique index caught what the rules could not (the same key twice in one sheet, say).
      const clash = uniqueViolationOf(error);
      if (error instanceof RowRefused) refuse(row, error.reason);
      else if (clash) refuse(row, formatMessage('formData/duplicate', lang, [clash.detail]));
      else throw error;
    }
  };

  /**
   * Rows in one savepoint together (two statements fewer per row). A row the rules refuse wrote
   * nothing, so it is simply not stored; anything else that would need a rollback (a database error
   * such as a unique index, a counter row the refused row locked) rolls the whole group back and it
   * is imported again row by row, so every row ends exactly as in its own savepoint.
   */
  const importGroup = async (rows: readonly Unit[]): Promise<boolean> => {
    const before = { refused: refused.length, changes: changes.length, counters: numbering.snapshot() };
    try {
      await trx.transaction(async (savepoint) => {
        for (const row of rows) {
          const input = rowData(row);
          if ('problems' in input) {
            refuse(row, input.problems);
            continue;
          }
          const outcome = await storeRow(savepoint, input.data);
          if (outcome instanceof RowRefused && numbering.lockedInRow) throw outcome;
          if (outcome instanceof RowRefused) {
            numbering.dropRow();
            refuse(row, outcome.reason);
          } else {
            numbering.keepRow();
            changes.push(outcome);
          }
        }
      });
      return true;
    } catch {
      refused.length = before.refused;
      changes.length = before.changes;
      numbering.restore(before.counters);
      for (const row of rows) await importOne(row);
      return false;
    }
  };

  let rowsDone = job.orphans?.length ?? 0;
  let imported = 0;
  /** Records one by one, in savepoint groups that grow to 64 while they go through and start again from one after a rollback. */
  const importRowByRow = async (units: readonly Unit[]): Promise<void> => {
    let groupSize = 64;
    for (let index = 0; index < units.length;) {
      const group = units.slice(index, index + groupSize);
      index += group.length;
      const wentThrough = group.length === 1 ? (await importOne(group[0]!), true) : await importGroup(group);
      groupSize = wentThrough ? Math.min(groupSize * 2, 64) : 1;
      rowsDone += group.reduce((sum, unit) => sum + unit.length, 0);
      await job.onProgress?.(rowsDone, refused.length);
    }
  };
  /** After each chunk: its data-log entries written and its changes let go (memory stays flat on a long sheet). */
  const logChunk = async () => {
    await logImportedChanges(trx, target, { tenantId, user, changes });
    imported += changes.length;
    changes.length = 0;
  };

  for (const orphan of job.orphans ?? []) refuse([orphan.row], orphan.reason);
  const nextUnits = unitsOf(job);
  // Add or modify, adding rows without a key (a list's import): a chunk whose rows all leave the key empty only adds.
  const addsWithoutKey = action === 'addOrModify' && job.addWithoutKey === true;
  if (canAddInSets(target, { action: addsWithoutKey ? 'add' : action, isGrouped: job.isGrouped, hasUnits: job.units !== undefined })) {
    // Plain adds go in chunks checked and written as sets (`addInSets.ts`); a chunk that would end differently goes row by row.
    const setJob = { target, tenantId, user, lang, lookups, numbering, reasonOf: (issues: readonly FieldIssue[]) => reasonOf(issues, titles), ...(job.addScope !== undefined ? { addScope: job.addScope } : {}) };
    // Chunks halve after one went row by row (so one odd row costs less) and grow back while they go through.
    const largest = setChunkSize(target);
    let chunkSize = largest;
    // Forms without fill rules go through staging tables: checked in process, COPY'd, decided and written as one set (`importStaging.ts`).
    const staging = job.inSets !== false && canStage(target, job.addScope) ? new ImportStaging(trx, { ...setJob, rowData: (row) => rowData([row]) }) : undefined;
    const redoStaged = async (rows: SheetRow[]) => {
      // Rows the set's end cannot decide as row by row would are taken again row by row (counted once).
      rowsDone -= rows.length;
      await importRowByRow(rows.map((row) => [row]));
      await logChunk();
    };
    /** The segment being written while the next one is checked (its failure is met when it is awaited). */
    let writing: Promise<void> = Promise.resolve();
    const writeSegment = (segment: StagedSegment) => staging!.write(segment, redoStaged).then((ended) => {
      for (const { row, reason } of ended.refused) refuse([row], reason);
      imported += ended.imported;
    });
    /** Starts writing the rows checked so far, once the segment before is written: at most two segments in memory. */
    const startSegment = async () => {
      await writing;
      const segment = staging!.take();
      writing = writeSegment(segment);
      writing.catch(() => undefined);
    };
    /** Everything checked is written: before rows that go another way, and at the end. */
    const flushStaging = async () => {
      if (!staging) return;
      await startSegment();
      await writing;
    };
    // Staged, the sheet is read further ahead: it is parsed while a segment's checks and write run.
    const next = readingAhead(nextUnits, staging ? stagingReadAhead : 1);
    try {
      for (let chunk = await next(chunkSize); chunk.length > 0; chunk = await next(chunkSize)) {
        const inputs = chunk.map(rowData);
        const onlyAdds = !addsWithoutKey || inputs.every((input) => 'problems' in input || keyEmpty(input.data));
        const checked = staging && onlyAdds ? await staging.check(chunk.map((unit) => unit[0]!), inputs) : undefined;
        if (checked) {
          checked.forEach((outcome, i) => outcome && refuse(chunk[i]!, outcome.reason));
          rowsDone += chunk.length;
          await job.onProgress?.(rowsDone, refused.length);
          if (staging && staging.pendingRows >= (job.stagingSegment ?? stagingSegment)) await startSegment();
          continue;
        }
        // Whatever goes another way is written after the rows staged before it, as in sheet order.
        await flushStaging();
        const outcomes = onlyAdds && job.inSets !== false ? await addChunkInSets(trx, setJob, inputs) : undefined;
        chunkSize = outcomes ? Math.min(largest, chunkSize * 2) : Math.max(32, chunkSize >> 1);
        if (!outcomes) await importRowByRow(chunk);
        else {
          outcomes.forEach((outcome, i) => ('reason' in outcome ? refuse(chunk[i]!, outcome.reason) : changes.push(outcome)));
          rowsDone += chunk.length;
          await job.onProgress?.(rowsDone, refused.length);
        }
        await logChunk();
      }
      await flushStaging();
    } finally {
      // A failure while a segment is written: its statements end before the transaction is rolled back.
      await writing.catch(() => undefined);
    }
    // Rows refused at a flush come after those refused in process: the details file lists them in sheet order.
    if (staging) refused.sort((a, b) => a.rowNumber - b.rowNumber);
  } else {
    const next = readingAhead(nextUnits);
    for (let chunk = await next(rowByRowChunk); chunk.length > 0; chunk = await next(rowByRowChunk)) {
      await importRowByRow(chunk);
      await logChunk();
    }
  }
  await numbering.writeCounters(trx);
  return { imported, refused, rows: rowsDone };
}

/** Staged rows decided and written together (while the next ones are parsed); and the chunks read ahead meanwhile. */
const stagingSegment = 10_000;
const stagingReadAhead = 10;

/** Records taken from the sheet this many at a time on the row-by-row path (their changes are held until their data log is written). */
const rowByRowChunk = 1000;

/**
 * The import's records in sheet order, taken `count` at a time: the caller's units, the rows grouped
 * by business key (which needs every row read first), or one per row — a streamed sheet's read as
 * they are taken, so only a chunk of them is in memory at once.
 */
function unitsOf(job: SheetImport): (count: number) => Promise<Array<readonly SheetRow[]>> {
  const { sheet } = job;
  let held: Array<readonly SheetRow[]> | undefined = job.units ? [...job.units] : undefined;
  let at = 0;
  const fromHeld = (count: number) => {
    const taken = held!.slice(at, at + count);
    at += taken.length;
    return taken;
  };
  if (held) return async (count) => fromHeld(count);
  if (job.isGrouped) {
    return async (count) => {
      if (!held) {
        const rows = [...sheet.rows];
        if (sheet.rest) for await (const row of sheet.rest) rows.push(row);
        held = groupByKey(rows, job.mapping, job.businessKey);
      }
      return fromHeld(count);
    };
  }
  const rest = sheet.rest?.[Symbol.asyncIterator]();
  return async (count) => {
    const taken: Array<readonly SheetRow[]> = [];
    for (; at < sheet.rows.length && taken.length < count; at += 1) taken.push([sheet.rows[at]!]);
    while (rest && taken.length < count) {
      const next = await rest.next();
      if (next.done) break;
      taken.push([next.value]);
    }
    return taken;
  };
}
