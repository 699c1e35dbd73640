import { createHash } from 'node:crypto';
import {
  defaultDatasetCacheSeconds, planDatasetQuery, resolveDatasetParameters, shapeDatasetAnswer,
  type ConditionGroup, type DatasetAnswer, type DatasetPlan, type DatasetQuery, type DatasetSource, type Language, type PermissionResult, type QueryError, type WidgetDrill,
} from '@wharf/engine';
import type { DatasetDefinition } from '@wharf/schemas';
import type { AppContext } from '../context';
import { readAsTenant } from '../db/tenantRead';
import { withTenant } from '../db/withTenant';
import { ValidationFailed } from '../http/errors';
import { runReadOnlySql, toSqlConfigError } from '../eform/sqlConfig/runReadOnlySql';
import { datasetAnswers } from './datasetAnswers';
import { sqlSource, tableSource } from './datasetSource';
import { dictionaryLabels } from './dictionaryLabels';
import type { RunnableDataset } from './loadedDefinitions';
import { datasetTable } from './publishedDefinitions';

/** Who a dataset runs for: the tenant, and the rows of a table the caller may read. */
export interface DatasetRunScope {
  tenantId: string;
  /** The caller's form-data read answer for a business table (a background export passes the one stored with its task). */
  rowFilterFor(tableCode: string): Promise<PermissionResult>;
}

export interface DatasetRunOptions {
  lang: Language;
  /** A widget's own condition on the source's columns. */
  condition?: ConditionGroup;
  /** Where the query sits in the request, for the paths of its 400s (`/body`, `/query`, `/body/items/3`). */
  requestPath: string;
}

/** Time limits of one dataset statement: an aggregate over a large table may take a while, never long. */
const limits = { timeoutMs: 15_000, lockTimeoutMs: 1000, byteCap: 8 * 1024 * 1024 };

/** A dataset's answer with where its drill-down stands (when the query drills). */
export type DatasetRun = DatasetAnswer & { drill?: WidgetDrill };

function refused(errors: QueryError[], requestPath: string): ValidationFailed {
  return new ValidationFailed(errors.map((error) => ({ ...error, path: error.path.startsWith('/definition') || error.path.startsWith('/widget') ? error.path : `${requestPath}${error.path}` })));
}

/**
 * Runs a dataset query as the caller (engine `planDatasetQuery`): a table dataset over the
 * business table under the caller's read answer for it; a SQL dataset through the builder-SQL
 * path (parser check, reader role, read only, time and size limits) with its parameters bound.
 * Identical statements share one run and, for `cacheSeconds`, one answer (`datasetAnswers`).
 * Dictionary-coded dimensions get their labels. Bad queries are 400s with paths under `requestPath`.
 */
export async function runDatasetQuery(ctx: Pick<AppContext, 'db'>, scope: DatasetRunScope, dataset: RunnableDataset, query: DatasetQuery, options: DatasetRunOptions): Promise<DatasetRun> {
  const definition = dataset.body;
  let source: DatasetSource;
  let sourceStamp: string;
  let rowFilter: PermissionResult = true;
  if (definition.sourceType === 'sql') {
    const parameters = resolveDatasetParameters(definition, query.parameters, options.lang);
    if (!parameters.ok) throw refused(parameters.errors, options.requestPath);
    ({ source, configStamp: sourceStamp } = await sqlSource(ctx, scope.tenantId, definition, parameters.values, options.lang));
  } else {
    const tableCode = definition.tableName ?? '';
    const table = dataset.table ?? (await withTenant(ctx.db, scope.tenantId, (trx) => datasetTable(trx, tableCode)));
    source = tableSource(scope.tenantId, tableCode, table);
    sourceStamp = table.updateTime;
    rowFilter = await scope.rowFilterFor(tableCode);
  }
  const planned = planDatasetQuery({ dataset: definition, query, source, rowFilter, ...(options.condition ? { condition: options.condition } : {}), lang: options.lang });
  if (!planned.ok) throw refused(planned.errors, options.requestPath);
  const { plan } = planned;
  const key = createHash('sha256').update(JSON.stringify([scope.tenantId, dataset.code, dataset.version, sourceStamp, plan.sql.text, plan.sql.values])).digest('base64url');
  const seconds = definition.cacheSeconds ?? defaultDatasetCacheSeconds;
  const answer = await datasetAnswers.get(key, seconds, () => readAnswer(ctx, scope.tenantId, definition, source, plan));
  return plan.drill ? { ...answer, drill: plan.drill } : answer;
}

async function readAnswer(ctx: Pick<AppContext, 'db'>, tenantId: string, dataset: DatasetDefinition, source: DatasetSource, plan: DatasetPlan): Promise<DatasetAnswer> {
  const rows = source.kind === 'sql'
    // The builder's SQL runs as the reader role, under the byte cap (runReadOnlySql); the plan already asks limit + 1 rows.
    ? (await runReadOnlySql(ctx.db, tenantId, plan.sql, { ...limits, rowCap: plan.limit + 1 })).rows
    // One round trip: opening, statement and rollback pipelined (readAsTenant).
    : await readAsTenant<Record<string, unknown>>(ctx.db, tenantId, { statementTimeoutMs: limits.timeoutMs, lockTimeoutMs: limits.lockTimeoutMs, statementError: toSqlConfigError }, plan.sql);
  const answer = shapeDatasetAnswer(dataset, plan, rows);
  const labels = await dictionaryLabels(ctx, tenantId, answer);
  return labels ? { ...answer, labels } : answer;
}
