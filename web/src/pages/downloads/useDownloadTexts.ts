import type { i18n as I18n } from 'i18next';
import { downloadPageTexts } from '../../i18n/catalogues/downloadPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * Adds the download centre's and code search's texts to the app's i18next instance on first use:
 * they travel with those lazy chunks, not with the login route (a tenant's own wording laid over
 * earlier is kept).
 */
export function ensureDownloadTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', downloadPageTexts[lang], true, false);
  withTexts.add(i18n);
}
