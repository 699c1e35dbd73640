import type { Catalogues } from './languages';

/** UI texts of the view designer, keys `designer.view.*`. */
export const viewDesignerTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
