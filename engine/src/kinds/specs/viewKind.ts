import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { viewRules } from '../../validation/semanticRules/viewRules';
import { portalDesign, viewDesign } from '../designerPermissions';
import { isJsonObject, objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A list view (table, tree, report SQL or a combination of other views and forms). */
export const viewKind: KindSpec<'view'> = {
  kind: 'view',
  schema: definitionSchemas.view,
  validator: compiledValidators.view,
  migrations: [],
  identity: { code: 'viewCode', name: 'viewName' },
  semanticRules: viewRules,
  collectReferences: (c) => {
    const b = c.body;
    c.add('table', b.tableName, '/tableName');
    c.add('form', b.formCode, '/formCode');
    objectsOf(b.columns).forEach((col, i) => c.add('dictionary', col.dictCode, `/columns/${i}/dictCode`));
    objectsOf(b.buttons).forEach((button, i) => {
      c.add('form', button.linkForm, `/buttons/${i}/linkForm`);
      c.add('view', button.linkView, `/buttons/${i}/linkView`);
    });
    objectsOf(b.nestedTables).forEach((nested, i) => c.add('view', nested.viewCode, `/nestedTables/${i}/viewCode`));
    if (isJsonObject(b.tree)) objectsOf(b.tree.nodes).forEach((node, i) => c.add('sqlConfig', node.sqlCode, `/tree/nodes/${i}/sqlCode`));
    objectsOf(b.layoutItems).forEach((item, i) => {
      if (item.componentType === 'view' || item.componentType === 'form' || item.componentType === 'report') c.add(item.componentType, item.code, `/layoutItems/${i}/code`);
    });
  },
  referenceKinds: ['table', 'form', 'view', 'report', 'dictionary', 'sqlConfig'],
  scriptPlaces: [
    { group: 'viewButton', key: 'openScript', inArray: 'buttons' },
    { group: 'viewReport', key: 'reportSql' },
  ],
  designer: { readSource: [viewDesign, portalDesign], save: viewDesign, publish: viewDesign },
  // Online modification sends the view's stored id back, so the body carries it.
  install: { storedIdField: 'viewId' },
  appGroup: { takesTablesAlong: true },
};
