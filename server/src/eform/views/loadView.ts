import { buildReportViewQuery, buildTableViewQuery, formatMessage, type Language, type ViewQuery } from '@wharf/engine';
import type { DefinitionKind, TableDefinition, ViewDefinition } from '@wharf/schemas';
import { CountedLru } from '../../cache/countedLru';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { readAsTenant } from '../../db/tenantRead';
import { KeptReads } from '../../cache/keptReads';
import { AppError, ValidationFailed, type FieldIssue } from '../../http/errors';
import { bindPreparedSql } from '../sqlConfig/bindPreparedSql';
import { readBuilderSql } from '../sqlConfig/checkBuilderSql';
import type { PreparedSql } from '../sqlConfig/prepareSql';

/** A published view with where its rows come from, as one query reads them. */
export interface LoadedView {
  viewCode: string;
  version: number;
  view: ViewDefinition;
  /** The business table: the view's tableName, else its form's objectName. */
  tableCode?: string;
  table?: { physicalName: string; definition: TableDefinition; updateTime: string };
}

// The view's published revision, its form's table when it names none itself, and that table's sync
// registry row; row-level security keeps all three to the transaction's tenant. `$bodies` chooses
// whether the (cacheable) bodies travel too: the first read only asks for versions.
// The kinds read ($2 the view's, $3 its form's) are bound from `loadedKinds`.
const loadSql = (bodies: boolean) => `
with v as (
  select r.version, r.body from eform_definition d
  join eform_definition_revision r on r.definition_id = d.id and r.version = d.published_version
  where d.kind = $2 and d.code = $1
), f as (
  select r.body ->> 'objectName' as object_name from eform_definition d
  join eform_definition_revision r on r.definition_id = d.id and r.version = d.published_version
  where d.kind = $3 and d.code = (select v.body ->> 'formCode' from v)
), t as (
  select coalesce((select v.body ->> 'tableName' from v), (select object_name from f)) as table_code
)
select v.version, ${bodies ? 'v.body, e.synced_body,' : ''} t.table_code, e.physical_name, e.update_time::text as update_time
from v cross join t
left join eform_tables e on e.table_code = t.table_code and e.table_status <> 'notCreated'`;
/** The definition kinds this loader reads: a view, and the form it names. Typed, so a renamed kind fails here. */
const loadedKinds = { view: 'view', form: 'form' } as const satisfies Record<string, DefinitionKind>;
const loadValues = (viewCode: string) => [viewCode, loadedKinds.view, loadedKinds.form];
const versionsSql = loadSql(false);
const bodiesSql = loadSql(true);

interface LoadRow {
  version: number;
  body?: ViewDefinition;
  synced_body?: TableDefinition | null;
  table_code: string | null;
  physical_name: string | null;
  update_time: string | null;
}

// Published versions never change, so a view is read in full only when its version or its table's
// sync is one this process has not seen.
const loadedViews = new CountedLru<string, LoadedView>('views.loaded', { max: 1000 });

/**
 * The published view `viewCode` of the connection's tenant (404 when there is none or it is
 * disabled): one small query for the versions, the bodies only when they are not cached yet.
 */
export async function loadView(client: PoolClient, tenantId: string, viewCode: string): Promise<LoadedView> {
  // A list page asks many times a second; within a second of the last check the same version is
  // reused without asking (a newly published version is seen at most a second later).
  // The requests arriving while the check runs wait for it (it runs on the first one's connection).
  return recentlyChecked.get(`${tenantId}/${viewCode}`, () => readView(async (statement) => (await client.query(statement)).rows as LoadRow[], tenantId, viewCode));
}

/**
 * `loadView` outside any transaction (the list page's): a check the kept answer cannot give is one
 * read of its own (`readAsTenant`, one round trip), so the page's rows need no open transaction.
 */
export async function loadViewOf(db: Knex, tenantId: string, viewCode: string): Promise<LoadedView> {
  return recentlyChecked.get(`${tenantId}/${viewCode}`, () => readView((statement) => readAsTenant<LoadRow>(db, tenantId, loadTimeouts, statement), tenantId, viewCode));
}

/** The two small catalogue reads of a view check. */
const loadTimeouts = { statementTimeoutMs: 30_000, lockTimeoutMs: 2000 };

const recentlyChecked = new KeptReads<LoadedView>({ name: 'views.recentlyChecked', max: 1000, ttlMs: 1000 });

type ReadRows = (statement: { text: string; values: unknown[]; name?: string }) => Promise<LoadRow[]>;

async function readView(read: ReadRows, tenantId: string, viewCode: string): Promise<LoadedView> {
  // Named, so each pooled connection plans it once (it runs on every list call).
  const [current] = await read({ name: 'wharf_view_versions', text: versionsSql, values: loadValues(viewCode) });
  if (!current) throw new AppError(404, 'view/not-found', [viewCode]);
  const key = `${tenantId}/${viewCode}/${current.version}/${current.update_time ?? ''}`;
  const cached = loadedViews.get(key);
  if (cached) return cached;
  const [row] = await read({ text: bodiesSql, values: loadValues(viewCode) });
  const loaded = toLoadedView(viewCode, row);
  loadedViews.set(key, loaded);
  return loaded;
}

