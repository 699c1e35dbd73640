import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettingsStore } from './settingsStore';

beforeEach(() => localStorage.clear());

describe('settings store', () => {
  it('defaults to zh_CN without a second language', () => {
    const state = createSettingsStore().getState();
    expect([state.language, state.secondLanguage]).toEqual(['zh_CN', '']);
  });

  it('never keeps a second language equal to the first', () => {
    const store = createSettingsStore();
    store.getState().setSecondLanguage('en_US');
    store.getState().setLanguage('en_US');
    expect(store.getState().secondLanguage).toBe('');
    store.getState().setSecondLanguage('en_US');
    expect(store.getState().secondLanguage).toBe('');
  });

  it('saves the theme per user and reloads it', () => {
    const saved = vi.fn();
    const store = createSettingsStore(saved);
    store.getState().loadUserTheme('u1');
    expect(store.getState().setPrimaryColor('#abc')).toBe(true);
    expect(store.getState().setPrimaryColor('abc')).toBe(false);
    store.getState().applyPreset('red');
    expect(saved).toHaveBeenCalledTimes(2);

    const again = createSettingsStore();
    again.getState().loadUserTheme('u2');
    expect(again.getState().theme.primaryColor).toBe('#1890FF');
    again.getState().loadUserTheme('u1');
    expect(again.getState().theme).toMatchObject({ preset: 'red', primaryColor: '#FD454A' });
  });

  it('takes the server copy over the browser copy', () => {
    const store = createSettingsStore();
    store.getState().loadUserTheme('u3');
    store.getState().setThemeMode('light');
    store.getState().loadUserTheme('u3', { mode: 'dark', primaryColor: '#13C2C2' });
    expect(store.getState().theme).toMatchObject({ mode: 'dark', primaryColor: '#13C2C2' });
  });
});
