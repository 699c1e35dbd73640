import type { HttpClient } from '../../http/httpClient';
import { unwrap } from '../../api/eformResult';

export type CodeGroup = 'formRule' | 'viewButton' | 'viewReport' | 'httpReturn' | 'sqlQuery';
export const codeGroups: readonly CodeGroup[] = ['formRule', 'viewButton', 'viewReport', 'httpReturn', 'sqlQuery'];

/** One piece of code the search found (`POST /api/eform/manage/codeSearch/code`). */
export interface CodeHit {
  id: string;
  group: CodeGroup;
  /** A readable place in the record (field › rule, button…). */
  key: string;
  /** The place as the update names it. */
  colName: string;
  code: string;
  name: string;
  script: string;
}

export interface CodeSearchFilters {
  key?: string;
  code?: string;
  name?: string;
  group?: CodeGroup;
}

/** The developer code search's calls (spec §7): search, whether scripts may be edited, and saving an edit. */
export function createCodeSearchApi(http: HttpClient) {
  return {
    search: (filters: CodeSearchFilters) => unwrap(http.post<CodeHit[]>('/eform/manage/codeSearch/code', filters)),
    allowEditScript: () => unwrap(http.get<boolean>('/system/permission/allowEditScript')),
    update: (hit: CodeHit, script: string) => unwrap(http.post<{ id: string; version?: number }>('/eform/manage/codeSearch/update', { id: hit.id, table_name: hit.group, code: script, col_name: hit.colName })),
  };
}
