import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { portalDesign, reportDesign } from '../designerPermissions';
import { isJsonObject } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A chart or table widget over a dataset. */
export const reportKind: KindSpec<'report'> = {
  kind: 'report',
  schema: definitionSchemas.report,
  validator: compiledValidators.report,
  migrations: [],
  identity: { code: 'widgetCode', name: 'widgetName' },
  semanticRules: () => [],
  collectReferences: (c) => {
    c.add('dataset', c.body.datasetCode, '/datasetCode');
    // A click on a data point opens this list view (drill-through): it must travel with the widget.
    if (isJsonObject(c.body.drillThrough)) c.add('view', c.body.drillThrough.viewCode, '/drillThrough/viewCode');
  },
  referenceKinds: ['dataset', 'view'],
  scriptPlaces: [],
  designer: { readSource: [reportDesign, portalDesign], save: reportDesign, publish: reportDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
