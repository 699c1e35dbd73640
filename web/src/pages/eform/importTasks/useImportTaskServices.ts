import { useServices } from '../../../app/ServicesContext';
import type { AppServices } from '../../../app/appServices';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { importTaskPageTexts } from '../../../i18n/catalogues/importTaskPages';
import { appLanguages } from '../../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * Joins the import pages' texts (and the console's shared list words the designer's list uses) to
 * i18next once: they travel with this lazy chunk; a tenant's own wording laid over earlier is kept.
 */
export function addImportTaskTexts(services: AppServices): void {
  if (withTexts.has(services.i18n)) return;
  for (const lang of appLanguages) {
    services.i18n.addResourceBundle(lang, 'translation', consolePageTexts[lang], true, false);
    services.i18n.addResourceBundle(lang, 'translation', importTaskPageTexts[lang], true, false);
  }
  withTexts.add(services.i18n);
}

/** The app's services, with the import pages' texts in place. */
export function useImportTaskServices(): AppServices {
  const services = useServices();
  addImportTaskTexts(services);
  return services;
}
