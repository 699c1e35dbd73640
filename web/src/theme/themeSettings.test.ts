import { describe, expect, it } from 'vitest';
import { buildAntdTheme, siderColors } from './antdTheme';
import { defaultThemeSettings, isHexColor, normaliseThemeSettings, primaryColorPresets } from './themeSettings';

describe('isHexColor', () => {
  it.each(['#fff', '#1890FF', '#abcdef'])('accepts %s', (value) => expect(isHexColor(value)).toBe(true));
  it.each(['fff', '#ffff', '#12345', '#gggggg', '#1890FF0', ''])('rejects %s', (value) => expect(isHexColor(value)).toBe(false));
});

describe('theme settings', () => {
  it('has eight presets starting with the default', () => {
    expect(primaryColorPresets).toHaveLength(8);
    expect(primaryColorPresets[0]).toBe('#1890FF');
  });

  it('normalises invalid stored values to the defaults', () => {
    expect(normaliseThemeSettings({ primaryColor: 'red', mode: 'dim', preset: 'x' })).toEqual(defaultThemeSettings);
    expect(normaliseThemeSettings({ primaryColor: '#f00', mode: 'dark' })).toMatchObject({ primaryColor: '#f00', mode: 'dark' });
  });

  it('gives dark mode the dark container colour and the red preset the dark sidebar', () => {
    const dark = buildAntdTheme({ ...defaultThemeSettings, mode: 'dark' });
    expect(dark.token?.colorBgContainer).toBe('rgb(36, 37, 37)');
    expect(siderColors({ ...defaultThemeSettings, preset: 'red' })).toEqual({ background: '#001529', isDark: true });
    expect(siderColors({ ...defaultThemeSettings, preset: 'classicBlue' }).background).toBe('#389de9');
    expect(buildAntdTheme({ ...defaultThemeSettings, primaryColor: '#123' }).token?.colorPrimary).toBe('#123');
  });
});
