import { dashboardTexts } from './dashboard';
import { formTexts } from './form';
import { listTexts } from './list';
import { listImportTexts } from './listImport';
import { portalTexts } from './portal';
import { reportTexts } from './report';
import { catalogueLanguages, type CatalogueLanguage, type Catalogues } from './languages';

export type { Catalogue, CatalogueLanguage, Catalogues } from './languages';
export { catalogueLanguages } from './languages';

const parts: readonly Catalogues[] = [formTexts, listTexts, listImportTexts, dashboardTexts, reportTexts, portalTexts];

/**
 * The renderer's UI texts per language. Components read them through react-i18next's `t`; the
 * web app adds them to its i18next instance next to its own catalogues.
 */
export const rendererCatalogues = Object.fromEntries(
  catalogueLanguages.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
) as Record<CatalogueLanguage, Record<string, string>>;
