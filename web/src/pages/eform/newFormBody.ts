import { formFromTemplate, kindDesigners } from '@wharf/designers';
import type { FormDefinition, TemplateDefinition } from '@wharf/schemas';
import type { NewFormInput } from './NewFormModal';

/**
 * A new form: the form kind's scaffold (the designers registry) on the chosen table, or a
 * template's structure under the new code, name and table; enabled either way (a template's
 * structure drops its status).
 */
export function newFormBody(input: NewFormInput, template?: TemplateDefinition): FormDefinition {
  const blank: FormDefinition = { ...kindDesigners.form.scaffold(input.formCode, input.formName), ...(input.objectName ? { objectName: input.objectName } : {}) };
  return { ...(formFromTemplate(blank, template?.tempStructure) ?? blank), formStatus: 'enable' };
}
