import { listImportSchema } from '@wharf/schemas';
import { once } from 'node:events';
import { formatMessage } from '@wharf/engine';
import { Router, type Response } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { XlsxStreamWriter, type XlsxCell } from '../export/xlsxStreamWriter';
import { callerPermissions } from '../../platform/access/callerPermissions';
import { assertViewReadable } from '../views/viewAccess';
import { importColumns } from './importColumns';
import { importButtonOf, importRows, importTarget, loadImportView } from './importRows';
import { readRefusedRows } from './importStore';
import { readSpreadsheet, spreadsheetBody, spreadsheetFile, spreadsheetUploadTypes } from './spreadsheetUpload';
import { asyncImportRoutes } from './async/routes';
import { buttonCheck, viewCodeOf, xlsxType } from './importUploads';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const importQuery: JSONSchemaType<{ fileName?: string }> = { type: 'object', properties: { fileName: { type: 'string', maxLength: 255, nullable: true } }, required: [] };

/** Streams a one-sheet .xlsx (first row bold; `textColumns` formatted as text) as the answer. */
async function sendSheet(res: Response, fileName: string, rows: ReadonlyArray<ReadonlyArray<XlsxCell>>, sheetName: string, textColumns: readonly number[] = []): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', xlsxType);
  res.setHeader('Content-Disposition', `attachment; filename="import.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.setHeader('Cache-Control', 'no-store');
  const writer = new XlsxStreamWriter(async (chunk) => {
    if (!res.write(chunk)) await once(res, 'drain');
  }, sheetName, { textColumns });
  await writer.writeRows(rows.slice(0, 1), true);
  await writer.writeRows(rows.slice(1));
  await writer.close();
  res.end();
}

/**
 * Import upload on list pages (spec §2, §8): the template of a view's importable columns, the
 * upload (rows checked by the form's own rules; 200 all imported, 201 some refused with a details
 * link, 400 when the file is not a usable sheet) and the refused rows' details.
 */
export function listImportRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'list import';

  apiRoute(router, { method: 'get', path: '/api/eform/views/:viewCode/importTemplate', summary: 'An .xlsx whose heading row names the view\'s importable columns', tag, file: xlsxType }, async (req, res) => {
    const viewCode = viewCodeOf(req);
    await assertViewReadable(ctx, req, viewCode);
    const lang = requestLanguage(req);
    const check = buttonCheck(await callerPermissions(ctx, req));
    const { view, columns } = await withTenant(ctx.db, caller(req).tenantId, async (trx) => {
      const loaded = await loadImportView(trx, viewCode);
      const button = importButtonOf(loaded);
      check(button);
      const target = await importTarget(trx, caller(req).tenantId, loaded, button);
      return { view: loaded, columns: importColumns(loaded, target, lang) };
    });
    // Text columns carry the text format, so a long code typed there stays text rather than a 15-digit number.
    const textColumns = columns.flatMap((column, index) => (column.shape.colType === 'varchar' || column.shape.colType === 'text' ? [index] : []));
    await sendSheet(res, `${view.viewName}.xlsx`, [columns.map((c) => c.title)], view.viewName, textColumns);
  });

  // The file is the raw body or a form's `file` part (an .xlsx, an .xls when LibreOffice is installed, or a .csv): at most 10 MB, refused with 413 beyond.
  router.post('/api/eform/views/:viewCode/import', ...spreadsheetBody(ctx.config));
  apiRoute(router, { method: 'post', path: '/api/eform/views/:viewCode/import', summary: 'Import the rows of an .xlsx or .csv (raw body with its name in ?fileName or X-File-Name, or a multipart form\'s file): 200 all imported, 201 some refused', tag, query: importQuery, successStatus: 200, upload: spreadsheetUploadTypes, response: listImportSchema }, async (req, res, { query }) => {
    const viewCode = viewCodeOf(req);
    await assertViewReadable(ctx, req, viewCode);
    const lang = requestLanguage(req);
    const check = buttonCheck(await callerPermissions(ctx, req));
    // Who may import here is settled before the file is read (a refusal says nothing about the file).
    await withTenant(ctx.db, caller(req).tenantId, async (trx) => check(importButtonOf(await loadImportView(trx, viewCode))));
    const file = spreadsheetFile(req, res, query.fileName);
    const fileName = file.name;
    const sheet = await readSpreadsheet(ctx.config, file);
    const outcome = await importRows({ ctx, who: caller(req), viewCode, fileName, lang }, sheet, check);
    if (!outcome.importId) {
      res.json(envelope({ fileName, imported: outcome.imported, refused: 0 }, formatMessage('import/all-imported', lang, [outcome.imported]), 200, 'import/all-imported'));
      return;
    }
    const result = { fileName, imported: outcome.imported, refused: outcome.refused, importId: outcome.importId, errorsUrl: `/api/eform/import/${outcome.importId}/errors` };
    res.status(201).json(envelope(result, formatMessage('import/partly-refused', lang, [outcome.imported, outcome.refused]), 201, 'import/partly-refused'));
  });

  apiRoute(router, { method: 'get', path: '/api/eform/import/:importId/errors', summary: 'The refused rows of one of the caller\'s imports with a reason column (.xlsx, kept 7 days)', tag, file: xlsxType }, async (req, res) => {
    const importId = String(req.params.importId);
    const lang = requestLanguage(req);
    if (!uuidPattern.test(importId)) throw notFound();
    const stored = await withTenant(ctx.db, caller(req).tenantId, (trx) => readRefusedRows(trx, importId, caller(req).userId));
    if (!stored) throw new AppError(404, 'import/details-expired');
    // An import that read several sheets (modes 3 and 4) names each row's sheet before its number.
    const hasSheets = stored.refusedRows.some((row) => row.sheetName);
    const rows: XlsxCell[][] = [
      [...(hasSheets ? [formatMessage('import/sheet', lang)] : []), formatMessage('import/row', lang), ...stored.headers, formatMessage('import/reason', lang)],
      ...stored.refusedRows.map((row) => [...(hasSheets ? [row.sheetName ?? null] : []), row.rowNumber, ...stored.headers.map((_, i) => row.cells[i] ?? null), row.reason]),
    ];
    const baseName = stored.fileName.replace(/\.(xlsx|xls|csv)$/i, '');
    await sendSheet(res, `${baseName}-${formatMessage('import/reason', lang)}.xlsx`, rows, baseName);
  });

  // The background import: import tasks, runs and their status (spec §3, §4, §7).
  router.use(asyncImportRoutes(ctx));
  return router;
}
