import type { DatasetSource, DatasetValue, Language, QueryColumn, QueryColumnType } from '@wharf/engine';
import type { DatasetDefinition } from '@wharf/schemas';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { bindPreparedSql } from '../eform/sqlConfig/bindPreparedSql';
import { bindParameters, prepareForTenant } from '../eform/sqlConfig/executeSqlConfig';
import { readSqlConfigByCode } from '../eform/sqlConfig/sqlConfigStore';
import { businessSchema } from '../eform/tables/physicalNames';
import type { DatasetTable } from './publishedDefinitions';

/**
 * Columns every business table has. Data rules name them as the list views do (createBy); a
 * dataset may name them either way.
 */
const systemColumns: ReadonlyArray<QueryColumn> = [
  { field: 'id', column: 'id', type: 'string' },
  { field: 'createTime', column: 'create_time', type: 'datetime' },
  { field: 'createBy', column: 'create_by', type: 'string' },
  { field: 'updateTime', column: 'update_time', type: 'datetime' },
  { field: 'updateBy', column: 'update_by', type: 'string' },
  { field: 'create_time', column: 'create_time', type: 'datetime' },
  { field: 'create_by', column: 'create_by', type: 'string' },
  { field: 'update_time', column: 'update_time', type: 'datetime' },
  { field: 'update_by', column: 'update_by', type: 'string' },
];

const queryTypes: Readonly<Record<string, QueryColumnType | undefined>> = {
  varchar: 'string', text: 'string', int: 'number', bigint: 'number', decimal: 'number', date: 'date', datetime: 'datetime', time: 'time', boolean: 'boolean',
};

// Kept per table version: the column list is rebuilt only when the table is synced again.
const tableSources = new Map<string, DatasetSource>();

/** A synced table's columns as the query compiler sees them: by colCode (the physical names), and the system columns. */
export function tableColumnsOf(table: DatasetTable): QueryColumn[] {
  const columns: QueryColumn[] = [...systemColumns];
  for (const column of table.definition.columns) {
    if (columns.some((c) => c.field === column.colCode)) continue;
    const type = queryTypes[column.colType];
    columns.push(type ? { field: column.colCode, type } : { field: column.colCode, isFilterable: false });
  }
  return columns;
}

/** A business table as a dataset's source (kept per tenant, table and sync). */
export function tableSource(tenantId: string, tableCode: string, table: DatasetTable): DatasetSource {
  const key = `${tenantId}/${tableCode}/${table.updateTime}`;
  let source = tableSources.get(key);
  if (!source) {
    source = { kind: 'table', schema: businessSchema, table: table.physicalName, columns: tableColumnsOf(table) };
    if (tableSources.size > 2000) tableSources.clear();
    tableSources.set(key, source);
  }
  return source;
}

/**
 * A SQL dataset's source: its SQL config read in the tenant, checked again by PostgreSQL's parser
 * and the builder rules (`prepareForTenant`, as every run of a config is), its business tables
 * resolved and its named parameters bound (checked once more against the config's own
 * declarations; 400 at `/body/parameters/<name>`). `configStamp` changes when the config is edited.
 */
export async function sqlSource(ctx: Pick<AppContext, 'db'>, tenantId: string, dataset: DatasetDefinition, parameters: Readonly<Record<string, DatasetValue>>, lang: Language): Promise<{ source: DatasetSource; configStamp: string }> {
  const config = await withTenant(ctx.db, tenantId, (trx) => readSqlConfigByCode(trx, dataset.sqlCode ?? ''));
  const run = await prepareForTenant(ctx, tenantId, config.sqlQuery, lang, '/definition/sqlCode');
  const values = bindParameters(run.prepared, config.parameters, parameters, lang, '/body/parameters');
  return { source: { kind: 'sql', sql: bindPreparedSql(run.prepared, { tables: run.tables, values }) }, configStamp: config.updateTime ?? '' };
}
