import { formatMessage, type DatasetQuery, type DrillState, type DatasetFilter } from '@wharf/engine';
import { datasetAnswerSchema, datasetQueryBodySchema, exportTaskQueuedSchema, widgetDataSchema, widgetExportBodySchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { runnableDataset } from './loadedDefinitions';
import { assertDatasetRunnable } from './reportAccess';
import { codePattern, pathCode, widgetQueryParts } from './requestParts';
import { runDatasetQuery } from './runDatasetQuery';
import { callerScope, callerWidgetData } from './widgetData';
import { enqueueWidgetExport, type WidgetExportAsk } from './widgetExport';

const tag = 'reports';

interface WidgetDataQuery {
  colCode?: string;
  queryValue?: string;
  filters?: string;
  drill?: string;
}
const widgetDataQuery = {
  type: 'object',
  properties: {
    colCode: { type: 'string', pattern: codePattern, nullable: true, description: 'A menu card\'s componentProps column: with queryValue, an eq filter on that dimension' },
    queryValue: { type: 'string', maxLength: 1000, nullable: true },
    filters: { type: 'string', maxLength: 100_000, nullable: true, description: 'JSON text: DatasetFilter[]' },
    drill: { type: 'string', maxLength: 10_000, nullable: true, description: 'JSON text: DrillState' },
  },
} as unknown as JSONSchemaType<WidgetDataQuery>;

/**
 * Dataset queries and a widget's data (issue 17). Both run as the caller: table datasets under
 * their read answer for the table, SQL datasets through the builder-SQL box.
 */
export function reportRoutes(ctx: AppContext): Router {
  const router = Router();

  apiRoute(router, {
    method: 'post', path: '/api/eform/dataset/:datasetCode/query', summary: 'Run a published dataset as the caller: its dimensions grouped, measures aggregated, filters, drill and parameters applied',
    tag, body: datasetQueryBodySchema as unknown as JSONSchemaType<DatasetQuery>, response: datasetAnswerSchema,
  }, async (req, res, { body }) => {
    const who = caller(req);
    const datasetCode = pathCode(req, 'datasetCode');
    await assertDatasetRunnable(ctx, who, datasetCode);
    const dataset = await runnableDataset(ctx, who.tenantId, datasetCode);
    res.json(envelope(await runDatasetQuery(ctx, callerScope(ctx, who), dataset, body, { lang: requestLanguage(req), requestPath: '/body' })));
  });

  apiRoute(router, {
    method: 'get', path: '/api/eform/report/widget/:widgetCode/data', summary: 'Chart-ready data of a published report widget for the caller (a menu card\'s colCode/queryValue, filters and drill as JSON text)',
    tag, query: widgetDataQuery, response: widgetDataSchema,
  }, async (req, res, { query }) => {
    const lang = requestLanguage(req);
    const widgetCode = pathCode(req, 'widgetCode');
    const parts: { filters?: DatasetFilter[]; drill?: DrillState } = widgetQueryParts(query, lang);
    res.json(envelope(await callerWidgetData(ctx, caller(req), widgetCode, parts, lang, '/query')));
  });

  apiRoute(router, {
    method: 'post', path: '/api/eform/report/widget/:widgetCode/export', summary: 'A widget\'s data (same filters and drill as a batch item) as an xlsx task of the download centre',
    tag, body: widgetExportBodySchema as unknown as JSONSchemaType<WidgetExportAsk>, successStatus: 202, response: exportTaskQueuedSchema,
  }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const taskId = await enqueueWidgetExport(ctx, caller(req), pathCode(req, 'widgetCode'), body, lang);
    res.status(202).json(envelope({ taskId }, formatMessage('download/task-queued', lang), 202));
  });

  return router;
}
