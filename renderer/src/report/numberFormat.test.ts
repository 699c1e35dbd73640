import { describe, expect, it } from 'vitest';
import { chartPalette } from './chartContext';
import { formatNumber, formatShare } from './numberFormat';
import { isDarkColour } from './themeInputs';

describe('formatNumber', () => {
  it('applies decimals, thousands, percent and unit', () => {
    expect(formatNumber(1234567.891, undefined, 'en_US')).toBe('1234567.89');
    expect(formatNumber(1234567.891, { thousands: true, decimals: 1 }, 'en_US')).toBe('1,234,567.9');
    expect(formatNumber(0.256, { percent: true, decimals: 1 }, 'zh_CN')).toBe('25.6%');
    expect(formatNumber(12, { unit: 'kg', decimals: 2 }, 'th_TH')).toBe('12.00 kg');
    expect(formatNumber(null, { unit: 'kg' }, 'en_US')).toBe('');
    expect(formatShare(33.333)).toBe('33.3%');
  });
});

describe('theme inputs', () => {
  it('puts the theme colour first unless the widget has its own colours', () => {
    expect(chartPalette(undefined, '#13c2c2')[0]).toBe('#13c2c2');
    expect(chartPalette(undefined, '#91cc75').filter((colour) => colour === '#91cc75')).toHaveLength(1);
    expect(chartPalette(['#000000', '#ffffff'], '#13c2c2')).toEqual(['#000000', '#ffffff']);
  });

  it('tells a dark container background from a light one', () => {
    expect(isDarkColour('rgb(36, 37, 37)')).toBe(true);
    expect(isDarkColour('#141414')).toBe(true);
    expect(isDarkColour('#ffffff')).toBe(false);
    expect(isDarkColour('#fff')).toBe(false);
  });
});
