/** The four UI languages (spec §9); every catalogue of this package has each of them. */
export type CatalogueLanguage = 'zh_CN' | 'en_US' | 'th_TH' | 'zh_TW';
export type Catalogue = Readonly<Record<string, string>>;
export type Catalogues = Readonly<Record<CatalogueLanguage, Catalogue>>;
export const catalogueLanguages: readonly CatalogueLanguage[] = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'];
