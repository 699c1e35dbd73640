import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { createLoginFamilyApi, type LoginFamilyApi } from '../../api/loginFamilyApi';
import { loginFamilyPageTexts } from '../../i18n/catalogues/loginFamilyPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * The login family's API over the app's HTTP client, with its UI texts: those travel with these
 * lazy chunks and join the i18next instance on first use (a tenant's own wording laid over
 * earlier is kept), so the login route's first load does not carry them.
 */
export function useLoginFamilyApi(): LoginFamilyApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', loginFamilyPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createLoginFamilyApi(services.http), [services.http]);
}
