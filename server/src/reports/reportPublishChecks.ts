import { datasetPublishIssues, formatMessage, widgetPublishIssues, type Language, type PublishIssue } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { AppError, ValidationFailed } from '../http/errors';
import { tableColumnsOf } from './datasetSource';
import { datasetTable, publishedDatasetBody } from './publishedDefinitions';

function refuseIssues(issues: PublishIssue[], lang: Language): void {
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ path: `/body${issue.path}`, code: issue.code, message: formatMessage(issue.code, lang, issue.args) })));
}

/** Before a dataset is published: its hierarchies and required filters name its dimensions; a table dataset's fields are columns of its synced table. */
export async function assertDatasetPublishable(trx: Knex.Transaction, body: DatasetDefinition, lang: Language): Promise<void> {
  let columns: Set<string> | undefined;
  if (body.sourceType === 'table') {
    const table = await datasetTable(trx, body.tableName ?? '').catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'dataset/table-not-synced') return undefined;
      throw error;
    });
    if (table) columns = new Set(tableColumnsOf(table).map((c) => c.field));
  }
  refuseIssues(datasetPublishIssues(body, columns), lang);
}

/** Before a report widget is published: its dataset is published and has the fields, sort and drill hierarchy it uses. */
export async function assertWidgetPublishable(trx: Knex.Transaction, body: ReportDefinition, lang: Language): Promise<void> {
  refuseIssues(widgetPublishIssues(body, await publishedDatasetBody(trx, body.datasetCode)), lang);
}
