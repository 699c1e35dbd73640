import { formatMessage, readQuartzCron, type Language } from '@wharf/engine';
import { Cron } from 'croner';
import { ValidationFailed } from '../http/errors';

/** A Quartz cron expression ready to answer its firing times. */
export interface QuartzSchedule {
  /** The first firing strictly after `time`, or null when there is none. */
  nextAfter(time: Date): Date | null;
}

/** The reason an expression is refused, as a message in `lang`; null when it is a valid, firing expression. */
export function cronProblem(expression: string, lang: Language): string | null {
  const reading = readQuartzCron(expression);
  if ('problem' in reading) return formatMessage(`scheduledJob/cron-${reading.problem}`, lang);
  try {
    const cron = new Cron(reading.pattern, { paused: true });
    return cron.nextRun() ? null : formatMessage('scheduledJob/cron-never-fires', lang);
  } catch (error) {
    return formatMessage('scheduledJob/invalid-cron', lang, [error instanceof Error ? error.message : String(error)]);
  }
}

/**
 * The schedule of a Quartz expression (seconds first, `?` for one day field), parsed by croner in
 * the server's time zone. Throws a 400 at `path` when the expression is refused.
 */
export function quartzSchedule(expression: string, lang: Language, path = '/body/cronExpression'): QuartzSchedule {
  const problem = cronProblem(expression, lang);
  if (problem) throw new ValidationFailed([{ path, code: 'scheduledJob/invalid-cron', message: problem }]);
  const reading = readQuartzCron(expression);
  const cron = new Cron('pattern' in reading ? reading.pattern : '', { paused: true });
  return { nextAfter: (time) => cron.nextRun(time) };
}

/** The next `count` firings after `from` (the job form shows five). */
export function nextFirings(schedule: QuartzSchedule, from: Date, count: number): Date[] {
  const times: Date[] = [];
  let time: Date | null = from;
  while (times.length < count && (time = schedule.nextAfter(time))) times.push(time);
  return times;
}
