import type { Locale } from 'antd/es/locale';
import en_US from 'antd/es/locale/en_US';
import type { AppLanguage } from '../i18n/languages';

// antd's locales load on demand so the login page does not carry all four. en_US is antd's own
// default, which its components import anyway: it is in the start-up chunk, so no import of its own.
const loaders: Record<AppLanguage, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_US: () => Promise.resolve({ default: en_US }),
  th_TH: () => import('antd/es/locale/th_TH'),
  zh_TW: () => import('antd/es/locale/zh_TW'),
};

export async function loadAntdLocale(language: AppLanguage): Promise<Locale> {
  return (await loaders[language]()).default;
}
