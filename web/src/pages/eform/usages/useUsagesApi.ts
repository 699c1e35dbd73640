import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { appLanguages } from '../../../i18n/languages';
import { createUsagesApi } from './usagesApi';
import { usageTexts } from './usageTexts';

const withTexts = new WeakSet<object>();

/** The usages API over the app's HTTP client; its texts join i18next on first use (as `useEformApi` does). */
export function useUsagesApi(): ReturnType<typeof createUsagesApi> {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', usageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createUsagesApi(services.http), [services.http]);
}
