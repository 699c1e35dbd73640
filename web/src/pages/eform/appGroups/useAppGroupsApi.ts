import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { createAppGroupsApi, type AppGroupsApi } from '../../../api/appGroupsApi';
import { appGroupPageTexts } from '../../../i18n/catalogues/appGroupPages';
import { appLanguages } from '../../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * The app group API over the app's HTTP client, and the app group texts: they travel with the
 * pages that use them (the group page, the form, view and table lists) and join the i18next
 * instance on first use, keeping a tenant's own wording laid over earlier.
 */
export function useAppGroupsApi(): AppGroupsApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', appGroupPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createAppGroupsApi(services.http), [services.http]);
}
