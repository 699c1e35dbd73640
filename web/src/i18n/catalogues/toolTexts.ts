import type { i18n as I18n } from 'i18next';
import { appLanguages, type AppLanguage } from '../languages';

// Texts of the small tools every page may show (print, the code-search entry in the header),
// one row per key: zh_CN, en_US, th_TH, zh_TW. Added to i18next by the tools on first use.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['print.action', '打印', 'Print', 'พิมพ์', '列印'],
  ['codeSearch.open', '代码搜索（开发者）', 'Code search (developers)', 'ค้นหาโค้ด (นักพัฒนา)', '程式碼搜尋（開發者）'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

export const toolTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;

const withTexts = new WeakSet<object>();

/** Adds the tools' texts to the app's i18next instance once (a tenant's own wording laid over earlier is kept). */
export function ensureToolTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', toolTexts[lang], true, false);
  withTexts.add(i18n);
}
