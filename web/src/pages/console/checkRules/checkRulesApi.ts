import type { CheckRuleSegment } from '@wharf/engine';
import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';
import type { PageOf, PageQuery } from '../api/types';

export interface CheckRuleRecord {
  id: string;
  ruleCode: string;
  ruleName: string;
  segments: CheckRuleSegment[];
  message: string | null;
  description: string | null;
}

export type CheckRuleInput = Omit<CheckRuleRecord, 'id'>;

/** Check-rule calls (spec §5, §7 checkRule). */
export function createCheckRulesApi(http: HttpClient) {
  const base = '/system/checkRule';
  return {
    list: (query: PageQuery & { ruleCode?: string }) => unwrap(http.get<PageOf<CheckRuleRecord>>(`${base}/list`, { ...query })),
    add: (input: CheckRuleInput) => unwrap(http.post<CheckRuleRecord>(`${base}/add`, input)),
    edit: (id: string, input: CheckRuleInput) => unwrap(http.put<CheckRuleRecord>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
    removeMany: (ids: string[]) => unwrap(http.delete<{ deleted: number }>(`${base}/deleteBatch`, { ids: ids.join(',') })),
    /** A failing value is an answer (success false with the rule's message), not an error. */
    async check(ruleCode: string, value: string): Promise<{ isValid: boolean; message: string }> {
      const envelope = await http.get<{ isValid: boolean }>(`${base}/checkByCode`, { ruleCode, value });
      return { isValid: envelope.success, message: envelope.message };
    },
  };
}
