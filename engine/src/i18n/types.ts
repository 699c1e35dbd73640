/** The interface languages of the product (spec §1, §9). zh_CN is the default. */
export const languages = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh_CN';

/** One area's messages in every language: `{ zh_CN: { 'area/code': 'text {0}' }, ... }`. */
export type Catalogue = Record<Language, Record<string, string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
