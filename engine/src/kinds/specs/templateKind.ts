import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { formDesign } from '../designerPermissions';
import type { KindSpec } from '../types';

/** A reusable piece of a designer (today: form templates, saved and applied by the form designer). */
export const templateKind: KindSpec<'template'> = {
  kind: 'template',
  schema: definitionSchemas.template,
  validator: compiledValidators.template,
  migrations: [],
  identity: { code: 'tempCode', name: 'tempName' },
  semanticRules: () => [],
  collectReferences: () => undefined,
  referenceKinds: [],
  scriptPlaces: [],
  // Templates are the form designer's own pieces, so they follow forms.
  designer: { readSource: [formDesign], save: formDesign, publish: formDesign },
  install: {},
  appGroup: { takesTablesAlong: false },
};
