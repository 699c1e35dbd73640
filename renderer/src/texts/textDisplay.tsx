import { isLanguage, localiseDefinition, type Language, type TextDisplay } from '@wharf/engine';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondLanguageContext } from './secondLanguage';

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
