import type { WarningRule, WarningSetConfig } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { backTestWarningRule, dueHoursBetween, isKnownTimeZone, isRuleDueInHour, localHourOf } from './dispatch';
import { applyOperatorAction, nextRecordState, type RecordWarningState } from './recordState';
import { isRecordBreached, readWarningRecord, setConfigBreaches, setConfigValue } from './setConfigs';
import { renderWarningTemplate, templatePlaceholders } from './template';

const hour = 3_600_000;
const t0 = Date.UTC(2026, 10, 20, 0, 0, 0);

describe('set configs', () => {
  const cases: Array<[string, WarningSetConfig, unknown, boolean]> = [
    ['greater number', { warnField: 'a', operateType: 'greater', warnFieldValue: 10 }, 11, true],
    ['greater number equal', { warnField: 'a', operateType: 'greater', warnFieldValue: 10 }, 10, false],
    ['greaterOrEqual text number', { warnField: 'a', operateType: 'greaterOrEqual', warnFieldValue: '10' }, '10', true],
    ['less', { warnField: 'a', operateType: 'less', warnFieldValue: 0 }, -1, true],
    ['lessOrEqual', { warnField: 'a', operateType: 'lessOrEqual', warnFieldValue: 0 }, 1, false],
    ['between inside', { warnField: 'a', operateType: 'between', warnFieldMin: 1, warnFieldMax: 5 }, 5, true],
    ['between outside', { warnField: 'a', operateType: 'between', warnFieldMin: 1, warnFieldMax: 5 }, 5.5, false],
    ['equal text', { warnField: 'a', operateType: 'equal', warnFieldValue: 'open' }, 'open', true],
    ['equal number as text', { warnField: 'a', operateType: 'equal', warnFieldValue: 3 }, '3.0', true],
    ['notEqual', { warnField: 'a', operateType: 'notEqual', warnFieldValue: 'open' }, 'closed', true],
    ['contains', { warnField: 'a', operateType: 'contains', warnFieldValue: 'SH' }, 'CNSHA', true],
    ['notContains', { warnField: 'a', operateType: 'notContains', warnFieldValue: 'SH' }, 'CNSHA', false],
    ['in', { warnField: 'a', operateType: 'in', warnFieldValue: 'A, B' }, 'B', true],
    ['notIn', { warnField: 'a', operateType: 'notIn', warnFieldValue: 'A,B' }, 'C', true],
    ['null never breaches', { warnField: 'a', operateType: 'notEqual', warnFieldValue: 'x' }, null, false],
    ['precision rounds before comparing', { warnField: 'a', operateType: 'greater', warnFieldValue: 1, fieldPrecision: 0 }, 1.4, false],
    ['percent is the number itself', { warnField: 'a', operateType: 'greater', warnFieldValue: 80, unit: 'percent' }, 85, true],
  ];
  it.each(cases)('%s', (_name, config, raw, expected) => {
    expect(setConfigBreaches(config, setConfigValue(config, raw, t0))).toBe(expected);
  });

  it('reads a timestamp with unit hour as the hours elapsed until now', () => {
    const config: WarningSetConfig = { warnField: 'declaredAt', operateType: 'greater', warnFieldValue: 48, unit: 'hour', fieldPrecision: 1 };
    expect(setConfigValue(config, new Date(t0 - 49.04 * hour), t0)).toBe(49);
    expect(setConfigValue(config, new Date(t0 - 47 * hour).toISOString(), t0)).toBe(47);
    expect(setConfigValue({ ...config, unit: 'day' }, new Date(t0 - 36 * hour), t0)).toBe(1.5);
  });

  it('needs every config to breach; no configs means every row breaches', () => {
    const configs: WarningSetConfig[] = [
      { warnField: 'age', operateType: 'greater', warnFieldValue: 48, unit: 'hour' },
      { warnField: 'status', operateType: 'notEqual', warnFieldValue: 'cleared' },
    ];
    expect(readWarningRecord(configs, { age: new Date(t0 - 50 * hour), status: 'declared' }, t0).isBreached).toBe(true);
    expect(readWarningRecord(configs, { age: new Date(t0 - 50 * hour), status: 'cleared' }, t0).isBreached).toBe(false);
    expect(readWarningRecord(undefined, { any: 1 }, t0)).toEqual({ isBreached: true, readings: [] });
    for (const row of [{ age: new Date(t0 - 50 * hour), status: 'declared' }, { age: new Date(t0 - 50 * hour), status: 'cleared' }, { age: null, status: 'declared' }]) {
      expect(isRecordBreached(configs, row, t0)).toBe(readWarningRecord(configs, row, t0).isBreached);
    }
    expect(isRecordBreached(undefined, {}, t0)).toBe(true);
  });
});

