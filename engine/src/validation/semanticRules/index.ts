import type { DefinitionKind, RecordKind } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { formRules } from './formRules';
import { datasetRules, importTaskRules, portalRules, warningRules } from './otherDefinitionRules';
import { dictionaryRules, menuItemRules, referenceTableRules } from './recordRules';
import { tableRules } from './tableRules';
import { viewRules } from './viewRules';
import { workflowRules } from './workflowRules';

const none = (): IssueDraft[] => [];

/**
 * The engine rules of every kind and record, run on bodies that already passed their schema
 * (so each rule can rely on the generated type). Exhaustive: a new kind needs an entry.
 */
export const semanticRules: { readonly [K in DefinitionKind | RecordKind]: (body: never) => IssueDraft[] } = {
  table: tableRules,
  form: formRules,
  view: viewRules,
  report: none,
  dataset: datasetRules,
  workflow: workflowRules,
  warning: warningRules,
  portal: portalRules,
  template: none,
  importTask: importTaskRules,
  menuItem: menuItemRules,
  dictionary: dictionaryRules,
  sqlConfig: none,
  httpConfig: none,
  referenceTable: referenceTableRules,
};

export { reservedColumnCodes } from './tableRules';
