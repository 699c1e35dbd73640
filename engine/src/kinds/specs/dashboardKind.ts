import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { dashboardRules } from '../../validation/semanticRules/dashboardRules';
import { portalDesign, reportDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A dashboard or large screen: report widgets, filters, text and images on a 24-column grid. */
export const dashboardKind: KindSpec<'dashboard'> = {
  kind: 'dashboard',
  schema: definitionSchemas.dashboard,
  validator: compiledValidators.dashboard,
  migrations: [],
  identity: { code: 'dashboardCode', name: 'dashboardName' },
  semanticRules: dashboardRules,
  collectReferences: (c) => {
    objectsOf(c.body.items).forEach((item, i) => {
      if (item.itemType === 'report') c.add('report', item.widgetCode, `/items/${i}/widgetCode`);
    });
    objectsOf(c.body.filters).forEach((filter, i) => {
      c.add('dictionary', filter.dictCode, `/filters/${i}/dictCode`);
      c.add('report', filter.optionsFrom, `/filters/${i}/optionsFrom`);
    });
  },
  referenceKinds: ['report', 'dictionary'],
  scriptPlaces: [],
  // Dashboards are made by the report designers; portal designers read them to place them.
  designer: { readSource: [reportDesign, portalDesign], save: reportDesign, publish: reportDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
