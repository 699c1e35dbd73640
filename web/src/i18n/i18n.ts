import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadUiCatalogue } from './catalogues/loadUiCatalogue';
import { zh_CN } from './catalogues/zh_CN';
import { defaultLanguage, languageTags, type AppLanguage } from './languages';
import type { TextGroup } from './messageGroups';
import { loadTextChunk } from './textChunks';

/**
 * One i18next instance holding the UI catalogues (namespace `translation`). Only the default
 * language's catalogue is built in; `loadUiLanguage` adds another before it is shown. The engine's
 * message catalogues (namespace `messages`) arrive later through `loadMessageCatalogues`.
 */
export function createI18n(language: AppLanguage): I18n {
  const instance = i18next.createInstance();
  // A copy: i18next adds later bundles (remote locales, page texts) into this object, and the
  // built-in catalogue must stay as shipped.
  void instance.use(initReactI18next).init({
    resources: { [defaultLanguage]: { translation: { ...zh_CN } } },
    lng: language,
    fallbackLng: defaultLanguage,
    // Keys are flat ('login.title') and message codes contain '/', so neither separator applies.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const loadedUiLanguages = new WeakMap<I18n, Map<AppLanguage, Promise<void>>>();

/**
 * Adds a language's built-in UI catalogue to the instance (once; later calls share the load).
 * Texts already there — a tenant's remote wording laid over it — are kept.
 */
export function loadUiLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  if (language === defaultLanguage) return Promise.resolve();
  const loads = loadedUiLanguages.get(instance) ?? new Map<AppLanguage, Promise<void>>();
  loadedUiLanguages.set(instance, loads);
  let load = loads.get(language);
  if (!load) {
    load = loadUiCatalogue(language).then((catalogue) => {
      instance.addResourceBundle(language, 'translation', catalogue, true, false);
    });
    // A failed fetch may be retried on the next choice of the language.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/** Mirrors the language onto <html lang> so screen readers and fonts follow it. */
export function applyDocumentLanguage(language: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[language];
}

/**
 * Adds the engine's message catalogues (keyed by `area/code`) for coded server messages, and the
 * renderer's and designers' UI texts: for each language, the chunks of the groups asked for (see
 * `messageGroups.ts`). The login page asks for its own group in its own language only; the rest
 * follows after login — the server already answers in the requested language meanwhile.
 */
export async function loadMessageCatalogues(instance: I18n, languages: readonly AppLanguage[], groups: readonly TextGroup[]): Promise<void> {
  await Promise.all(languages.flatMap((language) => groups.map((group) => loadTextChunk(instance, language, group))));
}

/** A title in the main language, or 'main|second' when a second display language is set (spec §1). */
export function dualText(instance: I18n, key: string, secondLanguage: AppLanguage | '', options: Record<string, unknown> = {}): string {
  const main = instance.t(key, options);
  if (!secondLanguage || secondLanguage === instance.language) return main;
  return `${main}|${instance.t(key, { ...options, lng: secondLanguage })}`;
}

/** The translation of a server message code, or undefined when no catalogue knows it. */
export function translateMessageCode(instance: I18n, code: string): string | undefined {
  return instance.exists(code, { ns: 'messages' }) ? instance.t(code, { ns: 'messages' }) : undefined;
}

/**
 * Lays a tenant's own wording (remote locales, spec §7) over the built-in UI texts of one
 * language. Keys the tenant did not reword keep the built-in text.
 */
export function applyRemoteLocales(instance: I18n, language: AppLanguage, entries: Record<string, string>): void {
  instance.addResourceBundle(language, 'translation', entries, true, true);
}
