import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { createEformApi } from '../../../api/eformApi';
import { createReportsApi } from '../../../api/reportsApi';
import { reportDesignPageTexts } from '../../../i18n/catalogues/reportDesignPages';
import { appLanguages } from '../../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * The design pages' APIs over the app's HTTP client (definition store, SQL configs, dictionaries,
 * the dataset query of the preview), and their texts: those travel with this chunk and join the
 * i18next instance on first use.
 */
export function useReportDesignApis() {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', reportDesignPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => ({ eform: createEformApi(services.http), reports: createReportsApi(services) }), [services]);
}

export type ReportDesignApis = ReturnType<typeof useReportDesignApis>;
