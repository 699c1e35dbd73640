import { theme, type ThemeConfig } from 'antd';
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

/** The antd ConfigProvider theme for the user's settings: primary colour, dark algorithm, sidebar. */
export function buildAntdTheme(settings: ThemeSettings): ThemeConfig {
  const isDark = settings.mode === 'dark';
  const sider = siderColors(settings);
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: settings.primaryColor,
      ...(isDark ? { colorBgContainer: darkContainerBackground } : {}),
    },
    components: {
      Layout: {
        ...(sider.background ? { siderBg: sider.background } : {}),
        ...(isDark ? { headerBg: darkContainerBackground } : { headerBg: '#ffffff' }),
      },
      Menu: sider.background ? { darkItemBg: sider.background, darkSubMenuItemBg: sider.background } : {},
    },
  };
}
