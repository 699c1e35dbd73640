import type { Catalogues } from './languages';

/** UI texts of the form runtime, keys `form.*`. */
export const formTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
