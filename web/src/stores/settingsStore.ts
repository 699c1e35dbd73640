import { createStore, type StoreApi } from 'zustand/vanilla';
import { defaultThemeSettings, isHexColor, normaliseThemeSettings, themePresets, type LayoutSettings, type ThemeMode, type ThemePresetName, type ThemeSettings } from '../theme/themeSettings';
import { defaultLanguage, isAppLanguage, type AppLanguage } from '../i18n/languages';
import { localStore } from './browserStorage';

export interface SettingsState {
  language: AppLanguage;
  /** The optional second display language; '' when none (titles then show 'main|second'). */
  secondLanguage: AppLanguage | '';
  theme: ThemeSettings;
  /** Whose theme is loaded: settings are saved per user. */
  userId: string;
}

export interface SettingsActions {
  setLanguage(language: AppLanguage): void;
  setSecondLanguage(language: AppLanguage | ''): void;
  /** Loads the theme saved for this user: the server's copy, else this browser's, else the default. */
  loadUserTheme(userId: string, serverSettings?: unknown): void;
  setPrimaryColor(color: string): boolean;
  setThemeMode(mode: ThemeMode): void;
  applyPreset(preset: ThemePresetName): void;
  setLayout(layout: Partial<LayoutSettings>): void;
}

export type SettingsStore = StoreApi<SettingsState & SettingsActions>;

const themeKey = (userId: string) => `theme.${userId || 'anonymous'}`;

/**
 * Language and theme. Languages are per browser (the login page needs them before anyone logs in);
 * the theme is per user, kept in local storage and handed to `onThemeSaved` for the server copy.
 */
export function createSettingsStore(onThemeSaved: (theme: ThemeSettings) => void = () => {}): SettingsStore {
  const storedLanguage = localStore.get<string>('language');
  const storedSecond = localStore.get<string>('secondLanguage');
  return createStore<SettingsState & SettingsActions>()((set, get) => {
    const saveTheme = (theme: ThemeSettings) => {
      set({ theme });
      localStore.set(themeKey(get().userId), theme);
      onThemeSaved(theme);
    };
    return {
      language: isAppLanguage(storedLanguage) ? storedLanguage : defaultLanguage,
      secondLanguage: isAppLanguage(storedSecond) ? storedSecond : '',
      theme: normaliseThemeSettings(localStore.get(themeKey(''))),
      userId: '',
      setLanguage(language) {
        localStore.set('language', language);
        // A second language equal to the first would only repeat every title.
        const secondLanguage = get().secondLanguage === language ? '' : get().secondLanguage;
        localStore.set('secondLanguage', secondLanguage);
        set({ language, secondLanguage });
      },
      setSecondLanguage(secondLanguage) {
        const value = secondLanguage === get().language ? '' : secondLanguage;
        localStore.set('secondLanguage', value);
        set({ secondLanguage: value });
      },
      loadUserTheme(userId, serverSettings) {
        // The server copy follows the user to other browsers; the local one covers a server without it.
        const stored = localStore.get(themeKey(userId));
        set({ userId, theme: normaliseThemeSettings(serverSettings ?? stored ?? defaultThemeSettings) });
      },
      setPrimaryColor(color) {
        if (!isHexColor(color)) return false;
        saveTheme({ ...get().theme, primaryColor: color });
        return true;
      },
      setThemeMode(mode) {
        saveTheme({ ...get().theme, mode });
      },
      applyPreset(preset) {
        saveTheme({ ...get().theme, preset, primaryColor: themePresets[preset].primaryColor });
      },
      setLayout(layout) {
        saveTheme({ ...get().theme, layout: { ...get().theme.layout, ...layout } });
      },
    };
  });
}
