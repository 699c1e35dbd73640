import type { DefinitionBody, DefinitionMigration } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renames a field's `label` to `title` and turns boolean disabled/required flags into the Y/N the spec uses. */
function liftFieldToVersion2(field: unknown): unknown {
  if (!isRecord(field)) return field;
  const { label, ...rest } = field;
  const next: Record<string, unknown> = { ...rest };
  if (next.title === undefined && label !== undefined) next.title = label;
  for (const flag of ['disabled', 'required'] as const) {
    if (typeof next[flag] === 'boolean') next[flag] = next[flag] ? 'Y' : 'N';
  }
  return next;
}

function liftFields(fields: unknown): unknown {
  return Array.isArray(fields) ? fields.map(liftFieldToVersion2) : fields;
}

/**
 * Form version 1 (the first designer) stored each field's caption as `label` and its flags as booleans;
 * version 2 follows the specification's field definition: `title`, and `disabled`/`required` as Y/N.
 */
export const formFieldTitleMigration: DefinitionMigration = {
  name: 'form/field-label-to-title',
  fromVersion: 1,
  up(body: DefinitionBody): DefinitionBody {
    const subTables = Array.isArray(body.subTables)
      ? body.subTables.map((sub) => (isRecord(sub) ? { ...sub, fields: liftFields(sub.fields) } : sub))
      : body.subTables;
    const next: DefinitionBody = { ...body, fields: liftFields(body.fields) };
    if (subTables !== undefined) next.subTables = subTables;
    return next;
  },
};
