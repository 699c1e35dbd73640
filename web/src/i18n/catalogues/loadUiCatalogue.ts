import type { AppLanguage } from '../languages';
import { zh_CN } from './zh_CN';

/**
 * The UI catalogue of one language as its own chunk. Only the default language (zh_CN, also the
 * fallback) ships with the login route; the other three are fetched when they are chosen.
 */
export function loadUiCatalogue(language: AppLanguage): Promise<Record<string, string>> {
  switch (language) {
    case 'zh_CN':
      return Promise.resolve(zh_CN);
    case 'en_US':
      return import('./en_US').then((module) => module.en_US);
    case 'th_TH':
      return import('./th_TH').then((module) => module.th_TH);
    case 'zh_TW':
      return import('./zh_TW').then((module) => module.zh_TW);
  }
}
