import { viewDataSchema } from '@wharf/schemas';
import { validateDefinition, type Language, type ViewQuery } from '@wharf/engine';
import type { TableDefinition, ViewDefinition } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { PoolClient } from 'pg';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { accessDenied, AppError, ValidationFailed } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { today, viewRowFilter } from './viewRowFilter';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { callerPermissions, holds } from '../../platform/access/callerPermissions';
import { unmaskPermission } from './unmaskPermission';
import { listViewRows, type ListParams } from './listViewRows';
import { resolveViewQuery, tableViewQuery } from './loadView';
import { viewDesignPermission } from './viewAccess';

/** The preview shows one short page: enough to judge the columns, cheap for a designer typing. */
const maxPreviewRows = 20;

interface PreviewBody {
  definition: Record<string, unknown>;
  pageSize?: number;
  /** The list page's own query parameters (sort, filters), as the data endpoint takes them. */
  query?: Record<string, string>;
}

const previewSchema = {
  type: 'object',
  properties: {
    definition: { type: 'object', required: [] },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPreviewRows },
    query: { type: 'object', maxProperties: 200, additionalProperties: { type: 'string', maxLength: 20_000 }, required: [] },
  },
  required: ['definition'],
  additionalProperties: false,
} as unknown as JSONSchemaType<PreviewBody>;

const previewTimeouts = { statementTimeoutMs: 10_000, lockTimeoutMs: 2000 };

// The unsaved view's table: its tableName, else the objectName of its (published) form; synced.
const tableSql = `
with t as (
  select coalesce($1::text, (
    select r.body ->> 'objectName' from eform_definition d
    join eform_definition_revision r on r.definition_id = d.id and r.version = d.published_version
    where d.kind = 'form' and d.code = $2)) as table_code
)
select t.table_code, e.physical_name, e.synced_body
from t left join eform_tables e on e.table_code = t.table_code and e.table_status <> 'notCreated'`;

/**
 * The list query of a view that is not saved. Nothing is cached under its code (the published
 * view of that code may differ): a table view is built afresh, a report view binds its SQL as the
 * data endpoint does (that path caches only the parsed SQL text).
 */
async function previewQuery(client: PoolClient, tenantId: string, view: ViewDefinition, params: Readonly<Record<string, unknown>>, lang: Language): Promise<ViewQuery> {
  if (view.reportSql && view.reportSql.trim() !== '') return resolveViewQuery(client, tenantId, { viewCode: view.viewCode, version: 0, view }, params, lang);
  const { rows: [row] } = await client.query(tableSql, [view.tableName ?? null, view.formCode ?? null]);
  const found = row as { table_code: string | null; physical_name: string | null; synced_body: TableDefinition | null } | undefined;
  if (!found?.table_code) throw new AppError(400, 'view/no-source', [view.viewCode]);
  if (!found.physical_name || !found.synced_body) throw new AppError(400, 'view/table-not-synced', [found.table_code]);
  return tableViewQuery(view, found.physical_name, found.synced_body);
}

/**
 * `POST /api/eform/views/preview` (view designers only): the first page of rows of an unsaved
 * view, as the data endpoint would answer for that definition — checked against the view schema
 * first, then the same query builder, data rules and masking. Nothing is saved.
 */
export function viewPreviewRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/eform/views/preview', summary: 'The first page of rows of an unsaved view definition (view designers)', tag: 'views', body: previewSchema, response: viewDataSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const permissions = await callerPermissions(ctx, req);
    if (!holds(permissions, viewDesignPermission)) throw accessDenied();
    const issues = validateDefinition('view', body.definition, lang);
    if (issues.length > 0) throw new ValidationFailed(issues.map((i) => ({ path: `/body/definition${i.path === '/' ? '' : i.path}`, code: i.code, message: i.message })));
    const view = body.definition as unknown as ViewDefinition;
    const { tenantId } = caller(req);
    const rowFilter = await viewRowFilter(ctx, caller(req), view.viewCode, today());
    const wanted = body.pageSize ?? maxPreviewRows;
    // The list's own page sizes (10, 20…) are asked; a smaller preview is cut from that page.
    const params: ListParams = { ...(body.query ?? {}), pageNo: '1', pageSize: wanted <= 10 ? '10' : '20' };
    const result = await withTenantConnection(ctx.db, tenantId, previewTimeouts, async (client) => {
      const query = await previewQuery(client, tenantId, view, params, lang);
      return listViewRows(client, query, params, holds(permissions, unmaskPermission), lang, rowFilter);
    });
    res.json(envelope({ records: result.records.slice(0, wanted), hasMore: result.hasMore || result.records.length > wanted }));
  });
  return router;
}
