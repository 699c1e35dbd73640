import { describe, expect, it } from 'vitest';
import { createI18n, dualText, loadMessageCatalogues, translateMessageCode } from './i18n';

describe('createI18n', () => {
  it('translates UI keys in the chosen language and interpolates', () => {
    const i18n = createI18n('en_US');
    expect(i18n.t('login.submit')).toBe('Log in');
    expect(i18n.t('greeting.withName', { greeting: 'Hi', name: 'Ann' })).toBe('Hi, Ann');
  });

  it('shows main|second when a second language is set', () => {
    const i18n = createI18n('zh_CN');
    expect(dualText(i18n, 'workbench.title', 'en_US')).toBe('工作台|Workbench');
    expect(dualText(i18n, 'workbench.title', '')).toBe('工作台');
    expect(dualText(i18n, 'workbench.title', 'zh_CN')).toBe('工作台');
  });

  it('translates server message codes once the engine catalogues are loaded', async () => {
    const i18n = createI18n('th_TH');
    expect(translateMessageCode(i18n, 'system/access-denied')).toBeUndefined();
    await loadMessageCatalogues(i18n);
    expect(translateMessageCode(i18n, 'system/access-denied')).toBe('ปฏิเสธการเข้าถึง');
    expect(translateMessageCode(i18n, 'system/no-such-code')).toBeUndefined();
  });
});
