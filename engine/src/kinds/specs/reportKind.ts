import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { portalDesign, reportDesign } from '../designerPermissions';
import type { KindSpec } from '../types';

/** A chart or table widget over a dataset. */
export const reportKind: KindSpec<'report'> = {
  kind: 'report',
  schema: definitionSchemas.report,
  validator: compiledValidators.report,
  migrations: [],
  identity: { code: 'widgetCode', name: 'widgetName' },
  semanticRules: () => [],
  collectReferences: (c) => c.add('dataset', c.body.datasetCode, '/datasetCode'),
  referenceKinds: ['dataset'],
  scriptPlaces: [],
  designer: { readSource: [reportDesign, portalDesign], save: reportDesign, publish: reportDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
