import { unwrap } from '../../api/eformResult';
import type { HttpClient } from '../../http/httpClient';

/** `GET /api/warn/rules` (schemas `warningResults.ts`): a published rule with its last run. */
export interface WarningRuleSummary {
  warningCode: string;
  warningItemName: string;
  triggerMode: 'platform' | 'business';
  ruleCode: string;
  ruleName: string;
  isEnabled: boolean;
  dispatchFrequency: string;
  dispatchHours: number[];
  cronExpr: string;
  hasResultScript: boolean;
  lastRunAt: string | null;
  lastChecked: number;
  lastFired: number;
  warnCount: number;
}

export type WarningStatus = 'pending' | 'warn' | 'cancel';

/** One record of a rule's results. */
export interface WarningResult {
  id: string;
  warningCode: string;
  ruleCode: string;
  recordKey: string;
  status: WarningStatus;
  cancelReason: 'recovered' | 'relieved' | null;
  breachedSince: string;
  warnedAt: string | null;
  cancelledAt: string | null;
  lastSeenAt: string;
  values: Record<string, unknown>;
  readings: Array<{ warnField: string; value: number | string | null; isBreached: boolean }>;
  display?: unknown;
}

export interface WarningResultPage {
  records: WarningResult[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export interface WarningStateEvent {
  id: string;
  action: 'relieve' | 'recover';
  userId: string;
  username: string | null;
  note: string | null;
  createdAt: string;
}

export interface WarningEvaluation {
  checked: number;
  fired: number;
  recovered: number;
  messages: number;
  durationMs: number;
}

export interface WarningBackTest {
  firings: number;
  records: number;
  evaluations: number;
  isTruncated: boolean;
  perSlot: Array<{ at: string; firings: number }>;
}

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
  };
}

export type WarningsApi = ReturnType<typeof createWarningsApi>;
