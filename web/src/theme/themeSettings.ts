/** Default primary colour (spec §1, §9). */
export const defaultPrimaryColor = '#1890FF';

/** The eight primary-colour presets offered next to a custom hex value. */
export const primaryColorPresets = ['#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'] as const;

export type ThemeMode = 'light' | 'dark';
export type ThemePresetName = 'lightWhite' | 'red' | 'classicBlue';

export interface ThemePreset {
  primaryColor: string;
  /** Sidebar background; undefined keeps the light sidebar. */
  siderBackground?: string;
  isSiderDark: boolean;
}

/** The theme presets of spec §9. */
export const themePresets: Record<ThemePresetName, ThemePreset> = {
  lightWhite: { primaryColor: '#1890ff', isSiderDark: false },
  red: { primaryColor: '#FD454A', siderBackground: '#001529', isSiderDark: true },
  classicBlue: { primaryColor: '#1890ff', siderBackground: '#389de9', isSiderDark: true },
};

/** Container background of the dark theme (spec §9). */
export const darkContainerBackground = 'rgb(36, 37, 37)';

/** A custom colour is `#` and 3 or 6 hex digits (spec §5). */
export function isHexColor(value: string): boolean {
  return /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

export interface LayoutSettings {
  /** 'N' hides the breadcrumb (spec §2). */
  breadCrumbShow: 'Y' | 'N';
  /** Optional fixed text shown instead of the menu chain. */
  breadCrumbText: string;
  isTabsShown: boolean;
  isHeaderFixed: boolean;
}

export interface ThemeSettings {
  primaryColor: string;
  mode: ThemeMode;
  preset: ThemePresetName;
  layout: LayoutSettings;
}

export const defaultThemeSettings: ThemeSettings = {
  primaryColor: defaultPrimaryColor,
  mode: 'light',
  preset: 'lightWhite',
  layout: { breadCrumbShow: 'Y', breadCrumbText: '', isTabsShown: true, isHeaderFixed: true },
};

/** Reads stored or server-sent settings defensively: anything invalid falls back to the default. */
export function normaliseThemeSettings(value: unknown): ThemeSettings {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Partial<ThemeSettings>;
  const layout = (typeof source.layout === 'object' && source.layout !== null ? source.layout : {}) as Partial<LayoutSettings>;
  return {
    primaryColor: typeof source.primaryColor === 'string' && isHexColor(source.primaryColor) ? source.primaryColor : defaultPrimaryColor,
    mode: source.mode === 'dark' ? 'dark' : 'light',
    preset: source.preset && source.preset in themePresets ? source.preset : 'lightWhite',
    layout: {
      breadCrumbShow: layout.breadCrumbShow === 'N' ? 'N' : 'Y',
      breadCrumbText: typeof layout.breadCrumbText === 'string' ? layout.breadCrumbText : '',
      isTabsShown: layout.isTabsShown !== false,
      isHeaderFixed: layout.isHeaderFixed !== false,
    },
  };
}
