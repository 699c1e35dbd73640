import type { ViewDefinition } from '@wharf/schemas';
import { listControlParams } from '../../query/parseListQueryParams';
import type { IssueDraft } from '../types';
import { codeSet, conditionFieldIssues, duplicateIssues, gridIssue, referenceIssue } from './helpers';

/** The default sort column of list pages (spec §2); it exists on every business table. */
const defaultSortColumn = 'createTime';

/**
 * Unique column codes, aliases and parameter keys; tree keys unique with known parents; sort and
 * out-parameter columns declared (identifiers only ever come from the definition); list SQL returns id;
 * no query column named like a list query parameter.
 */
export function viewRules(view: ViewDefinition): IssueDraft[] {
  const columns = view.columns ?? [];
  const issues: IssueDraft[] = [];
  issues.push(...duplicateIssues(columns, (c) => c.colCode, (i) => `/columns/${i}/colCode`));
  issues.push(...duplicateIssues(columns, (c) => c.colAlias, (i) => `/columns/${i}/colAlias`));
  issues.push(...duplicateIssues(columns, (c) => c.queryAlias, (i) => `/columns/${i}/queryAlias`));
  issues.push(...duplicateIssues(view.parameters, (p) => p.parameterKey, (i) => `/parameters/${i}/parameterKey`, false));
  issues.push(...duplicateIssues(view.buttons, (b) => b.buttonCode, (i) => `/buttons/${i}/buttonCode`));
  // A query column named like a list parameter (order, lang…) would have its filter read as paging,
  // sort or language, or dropped, by the list's query string (encodeListQueryParams/parseListQueryParams).
  // So would one named like a range column's bounds (<range>_begin / <range>_end).
  const queried = columns.filter((c) => c.isQuery === 'Y');
  const rangeBounds = queried.filter((c) => c.queryOp === 'bt').flatMap((c) => [`${c.colCode}_begin`, `${c.colCode}_end`]);
  const reserved = new Set([...listControlParams, ...rangeBounds]);
  columns.forEach((c, i) => {
    if (c.isQuery === 'Y' && reserved.has(c.colCode)) issues.push({ path: `/columns/${i}/colCode`, code: 'validation/reserved-query-column', args: [c.colCode, [...listControlParams, ...rangeBounds].join(', ')] });
  });
  const known = codeSet([...columns.map((c) => c.colCode), defaultSortColumn]);
  if (view.page?.sortColumn !== undefined) issues.push(...referenceIssue(view.page.sortColumn, known, '/page/sortColumn'));
  (view.buttons ?? []).forEach((button, i) => {
    (button.outParameter ?? []).forEach((out, j) => issues.push(...referenceIssue(out.colCode, known, `/buttons/${i}/outParameter/${j}/colCode`)));
    issues.push(...conditionFieldIssues(button.showCondition, known, `/buttons/${i}/showCondition`));
  });
  const nodes = view.tree?.nodes ?? [];
  issues.push(...duplicateIssues(nodes, (n) => n.key, (i) => `/tree/nodes/${i}/key`, false));
  const keys = new Set(nodes.map((n) => n.key.toLowerCase()));
  nodes.forEach((node, i) => issues.push(...referenceIssue(node.parentKey, keys, `/tree/nodes/${i}/parentKey`)));
  (view.layoutItems ?? []).forEach((item, i) => issues.push(...gridIssue(item, 24, `/layoutItems/${i}`)));
  // A cheap structural check, not a SQL parser: the list needs an `id` column to select and open rows.
  if (view.reportSql !== undefined && view.reportSql.trim() !== '' && !/\bid\b/i.test(view.reportSql)) {
    issues.push({ path: '/reportSql', code: 'validation/sql-must-return-id' });
  }
  return issues;
}
