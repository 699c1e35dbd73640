import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { productPackagePageTexts } from '../../../i18n/catalogues/productPackagePages';
import { appLanguages } from '../../../i18n/languages';
import { useConsoleApi } from '../useConsole';
import { createProductPackageApi, type ProductPackageApi } from './productPackageApi';

const withTexts = new WeakSet<object>();

/** The product package console's calls, with its texts joined to i18next on first use (they travel with this lazy page). */
export function useProductPackageConsole(): ProductPackageApi {
  const services = useServices();
  // The console's shared texts (add, edit, actions…) come with the console API.
  useConsoleApi();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', productPackagePageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createProductPackageApi(services.http), [services.http]);
}
