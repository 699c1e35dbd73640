import type { i18n as I18n } from 'i18next';
import { warningPageTexts } from '../../i18n/catalogues/warningPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/** Adds the warnings page's texts to the app's i18next instance on first use (they travel with the page's lazy chunk). */
export function ensureWarningTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', warningPageTexts[lang], true, false);
  withTexts.add(i18n);
}
