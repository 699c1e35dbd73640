import { isAppLanguage, languageTags } from '../../i18n/languages';

/** A stored timestamp in the UI language's date and time format; empty for none. */
export function formatTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(isAppLanguage(language) ? languageTags[language] : undefined);
}
