/** Interface languages (spec §1, §9); zh_CN is the default. */
export const appLanguages = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'] as const;
export type AppLanguage = (typeof appLanguages)[number];
export const defaultLanguage: AppLanguage = 'zh_CN';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}

/** The BCP 47 tag for `<html lang>` and Intl. */
export const languageTags: Record<AppLanguage, string> = { zh_CN: 'zh-CN', en_US: 'en-US', th_TH: 'th-TH', zh_TW: 'zh-TW' };
