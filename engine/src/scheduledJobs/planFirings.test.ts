import { describe, expect, it } from 'vitest';
import { planFirings } from './planFirings';

/** Every `seconds` seconds, on the whole multiple. */
const every = (seconds: number) => (time: Date) => new Date((Math.floor(time.getTime() / 1000 / seconds) + 1) * seconds * 1000);
const at = (iso: string) => new Date(iso);
const base = { horizonMs: 70_000, misfireGraceMs: 60_000, maxFirings: 100 };

describe('planFirings', () => {
  it('enqueues the firings up to the horizon and remembers the first one after it', () => {
    const plan = planFirings({ ...base, nextFireAt: at('2026-01-01T00:01:00Z'), now: at('2026-01-01T00:00:30Z'), nextAfter: every(30) });
    expect(plan.firings.map((time) => time.toISOString())).toEqual(['2026-01-01T00:01:00.000Z', '2026-01-01T00:01:30.000Z']);
    expect(plan.nextFireAt?.toISOString()).toBe('2026-01-01T00:02:00.000Z');
  });

  it('enqueues nothing before the job is due', () => {
    const plan = planFirings({ ...base, nextFireAt: at('2026-01-02T00:00:00Z'), now: at('2026-01-01T00:00:00Z'), nextAfter: every(86_400) });
    expect(plan).toEqual({ firings: [], nextFireAt: at('2026-01-02T00:00:00Z') });
  });

  it('fires missed firings once, now, and goes on from now', () => {
    const plan = planFirings({ ...base, nextFireAt: at('2026-01-01T00:00:00Z'), now: at('2026-01-01T05:00:10Z'), nextAfter: every(3600) });
    expect(plan.firings).toEqual([at('2026-01-01T05:00:10Z')]);
    expect(plan.nextFireAt).toEqual(at('2026-01-01T06:00:00Z'));
  });

  it('keeps a firing inside the grace (a tick a little late) at its own time', () => {
    const plan = planFirings({ ...base, nextFireAt: at('2026-01-01T00:00:00Z'), now: at('2026-01-01T00:00:20Z'), nextAfter: every(3600) });
    expect(plan.firings).toEqual([at('2026-01-01T00:00:00Z')]);
  });

  it('stops at the cap and when the expression ends', () => {
    const capped = planFirings({ ...base, maxFirings: 3, nextFireAt: at('2026-01-01T00:00:01Z'), now: at('2026-01-01T00:00:00Z'), nextAfter: every(1) });
    expect(capped.firings).toHaveLength(3);
    expect(capped.nextFireAt).toEqual(at('2026-01-01T00:00:04Z'));
    const ending = planFirings({ ...base, nextFireAt: at('2026-01-01T00:00:01Z'), now: at('2026-01-01T00:00:00Z'), nextAfter: () => null });
    expect(ending).toEqual({ firings: [at('2026-01-01T00:00:01Z')], nextFireAt: null });
  });
});
