import type { AppLanguage } from '../languages';
import { en_US } from './en_US';
import { th_TH } from './th_TH';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';

/** The UI catalogues, one per language. `catalogues.test.ts` keeps their keys identical. */
export const uiCatalogues: Record<AppLanguage, Record<string, string>> = { zh_CN, en_US, th_TH, zh_TW };
