/**
 * A business record's warning state under one rule (spec §4: warn / cancel, with relieve and
 * recover). `pending`: in breach, waiting out the rule's pending period; `warn`: fired (notified
 * once); `cancel`: no longer warning, because the record recovered or an operator relieved it.
 * Times are epoch milliseconds.
 */
export interface RecordWarningState {
  readonly status: 'pending' | 'warn' | 'cancel';
  /** Why a `cancel` is one: the record stopped breaching, or an operator relieved it while it still did. */
  readonly cancelReason?: 'recovered' | 'relieved';
  /** Since when the record has been in breach (this episode). */
  readonly breachedSince: number;
  readonly warnedAt?: number;
  readonly cancelledAt?: number;
}

/** What an evaluation does beyond keeping the state: `fire` sends the rule's notices; `recover` ends a warning. */
export type RecordEffect = 'fire' | 'recover' | 'none';

export interface RecordStep {
  /** The state to keep; undefined: none (the record is not, and was not, in warning). */
  readonly state: RecordWarningState | undefined;
  readonly effect: RecordEffect;
}

/**
 * One evaluation of one record: `isBreached` is what the rule reads now. A breach fires once the
 * pending period has passed and never again while the warning (or an operator's relief) holds; a
 * record that stops breaching is cancelled as recovered, and a later breach starts a new episode.
 */
export function nextRecordState(previous: RecordWarningState | undefined, isBreached: boolean, now: number, pendingMs: number): RecordStep {
  if (!previous) {
    if (!isBreached) return { state: undefined, effect: 'none' };
    return pendingMs <= 0 ? { state: { status: 'warn', breachedSince: now, warnedAt: now }, effect: 'fire' } : { state: { status: 'pending', breachedSince: now }, effect: 'none' };
  }
  switch (previous.status) {
    case 'pending':
      if (!isBreached) return { state: undefined, effect: 'none' };
      return now - previous.breachedSince >= pendingMs ? { state: { status: 'warn', breachedSince: previous.breachedSince, warnedAt: now }, effect: 'fire' } : { state: previous, effect: 'none' };
    case 'warn':
      return isBreached ? { state: previous, effect: 'none' } : { state: { ...previous, status: 'cancel', cancelReason: 'recovered', cancelledAt: now }, effect: 'recover' };
    case 'cancel':
      if (previous.cancelReason === 'relieved') return isBreached ? { state: previous, effect: 'none' } : { state: { ...previous, cancelReason: 'recovered' }, effect: 'none' };
      return isBreached ? nextRecordState(undefined, true, now, pendingMs) : { state: previous, effect: 'none' };
  }
}

/** An operator's action on a record's warning (audited by the server). */
export type WarningOperatorAction = 'relieve' | 'recover';

export type WarningOperatorStep = { readonly ok: true; readonly state: RecordWarningState } | { readonly ok: false; readonly code: 'warning/cannot-relieve' | 'warning/cannot-recover' };

/**
 * Relieve: a warning (or a pending breach) is cancelled by hand and stays quiet while the record
 * still breaches. Recover: a relieved warning is put back to `warn` (no new notice: it was sent).
 * A warning that recovered by itself has nothing to recover.
 */
export function applyOperatorAction(previous: RecordWarningState, action: WarningOperatorAction, now: number): WarningOperatorStep {
  if (action === 'relieve') {
    if (previous.status === 'cancel') return { ok: false, code: 'warning/cannot-relieve' };
    return { ok: true, state: { ...previous, status: 'cancel', cancelReason: 'relieved', cancelledAt: now } };
  }
  if (previous.status !== 'cancel' || previous.cancelReason !== 'relieved') return { ok: false, code: 'warning/cannot-recover' };
  const { cancelReason: _reason, cancelledAt: _at, ...rest } = previous;
  return { ok: true, state: { ...rest, status: 'warn', warnedAt: previous.warnedAt ?? now } };
}
