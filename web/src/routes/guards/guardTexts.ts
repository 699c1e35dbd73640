import type { i18n as I18n } from 'i18next';
import { guardPageTexts } from '../../i18n/catalogues/guardPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * Adds the guard pages' texts to the app's i18next instance on first use: they travel with the
 * guard chunk, not with the login route (a tenant's own wording laid over earlier is kept).
 */
export function ensureGuardTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', guardPageTexts[lang], true, false);
  withTexts.add(i18n);
}
