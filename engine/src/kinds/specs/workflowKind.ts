import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { workflowRules } from '../../validation/semanticRules/workflowRules';
import { workflowDesign } from '../designerPermissions';
import type { KindSpec } from '../types';

/** An approval process bound to a form. */
export const workflowKind: KindSpec<'workflow'> = {
  kind: 'workflow',
  schema: definitionSchemas.workflow,
  validator: compiledValidators.workflow,
  migrations: [],
  identity: { code: 'processKey', name: 'processName' },
  semanticRules: workflowRules,
  collectReferences: (c) => c.add('form', c.body.formCode, '/formCode'),
  referenceKinds: ['form'],
  scriptPlaces: [],
  designer: { readSource: [workflowDesign], save: workflowDesign, publish: workflowDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
