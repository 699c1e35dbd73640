import { formatMessage, type Language, type WidgetDataLine, type WidgetDataRequest } from '@wharf/engine';
import { widgetDataBatchBodySchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { apiRoute } from '../http/apiRoute';
import { AppError, coerceError, ValidationFailed } from '../http/errors';
import { requestLanguage } from '../http/language';
import { callerWidgetData } from './widgetData';

/** Widgets of one batch answered at once: enough to keep a dashboard's charts coming, few enough to leave the pool to others. */
const parallelItems = 4;

/** An item's failure as its own line: the code and message a single request would have answered. */
function failureLine(key: string, thrown: unknown, lang: Language, log: Logger): WidgetDataLine {
  const error = coerceError(thrown);
  if (error instanceof ValidationFailed) {
    return { key, success: false, code: error.issues[0]?.code ?? error.code, message: error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ') };
  }
  if (error instanceof AppError) return { key, success: false, code: error.code, message: formatMessage(error.code, lang, [...error.args]) };
  const code = isDatabaseUnavailable(thrown) ? 'system/database-unavailable' : 'system/internal-error';
  if (code === 'system/internal-error') log.error({ err: error, key }, 'widget data item failed');
  return { key, success: false, code, message: formatMessage(code, lang) };
}

function writeLine(res: Response, line: WidgetDataLine): void {
  if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(line)}\n`);
}

/**
 * `POST /api/eform/report/data`: a dashboard's or portal's widgets in one request. The answer is
 * NDJSON, one `WidgetDataLine` per item written as soon as that item is ready (in whatever order
 * they finish), so the page paints each chart as its line arrives; an item that fails answers its
 * own error line and the others go on. A bad body is a normal 400 envelope, before any line.
 */
export function widgetBatchRoute(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, {
    method: 'post', path: '/api/eform/report/data', summary: 'Data of several report widgets at once, as NDJSON lines ({key, success, result | code, message}) written as each is ready',
    tag: 'reports', body: widgetDataBatchBodySchema as unknown as JSONSchemaType<{ items: WidgetDataRequest[] }>, file: 'application/x-ndjson',
  }, async (req, res, { body }) => {
    const who = caller(req);
    const lang = requestLanguage(req);
    res.status(200).set({ 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.flushHeaders();
    let next = 0;
    const worker = async () => {
      while (next < body.items.length && !res.destroyed) {
        const index = next++;
        const item = body.items[index]!;
        try {
          const result = await callerWidgetData(ctx, who, item.widgetCode, { ...(item.filters ? { filters: item.filters } : {}), ...(item.drill ? { drill: item.drill } : {}) }, lang, `/body/items/${index}`);
          writeLine(res, { key: item.key, success: true, result });
        } catch (thrown) {
          writeLine(res, failureLine(item.key, thrown, lang, ctx.log));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallelItems, body.items.length) }, worker));
    res.end();
  });
  return router;
}
