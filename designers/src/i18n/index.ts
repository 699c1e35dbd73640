import { dataSourcesDesignerTexts } from './dataSources';
import { datasetDesignerTexts } from './dataset';
import { formDesignerTexts } from './form';
import { gridDesignerTexts } from './gridDesigners';
import { issueTexts } from './issues';
import { catalogueLanguages, type CatalogueLanguage, type Catalogues } from './languages';
import { reportDesignerTexts } from './report';
import { tableDesignerTexts } from './table';
import { translationsTexts } from './translations';
import { unsavedWorkTexts } from './unsaved';
import { viewDesignerTexts } from './view';
import { warningDesignerTexts } from './warning';
import { workflowGraphDesignerTexts } from './workflowGraph';
import { workflowTreeDesignerTexts } from './workflowTree';

export type { Catalogue, CatalogueLanguage, Catalogues } from './languages';
export { catalogueLanguages } from './languages';

const parts: readonly Catalogues[] = [formDesignerTexts, tableDesignerTexts, viewDesignerTexts, dataSourcesDesignerTexts, workflowGraphDesignerTexts, workflowTreeDesignerTexts, gridDesignerTexts, datasetDesignerTexts, reportDesignerTexts, issueTexts, translationsTexts, unsavedWorkTexts, warningDesignerTexts];

/** The designers' UI texts per language, added by the web app to its i18next instance. */
export const designerCatalogues = Object.fromEntries(
  catalogueLanguages.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
) as Record<CatalogueLanguage, Record<string, string>>;
