import { readQuartzCron } from '@wharf/engine';
import { Cron } from 'croner';
import { AppError } from '../http/errors';

/**
 * A rule's cron expression (spec §3, Quartz style with seconds; Quartz's `0/15` and Sunday = 1 read
 * as the job console reads them) parsed by `croner` on the tenant's clock `timeZone`. A malformed
 * expression is a 400 naming the field.
 */
function ruleCron(cronExpr: string, timeZone: string, path: string): Cron {
  const reading = readQuartzCron(cronExpr);
  try {
    if ('problem' in reading) throw new Error(reading.problem);
    return new Cron(reading.pattern, { paused: true, timezone: timeZone });
  } catch {
    throw new AppError(400, 'warning/cron-invalid', [path]);
  }
}

/** Whether a rule's cron expression fires within [from, to), read on the tenant's clock like the hourly slots. */
export function cronFiresWithin(cronExpr: string, timeZone = 'UTC', path = '/rules/cronExpr'): (from: number, to: number) => boolean {
  const cron = ruleCron(cronExpr, timeZone, path);
  return (from, to) => {
    const next = cron.nextRun(new Date(from - 1));
    return next !== null && next.getTime() < to;
  };
}

/** The next `count` firings of a rule's cron after `from`, on the tenant's clock (the designer's preview). */
export function nextCronFirings(cronExpr: string, timeZone: string, from: Date, count: number, path = '/query/cronExpr'): Date[] {
  const cron = ruleCron(cronExpr, timeZone, path);
  const times: Date[] = [];
  let time: Date | null = from;
  while (times.length < count && (time = cron.nextRun(time))) times.push(time);
  return times;
}
