import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { ssoConsolePageTexts } from '../../../i18n/catalogues/ssoConsolePages';
import { appLanguages } from '../../../i18n/languages';
import { useConsoleApi } from '../useConsole';
import { createSsoConfigApi, type SsoConfigApi } from './ssoConfigApi';

const withTexts = new WeakSet<object>();

/** The SSO console's calls, with its texts joined to i18next on first use (they travel with this lazy page). */
export function useSsoConsole(): SsoConfigApi {
  const services = useServices();
  // The console's shared texts (add, edit, actions…) come with the console API.
  useConsoleApi();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', ssoConsolePageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createSsoConfigApi(services.http), [services.http]);
}
