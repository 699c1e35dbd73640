import { applyComputedFields, quoteIdentifier, type FieldRuleContext, type Language, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FieldIssue } from '../../http/errors';
import type { FormTarget } from '../data/loadForm';
import { onePerPath } from '../data/prepareRecord';
import { ruleServices, type RuleLookups } from '../data/ruleServices';
import { shapeRecord } from '../data/shapeRecord';
import type { SetRowInput } from './addInSets';
import { copyInto } from './copyStaging';
import type { ImportSheet } from './readImportSheet';
import { conflictsOfShape, createStagingTables, readDefaultedColumns, stagingType, writeStagedRows, type StagedConflict, type StagingTables } from './stagedSql';
import { uniqueQuestionOf, type UniqueQuestion } from './uniqueInSets';

type SheetRow = ImportSheet['rows'][number];

/** What staged rows are checked and written with. */
export interface StagingJob {
  target: FormTarget;
  tenantId: string;
  user: string;
  lang: Language;
  lookups: RuleLookups;
  /** A row's reason text from its issues (each with its column's title). */
  reasonOf(issues: readonly FieldIssue[]): string;
  /** A sheet row's input for the form (read again for a row refused at the end). */
  rowData(row: SheetRow): SetRowInput;
}

/**
 * Whether an import's plain adds can be staged: every stored column of a type COPY and the checks
 * take as sets, no fill rule (a row refused at the end would have given its number to the next row,
 * which the set-based end cannot renumber: such forms go in chunks, `addInSets.ts`), and no data
 * rule for adding (checked per chunk on the added ids there).
 */
export function canStage(target: FormTarget, addScope: PermissionResult | undefined): boolean {
  return (addScope === undefined || addScope === true)
    && !target.form.fields.some((field) => field.fillRuleCode)
    && target.storedFields.every((code) => stagingType(target, code) !== undefined);
}

let stagingCount = 0;
const withBase = (issues: ReadonlyArray<{ path: string; code: string; message: string }>) => issues.map((i) => ({ ...i, path: `/data${i.path === '/' ? '' : i.path}` }));
/** A segment that cannot be decided as a set is redone row by row, this many rows at a time (their changes held until logged). */
const redoBatch = 1000;

/**
 * Rows checked and waiting for their write, from `from` below `to`: their values and uniqueness
 * questions for COPY, and their sheet rows (kept for a refusal's message and a redo, row `ord` at
 * `ord - from`) until the segment is written.
 */
export interface StagedSegment {
  from: number;
  to: number;
  rows: unknown[][];
  questions: unknown[][];
  sheetRows: SheetRow[];
}

/**
 * An import's plain adds through staging tables: each chunk's rows are checked in process with the
 * form's compiled rules (uniqueness questions only noted) and held as a segment; `write` COPYs a
 * segment into a temporary table, answers every uniqueness question at once in SQL (within the file
 * and against the table), decides the rows in sheet order as row by row would, and writes the kept
 * rows and their data log in one `INSERT ... SELECT`. Checking needs no connection, so the next
 * segment is checked while one is written (`take` hands the checked rows over; memory holds the
 * segment being written, the one being checked and the few rows the checks refuse).
 */
export class ImportStaging {
  private tables: StagingTables | undefined;
  private nextOrd = 0;
  /** The checked rows not yet taken for a write. */
  private segment: StagedSegment = { from: 0, to: 0, rows: [], questions: [], sheetRows: [] };
  private readonly shapes = new Map<string, { id: number; columns: readonly string[] }>();
  private readonly services: FieldRuleContext;
  private readonly name = `wharf_import_staging_${(stagingCount += 1)}`;

  constructor(private readonly trx: Knex.Transaction, private readonly job: StagingJob) {
    this.services = ruleServices(trx, job.tenantId, () => undefined, job.lang, job.lookups);
  }

  /** Rows checked and not yet taken for a write. */
  get pendingRows(): number {
    return this.segment.to - this.segment.from;
  }

