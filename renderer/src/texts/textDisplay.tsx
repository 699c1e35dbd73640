import { isLanguage, localiseDefinition, type Language, type TextDisplay } from '@wharf/engine';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The second display language the host chose (spec §1 'main|second'); '' for none. */
const SecondLanguageContext = createContext<Language | ''>('');

/**
 * Gives the renderers below the user's second display language. The main language is the interface
 * language (i18next's), so only the second needs the host's settings; without a provider there is none.
 */
export function TextDisplayProvider({ secondLanguage, children }: { secondLanguage: Language | ''; children: ReactNode }) {
  return <SecondLanguageContext.Provider value={secondLanguage}>{children}</SecondLanguageContext.Provider>;
}

/** How builder texts are shown to this user now: the interface language and the host's second language. */
export function useTextDisplay(): TextDisplay {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  const secondLanguage = useContext(SecondLanguageContext);
  return useMemo(() => ({ language, secondLanguage }), [language, secondLanguage]);
}

/**
 * The definition with its builder texts in the user's language (engine `localiseDefinition`). The
 * same object while the definition and the languages stay the same, so compiled forms and grids are
 * not rebuilt on renders; a language switch gives a new one, which the runtimes draw afresh.
 */
export function useLocalisedDefinition<T>(definition: T): T {
  const { language, secondLanguage } = useTextDisplay();
  return useMemo(() => localiseDefinition(definition, { language, secondLanguage }), [definition, language, secondLanguage]);
}
