import type { TableDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { codeSet, duplicateIssues, referenceIssue } from './helpers';

/**
 * Columns the platform adds itself or PostgreSQL reserves for every table; a builder's column of the
 * same name would clash when the table is created.
 */
export const reservedColumnCodes = ['tenant_id', 'ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid'];

/** Unique column and index names, reserved names, decimals within length, indexes and relations on real columns. */
export function tableRules(table: TableDefinition): IssueDraft[] {
  const issues: IssueDraft[] = [];
  issues.push(...duplicateIssues(table.columns, (c) => c.colCode, (i) => `/columns/${i}/colCode`));
  const columns = codeSet(table.columns.map((c) => c.colCode));
  table.columns.forEach((column, i) => {
    if (reservedColumnCodes.includes(column.colCode.toLowerCase())) issues.push({ path: `/columns/${i}/colCode`, code: 'validation/reserved-name', args: [column.colCode] });
    if (column.decimals !== undefined && column.colLength !== undefined && column.decimals > column.colLength) {
      issues.push({ path: `/columns/${i}/decimals`, code: 'validation/decimals-above-length', args: [column.decimals, column.colLength] });
    }
    if ((column.colType === 'varchar' || column.colType === 'decimal') && column.colLength === undefined) {
      issues.push({ path: `/columns/${i}/colLength`, code: 'validation/required', args: ['colLength'] });
    }
  });
  issues.push(...duplicateIssues(table.indexes, (x) => x.indexName, (i) => `/indexes/${i}/indexName`));
  (table.indexes ?? []).forEach((index, i) => index.colCodes.forEach((code, j) => issues.push(...referenceIssue(code, columns, `/indexes/${i}/colCodes/${j}`))));
  (table.relations ?? []).forEach((relation, i) => issues.push(...referenceIssue(relation.colCode, columns, `/relations/${i}/colCode`)));
  return issues;
}
