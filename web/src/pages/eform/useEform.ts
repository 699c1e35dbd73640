import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { createEformApi, type EformApi } from '../../api/eformApi';
import { eformPageTexts } from '../../i18n/catalogues/eformPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * The e-form pages' API over the app's HTTP client, and their UI texts: those travel with this
 * lazy chunk and join the i18next instance on first use (a tenant's own wording laid over earlier
 * is kept), so the login route does not carry them.
 */
export function useEformApi(): EformApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', eformPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createEformApi(services.http), [services.http]);
}
