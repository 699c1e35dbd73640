import type { DefinitionKind } from '@wharf/schemas';

/** The body property that holds a definition's code (unique per tenant and kind) and its name. */
export const definitionIdentityFields: { readonly [K in DefinitionKind]: { code: string; name: string } } = {
  table: { code: 'tableName', name: 'tableTitle' },
  form: { code: 'formCode', name: 'formName' },
  view: { code: 'viewCode', name: 'viewName' },
  report: { code: 'widgetCode', name: 'widgetName' },
  dataset: { code: 'datasetCode', name: 'datasetName' },
  workflow: { code: 'processKey', name: 'processName' },
  warning: { code: 'warningItemCode', name: 'warningItemName' },
  portal: { code: 'portalCode', name: 'portalName' },
  template: { code: 'tempCode', name: 'tempName' },
  importTask: { code: 'taskCode', name: 'taskName' },
};

/** The code a body declares for itself, or undefined when it declares none. */
export function definitionCode(kind: DefinitionKind, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as Record<string, unknown>)[definitionIdentityFields[kind].code];
  return typeof code === 'string' ? code : undefined;
}
