import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { AppLanguage } from '../../../i18n/languages';

/** Remote-locale calls (spec §7): the tenant's own wording of interface texts. */
export function createLocalesApi(http: HttpClient) {
  return {
    get: (lang: AppLanguage) => unwrap(http.get<Record<string, string>>('/eform/manage/localeProvider/getLocales', { lang })),
    /** Sets texts; a null removes the tenant's wording of that key. */
    save: (lang: AppLanguage, entries: Record<string, string | null>) => unwrap(http.post<null>('/eform/manage/localeProvider/save', { lang, entries })),
  };
}
