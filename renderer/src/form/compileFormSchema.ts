import type { FormDefinition, FormField } from '@wharf/schemas';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** The widget (registered with rjsf under this name) that draws each field type. */
export const widgetOfType: Readonly<Record<FormField['type'], string>> = {
  input: 'wharfText',
  textarea: 'wharfText',
  cascader: 'wharfText',
  number: 'wharfNumber',
  select: 'wharfChoice',
  radio: 'wharfChoice',
  radioButton: 'wharfChoice',
  checkbox: 'wharfChoice',
  switch: 'wharfSwitch',
  date: 'wharfDate',
  datetime: 'wharfDate',
  time: 'wharfDate',
  upload: 'wharfUpload',
  image: 'wharfUpload',
  editor: 'wharfRichText',
  user: 'wharfPicker',
  org: 'wharfPicker',
  text: 'wharfDisplay',
  divider: 'wharfDisplay',
};

/** Whether a field holds a list (checkboxes, multiple selects and pickers, uploads). */
export function holdsList(field: FormField): boolean {
  return field.type === 'checkbox' || field.type === 'upload' || field.type === 'image' || (field.options?.multiple === true && ['select', 'user', 'org'].includes(field.type));
}

function valueSchema(field: FormField): RJSFSchema {
  const base: RJSFSchema = { title: field.title };
  if (field.computed !== undefined) base.readOnly = true;
  if (field.type === 'text' || field.type === 'divider') return { ...base, type: 'null' };
  if (holdsList(field)) return { ...base, type: 'array', items: field.type === 'upload' || field.type === 'image' ? { type: 'object' } : { type: 'string' } };
  if (field.type === 'number') return { ...base, type: 'number' };
  if (field.type === 'switch') return { ...base, type: ['boolean', 'string', 'number'] };
  return { ...base, type: 'string' };
}

function fieldUi(field: FormField): UiSchema {
  return { 'ui:field': 'wharfField', 'ui:widget': widgetOfType[field.type], 'ui:options': { colCode: field.colCode } };
}

export interface CompiledFormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

const compiled = new WeakMap<FormDefinition, CompiledFormSchema>();

/**
 * The form as JSON Schema + uiSchema for @rjsf/core, compiled once per definition object (the same
 * objects on every render, so rjsf never recomputes them). Each field is drawn by the platform's
 * field (`wharfField`) through its registered widget; each sub-table by `wharfSubTable` (a
 * virtualised grid, not rjsf's array field). Requiredness is left to the engine's linkage and rules.
 */
export function compileFormSchema(definition: FormDefinition): CompiledFormSchema {
  const cached = compiled.get(definition);
  if (cached) return cached;
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const field of definition.fields) {
    properties[field.colCode] = valueSchema(field);
    uiSchema[field.colCode] = fieldUi(field);
  }
  for (const sub of definition.subTables ?? []) {
    const rowProperties: Record<string, RJSFSchema> = {};
    for (const field of sub.fields) rowProperties[field.colCode] = valueSchema(field);
    properties[sub.tableName] = { type: 'array', title: sub.title, items: { type: 'object', properties: rowProperties } };
    uiSchema[sub.tableName] = { 'ui:field': 'wharfSubTable', 'ui:options': { tableName: sub.tableName } };
  }
  const result: CompiledFormSchema = { schema: { type: 'object', title: definition.formName, properties }, uiSchema };
  compiled.set(definition, result);
  return result;
}
