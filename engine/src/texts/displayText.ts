import type { LocalisedText } from '@wharf/schemas';
import { defaultLanguage, type Language } from '../i18n/types';

/**
 * How the user reads builder texts (spec §1): their main interface language and an optional second
 * display language, in which case titles show as 'main|second'.
 */
export interface TextDisplay {
  language: Language;
  /** '' or absent: no second language. */
  secondLanguage?: Language | '';
}

/**
 * A builder's text in the main language of `display`: its translation into that language, else the
 * text itself (the definition's main text, written in the platform's default language).
 */
function textIn(text: string, translations: LocalisedText | undefined, language: Language): string {
  return translations?.[language]?.trim() || text;
}

/**
 * What to show for a builder's text (a field title, column name, button name…): the translation into
 * the user's language, falling back to the text itself; with a second display language,
 * 'main|second' (spec §1). The second half appears only when that language really has the text — a
 * translation, or the main text when the second language is the default one — and says something
 * the first does not, so a missing translation never repeats the main text under another language's name.
 */
export function displayText(text: string, translations: LocalisedText | undefined, display: TextDisplay): string {
  const main = textIn(text, translations, display.language);
  const second = display.secondLanguage;
  if (!second || second === display.language) return main;
  const secondText = translations?.[second]?.trim() || (second === defaultLanguage ? text : '');
  return secondText && secondText !== main ? `${main}|${secondText}` : main;
}
