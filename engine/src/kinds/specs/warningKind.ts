import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { warningRules } from '../../validation/semanticRules/otherDefinitionRules';
import { warningDesign } from '../designerPermissions';
import { objectsOf } from '../referenceCollector';
import type { KindSpec } from '../types';

/** A warning item: SQL rules checked on a schedule, and whom they notify. */
export const warningKind: KindSpec<'warning'> = {
  kind: 'warning',
  schema: definitionSchemas.warning,
  validator: compiledValidators.warning,
  migrations: [],
  identity: { code: 'warningItemCode', name: 'warningItemName' },
  semanticRules: warningRules,
  collectReferences: (c) => objectsOf(c.body.rules).forEach((rule, i) => {
    c.add('sqlConfig', rule.sqlCode, `/rules/${i}/sqlCode`);
    // A rule fired by a workflow reaching a node names that workflow by its process key: deleting the
    // workflow would silence the rule, and a package with the warning needs the workflow too.
    objectsOf(rule.triggerWorkflowNodes).forEach((trigger, j) => c.add('workflow', trigger.processKey, `/rules/${i}/triggerWorkflowNodes/${j}/processKey`));
  }),
  referenceKinds: ['sqlConfig', 'workflow'],
  scriptPlaces: [],
  designer: { readSource: [warningDesign], save: warningDesign, publish: warningDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
