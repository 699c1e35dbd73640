import type { FormDefinition, FormField } from '@wharf/schemas';

type Translate = (key: string) => string;

/**
 * The workflow's own settings (spec §5: key, name, business type and bill type required; remark) as a
 * form definition, for a host that asks them in a dialog before opening the designer (the kind
 * registry's `propertyForm`). The designer's process panel edits the same settings in place.
 */
export function workflowSettingsForm(t: Translate): FormDefinition {
  const label = (key: string) => t(`designer.workflow.process.${key}`);
  const fields: FormField[] = [
    { colCode: 'processName', title: label('processName'), type: 'input', required: 'Y', rules: [{ max: 100 }] },
    { colCode: 'processKey', title: label('processKey'), type: 'input', required: 'Y', rules: [{ max: 100 }, { pattern: '^[A-Za-z0-9_-]+$' }] },
    { colCode: 'businessType', title: label('businessType'), type: 'input', required: 'Y', rules: [{ max: 100 }] },
    { colCode: 'billType', title: label('billType'), type: 'input', required: 'Y', rules: [{ max: 100 }] },
    { colCode: 'remark', title: label('remark'), type: 'textarea', rules: [{ max: 1000 }] },
  ];
  return {
    schemaVersion: 2,
    formCode: 'designer_workflow_settings',
    formName: t('designer.workflow.panel.process'),
    fields,
    layout: { pc: { labelAlign: 'top', items: fields.map((field, y) => ({ colCode: field.colCode, x: 0, y, w: 24, h: 1 })) } },
  };
}
