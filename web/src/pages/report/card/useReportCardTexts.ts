import type { i18n as I18n } from 'i18next';
import { reportCardPageTexts } from '../../../i18n/catalogues/reportCardPages';
import { appLanguages } from '../../../i18n/languages';

const withTexts = new WeakSet<object>();

/** Adds the card page's texts to the app's i18next instance on first use (they travel with its chunk). */
export function ensureReportCardTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', reportCardPageTexts[lang], true, false);
  withTexts.add(i18n);
}
