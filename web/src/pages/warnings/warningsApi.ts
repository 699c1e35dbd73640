import type { ApiResult } from '@wharf/schemas';
import { unwrap } from '../../api/eformResult';
import type { HttpClient } from '../../http/httpClient';

/** The warnings answers, as `@wharf/schemas` documents them (`warningResults.ts`). */
export type WarningRuleSummary = ApiResult<'GET /api/warn/rules'>[number];
export type WarningResultPage = ApiResult<'GET /api/warn/results'>;
/** One record of a rule's results. */
export type WarningResult = WarningResultPage['records'][number];
export type WarningStatus = WarningResult['status'];
export type WarningStateEvent = ApiResult<'GET /api/warn/results/{id}/events'>[number];
export type WarningEvaluation = ApiResult<'POST /api/warn/rules/evaluate'>;
export type WarningBackTest = ApiResult<'POST /api/warn/rules/backtest'>;
export type WarningCronPreview = ApiResult<'GET /api/warn/rules/nextTimes'>;
/** One message template of a published rule, with its notice config. */
export type WarningTemplateSummary = ApiResult<'GET /api/warn/templates'>[number];
/** One user, role or department a warning may notify (the designer's recipient pickers). */
export type WarningRecipientOption = ApiResult<'GET /api/warn/recipients'>[number];

/** A rule as the calls name it. */
export interface RuleRef {
  warningCode: string;
  ruleCode: string;
}

/** The warnings calls (`/api/warn`, issue 22). */
export function createWarningsApi(http: HttpClient) {
  return {
    rules: () => unwrap(http.get<WarningRuleSummary[]>('/warn/rules')),
    results: (rule: RuleRef, status: WarningStatus | undefined, pageNo: number, pageSize: number) =>
      unwrap(http.get<WarningResultPage>('/warn/results', { ...rule, ...(status ? { status } : {}), pageNo, pageSize })),
    relieve: (id: string, note?: string) => unwrap(http.post<WarningResult>(`/warn/results/${id}/relieve`, note ? { note } : {})),
    recover: (id: string) => unwrap(http.post<WarningResult>(`/warn/results/${id}/recover`, {})),
    events: (id: string) => unwrap(http.get<WarningStateEvent[]>(`/warn/results/${id}/events`)),
    evaluate: (rule: RuleRef) => unwrap(http.post<WarningEvaluation>('/warn/rules/evaluate', rule)),
    backTest: (rule: RuleRef, from: string, to: string) => unwrap(http.post<WarningBackTest>('/warn/rules/backtest', { ...rule, from, to })),
    templates: () => unwrap(http.get<WarningTemplateSummary[]>('/warn/templates')),
    cronNextTimes: (cronExpr: string) => unwrap(http.get<WarningCronPreview>('/warn/rules/nextTimes', { cronExpr })),
    recipients: (type: 'user' | 'role' | 'depart', search: { keyword?: string; ids?: string[] }) =>
      unwrap(http.get<WarningRecipientOption[]>('/warn/recipients', { type, ...(search.keyword ? { keyword: search.keyword } : {}), ...(search.ids?.length ? { ids: search.ids.join(',') } : {}) })),
  };
}

export type WarningsApi = ReturnType<typeof createWarningsApi>;
