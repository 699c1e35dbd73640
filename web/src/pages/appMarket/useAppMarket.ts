import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { createAppMarketApi, type AppMarketApi } from '../../api/appMarketApi';
import { useServices } from '../../app/ServicesContext';
import { appMarketPageTexts } from '../../i18n/catalogues/appMarketPages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/** Adds the market's texts on first use: they travel with its lazy chunk (a tenant's own wording laid over earlier is kept). */
export function ensureAppMarketTexts(i18n: I18n): void {
  if (withTexts.has(i18n)) return;
  for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', appMarketPageTexts[lang], true, false);
  withTexts.add(i18n);
}

/** The market's API for this app, its texts loaded. */
export function useAppMarket(): AppMarketApi {
  const services = useServices();
  ensureAppMarketTexts(services.i18n);
  return useMemo(() => createAppMarketApi(services), [services]);
}
