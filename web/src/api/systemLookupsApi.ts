import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

export interface DictItem {
  value: string;
  text: string;
  title?: string;
}

/** Dictionary items and the duplicate check of spec §5/§7 that forms use. */
export function createSystemLookupsApi(http: HttpClient) {
  return {
    dictItems: (dictCode: string) => unwrap(http.get<DictItem[]>(`/system/dict/getDictItems/${encodeURIComponent(dictCode)}`)),
    /** Every dictionary with its items (for pickers in designers). */
    allDictionaries: () => unwrap(http.get<Array<{ code: string; dicts: DictItem[] }>>('/eform/dict/init')),
    /** Whether `fieldVal` is not used yet in the table's field (the record `dataId` itself excluded). */
    duplicateCheck: (input: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }) => unwrap(http.post<{ isUnique: boolean }>('/system/duplicate/check', input)),
  };
}

export type SystemLookupsApi = ReturnType<typeof createSystemLookupsApi>;
