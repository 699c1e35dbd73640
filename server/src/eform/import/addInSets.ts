import { applyComputedFields, type FieldRuleContext, type Language, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FieldIssue } from '../../http/errors';
import type { FormTarget } from '../data/loadForm';
import { applyFillRules, onePerPath, type FillRuleNumbering } from '../data/prepareRecord';
import { recordsAllowed } from '../data/recordAccess';
import { ruleServices, type RuleLookups } from '../data/ruleServices';
import { shapeRecord, type ShapedRecord } from '../data/shapeRecord';
import type { ImportNumbering } from './importNumbering';
import type { ImportedChange } from './importStore';
import { insertWithLog } from './insertInSets';
import { answerUniqueQuestions, uniqueQuestionOf, type UniqueQuestion } from './uniqueInSets';

/** What the chunk's rows are checked and written with: the import's form, user, numbering and shared lookups. */
export interface AddInSetsJob {
  target: FormTarget;
  tenantId: string;
  user: string;
  lang: Language;
  addScope?: PermissionResult;
  lookups: RuleLookups;
  numbering: ImportNumbering;
  /** A row's reason text from its issues (each with its column's title). */
  reasonOf(issues: readonly FieldIssue[]): string;
}

/** A row's input: its values for the form, or why its cells cannot be read. */
export type SetRowInput = { data: Record<string, unknown> } | { problems: string };
/** A row's end: refused with a reason, or the record it added (its data-log entry already written). */
export type SetRowOutcome = { reason: string } | ImportedChange;

/** Thrown inside the chunk's savepoint to roll it back: the chunk goes row by row instead. */
class RowByRow extends Error {}

const parameterLimit = 60_000;

/** Rows per chunk: at most 1000, and few enough that a chunk's insert stays under PostgreSQL's bound parameters. */
export function setChunkSize(target: FormTarget): number {
  return Math.max(1, Math.min(1000, Math.floor(parameterLimit / (target.storedFields.length + 2))));
}

/** Whether an import can add its rows in sets: plain adds of one row each into a form without sub-tables. */
export function canAddInSets(target: FormTarget, plan: { action: string; isGrouped?: boolean; hasUnits: boolean }): boolean {
  return plan.action === 'add' && plan.isGrouped !== true && !plan.hasUnits && target.subTables.length === 0;
}

/**
 * Adds a chunk of rows as `writeSheetRows` adds them one by one — the same checks, numbers,
 * refusals and data log — in a handful of statements: each row is prepared in process (fill rules
 * by `prepareRecord`'s own step, computed fields, the form's compiled rules, column types: what `prepareRecord` does) with its
 * uniqueness questions only noted; the chunk's questions are answered together in SQL (the table,
 * and the chunk's earlier kept rows); the kept rows and their data-log entries are written in one
 * statement, and the importer's data rules checked on their ids at once.
 *
 * Whatever would make the outcome differ from row by row — a row refused after it took a fill-rule
 * number, a refused row that locked a counter, a record outside the data rules, a database error,
 * a uniqueness question on a column type not asked in sets — rolls the chunk's savepoint back and
 * answers undefined: the caller imports the chunk row by row, which decides exactly as before.
 */
export async function addChunkInSets(trx: Knex.Transaction, job: AddInSetsJob, inputs: readonly SetRowInput[]): Promise<SetRowOutcome[] | undefined> {
  const { numbering } = job;
  const before = numbering.snapshot();
  try {
    return await trx.transaction((savepoint) => addInSavepoint(savepoint, job, inputs));
  } catch {
    // A RowByRow, or any error: row by row repeats an error exactly where it happened, with the message it had.
    numbering.restore(before);
    return undefined;
  }
}

interface PreparedRow {
  issues: FieldIssue[];
  values: Record<string, unknown>;
  shaped: ShapedRecord;
  /** The keys of the row's uniqueness questions, and their indexes in the chunk's list. */
  keys: string[];
  questions: number[];
  tookNumber: boolean;
  /** Whether the row locked (maybe created) a fill-rule counter row: a write its refusal must undo. */
  lockedCounter: boolean;
}

type Prepared = PreparedRow | { problems: string };

/**
 * The chunk in its savepoint. Rows are prepared in order with numbers taken as if each row the rules
 * let through were kept; the questions are answered; a walk in order keeps or refuses each row. A
 * row refused there for a repeat after it took a fill-rule number gave its number to the next row
 * in a row-by-row import, so the rows after it were numbered one too far: the rows are prepared once
 * more, those rows refused as they are reached, and must ask the same questions and end the same.
 */
