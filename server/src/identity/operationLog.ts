import type { Knex } from 'knex';
import { formatMessage, type Language } from '@wharf/engine';
import type { FieldIssue } from '../http/errors';

/** A tracked usage event as the web app's tracker batches them; its shape is the tracker's. */
export type TrackingEvent = Record<string, unknown>;

/** Bounds of one `POST /api/system/log/operationlog` call (spec §9: cache 500 entries, 500 KB). */
export const operationLogLimits = {
  maxEvents: 500,
  maxEventChars: 8 * 1024,
  maxBatchChars: 500 * 1024,
} as const;

/**
 * What is wrong with a batch, as field issues (empty when it is fine): an event too large, the
 * batch too large, or text PostgreSQL cannot store (NUL characters).
 */
export function operationBatchIssues(events: TrackingEvent[], lang: Language): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const issue = (path: string, code: string, limit?: number) => issues.push({ path, code, message: formatMessage(code, lang, [limit]) });
  let total = 0;
  events.forEach((event, index) => {
    const text = JSON.stringify(event);
    total += text.length;
    if (text.length > operationLogLimits.maxEventChars) {
      issue(`/body/${index}`, 'identity/event-too-large', operationLogLimits.maxEventChars);
    } else if (text.includes('\\u0000')) {
      issue(`/body/${index}`, 'identity/nul-character');
    }
  });
  if (total > operationLogLimits.maxBatchChars) {
    issue('/body', 'identity/batch-too-large', operationLogLimits.maxBatchChars);
  }
  return issues;
}

function textField(event: TrackingEvent, names: string[], max: number): string | null {
  for (const name of names) {
    const value = event[name];
    if (typeof value === 'string' && value.length > 0) return value.slice(0, max);
  }
  return null;
}

/** Writes a checked batch with one multi-row insert in the caller's tenant transaction. */
export async function writeOperationLog(trx: Knex.Transaction, who: { tenantId: string; userId: string }, events: TrackingEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await trx('sys_operation_log').insert(events.map((event) => ({
    tenant_id: who.tenantId,
    user_id: who.userId,
    event_type: textField(event, ['eventType', 'type', 'event'], 64),
    page: textField(event, ['page', 'url', 'path'], 255),
    event: JSON.stringify(event),
  })));
  return events.length;
}
