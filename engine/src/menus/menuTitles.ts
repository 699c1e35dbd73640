import type { LocalisedText } from '@wharf/schemas';

/** A menu's title per interface language, as menus store it (`sys_permission.titles`, spec §1). */
export interface MenuTitles {
  zhCn: string;
  enUs: string;
  thTh: string;
  zhTw: string;
}

/**
 * The stored titles of a menu (or menu button) made from a builder's text: each language takes the
 * text's translation (`<name>I18n`) and falls back to the main text, which is in the language the
 * builder wrote it in. So a menu made from a translated table or button reads in each user's
 * language, and one made from an untranslated text reads the same in all four.
 */
export function menuTitlesOf(main: string, translations?: LocalisedText): MenuTitles {
  const title = (text: string | undefined) => (text?.trim() ? text.trim() : main);
  return { zhCn: title(translations?.zh_CN), enUs: title(translations?.en_US), thTh: title(translations?.th_TH), zhTw: title(translations?.zh_TW) };
}