async function addInSavepoint(trx: Knex.Transaction, job: AddInSetsJob, inputs: readonly SetRowInput[]): Promise<SetRowOutcome[]> {
  const { target, lang, numbering } = job;
  const rules = target.rulesIn(lang);
  let questions: UniqueQuestion[] = [];
  let questionRows: number[] = [];
  let rowIndex = 0;
  let isRowByRow = false;
  // While a refused row is checked again: the questions found taken.
  let takenKeys: ReadonlySet<string> | undefined;
  const services: FieldRuleContext = {
    ...ruleServices(trx, job.tenantId, () => undefined, lang, job.lookups),
    checkUnique: async (request) => {
      const question = request.tableName === target.master.tableCode ? uniqueQuestionOf(target.master, request.fields) : undefined;
      if (question === 'row-by-row') isRowByRow = true;
      if (question === undefined || question === 'row-by-row') return { isUnique: true };
      if (takenKeys) return { isUnique: !takenKeys.has(question.key) };
      questions.push(question);
      questionRows.push(rowIndex);
      return { isUnique: true };
    },
  };
  let tookNumber = false;
  const next: FillRuleNumbering = (...args) => {
    tookNumber = true;
    return numbering.next(...args);
  };
  const withBase = (issues: ReadonlyArray<{ path: string; code: string; message: string }>) => issues.map((i) => ({ ...i, path: `/data${i.path === '/' ? '' : i.path}` }));

  /** Each row prepared in order as it would be saved; `refusedLate` rows give their numbers to the next. */
  const prepareAll = async (refusedLate: ReadonlySet<number>): Promise<Prepared[]> => {
    questions = [];
    questionRows = [];
    const prepared: Prepared[] = [];
    for (const [index, input] of inputs.entries()) {
      rowIndex = index;
      if ('problems' in input) {
        prepared.push(input);
        continue;
      }
      tookNumber = false;
      const asked = questions.length;
      const filled = await applyFillRules(trx, target, job.tenantId, input.data, next);
      const values = applyComputedFields(target.form, filled, lang).value;
      const ruleIssues = await rules.validate(values, services);
      const { shaped, issues: typeIssues } = shapeRecord(target, values, '/data', lang);
      const issues = onePerPath([...withBase(ruleIssues), ...typeIssues]);
      const lockedCounter = numbering.lockedInRow;
      const isRefused = issues.length > 0 || refusedLate.has(index);
      if (isRowByRow || (isRefused && lockedCounter)) throw new RowByRow();
      if (isRefused) numbering.dropRow();
      else numbering.keepRow();
      const own = questions.slice(asked);
      prepared.push({ issues, values, shaped, keys: own.map((question) => question.key), questions: own.map((_, i) => asked + i), tookNumber, lockedCounter });
    }
    return prepared;
  };

  const counters = numbering.snapshot();
  let prepared = await prepareAll(new Set());
  const firstKeys = prepared.map((entry) => ('keys' in entry ? entry.keys.join('\u0000') : ''));
  // The questions answered together; a row is refused for one when the table holds its values or an earlier kept row of the chunk does.
  const answers = await answerUniqueQuestions(trx, questions);
  const walk = async (): Promise<{ outcomes: Array<SetRowOutcome | undefined>; kept: Set<number>; refusedLate: Set<number> }> => {
    const kept = new Set<number>();
    const refusedLate = new Set<number>();
    const isTaken = (question: number, row: number) => answers[question]!.isTakenInTable || answers[question]!.sameValues.some((other) => other < question && questionRows[other] !== row && kept.has(questionRows[other]!));
    const outcomes: Array<SetRowOutcome | undefined> = [];
    for (const [row, entry] of prepared.entries()) {
      if ('problems' in entry) outcomes.push({ reason: entry.problems });
      else if (entry.issues.length > 0) outcomes.push({ reason: job.reasonOf(entry.issues) });
      else {
        const taken = new Set(entry.questions.filter((question) => isTaken(question, row)).map((question) => questions[question]!.key));
        if (taken.size === 0) {
          kept.add(row);
          outcomes.push(undefined);
          continue;
        }
        if (entry.lockedCounter) throw new RowByRow();
        if (entry.tookNumber) refusedLate.add(row);
        // The row's messages as the row-by-row check gives them: its rules asked again, the taken questions answered taken.
        takenKeys = taken;
        const again = onePerPath(withBase(await rules.validate(entry.values, services)));
        takenKeys = undefined;
        if (again.length === 0) throw new RowByRow();
        outcomes.push({ reason: job.reasonOf(again) });
      }
    }
    return { outcomes, kept, refusedLate };
  };
  let ended = await walk();
  if (ended.refusedLate.size > 0) {
    numbering.restore(counters);
    const assumed = ended.refusedLate;
    prepared = await prepareAll(assumed);
    // Numbers that changed a question, or a row that now ends otherwise: row by row decides.
    if (prepared.some((entry, row) => ('keys' in entry ? entry.keys.join('\u0000') : '') !== firstKeys[row])) throw new RowByRow();
    ended = await walk();
    if (ended.refusedLate.size !== assumed.size || [...assumed].some((row) => !ended.refusedLate.has(row))) throw new RowByRow();
  }

  const keptRows = [...ended.kept].map((row) => (prepared[row] as PreparedRow).shaped.master);
  const created = keptRows.length > 0 ? await insertWithLog(trx, { target, tenantId: job.tenantId, user: job.user }, keptRows) : [];
  // As a form's create: the importer's data rules hold for every added record.
  if (job.addScope !== undefined && job.addScope !== true) {
    const allowed = await recordsAllowed(trx, target.master, job.addScope, created.map((record) => record.id));
    if (allowed.size !== created.length) throw new RowByRow();
  }
  let createdIndex = 0;
  return ended.outcomes.map((outcome) => {
    if (outcome) return outcome;
    const record = created[createdIndex++]!;
    return { action: 'create', recordId: record.id, version: record.row_version, before: null, after: null, isLogged: true };
  });
}
