import type { TablePlan, TableSyncStatus } from '@wharf/designers';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

export interface TableStatusRecord {
  code: string;
  name: string;
  version: number;
  syncedVersion: number | null;
  tableStatus: TableSyncStatus;
}

/** Table sync state, plan and sync (`/api/eform/tables`). */
export function createTablesApi(http: HttpClient) {
  return {
    statuses: () => unwrap(http.get<{ records: TableStatusRecord[] }>('/eform/tables')),
    plan: (code: string) => unwrap(http.post<TablePlan>(`/eform/tables/${encodeURIComponent(code)}/plan`, {})),
    sync: (code: string, confirmLosses: string[]) => unwrap(http.post<unknown>(`/eform/tables/${encodeURIComponent(code)}/sync`, { confirmLosses })),
  };
}

export type TablesApi = ReturnType<typeof createTablesApi>;
