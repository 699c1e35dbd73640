import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { contrastRatio, readableOn, textContrastMinimum } from './contrast';
import { darkContainerBackground, themePresets, type ThemeSettings } from './themeSettings';

/** Sidebar colours the layouts need beside the antd tokens. */
export interface SiderColors {
  background?: string;
  isDark: boolean;
}

export function siderColors(settings: ThemeSettings): SiderColors {
  if (settings.mode === 'dark') return { background: darkContainerBackground, isDark: true };
  const preset = themePresets[settings.preset];
  return { background: preset.siderBackground, isDark: preset.isSiderDark };
}

/** antd's preset palettes whose 7th shade is a tag's text on its 1st shade. */
const presetPalettes = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;
/** Status colours: text in tags, alerts and form messages on their light backgrounds. */
const statusColors = ['Success', 'Warning', 'Error', 'Info'] as const;

/**
 * Light mode's seed and alias text tokens made to reach WCAG AA (4.5:1), issue 20. antd's greys
 * (45 % black for descriptions, breadcrumbs and secondary text: 3.36:1; 25 % for placeholders) and
 * the theme colour as text or behind white text (#1890FF: 3.24:1) fall short. The chosen theme
 * colour is darkened only as far as needed (`readableOn`); the colour itself stays the settings'
 * value and the tab bar's ink bar (see README, Accessibility).
 */
export function readableLightTokens(primaryColor: string): Record<string, string> {
  // Text on the primary colour is white; the primary colour as text sits on white and on its own tint.
  const onWhite = readableOn(primaryColor, '#ffffff');
  const primaryTint = (theme.getDesignToken({ token: { colorPrimary: onWhite } }) as unknown as Record<string, string>).colorPrimaryBg ?? '#ffffff';
  // antd tints a very dark colour with a mid grey no text colour reads on: then white decides alone.
  const primary = contrastRatio('#000000', primaryTint) >= textContrastMinimum ? readableOn(onWhite, primaryTint) : onWhite;
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorTextDescription: 'rgba(0,0,0,0.6)',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    colorTextPlaceholder: 'rgba(0,0,0,0.56)',
  };
}

/**
 * An antd mapping algorithm run after the default one: status colours (text of success/warning/
 * error/info tags and messages) and the preset palettes' 7th shade (a coloured tag's text) darkened
 * until they reach AA on their light backgrounds, which stay as antd made them. A darker seed would
 * not do: antd tints a darker status colour with a grey background.
 */
export const readableLightAlgorithm: MappingAlgorithm = (seed, map) => {
  const derived = (map ?? theme.defaultAlgorithm(seed)) as unknown as Record<string, string>;
  const adjusted: Record<string, string> = { ...derived };
  for (const status of statusColors) {
    const color = derived[`color${status}`];
    const background = derived[`color${status}Bg`];
    if (color && background) adjusted[`color${status}`] = readableOn(readableOn(color, background), '#ffffff');
  }
  for (const palette of presetPalettes) {
    const text = derived[`${palette}7`];
    const background = derived[`${palette}1`];
    if (text && background) adjusted[`${palette}7`] = readableOn(text, background);
  }
  return adjusted as unknown as ReturnType<MappingAlgorithm>;
};

/** The antd ConfigProvider theme for the user's settings: primary colour, dark algorithm, sidebar. */
export function buildAntdTheme(settings: ThemeSettings): ThemeConfig {
  const isDark = settings.mode === 'dark';
  const sider = siderColors(settings);
  const brand = { colorPrimary: settings.primaryColor };
  return {
    algorithm: isDark ? theme.darkAlgorithm : [theme.defaultAlgorithm, readableLightAlgorithm],
    token: isDark ? { colorPrimary: settings.primaryColor, colorBgContainer: darkContainerBackground } : readableLightTokens(settings.primaryColor),
    components: {
      Layout: {
        ...(sider.background ? { siderBg: sider.background } : {}),
        ...(isDark ? { headerBg: darkContainerBackground } : { headerBg: '#ffffff' }),
      },
      Menu: sider.background ? { darkItemBg: sider.background, darkSubMenuItemBg: sider.background } : {},
      // Marks that are no text need only 3:1 (WCAG 1.4.11): they keep the chosen colour itself
      // (spec §9's #1890FF by default) — tab ink bars, checkboxes, radios, switches, sliders, progress.
      Tabs: { inkBarColor: settings.primaryColor },
      ...(isDark ? {} : { Checkbox: brand, Radio: brand, Switch: brand, Slider: brand, Progress: brand }),
    },
  };
}
