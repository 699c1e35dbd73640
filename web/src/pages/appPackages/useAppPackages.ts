import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { appPackagesPageTexts } from '../../i18n/catalogues/appPackagesPages';
import { appLanguages } from '../../i18n/languages';
import { createAppPackagesApi, type AppPackagesApi } from './appPackagesApi';

const withTexts = new WeakSet<object>();

/** Adds the package pages' texts on first use: they travel with the lazy chunks that use them (a tenant's own wording is kept). */
export function ensureAppPackagesTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', appPackagesPageTexts[lang], true, false);
  withTexts.add(i18n);
}

/** The package calls for this app, their texts loaded. */
export function useAppPackages(): AppPackagesApi {
  const services = useServices();
  ensureAppPackagesTexts(services.i18n);
  return useMemo(() => createAppPackagesApi(services), [services]);
}
