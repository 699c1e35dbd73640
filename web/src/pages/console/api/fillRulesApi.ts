import type { FillRuleParams } from '@wharf/engine';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { PageOf, PageQuery } from './types';

export interface FillRuleRecord {
  id: string;
  ruleCode: string;
  ruleName: string;
  ruleParams: FillRuleParams;
}

export type FillRuleInput = Omit<FillRuleRecord, 'id'>;

/** Fill-rule calls (spec §5 fill rules: prefix + date + sequence). */
export function createFillRulesApi(http: HttpClient) {
  return {
    list: (query: PageQuery) => unwrap(http.get<PageOf<FillRuleRecord>>('/system/fillRule/list', { ...query })),
    add: (input: FillRuleInput) => unwrap(http.post<FillRuleRecord>('/system/fillRule/add', input)),
    edit: (id: string, input: FillRuleInput) => unwrap(http.put<FillRuleRecord>('/system/fillRule/edit', { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>('/system/fillRule/delete', { id })),
  };
}
