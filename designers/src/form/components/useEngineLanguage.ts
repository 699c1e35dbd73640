import { defaultLanguage, isLanguage, type Language } from '@wharf/engine';
import { useTranslation } from 'react-i18next';

/** The UI language as the engine names it, for messages the engine formats (validation, expressions, conditions). */
export function useEngineLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
