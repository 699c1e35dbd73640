import type { FormDefinition } from '@wharf/schemas';

export type FieldPermission = 'editable' | 'readOnly' | 'hidden';
/** Per field key (schema `WorkflowFieldPermissions`); a key not named takes the node's default. */
export type FieldPermissions = Readonly<Record<string, FieldPermission | undefined>>;

/** Where the form is shown: the start node (starting, resubmitting) or an approval node. */
export type NodeRole = 'start' | 'approval';

/**
 * A field's permission at a node: what the node names, else the definition's default — editable at
 * the start node, read-only at approval nodes (workflow schema `fieldPermissions`).
 */
export function permissionOf(permissions: FieldPermissions | undefined, key: string, role: NodeRole): FieldPermission {
  return permissions?.[key] ?? (role === 'start' ? 'editable' : 'readOnly');
}

type Field = FormDefinition['fields'][number];

function restrict(field: Field, permission: FieldPermission): Field {
  if (permission === 'editable') return field;
  // A field the user may not change cannot be required of them, nor checked by its rules.
  const { rules: _rules, requiredCondition: _requiredCondition, ...rest } = field;
  return permission === 'hidden' ? { ...rest, hidden: 'Y', required: 'N' } : { ...rest, disabled: 'Y', required: 'N' };
}

/**
 * The form as a node shows it (issue 16 "form field permissions per node"): hidden fields and
 * sub-tables are marked hidden (sub-tables left out), read-only ones disabled and not required.
 * The server enforces the same permissions when the task is saved; this only draws them.
 */
export function formAtNode(form: FormDefinition, permissions: FieldPermissions | undefined, role: NodeRole): FormDefinition {
  const subTables = form.subTables
    ?.filter((sub) => permissionOf(permissions, sub.tableName, role) !== 'hidden')
    .map((sub) => {
      const permission = permissionOf(permissions, sub.tableName, role);
      return permission === 'editable' ? sub : { ...sub, fields: sub.fields.map((field) => restrict(field, 'readOnly')) as typeof sub.fields };
    });
  return {
    ...form,
    fields: form.fields.map((field) => restrict(field, permissionOf(permissions, field.colCode, role))),
    ...(subTables ? { subTables } : {}),
  };
}

/** The record as the node may show it: values of hidden fields and sub-tables are left out. */
export function visibleData(form: FormDefinition, data: Record<string, unknown>, permissions: FieldPermissions | undefined, role: NodeRole): Record<string, unknown> {
  const keys = [...form.fields.map((field) => field.colCode), ...(form.subTables ?? []).map((sub) => sub.tableName)];
  const hidden = new Set(keys.filter((key) => permissionOf(permissions, key, role) === 'hidden'));
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key)));
}

/** The values a node may change: only editable fields and sub-tables go back to the server. */
export function editableData(form: FormDefinition, data: Record<string, unknown>, permissions: FieldPermissions | undefined, role: NodeRole): Record<string, unknown> {
  const keys = [...form.fields.map((field) => field.colCode), ...(form.subTables ?? []).map((sub) => sub.tableName)];
  const editable = new Set(keys.filter((key) => permissionOf(permissions, key, role) === 'editable'));
  return Object.fromEntries(Object.entries(data).filter(([key]) => editable.has(key)));
}

/** Whether a node lets the user change anything (then the form is drawn editable, else in view mode). */
export function hasEditableField(form: FormDefinition, permissions: FieldPermissions | undefined, role: NodeRole): boolean {
  return [...form.fields.map((field) => field.colCode), ...(form.subTables ?? []).map((sub) => sub.tableName)].some((key) => permissionOf(permissions, key, role) === 'editable');
}

/** The values that differ from the record as read (compared as JSON), so an unchanged form is not saved again. */
export function changedValues(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value ?? null) !== JSON.stringify(before[key] ?? null)));
}
