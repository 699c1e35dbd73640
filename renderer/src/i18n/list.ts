import type { Catalogues } from './languages';

/** UI texts of the list runtime, keys `list.*`. */
export const listTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
