import { sqlType, type ColumnShape, type PhysicalColumn, type SyncStep } from '@wharf/engine';
import type { ScalarValue } from '@wharf/schemas';
import { indexComment } from './introspectTable';
import { businessSchema, ident, literal, physicalIndexName, qualifiedTable } from './physicalNames';

/** A typed literal (`'12'::integer`) for defaults and fill values: DDL takes no bind parameters. */
function typedLiteral(value: ScalarValue, shape: ColumnShape): string {
  if (value === null) return 'null';
  return `${literal(value)}::${sqlType(shape)}`;
}

function columnSql(column: PhysicalColumn): string {
  const parts = [ident(column.colCode), sqlType(column.shape)];
  if (column.defaultValue !== undefined && column.defaultValue !== null) parts.push(`default ${typedLiteral(column.defaultValue, column.shape)}`);
  if (!column.isNullable) parts.push('not null');
  return parts.join(' ');
}

/** How existing values become the new type: text in between for changes across type families, cut to a varchar's length. */
function conversion(colCode: string, from: ColumnShape, to: ColumnShape): string {
  const column = ident(colCode);
  if (to.colType === 'varchar') return `left(${from.colType === 'json' ? `${column} #>> '{}'` : `${column}::text`}, ${to.length ?? 255})`;
  if (to.colType === 'text') return from.colType === 'json' ? `${column} #>> '{}'` : `${column}::text`;
  if (to.colType === 'json') return `to_jsonb(${column})`;
  if (from.colType === 'json') return `(${column} #>> '{}')::${sqlType(to)}`;
  const numeric = (shape: ColumnShape) => shape.colType === 'int' || shape.colType === 'bigint' || shape.colType === 'decimal';
  if (numeric(from) && numeric(to)) return `${column}::${sqlType(to)}`;
  return `${column}::text::${sqlType(to)}`;
}

function createTableSql(table: string, physicalName: string, columns: PhysicalColumn[], appRole: string): string[] {
  const system = [
    'id uuid primary key default gen_random_uuid()',
    'tenant_id uuid not null default public.app_current_tenant() references public.sys_tenant (id)',
    'create_time timestamptz not null default now()',
    'create_by text',
    'update_time timestamptz',
    'update_by text',
    'row_version integer not null default 1',
  ];
  return [
    `create table ${table} (${[...system, ...columns.map(columnSql)].join(', ')})`,
    `create index ${ident(physicalIndexName(physicalName, '$created'))} on ${table} (tenant_id, create_time)`,
    `alter table ${table} enable row level security`,
    `alter table ${table} force row level security`,
    `create policy tenant_isolation on ${table} using (tenant_id = public.app_current_tenant()) with check (tenant_id = public.app_current_tenant())`,
    `create policy owner_maintenance on ${table} to current_user using (true) with check (true)`,
    `grant select, insert, update, delete on ${table} to ${ident(appRole)}`,
  ];
}

/**
 * The SQL of one planned step on a physical table. Identifiers are quoted, types come from a closed
 * list, and the only literals are defaults and fill values from the validated definition. A new
 * table is granted to `appRole`, this database's app role.
 */
export function renderSyncStep(step: SyncStep, physicalName: string, appRole: string): string[] {
  const table = qualifiedTable(physicalName);
  switch (step.kind) {
    case 'createTable':
      return createTableSql(table, physicalName, step.columns, appRole);
    case 'addColumn': {
      const column = ident(step.column.colCode);
      if (step.fillExisting === undefined) return [`alter table ${table} add column ${columnSql(step.column)}`];
      // Existing rows get the fill value through a temporary default, dropped again at once.
      return [
        `alter table ${table} add column ${column} ${sqlType(step.column.shape)} not null default ${typedLiteral(step.fillExisting, step.column.shape)}`,
        `alter table ${table} alter column ${column} drop default`,
      ];
    }
    case 'alterType':
      return [`alter table ${table} alter column ${ident(step.colCode)} type ${sqlType(step.to)} using ${conversion(step.colCode, step.from, step.to)}`];
    case 'setNotNull': {
      const fill = step.fillNullsWith === undefined ? [] : [`update ${table} set ${ident(step.colCode)} = ${literal(String(step.fillNullsWith))} where ${ident(step.colCode)} is null`];
      return [...fill, `alter table ${table} alter column ${ident(step.colCode)} set not null`];
    }
    case 'dropNotNull':
      return [`alter table ${table} alter column ${ident(step.colCode)} drop not null`];
    case 'dropColumn':
      return [`alter table ${table} drop column ${ident(step.colCode)}`];
    case 'createIndex': {
      const name = physicalIndexName(physicalName, step.index.indexName);
      const columns = ['tenant_id', ...step.index.colCodes.map(ident)].join(', ');
      return [
        `create ${step.index.isUnique ? 'unique ' : ''}index ${ident(name)} on ${table} (${columns})`,
        `comment on index ${businessSchema}.${ident(name)} is ${literal(indexComment(step.index.indexName))}`,
      ];
    }
    case 'dropIndex':
      return [`drop index ${businessSchema}.${ident(physicalIndexName(physicalName, step.indexName))}`];
    case 'dropTable':
      return [`drop table ${table}`];
  }
}
