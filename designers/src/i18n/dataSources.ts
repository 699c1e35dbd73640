import type { Catalogues } from './languages';

/** UI texts of the dataSources designer, keys `designer.dataSources.*`. */
export const dataSourcesDesignerTexts: Catalogues = { zh_CN: {}, en_US: {}, th_TH: {}, zh_TW: {} };
