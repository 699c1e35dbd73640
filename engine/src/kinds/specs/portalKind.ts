import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { portalRules } from '../../validation/semanticRules/otherDefinitionRules';
import { portalDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A portal page: a grid of widgets (reports, views, forms…). */
export const portalKind: KindSpec<'portal'> = {
  kind: 'portal',
  schema: definitionSchemas.portal,
  validator: compiledValidators.portal,
  migrations: [],
  identity: { code: 'portalCode', name: 'portalName' },
  semanticRules: portalRules,
  collectReferences: (c) => {
    objectsOf(c.body.widgets).forEach((w, i) => {
      if (w.widgetType === 'report' || w.widgetType === 'view' || w.widgetType === 'form') c.add(w.widgetType, w.code, `/widgets/${i}/code`);
    });
    // An override changes its base portal, which must travel with it.
    c.add('portal', c.body.basePortalCode, '/basePortalCode');
  },
  referenceKinds: ['report', 'view', 'form', 'portal'],
  scriptPlaces: [],
  designer: { readSource: [portalDesign], save: portalDesign, publish: portalDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
