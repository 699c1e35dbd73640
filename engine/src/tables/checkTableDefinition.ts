import type { TableDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../validation/types';
import { columnCodeProblem, systemColumnCodes } from './columnCodeRules';
import { maxColumnLength } from './columnTypes';

const lower = (code: string) => code.toLowerCase();

function duplicateIssues(codes: readonly string[], pathOf: (index: number) => string): IssueDraft[] {
  const seen = new Set<string>();
  const issues: IssueDraft[] = [];
  codes.forEach((code, index) => {
    // Case-insensitive: PostgreSQL folds names, and hand-written SQL would not tell EntryId from entryid.
    if (seen.has(lower(code))) issues.push({ path: pathOf(index), code: 'validation/duplicate-code', args: [code] });
    seen.add(lower(code));
  });
  return issues;
}

function columnIssues(table: TableDefinition): IssueDraft[] {
  const issues: IssueDraft[] = [];
  table.columns.forEach((column, i) => {
    const problem = columnCodeProblem(column.colCode);
    if (problem) issues.push({ path: `/columns/${i}/colCode`, code: problem.code, args: problem.args });
    const max = maxColumnLength[column.colType];
    if (max !== undefined && column.colLength === undefined) issues.push({ path: `/columns/${i}/colLength`, code: 'validation/required', args: ['colLength'] });
    if (max !== undefined && column.colLength !== undefined && column.colLength > max) {
      issues.push({ path: `/columns/${i}/colLength`, code: 'tables/length-above-max', args: [column.colLength, column.colType, max] });
    }
    if (column.decimals !== undefined && column.colLength !== undefined && column.decimals > column.colLength) {
      issues.push({ path: `/columns/${i}/decimals`, code: 'validation/decimals-above-length', args: [column.decimals, column.colLength] });
    }
  });
  return issues;
}

/**
 * The rules of a table definition that its JSON Schema cannot express (spec §5): column codes
 * usable as physical columns (letter first, ≤ 18, letters/digits/underscore, no Chinese, not
 * virtual, not reserved, unique ignoring case), length within the type's maximum, decimals not
 * above the length, and indexes and relations that name existing columns. Issues are data.
 */
export function checkTableDefinition(table: TableDefinition): IssueDraft[] {
  const issues = [...columnIssues(table), ...duplicateIssues(table.columns.map((c) => c.colCode), (i) => `/columns/${i}/colCode`)];
  const indexes = table.indexes ?? [];
  issues.push(...duplicateIssues(indexes.map((x) => x.indexName), (i) => `/indexes/${i}/indexName`));
  const known = new Set([...table.columns.map((c) => lower(c.colCode)), ...systemColumnCodes]);
  const reference = (code: string, path: string) => (known.has(lower(code)) ? [] : [{ path, code: 'validation/unknown-reference', args: [code] }]);
  indexes.forEach((index, i) => index.colCodes.forEach((code, j) => issues.push(...reference(code, `/indexes/${i}/colCodes/${j}`))));
  (table.relations ?? []).forEach((relation, i) => issues.push(...reference(relation.colCode, `/relations/${i}/colCode`)));
  return issues;
}
