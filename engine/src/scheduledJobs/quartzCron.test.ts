import { describe, expect, it } from 'vitest';
import { readQuartzCron } from './quartzCron';

describe('readQuartzCron', () => {
  it('passes a plain Quartz expression on unchanged but for the day of week', () => {
    expect(readQuartzCron('0 0 12 * * ?')).toEqual({ pattern: '0 0 12 * * ?' });
    expect(readQuartzCron(' 0 15 10 ? * MON-FRI ')).toEqual({ pattern: '0 15 10 ? * MON-FRI' });
    expect(readQuartzCron('0 0 12 * * ? 2030')).toEqual({ pattern: '0 0 12 * * ? 2030' });
  });

  it('writes start/step out as a range croner accepts', () => {
    expect(readQuartzCron('0/10 * * * * ?')).toEqual({ pattern: '0-59/10 * * * * ?' });
    expect(readQuartzCron('0 5/15 8/2 1/3 * ?')).toEqual({ pattern: '0 5-59/15 8-23/2 1-31/3 * ?' });
  });

  it('numbers days of the week from 0 = Sunday as croner does (Quartz: 1 = Sunday)', () => {
    expect(readQuartzCron('0 0 12 ? * 6#3')).toEqual({ pattern: '0 0 12 ? * 5#3' });
    expect(readQuartzCron('0 0 12 ? * 2-6,1')).toEqual({ pattern: '0 0 12 ? * 1-5,0' });
    expect(readQuartzCron('0 0 12 ? * 6L')).toEqual({ pattern: '0 0 12 ? * 5L' });
    expect(readQuartzCron('0 0 12 ? * 2/2')).toEqual({ pattern: '0 0 12 ? * 1-6/2' });
  });

  it('refuses what Quartz refuses', () => {
    expect(readQuartzCron('* * * * *')).toEqual({ problem: 'field-count' });
    expect(readQuartzCron('0 0 12 * * ? 2030 x')).toEqual({ problem: 'field-count' });
    expect(readQuartzCron('0 0 12 * * *')).toEqual({ problem: 'day-question-mark' });
    expect(readQuartzCron('0 0 12 ? * ?')).toEqual({ problem: 'day-question-mark' });
    expect(readQuartzCron('? 0 12 * * ?')).toEqual({ problem: 'day-question-mark' });
    expect(readQuartzCron('0 0 12 ? * 0')).toEqual({ problem: 'day-of-week-range' });
    expect(readQuartzCron('0 0 12 ? * 1-8')).toEqual({ problem: 'day-of-week-range' });
  });
});
