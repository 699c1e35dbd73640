import type { DefinitionKind } from '@wharf/schemas';
import { formFieldTitleMigration } from './formMigrations';
import type { DefinitionMigration } from './types';

/**
 * The migration chain of each kind, oldest first. A kind's chain must lead from version 1 to the
 * `schemaVersion` its JSON Schema requires; `migrations.test.ts` checks there are no gaps.
 * Exhaustive over the kinds, so adding a kind breaks the build until it has an entry here.
 */
export const definitionMigrations: { readonly [K in DefinitionKind]: readonly DefinitionMigration[] } = {
  table: [],
  form: [formFieldTitleMigration],
  view: [],
  report: [],
  dataset: [],
  workflow: [],
  warning: [],
  portal: [],
  template: [],
  importTask: [],
};
