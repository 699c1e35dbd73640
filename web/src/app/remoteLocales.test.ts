import { describe, expect, it, vi } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { applyRemoteLocales, createI18n, loadUiLanguage } from '../i18n/i18n';
import { createAppServices } from './appServices';

const json = (result: unknown) => new Response(JSON.stringify({ success: true, code: 200, message: '', result, timestamp: 0 }), { headers: { 'Content-Type': 'application/json' } });

describe('remote locales', () => {
  it('lay the tenant\'s wording over the built-in texts, key by key', async () => {
    const i18n = createI18n('en_US');
    await loadUiLanguage(i18n, 'en_US');
    applyRemoteLocales(i18n, 'en_US', { 'workbench.title': 'My desk' });
    expect(i18n.t('workbench.title')).toBe('My desk');
    expect(i18n.t('login.submit')).toBe('Log in');
    expect(i18n.t('workbench.title', { lng: 'zh_CN' })).toBe('工作台');
  });

  it('are loaded after the permission list, for the main and the second language', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const asked: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/user/info')) return json({ id: 'u1', username: 'demo_user', realname: 'Demo' });
      if (url.pathname.endsWith('/getUserPermissionByToken')) return json({ menu: [], auth: [], allAuth: [], quickMenu: [], userSettings: {} });
      if (url.pathname.endsWith('/localeProvider/getLocales')) {
        asked.push(`main:${url.searchParams.getAll('lang').join(',')}`);
        return json({ 'workbench.title': 'My desk' });
      }
      if (url.pathname.endsWith('/localeProvider/getSecLocales')) {
        asked.push(`second:${url.searchParams.get('secLang')}`);
        return json({ 'workbench.title': 'โต๊ะของฉัน' });
      }
      return json(null);
    });
    const services = createAppServices({ bootConfig: readBootConfig({}), fetch: fetch as unknown as typeof globalThis.fetch });
    services.settings.getState().setLanguage('en_US');
    services.settings.getState().setSecondLanguage('th_TH');
    services.session.getState().setToken('token-1');
    await services.loadPermissions();
    await vi.waitFor(() => expect(services.i18n.t('workbench.title')).toBe('My desk'));
    await vi.waitFor(() => expect(services.i18n.t('workbench.title', { lng: 'th_TH' })).toBe('โต๊ะของฉัน'));
    expect(asked.sort()).toEqual(['main:en_US', 'second:th_TH']);
  });
});