  /**
   * A row as a save prepares it (computed fields, the compiled rules, column types); no fill rules
   * (`canStage`). Its uniqueness questions are noted (or answered from `takenKeys`), each row with
   * its own, since a segment's refused rows are asked again while the next segment is checked.
   */
  private async prepare(data: Record<string, unknown>, takenKeys?: ReadonlySet<string>) {
    const { target, lang } = this.job;
    const current = { questions: [] as UniqueQuestion[], isRowByRow: false };
    const services: FieldRuleContext = {
      ...this.services,
      checkUnique: async (request) => {
        const question = request.tableName === target.master.tableCode ? uniqueQuestionOf(target.master, request.fields) : undefined;
        if (question === 'row-by-row') current.isRowByRow = true;
        if (question === undefined || question === 'row-by-row') return { isUnique: true };
        if (takenKeys) return { isUnique: !takenKeys.has(question.key) };
        current.questions.push(question);
        return { isUnique: true };
      },
    };
    const values = applyComputedFields(target.form, data, lang).value;
    const ruleIssues = await target.rulesIn(lang).validate(values, services);
    const { shaped, issues: typeIssues } = shapeRecord(target, values, '/data', lang);
    return { issues: onePerPath([...withBase(ruleIssues), ...typeIssues]), master: shaped.master, questions: current.questions, isRowByRow: current.isRowByRow };
  }

  private defaulted: Promise<Set<string>> | undefined;
  /** The master's columns with a default other than null (read once). */
  private defaultedColumns(): Promise<Set<string>> {
    this.defaulted ??= readDefaultedColumns(this.trx, this.job.target);
    return this.defaulted;
  }

  private shapeOf(question: UniqueQuestion): number {
    const key = JSON.stringify(question.columns);
    let shape = this.shapes.get(key);
    if (!shape) this.shapes.set(key, (shape = { id: this.shapes.size, columns: question.columns }));
    return shape.id;
  }

  /**
   * Checks a chunk's rows in process and keeps those the rules let through for the next write.
   * Answers each row's end so far (a reason, or undefined: kept), or undefined when the chunk cannot
   * be staged (a question not asked in sets, a row naming other columns): nothing of it is kept.
   * Asks nothing of the connection but the form's lookups, read once.
   */
  async check(rows: readonly SheetRow[], inputs: readonly SetRowInput[]): Promise<Array<{ reason: string } | undefined> | undefined> {
    const outcomes: Array<{ reason: string } | undefined> = [];
    const staged: unknown[][] = [];
    const stagedRows: SheetRow[] = [];
    const asked: unknown[][] = [];
    const columns = this.job.target.storedFields;
    const defaulted = await this.defaultedColumns();
    for (const [index, input] of inputs.entries()) {
      if ('problems' in input) {
        outcomes.push({ reason: input.problems });
        continue;
      }
      const prepared = await this.prepare(input.data);
      if (prepared.isRowByRow) return undefined;
      if (prepared.issues.length > 0) {
        outcomes.push({ reason: this.job.reasonOf(prepared.issues) });
        continue;
      }
      // A column the row leaves out takes its default, as a single insert leaves it: null, unless the column has another.
      if (Object.keys(prepared.master).some((code) => !columns.includes(code)) || columns.some((code) => !(code in prepared.master) && defaulted.has(code))) return undefined;
      const ord = this.nextOrd + staged.length;
      staged.push([ord, ...columns.map((code) => prepared.master[code] ?? null)]);
      stagedRows.push(rows[index]!);
      prepared.questions.forEach((question, qi) => asked.push([ord, qi, this.shapeOf(question), JSON.stringify(question.values)]));
      outcomes.push(undefined);
    }
    this.nextOrd += staged.length;
    this.segment.rows.push(...staged);
    this.segment.questions.push(...asked);
    this.segment.sheetRows.push(...stagedRows);
    this.segment.to = this.nextOrd;
    return outcomes;
  }

  /** The rows checked so far, handed over for a write; the next checks start a new segment. */
  take(): StagedSegment {
    const taken = this.segment;
    this.segment = { from: taken.to, to: taken.to, rows: [], questions: [], sheetRows: [] };
    return taken;
  }

