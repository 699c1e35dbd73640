import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues as engineCatalogues, type Language } from '@wharf/engine';
import { uiCatalogues } from './catalogues';
import { appLanguages, defaultLanguage, languageTags, type AppLanguage } from './languages';

/**
 * One i18next instance holding the UI catalogues (namespace `translation`) and the engine's
 * message catalogues (namespace `messages`, keyed by `area/code`) for server message codes.
 */
export function createI18n(language: AppLanguage): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    appLanguages.map((lang) => [
      lang,
      {
        translation: uiCatalogues[lang],
        messages: Object.assign({}, ...Object.values(engineCatalogues).map((catalogue) => catalogue[lang as Language])),
      },
    ]),
  );
  void instance.use(initReactI18next).init({
    resources,
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

/** Mirrors the language onto <html lang> so screen readers and fonts follow it. */
export function applyDocumentLanguage(language: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[language];
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
