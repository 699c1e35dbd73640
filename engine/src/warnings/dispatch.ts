import type { WarningRule } from '@wharf/schemas';
import { nextRecordState, type RecordWarningState } from './recordState';

const hourMs = 3_600_000;

/**
 * The hour of the day (0–23) the instant `at` falls in, read on the clock of `timeZone` (an IANA
 * name such as `Asia/Shanghai`; the tenant's setting). An unknown zone throws (Intl's RangeError).
 */
export function localHourOf(at: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at)).find((part) => part.type === 'hour');
  return Number(hour?.value ?? 0);
}

/**
 * Whether the platform's hourly tick starting at `hourStart` (epoch ms, on the hour) runs the
 * rule: an hourly rule with dispatch slots (spec §9, 0:00–23:00) runs in its slots, read on the
 * tenant's clock (`timeZone`; a zone with a half-hour offset runs a slot at the tick falling within
 * that local hour); any other rule runs when its cron expression fires within the hour
 * (`cronFiresWithin`, given by the caller that parses cron in the same zone). A disabled rule
 * never runs.
 */
export function isRuleDueInHour(rule: WarningRule, hourStart: number, cronFiresWithin: (from: number, to: number) => boolean, timeZone = 'UTC'): boolean {
  if (rule.isEnabled === false) return false;
  if (rule.dispatchFrequency === 'hourly' && rule.dispatchHours && rule.dispatchHours.length > 0) return rule.dispatchHours.includes(localHourOf(hourStart, timeZone));
  return cronFiresWithin(hourStart, hourStart + hourMs);
}

/** The hourly ticks from `from` to `to` (epoch ms) at which the rule runs, slots read in `timeZone`: the instants a back-test evaluates. */
export function dueHoursBetween(rule: WarningRule, from: number, to: number, cronFiresWithin: (from: number, to: number) => boolean, timeZone = 'UTC'): number[] {
  const hours: number[] = [];
  for (let at = Math.ceil(from / hourMs) * hourMs; at <= to; at += hourMs) {
    if (isRuleDueInHour({ ...rule, isEnabled: true }, at, cronFiresWithin, timeZone)) hours.push(at);
  }
  return hours;
}

/** One evaluation instant of a back-test: which records were in breach then. */
export interface BackTestSlot {
  readonly at: number;
  readonly breachedKeys: Iterable<string>;
}

export interface BackTestResult {
  /** Notices the rule would have sent (one per record per episode). */
  readonly firings: number;
  /** Distinct records that would have fired. */
  readonly records: number;
  readonly evaluations: number;
  readonly perSlot: ReadonlyArray<{ at: number; firings: number }>;
}

/**
 * How often the rule would have fired over past instants: the same per-record state machine as
 * the live evaluation, started empty, fed each instant's breaches (records absent from an instant
 * do not breach then). Pending period and no-repeat hold exactly as they will when enabled.
 */
export function backTestWarningRule(slots: Iterable<BackTestSlot>, pendingMs: number): BackTestResult {
  const states = new Map<string, RecordWarningState>();
  const fired = new Set<string>();
  const perSlot: Array<{ at: number; firings: number }> = [];
  let firings = 0;
  for (const slot of slots) {
    const breached = new Set(slot.breachedKeys);
    let slotFirings = 0;
    for (const key of new Set([...states.keys(), ...breached])) {
      const step = nextRecordState(states.get(key), breached.has(key), slot.at, pendingMs);
      if (step.state) states.set(key, step.state);
      else states.delete(key);
      if (step.effect === 'fire') {
        slotFirings += 1;
        fired.add(key);
      }
    }
    firings += slotFirings;
    perSlot.push({ at: slot.at, firings: slotFirings });
  }
  return { firings, records: fired.size, evaluations: perSlot.length, perSlot };
}

/**
 * Whether `name` is an IANA time zone name this runtime knows (a tenant's clock, checked when an
 * operator sets it). Names only: an offset such as `+05:00` is refused, as PostgreSQL would read
 * its sign the POSIX way round.
 */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
