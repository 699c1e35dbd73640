import { open } from 'node:fs/promises';
import type { Knex } from 'knex';
import { exportCell } from '../../eform/export/exportCell';
import { XlsxStreamWriter } from '../../eform/export/xlsxStreamWriter';
import { AppError } from '../../http/errors';
import { streamViewRows, type ListParams } from '../../eform/views/listViewRows';
import { loadView, resolveViewQuery } from '../../eform/views/loadView';
import { withTenantConnection } from '../../eform/sqlConfig/tenantConnection';
import type { ExportTaskRequest } from './exportTaskTypes';

/** A background export may take long, but each FETCH of its cursor is bounded, as the streamed export's are. */
const exportTimeouts = { statementTimeoutMs: 120_000, lockTimeoutMs: 2000 };

/**
 * Writes the view export a task asked for into `filePath`: the same published view, filters,
 * exported columns, data rules and masking as the streamed export, with the rights stored on the
 * task. Resolves with the row count; a view without matching rows is the export's own 400
 * ("no data to export").
 */
export async function writeViewExport(db: Knex, tenantId: string, request: ExportTaskRequest, filePath: string): Promise<number> {
  const file = await open(filePath, 'w');
  try {
    return await withTenantConnection(db, tenantId, exportTimeouts, async (client) => {
      const loaded = await loadView(client, tenantId, request.viewCode);
      const params = request.params as ListParams;
      const viewQuery = await resolveViewQuery(client, tenantId, loaded, params, request.lang);
      const columns = viewQuery.columns.filter((c) => c.isExport);
      const cell = exportCell(viewQuery, columns);
      const writer = new XlsxStreamWriter(async (chunk) => {
        await file.write(chunk);
      }, loaded.view.viewName);
      try {
        await writer.writeRows([columns.map((c) => c.title)], true);
        const parameterKeys = (loaded.view.parameters ?? []).map((p) => p.parameterKey);
        const count = await streamViewRows(client, viewQuery, params, parameterKeys, request.canUnmask, request.lang, async (rows) => {
          await writer.writeRows(rows.map((row) => columns.map((c) => cell(c.field, row[c.field]))));
        }, undefined, undefined, request.rowFilter);
        if (count === 0) throw new AppError(400, 'view/no-data-to-export');
        await writer.close();
        return count;
      } catch (error) {
        // Stop the writer before the file closes under it.
        await writer.abort();
        throw error;
      }
    });
  } finally {
    await file.close();
  }
}
