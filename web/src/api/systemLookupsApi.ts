import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** An enabled dictionary item (`GET /api/system/dict/getDictItems/{code}`; `title` repeats `text`). */
export type DictItem = ApiResult<'GET /api/system/dict/getDictItems/{code}'>[number];

/** Dictionary items, the duplicate check and the rule-code check of spec §5/§7 that forms use. */
export function createSystemLookupsApi(http: HttpClient) {
  return {
    dictItems: (dictCode: string) => unwrap(http.get<ApiResult<'GET /api/system/dict/getDictItems/{code}'>>(`/system/dict/getDictItems/${encodeURIComponent(dictCode)}`)),
    /** Every dictionary with its items (for pickers in designers). */
    allDictionaries: () => unwrap(http.get<Array<{ code: string; dicts: DictItem[] }>>('/eform/dict/init')),
    /** Whether `fieldVal` is not used yet in the table's field (the record `dataId` itself excluded). */
    duplicateCheck: (input: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }) => unwrap(http.post<ApiResult<'POST /api/system/duplicate/check'>>('/system/duplicate/check', input)),
    /** A value against a check rule: a failing value answers success false with the rule's message; an unknown rule is a 404. */
    checkByCode: async (ruleCode: string, value: string) => {
      const envelope = await http.request<{ isValid: boolean }>('GET', '/system/checkRule/checkByCode', { query: { ruleCode, value }, isQuiet: true });
      return { isValid: envelope.success, message: envelope.message };
    },
  };
}

export type SystemLookupsApi = ReturnType<typeof createSystemLookupsApi>;
