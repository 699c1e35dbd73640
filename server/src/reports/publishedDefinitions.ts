import type { DashboardDefinition, DatasetDefinition, DefinitionKind, ReportDefinition, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { CountedLru } from '../cache/countedLru';
import { AppError } from '../http/errors';

/** A published definition with the version it was published at (cache keys carry it: a new publish is a new key). */
export interface Published<T> {
  code: string;
  version: number;
  body: T;
}

/** The kinds this module reads, typed so a renamed kind fails here. */
const kinds = { dataset: 'dataset', report: 'report', dashboard: 'dashboard' } as const satisfies Record<string, DefinitionKind>;

// Published revisions never change: bodies are kept per tenant, kind, code and version, and only
// the (small) version lookup runs on every request.
const bodies = new CountedLru<string, object>('reports.publishedBodies', { max: 2000 });

async function readPublished<T extends object>(trx: Knex.Transaction, tenantId: string, kind: DefinitionKind, codes: readonly string[]): Promise<Map<string, Published<T>>> {
  const found = new Map<string, Published<T>>();
  if (codes.length === 0) return found;
  const heads = await trx('eform_definition').where('kind', kind).whereIn('code', [...new Set(codes)]).whereNotNull('published_version')
    .select<Array<{ id: string; code: string; version: number }>>('id', 'code', 'published_version as version');
  const missing = heads.filter((head) => !bodies.has(`${tenantId}/${kind}/${head.code}/${head.version}`));
  if (missing.length > 0) {
    const rows = await trx('eform_definition_revision').whereIn(['definition_id', 'version'], missing.map((head) => [head.id, head.version]))
      .select<Array<{ definition_id: string; body: object }>>('definition_id', 'body');
    for (const row of rows) {
      const head = missing.find((h) => h.id === row.definition_id)!;
      bodies.set(`${tenantId}/${kind}/${head.code}/${head.version}`, row.body);
    }
  }
  for (const head of heads) {
    const body = bodies.get(`${tenantId}/${kind}/${head.code}/${head.version}`);
    if (body) found.set(head.code, { code: head.code, version: head.version, body: body as T });
  }
  return found;
}

/** The published dataset `code` of the transaction's tenant; 404 `dataset/not-found` when there is none. */
export async function publishedDataset(trx: Knex.Transaction, tenantId: string, code: string): Promise<Published<DatasetDefinition>> {
  const found = (await readPublished<DatasetDefinition>(trx, tenantId, kinds.dataset, [code])).get(code);
  if (!found) throw new AppError(404, 'dataset/not-found', [code]);
  return found;
}

/** The published report widget `code`; 404 `report/widget-not-found` when there is none. */
export async function publishedWidget(trx: Knex.Transaction, tenantId: string, code: string): Promise<Published<ReportDefinition>> {
  const found = (await readPublished<ReportDefinition>(trx, tenantId, kinds.report, [code])).get(code);
  if (!found) throw new AppError(404, 'report/widget-not-found', [code]);
  return found;
}

/** The published widgets among `codes` (those not published are left out). */
export function publishedWidgets(trx: Knex.Transaction, tenantId: string, codes: readonly string[]): Promise<Map<string, Published<ReportDefinition>>> {
  return readPublished<ReportDefinition>(trx, tenantId, kinds.report, codes);
}

/** The published dashboards among `codes`. */
export function publishedDashboards(trx: Knex.Transaction, tenantId: string, codes: readonly string[]): Promise<Map<string, Published<DashboardDefinition>>> {
  return readPublished<DashboardDefinition>(trx, tenantId, kinds.dashboard, codes);
}

/** A business table as a dataset reads it: physical name, synced definition and when it was last synced. */
export interface DatasetTable {
  physicalName: string;
  definition: TableDefinition;
  updateTime: string;
}

/** The synced business table `tableCode` (400 `dataset/table-not-synced` when it has not been created). */
export async function datasetTable(trx: Knex.Transaction, tableCode: string): Promise<DatasetTable> {
  const row = await trx('eform_tables').where('table_code', tableCode).whereNot('table_status', 'notCreated')
    .first<{ physical_name: string; synced_body: TableDefinition | null; update_time: string } | undefined>('physical_name', 'synced_body', trx.raw('update_time::text as update_time'));
  if (!row?.synced_body) throw new AppError(400, 'dataset/table-not-synced', [tableCode]);
  return { physicalName: row.physical_name, definition: row.synced_body, updateTime: row.update_time };
}

/** The body of the published dataset `code` of the transaction's tenant, read now (publish checks), or undefined. */
export async function publishedDatasetBody(trx: Knex.Transaction, code: string): Promise<DatasetDefinition | undefined> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': kinds.dataset, 'd.code': code })
    .first<{ body: DatasetDefinition } | undefined>('r.body');
  return row?.body;
}