  /**
   * COPYs a segment into the staging tables, decides its rows and writes them. A row is refused for
   * a uniqueness question when the table holds its values or an earlier kept row asked the same (as
   * row by row, a refused row holds nothing back); its message is the rules' own, asked again with
   * those questions answered taken. Anything that would end otherwise than row by row — a failed
   * COPY, a database error on the write, a row the rules then let through — rolls back what the
   * segment wrote and `redo` takes its rows again, row by row, in order. Segments are written one
   * after another (the caller awaits one before the next).
   */
  async write(segment: StagedSegment, redo: (rows: SheetRow[]) => Promise<void>): Promise<{ imported: number; refused: Array<{ row: SheetRow; reason: string }> }> {
    if (segment.rows.length === 0) return { imported: 0, refused: [] };
    const tables = this.tables ?? { rows: this.name, questions: `${this.name}_q`, columns: this.job.target.storedFields };
    let isCopied = true;
    try {
      // In a savepoint: a failed COPY leaves the transaction usable and nothing of the segment staged.
      await this.trx.transaction(async (savepoint) => {
        if (!this.tables) await createStagingTables(savepoint, this.job.target, tables);
        await copyInto(savepoint, quoteIdentifier(tables.rows), ['ord', ...tables.columns.map(quoteIdentifier)], segment.rows);
        await copyInto(savepoint, quoteIdentifier(tables.questions), ['ord', 'qi', 'shape', 'vals'], segment.questions);
      });
      this.tables = tables;
    } catch {
      isCopied = false;
    }
    // The segment's values are in the staging tables now: let them go (its sheet rows stay until it is written).
    segment.rows = [];
    segment.questions = [];
    const ended = isCopied ? await this.decideAndWrite(tables, segment) : undefined;
    if (isCopied) await this.trx.raw(`truncate ${quoteIdentifier(tables.rows)}, ${quoteIdentifier(tables.questions)}`);
    if (!ended) for (let at = 0; at < segment.sheetRows.length; at += redoBatch) await redo(segment.sheetRows.slice(at, at + redoBatch));
    segment.sheetRows = [];
    return ended ?? { imported: 0, refused: [] };
  }

  /** The segment's rows decided and written (undefined: they could not be as row by row would, and nothing was written). */
  private async decideAndWrite(tables: StagingTables, segment: StagedSegment): Promise<{ imported: number; refused: Array<{ row: SheetRow; reason: string }> } | undefined> {
    const refusedKeys = await this.refusedByQuestions(tables);
    const refused: Array<{ row: SheetRow; reason: string }> = [];
    for (const [ord, keys] of refusedKeys) {
      const row = segment.sheetRows[ord - segment.from]!;
      const input = this.job.rowData(row);
      const again = 'data' in input ? await this.prepare(input.data, keys) : undefined;
      if (!again || again.issues.length === 0) return undefined;
      refused.push({ row, reason: this.job.reasonOf(again.issues) });
    }
    try {
      const imported = await this.trx.transaction((savepoint) => writeStagedRows(savepoint, this.job, tables, segment.from, [...refusedKeys.keys()]));
      return { imported, refused };
    } catch {
      return undefined;
    }
  }

  /** The staged rows refused for a uniqueness question, each with the keys of the questions found taken, in sheet order. */
  private async refusedByQuestions(tables: StagingTables): Promise<Map<number, Set<string>>> {
    const conflicts: StagedConflict[] = [];
    for (const shape of this.shapes.values()) conflicts.push(...(await conflictsOfShape(this.trx, tables, { ...shape, target: this.job.target })));
    const byRow = new Map<number, StagedConflict[]>();
    for (const conflict of conflicts) byRow.set(conflict.ord, [...(byRow.get(conflict.ord) ?? []), conflict]);
    const keptGroups = new Set<string>();
    const refused = new Map<number, Set<string>>();
    const { physicalName } = this.job.target.master;
    for (const ord of [...byRow.keys()].sort((a, b) => a - b)) {
      const own = byRow.get(ord)!;
      const taken = own.filter((conflict) => conflict.isTaken || keptGroups.has(conflict.group));
      if (taken.length === 0) for (const conflict of own) keptGroups.add(conflict.group);
      else refused.set(ord, new Set(taken.map((conflict) => JSON.stringify([physicalName, [...this.columnsOf(conflict)], conflict.values]))));
    }
    return refused;
  }

  private columnsOf(conflict: StagedConflict): readonly string[] {
    const id = Number(conflict.group.split('/')[0]);
    return [...this.shapes.values()].find((shape) => shape.id === id)!.columns;
  }
}
