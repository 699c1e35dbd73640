import type { ConditionGroup, FieldCondition } from '@wharf/schemas';
import type { IssueDraft } from '../types';

/**
 * An issue for every item whose key repeats an earlier item's key. Codes compare case-insensitively
 * because PostgreSQL folds unquoted identifiers, so `EntryId` and `entryid` would be the same column.
 */
export function duplicateIssues<T>(items: readonly T[] | undefined, keyOf: (item: T) => string | undefined, pathOf: (index: number) => string, caseInsensitive = true): IssueDraft[] {
  const seen = new Set<string>();
  const issues: IssueDraft[] = [];
  (items ?? []).forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined || key === '') return;
    const normal = caseInsensitive ? key.toLowerCase() : key;
    if (seen.has(normal)) issues.push({ path: pathOf(index), code: 'validation/duplicate-code', args: [key] });
    seen.add(normal);
  });
  return issues;
}

/** An issue when `code` is given but not among the known codes. */
export function referenceIssue(code: string | undefined, known: ReadonlySet<string>, path: string): IssueDraft[] {
  return code !== undefined && !known.has(code.toLowerCase()) ? [{ path, code: 'validation/unknown-reference', args: [code] }] : [];
}

/** The set of codes, lower-cased for case-insensitive lookups. */
export function codeSet(codes: ReadonlyArray<string | undefined>): Set<string> {
  return new Set(codes.filter((c): c is string => c !== undefined).map((c) => c.toLowerCase()));
}

/** An issue when a grid item reaches past the grid's width. */
export function gridIssue(item: { x: number; w: number }, columns: number, path: string): IssueDraft[] {
  return item.x + item.w > columns ? [{ path: `${path}/w`, code: 'validation/grid-overflow', args: [columns] }] : [];
}

/** An issue when the text is not a usable regular expression (it is only compiled, never executed as code). */
export function regexIssue(source: string, path: string): IssueDraft[] {
  try {
    new RegExp(source, 'u');
    return [];
  } catch {
    return [{ path, code: 'validation/invalid-regex', args: [source] }];
  }
}

/**
 * An issue for every condition that compares a field the definition does not have. Dotted paths
 * (`applicant.orgCode`) are checked by their first segment.
 */
export function conditionFieldIssues(group: ConditionGroup | undefined, known: ReadonlySet<string>, path: string): IssueDraft[] {
  if (!group) return [];
  return group.children.flatMap((child: FieldCondition | ConditionGroup, i) =>
    child.kind === 'group'
      ? conditionFieldIssues(child, known, `${path}/children/${i}`)
      : referenceIssue(child.field.split('.')[0], known, `${path}/children/${i}/field`),
  );
}
