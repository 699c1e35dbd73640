import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { onRecordSaved } from '../platform/recordSaved';
import { warningRecordSavedJobName } from './jobs';
import { publishedWarnings } from './publishedWarnings';

/** Saves of one form within this time are evaluated once (the job key gathers them). */
const gatherMs = 2000;

/**
 * Per tenant, the forms whose saves trigger a business warning, kept 30 s: most saves trigger
 * nothing and should cost nothing (a newly published business warning is seen within the 30 s).
 */
const triggerForms = new LRUCache<string, Set<string>>({ max: 10_000, ttl: 30_000 });

async function formsTriggering(ctx: AppContext, tenantId: string): Promise<Set<string>> {
  const kept = triggerForms.get(tenantId);
  if (kept) return kept;
  const warnings = await withTenant(ctx.db, tenantId, publishedWarnings);
  const forms = new Set(warnings.filter((warning) => warning.triggerMode === 'business').flatMap((warning) => warning.rules.filter((rule) => rule.isEnabled !== false).flatMap((rule) => rule.triggerFormCodes ?? [])));
  triggerForms.set(tenantId, forms);
  return forms;
}

const removers = new WeakMap<AppContext, () => void>();

/**
 * The business trigger (spec §3 trigger mode "business"): a saved (created, changed) or deleted
 * record of a form some business warning names queues the evaluation of those warnings a moment
 * later (a deleted record is absent from the rule's rows, so its warning recovers), one job per tenant and
 * form however many saves arrive meanwhile (graphile-worker's job key replaces the waiting job).
 * The save has committed already; a failure to queue is logged, never answered to the saver.
 */
export function startRecordSavedTrigger(ctx: AppContext): void {
  removers.set(ctx, onRecordSaved((event) => {
    formsTriggering(ctx, event.tenantId)
      .then((forms) => (forms.has(event.formCode) ? withTenant(ctx.db, event.tenantId, (trx) => trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, ?::timestamptz)', [
        warningRecordSavedJobName, JSON.stringify({ formCode: event.formCode }), `warning-saved:${event.formCode}`, new Date(Date.now() + gatherMs).toISOString(),
      ])) : undefined))
      .catch((error: unknown) => ctx.log.warn({ err: error, formCode: event.formCode }, 'could not queue the warnings of a saved record'));
  }));
}

/** Stops reacting to saves (the app is stopping). */
export async function stopRecordSavedTrigger(ctx: AppContext): Promise<void> {
  removers.get(ctx)?.();
  removers.delete(ctx);
}
