import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { importTaskRules } from '../../validation/semanticRules/otherDefinitionRules';
import { importTaskDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A spreadsheet import: which sheet columns go to which table columns. */
export const importTaskKind: KindSpec<'importTask'> = {
  kind: 'importTask',
  schema: definitionSchemas.importTask,
  validator: compiledValidators.importTask,
  migrations: [],
  identity: { code: 'taskCode', name: 'taskName' },
  semanticRules: importTaskRules,
  collectReferences: (c) => {
    c.add('table', c.body.tableName, '/tableName');
    objectsOf(c.body.fieldsMapConfig).forEach((m, i) => {
      c.add('table', m.tableName, `/fieldsMapConfig/${i}/tableName`);
      c.add('dictionary', m.dictCode, `/fieldsMapConfig/${i}/dictCode`);
    });
  },
  referenceKinds: ['table', 'dictionary'],
  scriptPlaces: [],
  designer: { readSource: [importTaskDesign], save: importTaskDesign, publish: importTaskDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
