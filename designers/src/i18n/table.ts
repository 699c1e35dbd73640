import type { Catalogues } from './languages';

/** UI texts of the table designer, keys `designer.table.*`. */
export const tableDesignerTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
