import { compileComputedFields, validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { ConditionGroup, FormDefinition, FormField } from '@wharf/schemas';

function conditionFields(node: ConditionGroup | undefined): string[] {
  if (!node) return [];
  return node.children.flatMap((child) => (child.kind === 'group' ? conditionFields(child) : [child.field]));
}

/** Linkage conditions must name fields of the same form (or, in a sub-table, of the row or the master). */
function fieldIssues(fields: readonly FormField[], base: string, masterFields: readonly FormField[], unknownField: (code: string) => string): ValidationIssue[] {
  const known = new Set([...fields, ...masterFields].map((field) => field.colCode));
  const issues: ValidationIssue[] = [];
  fields.forEach((field, i) => {
    for (const key of ['requiredCondition', 'disabledCondition'] as const) {
      for (const code of conditionFields(field[key])) {
        if (!known.has(code.split('.')[0] ?? code)) issues.push({ path: `${base}/${i}/${key}`, code: 'designer/unknown-field', message: unknownField(code) });
      }
    }
  });
  return issues;
}

/**
 * The design-time check shown before publishing: the engine's definition validation (schema and
 * semantic rules, in the user's language) plus computed expressions that do not parse or form a
 * cycle, and require/disable conditions on unknown fields.
 */
export function designCheck(form: FormDefinition, lang: Language, unknownField: (code: string) => string): ValidationIssue[] {
  const issues = validateDefinition('form', form, lang);
  // The checks below read the body as a FormDefinition: the designer only ever builds that shape.
  if (!Array.isArray(form.fields)) return issues;
  issues.push(...fieldIssues(form.fields, '/fields', [], unknownField));
  (form.subTables ?? []).forEach((sub, i) => issues.push(...fieldIssues(sub.fields, `/subTables/${i}/fields`, form.fields, unknownField)));
  // Computed fields: expressions that do not parse and cycles between them (engine forms).
  issues.push(...compileComputedFields(form, lang).problems);
  return issues;
}
