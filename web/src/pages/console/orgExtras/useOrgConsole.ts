import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { orgConsolePageTexts } from '../../../i18n/catalogues/orgConsolePages';
import { appLanguages } from '../../../i18n/languages';
import { useConsoleApi } from '../useConsole';
import { createOrgConsoleApi, type OrgConsoleApi } from './orgConsoleApi';

const withTexts = new WeakSet<object>();

/**
 * The organisation extras' API, with their texts joined to i18next on first use (like
 * `useConsoleApi`, whose shared console texts these pages also use).
 */
export function useOrgConsoleApi(): OrgConsoleApi {
  const services = useServices();
  useConsoleApi();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', orgConsolePageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createOrgConsoleApi(services.http), [services.http]);
}
