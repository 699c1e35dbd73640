import { catalogues } from '@wharf/engine/i18n';
import { describe, expect, it } from 'vitest';
import { createI18n, dualText, loadMessageCatalogues, loadUiLanguage, translateMessageCode } from './i18n';

describe('createI18n', () => {
  it('translates UI keys in the chosen language once its catalogue is loaded, and interpolates', async () => {
    const i18n = createI18n('en_US');
    // Until then the built-in default language stands in.
    expect(i18n.t('login.submit')).toBe('登录');
    await loadUiLanguage(i18n, 'en_US');
    expect(i18n.t('login.submit')).toBe('Log in');
    expect(i18n.t('greeting.withName', { greeting: 'Hi', name: 'Ann' })).toBe('Hi, Ann');
  });

  it('keeps a tenant wording laid over a language before its catalogue arrived', async () => {
    const i18n = createI18n('en_US');
    i18n.addResourceBundle('en_US', 'translation', { 'login.submit': 'Sign in' }, true, true);
    await loadUiLanguage(i18n, 'en_US');
    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(i18n.t('login.username')).toBe('Account');
  });

  it('shows main|second when a second language is set', async () => {
    const i18n = createI18n('zh_CN');
    await loadUiLanguage(i18n, 'en_US');
    expect(dualText(i18n, 'workbench.title', 'en_US')).toBe('工作台|Workbench');
    expect(dualText(i18n, 'workbench.title', '')).toBe('工作台');
    expect(dualText(i18n, 'workbench.title', 'zh_CN')).toBe('工作台');
  });

  it('translates server message codes once their group is loaded, in the languages asked for only', async () => {
    const i18n = createI18n('th_TH');
    expect(translateMessageCode(i18n, 'system/access-denied')).toBeUndefined();
    await loadMessageCatalogues(i18n, ['th_TH'], ['login']);
    expect(translateMessageCode(i18n, 'system/access-denied')).toBe('ปฏิเสธการเข้าถึง');
    expect(translateMessageCode(i18n, 'system/no-such-code')).toBeUndefined();
    // The login group carries no other area, and no other language.
    expect(translateMessageCode(i18n, 'warning/cannot-relieve')).toBeUndefined();
    expect(i18n.exists('system/access-denied', { ns: 'messages', lng: 'zh_CN' })).toBe(false);
    await loadMessageCatalogues(i18n, ['th_TH'], ['rest']);
    expect(translateMessageCode(i18n, 'warning/cannot-relieve')).toBe(catalogues.warnings?.th_TH['warning/cannot-relieve']);
  });
});
