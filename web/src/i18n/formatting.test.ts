import { describe, expect, it } from 'vitest';
import { enumLabel, formatDate, formatDateTime, formatNumber } from './formatting';

const at = '2026-11-26T06:12:15.000Z';
const usStyle = new Date(at).toLocaleString('en-US');

describe('formatting by the UI language (issue 20 point 6)', () => {
  it('writes a timestamp in each language\'s own format, not the US one', () => {
    expect(formatDateTime(at, 'en_US')).toBe(usStyle);
    for (const language of ['zh_CN', 'zh_TW', 'th_TH'] as const) expect(formatDateTime(at, language)).not.toBe(usStyle);
    expect(formatDateTime(at, 'zh_CN')).toBe(new Date(at).toLocaleString('zh-CN'));
    expect(formatDate(at, 'zh_TW')).toBe(new Date(at).toLocaleDateString('zh-TW'));
  });

  it('keeps empty values empty and unparsable text as it is', () => {
    expect(formatDateTime(null, 'zh_CN')).toBe('');
    expect(formatDateTime('', 'zh_CN')).toBe('');
    expect(formatDateTime('not a date', 'zh_CN')).toBe('not a date');
  });

  it('groups numbers as the language does', () => {
    expect(formatNumber(1234567.5, 'en_US')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'th_TH')).toBe(new Intl.NumberFormat('th-TH').format(1234567.5));
    expect(formatNumber(null, 'en_US')).toBe('');
  });

  it('shows an enum by its label, its code only when no label exists', () => {
    const labels: Record<string, string> = { 'log.outcome.success': '成功' };
    const translate = (key: string, options: { defaultValue: string }) => labels[key] ?? options.defaultValue;
    const keyOf = (value: string) => `log.outcome.${value}`;
    expect(enumLabel(translate, keyOf, 'success')).toBe('成功');
    expect(enumLabel(translate, keyOf, 'brand-new')).toBe('brand-new');
    expect(enumLabel(translate, keyOf, null)).toBe('');
  });
});
