import type { ColumnSetting, FetchRowsParams, ListServices, OnlineModifyRow } from '@wharf/renderer';
import type { AppServices } from '../app/appServices';
import { downloadFile } from './downloadFile';
import type { EformApi } from './eformApi';
import { issuesOf, resultOf, unwrap } from './eformResult';
import { toOptions } from './formServices';
import { createSystemLookupsApi } from './systemLookupsApi';
import { uploadSheet } from './uploadSheet';

export interface ListServicesOptions {
  api: EformApi;
  app: Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>;
  viewCode: string;
  /** The form whose data the view shows; without it delete, copy and online modification are not offered. */
  formCode?: string;
  /** The view's stored id: online modification names the view it is made in (spec §5). */
  viewId?: string;
}

const customColumnsType = 'customColumns';

/**
 * The `ListServices` of the list runtime over the app's API: rows from the view data API (keyset
 * `after` passed on), delete/copy/online modification through the form data API, the export
 * downloaded with the session's token, the user's column layout in sysCustom, and the items of the
 * view's dictionaries.
 */
export function createListServices({ api, app, viewCode, formCode, viewId }: ListServicesOptions): ListServices {
  const services: ListServices = {
    fetchRows: async ({ query, after }: FetchRowsParams) => {
      const page = await api.views.rows(viewCode, { ...query, ...(after ? { after: JSON.stringify(after) } : {}) });
      return { records: page.records, total: page.total, hasMore: page.hasMore };
    },
    exportRows: ({ query }: FetchRowsParams) => downloadFile(app, api.views.exportPath(viewCode), { ...query }, `${viewCode}.xlsx`),
    // The same export as a download-centre task; the server's answer says where the file will be.
    exportInBackground: async ({ query }: FetchRowsParams) => {
      const answer = await app.http.post<{ taskId: string }>(`/eform/views/${encodeURIComponent(viewCode)}/exportTask`, {}, { ...query });
      resultOf(answer);
      return { message: answer.message };
    },
    // Import upload (spec §2, §8): the template, then the file itself; refused rows come back as a details download.
    downloadImportTemplate: () => downloadFile(app, `/eform/views/${encodeURIComponent(viewCode)}/importTemplate`, {}, `${viewCode}.xlsx`),
    importRows: async (file: File) => {
      const answer = await uploadSheet<{ imported: number; refused: number; importId?: string }>(app, `/eform/views/${encodeURIComponent(viewCode)}/import`, file);
      const { imported, refused, importId } = answer.result;
      return {
        message: answer.message, imported, refused,
        ...(importId ? { downloadDetails: () => downloadFile(app, `/eform/import/${encodeURIComponent(importId)}/errors`, {}, file.name.replace(/(\.xlsx|\.csv)?$/i, '-details.xlsx')) } : {}),
      };
    },
    sqlOptions: async (sqlCode, params) => toOptions(await api.dataSources.sqlConfigOptions(sqlCode, params)),
    // Dictionary columns show item texts and filter by picking them (read when the list opens, not kept: a changed dictionary shows on the next visit).
    dictionaryItems: (dictCode) => createSystemLookupsApi(app.http).dictItems(dictCode),
    loadColumnSettings: async (code) => {
      const rows = await unwrap(app.http.get<Array<{ name: string; value: string }>>('/system/sysCustom/getCustomVaueByTypeAndDataId', { type: customColumnsType, dataId: code }));
      const saved = rows.find((row) => row.name === 'columns');
      return saved ? (JSON.parse(saved.value) as ColumnSetting[]) : undefined;
    },
    saveColumnSettings: async (code, settings) => {
      await unwrap(app.http.post('/system/sysCustom/saveCustomWithDataId', { type: customColumnsType, dataId: code, name: 'columns', value: JSON.stringify(settings) }));
    },
  };
  if (formCode) {
    services.deleteRows = async (ids) => {
      if (ids.length === 1) await api.data.remove(formCode, ids[0]!);
      else await api.data.removeMany(formCode, [...ids]);
    };
    services.copyRow = async (id) => api.data.copy(formCode, id);
    services.saveRows = async (rows: ReadonlyArray<OnlineModifyRow>) => {
      try {
        await api.data.saveBatch(formCode, viewId, rows.map((row) => ({ id: row.id, rowVersion: row.rowVersion ?? 1, data: row.data })));
        return undefined;
      } catch (error) {
        const issues = issuesOf(error);
        if (issues) return { issues };
        throw error;
      }
    };
  }
  // A visitor's session has no download centre to find the file in.
  if (app.session.getState().isVisitor) delete services.exportInBackground;
  return services;
}
