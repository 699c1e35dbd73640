import type { FormDefinition, TableDefinition, ViewDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { shippedDefinitions } from '../kinds/goldenDefinitions.test-support';
import type { QueryDefinition } from '../query/types';
import type { PermissionResult } from '../permissions/types';
import { buildReportViewQuery, buildTableViewQuery, type ViewQuery } from './buildViewQuery';
import { compileViewRequest } from './compileViewRequest';

// The shipped views (the customs example's and the seeds'), each over the table it reads: its
// tableName, else its form's objectName, as the server's loadView resolves it.
const bodies = (kind: string) => shippedDefinitions.filter((d) => d.kind === kind).map((d) => d.body);
const tables = new Map((bodies('table') as TableDefinition[]).map((t) => [t.tableName, t]));
const forms = new Map((bodies('form') as FormDefinition[]).map((f) => [f.formCode, f]));
const views = (bodies('view') as ViewDefinition[]).map((view) => ({ view, table: tables.get(view.tableName ?? forms.get(view.formCode ?? '')?.objectName ?? '') }));

/** The statements the list runs for one request (the server's listViewRows: report parameters are no filters). */
function compiled(query: ViewQuery, definition: QueryDefinition, params: Record<string, string>, rowFilter: PermissionResult = true) {
  const result = compileViewRequest(definition, params, { ignoredParams: query.parameterKeys, probeNextPage: true, rowFilter, lang: 'en_US' });
  return result.ok ? { sql: result.sql, countSql: result.countSql } : { errors: result.errors.map((e) => e.code) };
}

/** A few requests over the view's own columns: the default page, its filters, a sort, a data rule. */
function requests(query: ViewQuery) {
  const [first, second] = query.columns;
  const filters: Record<string, string> = {};
  for (const column of query.unmasked.columns.filter((c) => c.queryOp && c.type)) filters[column.field] = column.type === 'date' ? '2026-01-01,2026-02-01' : '7';
  const dataRule: PermissionResult = first ? { kind: 'group', match: 'and', children: [{ kind: 'condition', field: first.field, operator: 'equal', value: 'mine' }] } : false;
  return {
    defaultPage: compiled(query, query.masked, {}),
    filtered: compiled(query, query.masked, { ...filters, pageNo: '2', pageSize: '50' }),
    sorted: second ? compiled(query, query.masked, { column: second.field, order: 'asc' }) : null,
    withDataRule: compiled(query, query.masked, {}, dataRule),
    maskedFilter: Object.fromEntries(query.columns.filter((c) => c.mask !== 'none').map((c) => [c.field, { masked: compiled(query, query.masked, { [c.field]: 'x' }), unmasked: compiled(query, query.unmasked, { [c.field]: 'x' }) }])),
  };
}

describe('buildViewQuery over the shipped views (golden: the SQL and bindings the list has always run)', () => {
  it('there is a shipped view over a table to check', () => {
    expect(views.filter((v) => v.table).length).toBeGreaterThan(0);
  });

  it.each(views.filter((v) => v.table).map((v) => [v.view.viewCode, v] as const))('table view %s', (_code, { view, table }) => {
    const built = buildTableViewQuery(view, `t_${table!.tableName}`, table!);
    if (!built.ok) throw new Error(`${built.code} ${built.args.join()}`);
    expect({ query: built.query, requests: requests(built.query) }).toMatchSnapshot();
  });

  it.each(views.map((v) => [v.view.viewCode, v] as const))('the same view over a report SQL %s', (_code, { view }) => {
    const query = buildReportViewQuery(view, { text: 'select * from biz.t_report where owner = $1', values: ['someone'] });
    expect({ query, requests: requests(query) }).toMatchSnapshot();
  });

  it('names the view column its table lacks', () => {
    const { view, table } = views.find((v) => v.table)!;
    const broken = { ...view, columns: [...(view.columns ?? []), { colCode: 'noSuchColumn', colName: 'Missing' }] };
    expect(buildTableViewQuery(broken, 't_x', table!)).toEqual({ ok: false, code: 'view/unknown-column', args: ['noSuchColumn'] });
  });

  it('masked columns neither filter nor sort for callers who may not unmask; unmasked they do', () => {
    const { view, table } = views.find((v) => v.table && (v.view.columns ?? []).some((c) => c.tuoMin && c.tuoMin !== 'none'))!;
    const built = buildTableViewQuery(view, 't_x', table!);
    if (!built.ok) throw new Error(built.code);
    const maskedField = built.query.columns.find((c) => c.mask !== 'none')!.field;
    expect(built.query.masked.columns.find((c) => c.field === maskedField)).toMatchObject({ isFilterable: false, isSortable: false });
    expect(built.query.unmasked.columns.find((c) => c.field === maskedField)?.isFilterable).not.toBe(false);
  });
});
