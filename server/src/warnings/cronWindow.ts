import { Cron } from 'croner';
import { AppError } from '../http/errors';

/**
 * Whether a rule's cron expression (spec §3, Quartz style with seconds; `croner` reads it, in UTC
 * like the hourly slots) fires within [from, to). A malformed expression is a 400 naming the field.
 */
export function cronFiresWithin(cronExpr: string, path = '/rules/cronExpr'): (from: number, to: number) => boolean {
  let cron: Cron;
  try {
    cron = new Cron(cronExpr, { paused: true, timezone: 'UTC' });
  } catch {
    throw new AppError(400, 'warning/cron-invalid', [path]);
  }
  return (from, to) => {
    const next = cron.nextRun(new Date(from - 1));
    return next !== null && next.getTime() < to;
  };
}
