import { checkTableDefinition, translateIssues, validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { TableDefinition } from '@wharf/schemas';
import { labelIssues, tableLabels, type Translate } from '../issues';

/** The issues of a table definition, indexed by JSON Pointer so each grid cell finds its own. */
export interface TableIssues {
  all: ValidationIssue[];
  /** Messages at exactly this path (e.g. `/columns/2/colCode`). */
  at(path: string): string[];
  /** Whether anything under this path has an issue (e.g. `/columns/2`). */
  hasUnder(path: string): boolean;
}

/**
 * The §5 rules shown live while a table is edited: the definition's schema and the engine's
 * table rules (code format, unique and reserved names, length and decimals), in the UI language.
 * The same validation runs on the server when the definition is saved. Given the UI's `t`, each
 * message names its field by the designer's label (`all`: where and what; `at`: what, for the
 * text under the cell), and `isShown` keeps back those the builder has not earned yet.
 */
export function tableIssues(definition: TableDefinition, lang?: Language, t?: Translate, isShown: (path: string) => boolean = () => true): TableIssues {
  const validated = validateDefinition('table', definition, lang);
  // The validator runs the engine's table rules only once the schema passes; the designer shows them
  // at the same time as the schema's (one bad cell should not hide a duplicate code elsewhere).
  const ruleIssues = validated.length === 0 ? [] : translateIssues(checkTableDefinition(definition), lang);
  // A cell the schema already faults keeps that one message (the rules often say the same in other words).
  const faulted = new Set(validated.map((issue) => issue.path));
  const found = [...validated, ...ruleIssues.filter((issue) => !faulted.has(issue.path))];
  const labelled = t ? labelIssues(found, tableLabels, definition, t, lang ?? 'zh_CN') : found.map((issue) => ({ ...issue, fieldMessage: issue.message }));
  const all = labelled.map(({ path, code, message }) => ({ path, code, message }));
  const shown = labelled.filter((issue) => isShown(issue.path));
  const byPath = new Map<string, string[]>();
  for (const issue of shown) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue.fieldMessage]);
  return {
    all,
    at: (path) => byPath.get(path) ?? [],
    hasUnder: (path) => shown.some((issue) => issue.path === path || issue.path.startsWith(`${path}/`)),
  };
}

/** Column types whose length is meaningful, and those that also take decimals. */
export const typesWithLength: ReadonlySet<string> = new Set(['varchar', 'decimal']);
export const typesWithDecimals: ReadonlySet<string> = new Set(['decimal']);
