import type { i18n as I18n } from 'i18next';
import { monitoringPageTexts } from '../../i18n/catalogues/monitoringPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * Adds the monitoring page's texts to the app's i18next instance on first use: they travel with
 * the page's lazy chunk (a tenant's own wording laid over earlier is kept).
 */
export function ensureMonitoringTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', monitoringPageTexts[lang], true, false);
  withTexts.add(i18n);
}
