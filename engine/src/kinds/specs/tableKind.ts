import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { tableRules } from '../../validation/semanticRules/tableRules';
import { datasetDesign, formDesign, importTaskDesign, tableDesign, viewDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A business table's definition: its columns, indexes and relations (synced to a real table). */
export const tableKind: KindSpec<'table'> = {
  kind: 'table',
  schema: definitionSchemas.table,
  validator: compiledValidators.table,
  migrations: [],
  identity: { code: 'tableName', name: 'tableTitle' },
  semanticRules: tableRules,
  collectReferences: (c) => {
    objectsOf(c.body.columns).forEach((col, i) => c.add('dictionary', col.dictCode, `/columns/${i}/dictCode`));
    objectsOf(c.body.relations).forEach((rel, i) => c.add('table', rel.relatedTable, `/relations/${i}/relatedTable`));
  },
  referenceKinds: ['dictionary', 'table'],
  scriptPlaces: [],
  // The designers of what builds on a table (forms, views, datasets, imports) read it too.
  designer: { readSource: [tableDesign, formDesign, viewDesign, datasetDesign, importTaskDesign], save: tableDesign, publish: tableDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
