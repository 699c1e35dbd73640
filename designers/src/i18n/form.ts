import type { Catalogues } from './languages';

/** UI texts of the form designer, keys `designer.form.*`. */
export const formDesignerTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
