// Bench of the query compiler (engine/src/query) against a hand-written baseline that builds the
// same SQL text and values with string concatenation, as a developer would without a compiler.
import { compileListQuery, type ListQueryRequest, type SqlText } from '../src/query';
import { declarationDefinition } from '../src/query/declarationDefinition.fixture';
import { compareTimings, round3, type BenchResult, type BenchSuite } from './harness';

const typicalRequest: ListQueryRequest = {
  filters: [
    { field: 'status', op: 'in', value: 'A,B' },
    { field: 'consignee', value: 'ACME' },
    { field: 'declareDate', op: 'bt', value: ['2024-01-01', '2024-03-31'] },
    { field: 'amount', op: 'ge', value: '100' },
    { field: 'entryNo', value: '' },
  ],
  superQuery: { matchType: 'or', conditions: [{ field: 'amount', op: 'gt', value: 5000 }, { field: 'entryNo', op: 'rhk', value: '2201' }] },
  sort: { field: 'amount', order: 'desc' },
  page: { mode: 'offset', pageNo: 3, pageSize: 20 },
};

const columns = '"id", "entry_no" AS "entryNo", "consignee", "amount", "status", "declare_date" AS "declareDate", "create_time" AS "createTime", "remark"';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// The hand-written equivalent: knows the table, columns and operators in advance, checks nothing
// beyond what the compiled version must also do to give the same answer.
function handWritten(request: ListQueryRequest): SqlText {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  const [status, consignee, declareDate, amount] = request.filters!;
  where.push(`"status" = ANY(${bind(String(status!.value).split(',').map((part) => part.trim()))})`);
  where.push(`"consignee" LIKE ${bind(`%${escapeLike(String(consignee!.value))}%`)} ESCAPE '\\'`);
  const [low, high] = declareDate!.value as string[];
  where.push(`"declare_date" BETWEEN ${bind(low)} AND ${bind(high)}`);
  where.push(`"amount" >= ${bind(Number(amount!.value))}`);
  const [over, prefix] = request.superQuery!.conditions;
  where.push(`("amount" > ${bind(over!.value)}) OR ("entry_no" LIKE ${bind(`${escapeLike(String(prefix!.value))}%`)} ESCAPE '\\')`);
  const text = `SELECT ${columns} FROM "customs_declaration" WHERE ${where.map((part) => `(${part})`).join(' AND ')} ORDER BY "amount" DESC, "id" DESC LIMIT ${bind(20)} OFFSET ${bind(40)}`;
  return { text, values };
}

function handWrittenDefault(): SqlText {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  return { text: `SELECT ${columns} FROM "customs_declaration" ORDER BY "create_time" DESC, "id" DESC LIMIT ${bind(20)} OFFSET ${bind(0)}`, values };
}

function assertSame(ours: SqlText, theirs: SqlText): void {
  if (ours.text !== theirs.text || JSON.stringify(ours.values) !== JSON.stringify(theirs.values)) {
    throw new Error(`baseline differs from the compiler:\n${ours.text}\n${theirs.text}\n${JSON.stringify(ours.values)}\n${JSON.stringify(theirs.values)}`);
  }
}

function compiled(request: ListQueryRequest): SqlText {
  const result = compileListQuery(declarationDefinition, request);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.sql;
}

export const querySuite: BenchSuite = {
  suite: 'query',
  description: 'compileListQuery on a customs-declaration list request (5 filters incl. in/like/between, or-super-query of 2, sort, offset page) → PostgreSQL text and values, per call; baseline builds the identical SQL by hand with string concatenation in the same run (outputs asserted equal).',
  run(): BenchResult[] {
    assertSame(compiled(typicalRequest), handWritten(typicalRequest));
    assertSame(compiled({}), handWrittenDefault());
    const timings = compareTimings(() => compiled(typicalRequest), () => handWritten(typicalRequest), { samples: 300, batch: 100 });
    const timingsMinimal = compareTimings(() => compiled({}), handWrittenDefault, { samples: 300, batch: 100 });
    const result = (name: string, value: number, baseline: number, note: string): BenchResult => ({ name, unit: 'µs', value: round3(value), baseline: round3(baseline), ratio: round3(value / baseline), note });
    return [
      result('compile typical list query p50', timings.ours.p50, timings.baseline.p50, 'baseline: hand-written string concatenation of the same SQL'),
      result('compile typical list query p95', timings.ours.p95, timings.baseline.p95, 'baseline: hand-written string concatenation of the same SQL'),
      result('compile empty request p50', timingsMinimal.ours.p50, timingsMinimal.baseline.p50, 'default sort (createTime desc, id) and first page only; baseline: the same SQL by hand'),
    ];
  },
};
