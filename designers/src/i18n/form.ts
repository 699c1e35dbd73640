import { catalogueLanguages, type Catalogues } from './languages';
import { conditionsTexts } from './form/conditions';
import { paletteTexts } from './form/palette';
import { propertiesTexts } from './form/properties';
import { rulesTexts } from './form/rules';
import { workspaceTexts } from './form/workspace';

const parts: readonly Catalogues[] = [paletteTexts, propertiesTexts, rulesTexts, conditionsTexts, workspaceTexts];

/** UI texts of the form designer, keys `designer.form.*`, one file per part of the designer (`form/`). */
export const formDesignerTexts: Catalogues = Object.fromEntries(
  catalogueLanguages.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
) as Catalogues;
