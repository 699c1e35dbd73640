import type { CatalogueLanguage } from '../i18n/languages';

/**
 * What a chart takes from around it besides its widget and data: the interface language (titles,
 * number formats), the user's theme colour and whether the app is in dark mode. Inputs, so the option
 * builders stay pure and a large screen can force the dark theme.
 */
export interface ChartContext {
  language: CatalogueLanguage;
  primaryColor: string;
  isDark: boolean;
}

/** The colours a chart's frame (text, axes, grid lines, tooltip) takes in the light and dark themes. */
export interface ChartFrameColours {
  text: string;
  subtleText: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  /** The background of an exported PNG (the chart itself draws on a transparent canvas). */
  exportBackground: string;
}

const light: ChartFrameColours = { text: 'rgba(0, 0, 0, 0.85)', subtleText: 'rgba(0, 0, 0, 0.55)', axisLine: '#d9d9d9', splitLine: '#f0f0f0', tooltipBackground: '#ffffff', exportBackground: '#ffffff' };
// The dark container background of the app's dark theme (spec §9), so an export matches the screen.
const dark: ChartFrameColours = { text: 'rgba(255, 255, 255, 0.85)', subtleText: 'rgba(255, 255, 255, 0.55)', axisLine: '#484848', splitLine: '#303030', tooltipBackground: '#1f1f1f', exportBackground: 'rgb(36, 37, 37)' };

/** The frame colours of the context's mode. */
export function frameColours(context: Pick<ChartContext, 'isDark'>): ChartFrameColours {
  return context.isDark ? dark : light;
}

// A qualitative palette that reads on light and dark backgrounds; the theme colour goes first.
const companionColours = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc', '#5470c6'];

/**
 * The series colours: the widget's own colours when it has them, else the user's theme colour
 * followed by the companion palette (without a colour equal to the theme's).
 */
export function chartPalette(widgetColours: readonly string[] | undefined, primaryColor: string): string[] {
  if (widgetColours && widgetColours.length > 0) return [...widgetColours];
  const primary = primaryColor.toLowerCase();
  return [primaryColor, ...companionColours.filter((colour) => colour !== primary)];
}
