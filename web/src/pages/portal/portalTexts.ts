import type { i18n as I18n } from 'i18next';
import { portalPageTexts } from '../../i18n/catalogues/portalPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/** Adds the portal pages' texts to the app's i18next instance on first use (they travel with their chunk). */
export function ensurePortalTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', portalPageTexts[lang], true, false);
  withTexts.add(i18n);
}
