import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { KeptReads } from '../cache/keptReads';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { datasetTable, publishedDataset, publishedWidget, type DatasetTable, type Published } from './publishedDefinitions';

/** A published dataset with the business table it reads (table datasets), as one query runs it. */
export interface RunnableDataset extends Published<DatasetDefinition> {
  table?: DatasetTable;
}

async function readDataset(trx: Knex.Transaction, tenantId: string, code: string): Promise<RunnableDataset> {
  const dataset = await publishedDataset(trx, tenantId, code);
  if (dataset.body.sourceType !== 'table') return dataset;
  return { ...dataset, table: await datasetTable(trx, dataset.body.tableName ?? '') };
}

// A dashboard asks for a dozen widgets at once and a chart is refreshed often: within a second of
// the last read the same versions are used without asking (a new publish or table sync is seen at
// most a second later, as list views see theirs). Failed reads are not kept.
const datasets = new KeptReads<RunnableDataset>({ name: 'reports.datasets', max: 2000, ttlMs: 1000 });
const widgets = new KeptReads<{ widget: Published<ReportDefinition>; dataset: RunnableDataset }>({ name: 'reports.widgets', max: 2000, ttlMs: 1000 });

/** The published dataset `code` and its synced table, in one transaction (404 `dataset/not-found`, 400 `dataset/table-not-synced`). */
export function runnableDataset(ctx: Pick<AppContext, 'db'>, tenantId: string, code: string): Promise<RunnableDataset> {
  return datasets.get(`${tenantId}/${code}`, () => withTenant(ctx.db, tenantId, (trx) => readDataset(trx, tenantId, code)));
}

/** A published widget, the published dataset it draws from and that dataset's table, in one transaction (404 `report/widget-not-found`). */
export function runnableWidget(ctx: Pick<AppContext, 'db'>, tenantId: string, widgetCode: string): Promise<{ widget: Published<ReportDefinition>; dataset: RunnableDataset }> {
  return widgets.get(`${tenantId}/${widgetCode}`, () => withTenant(ctx.db, tenantId, async (trx) => {
    const widget = await publishedWidget(trx, tenantId, widgetCode);
    return { widget, dataset: await readDataset(trx, tenantId, widget.body.datasetCode) };
  }));
}
