import { describe, expect, it } from 'vitest';
import { checkFillRuleParams, fillRulePeriod, formatFillRuleValue } from './fillRuleValue';

describe('fill rules', () => {
  const at = new Date('2026-11-22T17:30:00Z');

  it('builds prefix + date + zero-padded sequence, reading the date in the rule\'s time zone', () => {
    const params = { prefix: 'DEC', dateFormat: 'yyyyMMdd', seqLength: 6, resetBy: 'day', timeZone: 'Asia/Shanghai' } as const;
    const { period, datePart } = fillRulePeriod(params, at);
    expect({ period, datePart }).toEqual({ period: '20261123', datePart: '20261123' });
    expect(formatFillRuleValue(params, datePart, 42)).toBe('DEC20261123000042');
    expect(fillRulePeriod({ ...params, timeZone: 'UTC' }, at).datePart).toBe('20261122');
  });

  it('resets by month, year or never', () => {
    expect(fillRulePeriod({ seqLength: 4, resetBy: 'month', dateFormat: 'yyyy' }, at)).toEqual({ period: '202611', datePart: '2026' });
    expect(fillRulePeriod({ seqLength: 4, resetBy: 'year' }, at).period).toBe('2026');
    expect(fillRulePeriod({ seqLength: 4 }, at)).toEqual({ period: '*', datePart: '' });
    expect(formatFillRuleValue({ seqLength: 2 }, '', 123)).toBe('123');
  });

  it('checks the parameters: an object, never an array, with sane parts', () => {
    expect(checkFillRuleParams([{ seqLength: 4 }])).toEqual([{ path: '/ruleParams', code: 'fillRule/params-not-object' }]);
    expect(checkFillRuleParams({ prefix: 'A B', dateFormat: 'dd', seqLength: 13, resetBy: 'week', timeZone: 'Mars/Olympus' }).map((i) => i.path)).toEqual([
      '/ruleParams/prefix', '/ruleParams/dateFormat', '/ruleParams/seqLength', '/ruleParams/resetBy', '/ruleParams/timeZone',
    ]);
    expect(checkFillRuleParams({ prefix: 'DEC', dateFormat: 'yyyyMMdd', seqLength: 6, resetBy: 'day', timeZone: 'Asia/Bangkok' })).toEqual([]);
  });
});