describe('record state', () => {
  type Step = [breached: boolean, atHours: number, status: RecordWarningState['status'] | 'none', effect: string];
  const run = (pendingHours: number, steps: Step[]) => {
    let state: RecordWarningState | undefined;
    for (const [breached, at, status, effect] of steps) {
      const step = nextRecordState(state, breached, t0 + at * hour, pendingHours * hour);
      expect([step.state?.status ?? 'none', step.effect], `at ${at}h`).toEqual([status, effect]);
      state = step.state;
    }
    return state;
  };

  it('fires at once without a pending period and never repeats while breaching', () => {
    run(0, [[true, 0, 'warn', 'fire'], [true, 1, 'warn', 'none'], [true, 2, 'warn', 'none']]);
  });

  it('waits out the pending period; a breach that ends before it never fires', () => {
    run(2, [[true, 0, 'pending', 'none'], [true, 1, 'pending', 'none'], [false, 1.5, 'none', 'none'], [true, 2, 'pending', 'none'], [true, 4, 'warn', 'fire']]);
  });

  it('cancels on recovery and fires again on a new breach', () => {
    const state = run(0, [[true, 0, 'warn', 'fire'], [false, 1, 'cancel', 'recover'], [false, 2, 'cancel', 'none'], [true, 3, 'warn', 'fire']]);
    expect(state?.breachedSince).toBe(t0 + 3 * hour);
  });

  it('an operator relief stays quiet while the breach holds, and recover restores the warning without a new notice', () => {
    const warned = run(0, [[true, 0, 'warn', 'fire']])!;
    const relieved = applyOperatorAction(warned, 'relieve', t0 + hour);
    expect(relieved).toMatchObject({ ok: true, state: { status: 'cancel', cancelReason: 'relieved' } });
    if (!relieved.ok) return;
    expect(nextRecordState(relieved.state, true, t0 + 2 * hour, 0)).toEqual({ state: relieved.state, effect: 'none' });
    const recovered = applyOperatorAction(relieved.state, 'recover', t0 + 3 * hour);
    expect(recovered).toMatchObject({ ok: true, state: { status: 'warn', warnedAt: t0 } });
    expect(applyOperatorAction(relieved.state, 'relieve', t0)).toEqual({ ok: false, code: 'warning/cannot-relieve' });
    expect(applyOperatorAction(warned, 'recover', t0)).toEqual({ ok: false, code: 'warning/cannot-recover' });
  });

  it('a relieved record that stops breaching counts as recovered, so its next breach warns again', () => {
    const relieved = applyOperatorAction({ status: 'warn', breachedSince: t0, warnedAt: t0 }, 'relieve', t0 + hour);
    if (!relieved.ok) throw new Error('relieve refused');
    const quiet = nextRecordState(relieved.state, false, t0 + 2 * hour, 0);
    expect(quiet.state).toMatchObject({ status: 'cancel', cancelReason: 'recovered' });
    expect(nextRecordState(quiet.state, true, t0 + 3 * hour, 0).effect).toBe('fire');
  });
});

describe('templates', () => {
  it('fills placeholders, empties unknown ones and escapes values for HTML', () => {
    expect(renderWarningTemplate('Declaration ${declNo} open ${ hours }h ${missing}.', { declNo: 'D1', hours: 49 })).toBe('Declaration D1 open 49h .');
    expect(renderWarningTemplate('<b>${name}</b>', { name: '<script>' }, true)).toBe('<b>&lt;script&gt;</b>');
    expect(templatePlaceholders('${a} ${b} ${a}')).toEqual(['a', 'b']);
  });
});

