import { useServices } from '../../app/ServicesContext';
import type { HttpClient } from '../../http/httpClient';
import { consolePageTexts } from '../../i18n/catalogues/consolePages';
import { referencePageTexts } from '../../i18n/catalogues/referenceConsolePages';
import { appLanguages } from '../../i18n/languages';

const withTexts = new WeakSet<object>();

/**
 * The HTTP client for the reference administration pages and the message centre, with their texts
 * (and the console's shared list words) joined to i18next on first use, as `useConsoleApi` does:
 * they travel with these lazy chunks, and a tenant's own wording laid over earlier is kept.
 */
export function useReferenceHttp(): HttpClient {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) {
      services.i18n.addResourceBundle(lang, 'translation', consolePageTexts[lang], true, false);
      services.i18n.addResourceBundle(lang, 'translation', referencePageTexts[lang], true, false);
    }
    withTexts.add(services.i18n);
  }
  return services.http;
}
