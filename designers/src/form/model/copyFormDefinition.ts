import type { FormDefinition } from '@wharf/schemas';

/**
 * A copy of a form under a new code (and name): a new form, so it carries no version, status or
 * table sync state of the original. The fields, sub-tables, rules and layouts are deep copies.
 */
export function copyFormDefinition(form: FormDefinition, formCode: string, formName?: string): FormDefinition {
  const copy = structuredClone(form);
  delete copy.formVersion;
  delete copy.formStatus;
  delete copy.tableStatus;
  return { ...copy, formCode, formName: formName ?? form.formName };
}

/** A form body from a template's structure: the template gives fields, sub-tables and layouts, the current form keeps its identity. */
export function formFromTemplate(current: FormDefinition, structure: Record<string, unknown> | undefined): FormDefinition | undefined {
  if (!structure || !Array.isArray(structure.fields)) return undefined;
  const template = structuredClone(structure) as unknown as FormDefinition;
  const result: FormDefinition = { ...template, schemaVersion: 2, formCode: current.formCode, formName: current.formName };
  if (current.objectName !== undefined) result.objectName = current.objectName;
  else delete result.objectName;
  delete result.formVersion;
  delete result.formStatus;
  delete result.tableStatus;
  return result;
}
