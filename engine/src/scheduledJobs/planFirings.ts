/** What one scheduler tick decides for one job. */
export interface FiringPlan {
  /** The firing times to enqueue now, in order. */
  readonly firings: readonly Date[];
  /** The first firing not yet enqueued, or null when the expression fires no more. */
  readonly nextFireAt: Date | null;
}

/** What the tick knows about one running job. */
export interface FiringPlanInput {
  /** The first firing not yet enqueued. */
  readonly nextFireAt: Date;
  readonly now: Date;
  /** How far ahead of `now` firings are enqueued (a little more than the tick's interval, so none is late). */
  readonly horizonMs: number;
  /** A firing older than this when the tick sees it was missed (the workers were down). */
  readonly misfireGraceMs: number;
  /** At most this many firings per tick (an every-second job enqueues one tick's worth). */
  readonly maxFirings: number;
  /** The expression's first firing strictly after a time (croner's, passed in). */
  readonly nextAfter: (time: Date) => Date | null;
}

/**
 * The firings one scheduler tick enqueues for a job. Missed firings collapse into one firing now
 * (Quartz's "fire once now" misfire policy for cron triggers): a worker down for a day runs a daily
 * report once, not once per missed day, and an every-minute job does not replay the night.
 */
export function planFirings(input: FiringPlanInput): FiringPlan {
  const { now, horizonMs, misfireGraceMs, maxFirings, nextAfter } = input;
  const horizon = now.getTime() + horizonMs;
  const firings: Date[] = [];
  let next: Date | null = input.nextFireAt;
  if (next.getTime() < now.getTime() - misfireGraceMs) {
    firings.push(now);
    next = nextAfter(now);
  }
  while (next && next.getTime() <= horizon && firings.length < maxFirings) {
    firings.push(next);
    next = nextAfter(next);
  }
  return { firings, nextFireAt: next };
}