describe('dispatch and back-test', () => {
  const rule: WarningRule = { ruleCode: 'r', ruleName: 'r', dispatchFrequency: 'hourly', dispatchHours: [0, 12], cronExpr: '0 0 * * * ?' };
  it('runs an hourly rule in its slots only, a cron rule when its cron fires, a disabled rule never', () => {
    expect(isRuleDueInHour(rule, t0, () => false)).toBe(true);
    expect(isRuleDueInHour(rule, t0 + hour, () => true)).toBe(false);
    expect(isRuleDueInHour({ ...rule, dispatchHours: [] }, t0 + hour, () => true)).toBe(true);
    expect(isRuleDueInHour({ ...rule, isEnabled: false }, t0, () => true)).toBe(false);
    expect(dueHoursBetween(rule, t0, t0 + 48 * hour, () => false)).toEqual([t0, t0 + 12 * hour, t0 + 24 * hour, t0 + 36 * hour, t0 + 48 * hour]);
  });

  it('reads the slots on the tenant\'s clock, across the day boundary', () => {
    // 2026-03-01T16:00Z is 00:00 on 2 March in Shanghai (UTC+8): slot 0 there, slot 16 in UTC.
    const shanghaiMidnight = Date.UTC(2026, 2, 1, 16);
    const midnightOnly: WarningRule = { ...rule, dispatchHours: [0] };
    expect(localHourOf(shanghaiMidnight, 'Asia/Shanghai')).toBe(0);
    expect(isRuleDueInHour(midnightOnly, shanghaiMidnight, () => false, 'Asia/Shanghai')).toBe(true);
    expect(isRuleDueInHour(midnightOnly, shanghaiMidnight, () => false)).toBe(false);
    expect(isRuleDueInHour(midnightOnly, Date.UTC(2026, 2, 2, 0), () => false, 'Asia/Shanghai')).toBe(false);
    // Over two UTC days the Shanghai midnights are the 16:00Z ticks, one a day.
    expect(dueHoursBetween(midnightOnly, Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 3), () => false, 'Asia/Shanghai')).toEqual([Date.UTC(2026, 2, 1, 16), Date.UTC(2026, 2, 2, 16)]);
    // New York's spring change (8 March 2026): local midnight stays 05:00Z before it, and a zone with a half-hour offset takes the tick inside its local hour.
    expect(localHourOf(Date.UTC(2026, 2, 8, 5), 'America/New_York')).toBe(0);
    expect(localHourOf(Date.UTC(2026, 2, 9, 4), 'America/New_York')).toBe(0);
    expect(localHourOf(Date.UTC(2026, 2, 1, 19), 'Asia/Kolkata')).toBe(0);
  });

  it('counts one firing per record per episode, after the pending period', () => {
    const slots = [
      { at: t0, breachedKeys: ['a', 'b'] },
      { at: t0 + hour, breachedKeys: ['a', 'b'] },
      { at: t0 + 2 * hour, breachedKeys: ['a'] },
      { at: t0 + 3 * hour, breachedKeys: ['a', 'b'] },
      { at: t0 + 4 * hour, breachedKeys: ['a', 'b'] },
    ];
    expect(backTestWarningRule(slots, 0)).toMatchObject({ firings: 3, records: 2, evaluations: 5 });
    expect(backTestWarningRule(slots, hour)).toMatchObject({ firings: 3, records: 2, perSlot: [{ firings: 0 }, { firings: 2 }, { firings: 0 }, { firings: 0 }, { firings: 1 }] });
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names, and refuses unknown names, offsets and anything that is not a plain name', () => {
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Etc/GMT+5']) expect(isKnownTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus_Mons', '+05:00', '-0800', 'Asia/Shanghai; x', ' Asia/Shanghai']) expect(isKnownTimeZone(zone), zone).toBe(false);
  });
});