function toLoadedView(viewCode: string, row: LoadRow | undefined): LoadedView {
  if (!row?.body || row.body.viewStatus === 'disable') throw new AppError(404, 'view/not-found', [viewCode]);
  return {
    viewCode, version: row.version, view: row.body,
    ...(row.table_code ? { tableCode: row.table_code } : {}),
    ...(row.physical_name && row.synced_body ? { table: { physicalName: row.physical_name, definition: row.synced_body, updateTime: row.update_time ?? '' } } : {}),
  };
}

const tableQueries = new CountedLru<string, ViewQuery>('views.tableQueries', { max: 1000 });
const preparedReports = new CountedLru<string, PreparedSql>('views.preparedReports', { max: 1000 });

/**
 * The list query of a loaded view for one request. Table views are built once per (tenant, view
 * version, table sync) and reused; report views bind the request's view parameters (by their
 * parameterKey, with the declared default) into the report SQL, run later as wharf_sql_reader.
 */
export async function resolveViewQuery(client: PoolClient, tenantId: string, loaded: LoadedView, params: Readonly<Record<string, unknown>>, lang: Language): Promise<ViewQuery> {
  const { view } = loaded;
  if (isReportView(view) && view.reportSql) {
    let prepared = preparedReports.get(view.reportSql);
    if (!prepared) {
      // PostgreSQL's parser decides what a report SQL may do, as for SQL configs (checkBuilderSql).
      const result = await readBuilderSql(view.reportSql);
      if (!result.ok) throw new AppError(400, result.problem.code, result.problem.args);
      prepared = result.prepared;
      preparedReports.set(view.reportSql, prepared);
    }
    const { rows } = prepared.tableCodes.length > 0
      ? await client.query("select table_code, physical_name from eform_tables where table_code = any($1) and table_status <> 'notCreated'", [prepared.tableCodes])
      : { rows: [] };
    const tables = new Map((rows as Array<{ table_code: string; physical_name: string }>).map((r) => [r.table_code, r.physical_name]));
    const missing = prepared.tableCodes.find((code) => !tables.has(code));
    if (missing) throw new AppError(400, 'sqlConfig/unknown-table', [missing]);
    return buildReportViewQuery(view, bindPreparedSql(prepared, { tables, values: reportParameters(view, prepared, params, lang) }));
  }
  return tableViewQueryOf(tenantId, loaded);
}

/** Whether the view's rows come from its report SQL (run as the SQL reader) rather than its table. */
export function isReportView(view: ViewDefinition): boolean {
  return Boolean(view.reportSql && view.reportSql.trim() !== '');
}

/** `resolveViewQuery` of a view over its table (no report SQL): needs no database, built once per view version and table sync. */
export function tableViewQueryOf(tenantId: string, loaded: LoadedView): ViewQuery {
  if (!loaded.tableCode) throw new AppError(400, 'view/no-source', [loaded.viewCode]);
  if (!loaded.table) throw new AppError(400, 'view/table-not-synced', [loaded.tableCode]);
  const key = `${tenantId}/${loaded.viewCode}/${loaded.version}/${loaded.table.updateTime}`;
  let query = tableQueries.get(key);
  if (!query) {
    query = tableViewQuery(loaded.view, loaded.table.physicalName, loaded.table.definition);
    tableQueries.set(key, query);
  }
  return query;
}

/** The view's query over its synced table (engine `buildTableViewQuery`); a column the table lacks is a 400. */
export function tableViewQuery(view: ViewDefinition, physicalName: string, table: TableDefinition): ViewQuery {
  const built = buildTableViewQuery(view, physicalName, table);
  if (!built.ok) throw new AppError(400, built.code, built.args);
  return built.query;
}

/** The report SQL's `:name` values: the view parameter of that key from the request, else its default. */
function reportParameters(view: ViewDefinition, prepared: PreparedSql, params: Readonly<Record<string, unknown>>, lang: Language): Record<string, unknown> {
  const issues: FieldIssue[] = [];
  const values: Record<string, unknown> = {};
  for (const name of prepared.parameterNames) {
    const declared = view.parameters?.find((p) => p.parameterKey === name);
    const given = Object.hasOwn(params, name) ? params[name] : undefined;
    const value = given === undefined || given === '' ? (declared?.defaultValue ?? null) : given;
    if ((value === null || value === '') && declared?.isRequired === 'Y') issues.push({ path: `/query/${name}`, code: 'sqlConfig/parameter-required', message: formatMessage('sqlConfig/parameter-required', lang, [declared.parameterName || name]) });
    values[name] = typeof value === 'string' && value.length > 10_000 ? value.slice(0, 10_000) : value;
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  return values;
}
