import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { buildAntdTheme, darkRaisedSurface, darkSurface, readableLightTokens } from './antdTheme';
import { contrastRatio, readableOn, textContrastMinimum } from './contrast';
import { darkContainerBackground, defaultThemeSettings, primaryColorPresets } from './themeSettings';

/** An `rgba(0,0,0,a)` grey laid over white, as the browser draws it. */
function overWhite(rgba: string): string {
  const alpha = Number(/rgba\(0,\s*0,\s*0,\s*([\d.]+)\)/.exec(rgba)?.[1]);
  const channel = Math.round(255 * (1 - alpha)).toString(16).padStart(2, '0');
  return `#${channel}${channel}${channel}`;
}

describe('contrast', () => {
  it('measures the ratios axe-core reported (spec #1890FF with white text, the 45 % grey)', () => {
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  });

  it('keeps a colour that already reads and darkens one that does not, only as far as needed', () => {
    expect(readableOn('#123', '#ffffff')).toBe('#123');
    const darkened = readableOn('#1890FF', '#ffffff');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(contrastRatio(darkened, '#ffffff')).toBeLessThan(5.2);
  });
});

describe('readable light tokens', () => {
  it.each([...primaryColorPresets, '#FD454A'])('give %s as text and behind white text at least 4.5:1', (primary) => {
    const tokens = readableLightTokens(primary);
    expect(contrastRatio(tokens.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(contrastRatio(tokens.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(textContrastMinimum);
  });

  it.each([...primaryColorPresets, '#FD454A'])('give %s a hover shade (default button hover text, link hover) that reads 4.5:1 and differs from the rest state', (primary) => {
    // The hover antd derived before: #368ED6 on white, 3.5:1 (the persona walk's default button).
    const tokens = theme.getDesignToken(buildAntdTheme({ ...defaultThemeSettings, primaryColor: primary })) as unknown as Record<string, string>;
    for (const key of ['colorPrimaryHover', 'colorPrimaryTextHover', 'colorLinkHover']) {
      expect({ key, isReadable: contrastRatio(tokens[key]!, '#ffffff') >= textContrastMinimum }).toEqual({ key, isReadable: true });
    }
    expect(tokens.colorPrimaryHover).not.toBe(tokens.colorPrimary);
  });

  it('give descriptions, breadcrumbs and placeholders AA greys on the layout background', () => {
    const tokens = readableLightTokens('#1890FF');
    for (const key of ['colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder']) {
      expect({ key, isReadable: contrastRatio(overWhite(tokens[key]!), '#f5f5f5') >= textContrastMinimum }).toEqual({ key, isReadable: true });
    }
  });

  it('give tag and status texts AA on their light backgrounds, which stay light', () => {
    // The tokens the app's ConfigProvider computes for the default theme (the readable algorithm included).
    const tokens = theme.getDesignToken(buildAntdTheme(defaultThemeSettings)) as unknown as Record<string, string>;
    expect(tokens.colorSuccessBg).toBe('#f6ffed');
    for (const [text, background] of [['green7', 'green1'], ['blue7', 'blue1'], ['orange7', 'orange1'], ['colorSuccess', 'colorSuccessBg'], ['colorWarning', 'colorWarningBg'], ['colorError', 'colorErrorBg']] as const) {
      expect({ text, ratio: contrastRatio(tokens[text]!, tokens[background]!) >= textContrastMinimum }).toEqual({ text, ratio: true });
    }
    expect(contrastRatio(tokens.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(textContrastMinimum);
  });

  it('keep the chosen colour itself on marks that are no text (ink bar, checkbox, switch), where 3:1 suffices', () => {
    const built = buildAntdTheme(defaultThemeSettings);
    const components = built.components as Record<string, { colorPrimary?: string; inkBarColor?: string }>;
    expect(components.Tabs?.inkBarColor).toBe('#1890FF');
    expect(components.Checkbox?.colorPrimary).toBe('#1890FF');
    expect(components.Switch?.colorPrimary).toBe('#1890FF');
    expect(contrastRatio('#1890FF', '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

/** An `rgba(r,g,b,a)` colour laid over an opaque hex background, as the browser draws it. */
function over(rgba: string, background: string): string {
  const [red, green, blue, alpha] = (/rgba\(([^)]*)\)/.exec(rgba)?.[1] ?? '').split(',').map(Number) as [number, number, number, number];
  const base = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
  return `#${[red, green, blue].map((channel, index) => Math.round(channel * alpha + base[index]! * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

describe('readable dark tokens', () => {
  it('say the dark surface as hex', () => {
    expect(darkContainerBackground.replace(/\s/g, '')).toBe(`rgb(${[1, 3, 5].map((start) => parseInt(darkSurface.slice(start, start + 2), 16)).join(',')})`);
  });

  it.each([...primaryColorPresets, '#FD454A'])('give %s, as antd draws it in the dark theme, at least 4.5:1 as text on the dark surface and behind the text put on it', (primary) => {
    // What the dark algorithm made of #1890FF before: 3.66:1 as text, white on it 4.19:1 (axe, the persona walk).
    const tokens = theme.getDesignToken(buildAntdTheme({ ...defaultThemeSettings, mode: 'dark', primaryColor: primary })) as unknown as Record<string, string>;
    expect(contrastRatio(tokens.colorPrimary!, darkSurface)).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(contrastRatio(tokens.colorLink!, darkSurface)).toBeGreaterThanOrEqual(textContrastMinimum);
    // Also on a hovered row: the console's row actions read 4.01:1 there (#4E8CE4 on #2D2E2E).
    expect(contrastRatio(tokens.colorLink!, darkRaisedSurface)).toBeGreaterThanOrEqual(textContrastMinimum);
    const components = buildAntdTheme({ ...defaultThemeSettings, mode: 'dark', primaryColor: primary }).components as Record<string, Record<string, string>>;
    expect(contrastRatio(over(components.Button!.primaryColor!, tokens.colorPrimary!), tokens.colorPrimary!)).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(contrastRatio(over(components.Button!.dangerColor!, tokens.colorError!), tokens.colorError!)).toBeGreaterThanOrEqual(textContrastMinimum);
    // The selected menu item keeps white text on a darker blue; its parent's title, in the same colour, sits on the dark sider.
    expect(contrastRatio('#ffffff', components.Menu!.darkItemSelectedBg!)).toBeGreaterThanOrEqual(textContrastMinimum);
    expect(contrastRatio(tokens.colorTextLightSolid!, darkSurface)).toBeGreaterThanOrEqual(textContrastMinimum);
    // Status texts (a danger link button's #DC4446 read 3.62:1 on the dark surface).
    for (const status of ['colorError', 'colorWarning', 'colorSuccess', 'colorInfo', 'colorErrorText']) {
      expect({ status, ratio: contrastRatio(tokens[status]!, darkSurface) >= textContrastMinimum }).toEqual({ status, ratio: true });
    }
  });

  it('give descriptions, breadcrumbs and placeholders AA greys on the dark surface', () => {
    const tokens = theme.getDesignToken(buildAntdTheme({ ...defaultThemeSettings, mode: 'dark' })) as unknown as Record<string, string>;
    for (const key of ['colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder']) {
      expect({ key, isReadable: contrastRatio(over(tokens[key]!, darkSurface), darkSurface) >= textContrastMinimum }).toEqual({ key, isReadable: true });
    }
  });
});
