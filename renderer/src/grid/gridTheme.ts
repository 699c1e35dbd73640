import { colorSchemeDark, colorSchemeLight, themeQuartz, type Theme } from 'ag-grid-community';
import { theme as antdTheme } from 'antd';
import { useMemo } from 'react';

/** The antd tokens an AG Grid theme follows. */
export interface GridThemeTokens {
  /** The theme colour (antd's colorPrimary): checkboxes, selection, focus, the active column. */
  colorPrimary: string;
  /** Container background: dark in the dark theme. */
  colorBgContainer: string;
  colorText: string;
  colorBorderSecondary: string;
  fontFamily: string;
  fontSize: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbPattern = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i;

/** 0–255 channels of a '#rgb', '#rrggbb' or 'rgb()/rgba()' colour, undefined for anything else. */
function channelsOf(color: string): [number, number, number] | undefined {
  const trimmed = color.trim();
  if (hexPattern.test(trimmed)) {
    const digits = trimmed.slice(1);
    const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = rgbPattern.exec(trimmed);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** Whether a background is dark (perceived brightness below the middle), as antd's dark algorithm makes it. */
export function isDarkBackground(color: string): boolean {
  const channels = channelsOf(color);
  if (!channels) return false;
  const [red, green, blue] = channels;
  return (red * 299 + green * 587 + blue * 114) / 1000 < 128;
}

/**
 * The AG Grid theme (AG Grid's theming API, no CSS overrides) for antd's tokens: Quartz with the
 * dark colour scheme when the container background is dark, the theme colour as accent, and the
 * page's background, text, borders and font, so lists and sub-tables follow the light and dark
 * themes and the user's theme colour (issue 20).
 */
export function gridThemeFor(tokens: GridThemeTokens): Theme {
  const isDark = isDarkBackground(tokens.colorBgContainer);
  return themeQuartz.withPart(isDark ? colorSchemeDark : colorSchemeLight).withParams({
    accentColor: tokens.colorPrimary,
    backgroundColor: tokens.colorBgContainer,
    foregroundColor: tokens.colorText,
    borderColor: tokens.colorBorderSecondary,
    fontFamily: tokens.fontFamily,
    fontSize: tokens.fontSize,
    browserColorScheme: isDark ? 'dark' : 'light',
  });
}

/** The AG Grid theme of the nearest antd ConfigProvider (see `gridThemeFor`), kept while its tokens stay. */
export function useGridTheme(): Theme {
  const { token } = antdTheme.useToken();
  const { colorPrimary, colorBgContainer, colorText, colorBorderSecondary, fontFamily, fontSize } = token;
  return useMemo(
    () => gridThemeFor({ colorPrimary, colorBgContainer, colorText, colorBorderSecondary, fontFamily, fontSize }),
    [colorPrimary, colorBgContainer, colorText, colorBorderSecondary, fontFamily, fontSize],
  );
}
