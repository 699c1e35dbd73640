import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { consolePageTexts } from '../../i18n/catalogues/consolePages';
import { appLanguages } from '../../i18n/languages';
import { createConsoleApi, type ConsoleApi } from './api';

const withTexts = new WeakSet<object>();

/**
 * The console pages' API over the app's HTTP client, and their UI texts: those travel with this
 * lazy chunk and join the i18next instance on first use (a tenant's own wording laid over earlier
 * is kept), so the login route does not carry them.
 */
export function useConsoleApi(): ConsoleApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', consolePageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createConsoleApi(services.http), [services.http]);
}
