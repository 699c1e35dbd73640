import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { datasetRules } from '../../validation/semanticRules/otherDefinitionRules';
import { datasetDesign, reportDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** Where a report's rows come from (a SQL config or a table) and its dimensions and measures. */
export const datasetKind: KindSpec<'dataset'> = {
  kind: 'dataset',
  schema: definitionSchemas.dataset,
  validator: compiledValidators.dataset,
  migrations: [],
  identity: { code: 'datasetCode', name: 'datasetName' },
  semanticRules: datasetRules,
  collectReferences: (c) => {
    c.add('sqlConfig', c.body.sqlCode, '/sqlCode');
    c.add('table', c.body.tableName, '/tableName');
    objectsOf(c.body.dimension).forEach((d, i) => c.add('dictionary', d.dictCode, `/dimension/${i}/dictCode`));
  },
  referenceKinds: ['sqlConfig', 'table', 'dictionary'],
  scriptPlaces: [],
  designer: { readSource: [datasetDesign, reportDesign], save: datasetDesign, publish: datasetDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
