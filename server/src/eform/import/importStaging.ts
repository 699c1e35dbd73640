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
import { conflictsOfShape, createStagingTables, readDefaultedColumns, encodeRow, readStagedRows, stagingType, writeStagedRows, type StagedConflict, type StagingTables } from './stagedSql';
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
/** Staged rows read back this many at a time (a segment redone row by row). */
const redoBatch = 1000;

/**
 * An import's plain adds through staging tables: each chunk's rows are checked in process with the
 * form's compiled rules (uniqueness questions only noted) and COPY'd into a temporary table; `flush`
 * then answers every uniqueness question at once in SQL (within the file and against the table),
 * decides the rows in sheet order as row by row would, and writes the kept rows and their data log
 * in one `INSERT ... SELECT`. Memory holds one chunk and the few rows the checks refuse.
 */
export class ImportStaging {
  private tables: StagingTables | undefined;
  private nextOrd = 0;
  /** The first row not yet flushed. */
  private firstOrd = 0;
  private readonly shapes = new Map<string, { id: number; columns: readonly string[] }>();
  /** The row being prepared: its questions, whether one cannot be asked in a set, the keys answered taken. */
  private current = { questions: [] as UniqueQuestion[], isRowByRow: false, takenKeys: undefined as ReadonlySet<string> | undefined };
  private readonly services: FieldRuleContext;
  private readonly name = `wharf_import_staging_${(stagingCount += 1)}`;

  constructor(private readonly trx: Knex.Transaction, private readonly job: StagingJob) {
    const { target } = job;
    this.services = {
      ...ruleServices(trx, job.tenantId, () => undefined, job.lang, job.lookups),
      checkUnique: async (request) => {
        const question = request.tableName === target.master.tableCode ? uniqueQuestionOf(target.master, request.fields) : undefined;
        if (question === 'row-by-row') this.current.isRowByRow = true;
        if (question === undefined || question === 'row-by-row') return { isUnique: true };
        if (this.current.takenKeys) return { isUnique: !this.current.takenKeys.has(question.key) };
        this.current.questions.push(question);
        return { isUnique: true };
      },
    };
  }

  /** Rows staged since the last flush. */
  get pendingRows(): number {
    return this.nextOrd - this.firstOrd;
  }

  /** A row as a save prepares it (computed fields, the compiled rules, column types); no fill rules (`canStage`). */
  private async prepare(data: Record<string, unknown>, takenKeys?: ReadonlySet<string>) {
    const { target, lang } = this.job;
    this.current = { questions: [], isRowByRow: false, takenKeys };
    const values = applyComputedFields(target.form, data, lang).value;
    const ruleIssues = await target.rulesIn(lang).validate(values, this.services);
    const { shaped, issues: typeIssues } = shapeRecord(target, values, '/data', lang);
    return { issues: onePerPath([...withBase(ruleIssues), ...typeIssues]), master: shaped.master, questions: this.current.questions, isRowByRow: this.current.isRowByRow };
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
   * Checks a chunk's rows in process and stages those the rules let through. Answers each row's end
   * so far (a reason, or undefined: staged), or undefined when the chunk cannot be staged (a
   * question not asked in sets, a row naming other columns, a COPY error): nothing of it is staged.
   */
  async stage(rows: readonly SheetRow[], inputs: readonly SetRowInput[]): Promise<Array<{ reason: string } | undefined> | undefined> {
    const outcomes: Array<{ reason: string } | undefined> = [];
    const staged: unknown[][] = [];
    const asked: unknown[][] = [];
    const columns = this.tables?.columns ?? this.job.target.storedFields;
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
      staged.push([ord, encodeRow(rows[index]!), ...columns.map((code) => prepared.master[code] ?? null)]);
      prepared.questions.forEach((question, qi) => asked.push([ord, qi, this.shapeOf(question), JSON.stringify(question.values)]));
      outcomes.push(undefined);
    }
    if (staged.length === 0) return outcomes;
    const tables = this.tables ?? { rows: this.name, questions: `${this.name}_q`, columns };
    try {
      // In a savepoint: a failed COPY leaves the transaction usable and nothing of the chunk staged.
      await this.trx.transaction(async (savepoint) => {
        if (!this.tables) await createStagingTables(savepoint, this.job.target, tables);
        await copyInto(savepoint, quoteIdentifier(tables.rows), ['ord', 'sheet_row', ...tables.columns.map(quoteIdentifier)], staged);
        await copyInto(savepoint, quoteIdentifier(tables.questions), ['ord', 'qi', 'shape', 'vals'], asked);
      });
    } catch {
      return undefined;
    }
    this.tables = tables;
    this.nextOrd += staged.length;
    return outcomes;
  }

  /**
   * Decides and writes the rows staged since the last flush. A row is refused for a uniqueness
   * question when the table holds its values or an earlier kept row asked the same (as row by row,
   * a refused row holds nothing back); its message is the rules' own, asked again with those
   * questions answered taken. Anything that would end otherwise than row by row — a database error
   * on the write, a row the rules then let through — rolls the write back and `redo` takes the
   * staged rows again, row by row, in order.
   */
  async flush(redo: (rows: SheetRow[]) => Promise<void>): Promise<{ imported: number; refused: Array<{ row: SheetRow; reason: string }> }> {
    const tables = this.tables;
    if (!tables || this.nextOrd === this.firstOrd) return { imported: 0, refused: [] };
    const refusedKeys = await this.refusedByQuestions(tables);
    const refused: Array<{ row: SheetRow; reason: string }> = [];
    let isExact = true;
    const ords = [...refusedKeys.keys()];
    for (let at = 0; at < ords.length && isExact; at += redoBatch) {
      for (const { ord, row } of await readStagedRows(this.trx, tables, { ords: ords.slice(at, at + redoBatch) })) {
        const input = this.job.rowData(row);
        const again = 'data' in input ? await this.prepare(input.data, refusedKeys.get(ord)) : undefined;
        if (!again || again.issues.length === 0) isExact = false;
        else refused.push({ row, reason: this.job.reasonOf(again.issues) });
      }
    }
    let imported: number | undefined;
    if (isExact) {
      try {
        imported = await this.trx.transaction((savepoint) => writeStagedRows(savepoint, this.job, tables, this.firstOrd, ords));
      } catch {
        imported = undefined;
      }
    }
    const ended = imported === undefined ? { imported: 0, refused: [] } : { imported, refused };
    if (imported === undefined) {
      for (let from = this.firstOrd; from < this.nextOrd; from += redoBatch) {
        await redo((await readStagedRows(this.trx, tables, { from, to: Math.min(this.nextOrd, from + redoBatch) })).map((staged) => staged.row));
      }
    }
    await this.trx.raw(`truncate ${quoteIdentifier(tables.rows)}, ${quoteIdentifier(tables.questions)}`);
    this.firstOrd = this.nextOrd;
    return ended;
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
