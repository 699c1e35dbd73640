import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { contrastRatio, mixColors, readableOn, readableOnDark, textContrastMinimum } from './contrast';
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
  // antd lightens the hover shade (a default button's hover text, a link's hover: #368ED6 and #5DABE3
  // for #1371C9, 3.5:1 and 2.5:1). A hover halfway to the pressed shade reads and still shows the hover.
  const pressed = (theme.getDesignToken({ token: { colorPrimary: primary } }) as unknown as Record<string, string>).colorPrimaryActive ?? primary;
  const hover = readableOn(mixColors(primary, pressed, 0.5), primaryTint);
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorPrimaryHover: hover,
    colorPrimaryTextHover: hover,
    colorLinkHover: hover,
    colorTextDescription: 'rgba(0,0,0,0.6)',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    colorTextPlaceholder: 'rgba(0,0,0,0.56)',
  };
}

/** The dark theme's container background (`darkContainerBackground`) as hex, the surface its text is judged on. */
export const darkSurface = '#242525';
/**
 * The lightest dark surface text sits on: a hovered table row. A link button there (the console's row
 * actions) read 4.01:1 when judged on the container alone (the persona walk, issue 20).
 */
export const darkRaisedSurface = '#2d2e2e';
/** Text on a solid light-primary surface in the dark theme (a primary button, the selected menu item). */
const darkOnPrimary = 'rgba(0,0,0,0.88)';

/**
 * Dark mode's text made to reach WCAG AA (4.5:1), issue 20. antd's dark algorithm darkens the theme
 * colour (#1890FF becomes #177DDC): as text on the dark surfaces it read 3.66:1 and white text on it
 * 4.19:1 — on a dark page no one colour passes both. This algorithm, run after the dark one, lightens
 * the derived primary (and its hover and active shades) as far as needed to read as text (tabs, links,
 * pagination), and the status colours likewise; what sits on them as a solid surface gets dark text instead
 * of white (`darkSolidComponents`), except the selected menu item, which keeps white on a darker blue.
 */
export const readableDarkAlgorithm: MappingAlgorithm = (seed, map) => {
  const derived = (map ?? theme.darkAlgorithm(seed)) as unknown as Record<string, string>;
  const adjusted: Record<string, string> = { ...derived };
  // The status colours too: a danger link button's #DC4446 read 3.62:1.
  const shades = ['', 'Hover', 'Active', 'Text', 'TextHover', 'TextActive'];
  const colours = [...['Primary', 'Success', 'Warning', 'Error', 'Info'].flatMap((name) => shades.map((shade) => `color${name}${shade}`)), 'colorLink', 'colorLinkHover', 'colorLinkActive'];
  for (const name of colours) {
    const color = derived[name];
    if (color) adjusted[name] = readableOnDark(color, darkRaisedSurface);
  }
  return adjusted as unknown as ReturnType<MappingAlgorithm>;
};

/** Dark mode's greys for descriptions, breadcrumbs and placeholders: antd's 45 % white read 4.27:1 on the dark surface. */
export const readableDarkTextTokens = {
  colorTextDescription: 'rgba(255,255,255,0.6)',
  colorTextTertiary: 'rgba(255,255,255,0.6)',
  colorTextPlaceholder: 'rgba(255,255,255,0.5)',
} as const;

/** Components that draw text on the primary or a status colour as a solid surface: dark text in the dark theme. */
const darkSolidComponents = {
  Button: { primaryColor: darkOnPrimary, dangerColor: darkOnPrimary },
  Radio: { buttonSolidCheckedColor: darkOnPrimary },
} as const;

/**
 * The dark sider menu's selected item: the theme colour as antd's dark algorithm derives it, darkened
 * until its white text reads 4.5:1. (Its text colour also marks the selected item's parent, which sits on
 * the dark sider: dark text there would not read.)
 */
function darkMenuSelectedBackground(primaryColor: string): string {
  const derived = (theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary: primaryColor } }) as unknown as Record<string, string>).colorPrimary ?? primaryColor;
  return readableOn(derived, '#ffffff');
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
    algorithm: isDark ? [theme.darkAlgorithm, readableDarkAlgorithm] : [theme.defaultAlgorithm, readableLightAlgorithm],
    token: isDark ? { colorPrimary: settings.primaryColor, colorBgContainer: darkContainerBackground, ...readableDarkTextTokens } : readableLightTokens(settings.primaryColor),
    components: {
      Layout: {
        ...(sider.background ? { siderBg: sider.background } : {}),
        ...(isDark ? { headerBg: darkContainerBackground } : { headerBg: '#ffffff' }),
      },
      Menu: {
        ...(sider.background ? { darkItemBg: sider.background, darkSubMenuItemBg: sider.background } : {}),
        ...(isDark ? { darkItemSelectedBg: darkMenuSelectedBackground(settings.primaryColor) } : {}),
      },
      // Marks that are no text need only 3:1 (WCAG 1.4.11): they keep the chosen colour itself
      // (spec §9's #1890FF by default) — tab ink bars, checkboxes, radios, switches, sliders, progress.
      Tabs: { inkBarColor: settings.primaryColor },
      ...(isDark ? darkSolidComponents : { Checkbox: brand, Radio: brand, Switch: brand, Slider: brand, Progress: brand }),
    },
  };
}
