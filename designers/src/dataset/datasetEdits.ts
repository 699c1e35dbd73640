import { validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { DatasetDefinition, DatasetDimension, DatasetMeasure } from '@wharf/schemas';
import type { DatasetSourceField } from './types';

/** The designer's tabs. */
export type DatasetDesignerTab = 'source' | 'fields' | 'hierarchies' | 'parameters' | 'filters';

const fieldCodePattern = /^(?:[A-Za-z][A-Za-z0-9_]{0,17}|_temp_[A-Za-z0-9_]{1,58})$/;

/** The tab where the setting an issue's path points at is edited. */
export function datasetIssueTab(path: string): DatasetDesignerTab {
  if (path.startsWith('/dimension') || path.startsWith('/measure')) return 'fields';
  if (path.startsWith('/hierarchies')) return 'hierarchies';
  if (path.startsWith('/parameters')) return 'parameters';
  if (path.startsWith('/requiredFilters') || path.startsWith('/defaultFilter')) return 'filters';
  return 'source';
}

/** Applies a change to the top-level settings, dropping the keys the change cleared. */
export function changeDataset(dataset: DatasetDefinition, patch: Partial<DatasetDefinition>): DatasetDefinition {
  const next: Record<string, unknown> = { ...dataset, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as unknown as DatasetDefinition;
}

/**
 * Switches where rows come from: a SQL config keeps `sqlCode` (and its parameters), a table keeps
 * `tableName`; the other source's setting is dropped so the definition names one source only.
 */
export function changeSourceType(dataset: DatasetDefinition, sourceType: DatasetDefinition['sourceType']): DatasetDefinition {
  if (sourceType === dataset.sourceType) return dataset;
  return sourceType === 'table'
    ? changeDataset(dataset, { sourceType, sqlCode: undefined, parameters: undefined, tableName: dataset.tableName ?? '' })
    : changeDataset(dataset, { sourceType, tableName: undefined, sqlCode: dataset.sqlCode ?? '' });
}

/**
 * Adds the source's columns the dataset does not declare yet: numeric ones as measures (summed),
 * the others as dimensions (typed, with their dictionary). Codes that cannot be field codes are
 * returned apart so the designer can say so; `id` is never offered (counting rows is a measure).
 */
export function mergeSourceFields(dataset: DatasetDefinition, fields: ReadonlyArray<DatasetSourceField>): { dataset: DatasetDefinition; added: string[]; refused: string[] } {
  const have = new Set([...dataset.dimension, ...dataset.measure].map((field) => field.colCode.toLowerCase()));
  const dimension: DatasetDimension[] = [...dataset.dimension];
  const measure: DatasetMeasure[] = [...dataset.measure];
  const added: string[] = [];
  const refused: string[] = [];
  for (const field of fields) {
    const code = field.colCode;
    if (code.toLowerCase() === 'id' || have.has(code.toLowerCase())) continue;
    if (!fieldCodePattern.test(code) || code === 'warn_status' || code === 'warnStatus') {
      refused.push(code);
      continue;
    }
    have.add(code.toLowerCase());
    added.push(code);
    const title = field.title?.trim() || code;
    if (field.isNumeric && !field.dictCode) measure.push({ colCode: code, title, aggregate: 'sum' });
    else dimension.push({ colCode: code, title, ...(field.colType ? { colType: field.colType } : {}), ...(field.dictCode ? { dictCode: field.dictCode } : {}) });
  }
  return { dataset: { ...dataset, dimension, measure }, added, refused };
}

/** A new hierarchy over the first two dimensions (a hierarchy has 2..6 levels), named uniquely. */
export function newHierarchy(dataset: DatasetDefinition, title: string): NonNullable<DatasetDefinition['hierarchies']>[number] {
  const taken = new Set((dataset.hierarchies ?? []).map((hierarchy) => hierarchy.name));
  let index = taken.size + 1;
  while (taken.has(`h${index}`)) index += 1;
  const codes = dataset.dimension.map((dimension) => dimension.colCode);
  return { name: `h${index}`, title, levels: [codes[0] ?? '', codes[1] ?? ''] };
}

/** The design problems the schema cannot see: references to dimensions the dataset does not declare. */
export interface ReferenceProblem {
  path: string;
  kind: 'unknownLevel' | 'repeatedLevel' | 'unknownFilter';
  code: string;
}

/** Hierarchy levels and required filters must name declared dimensions (once per hierarchy). */
export function referenceProblems(dataset: DatasetDefinition): ReferenceProblem[] {
  const dimensions = new Set(dataset.dimension.map((dimension) => dimension.colCode));
  const problems: ReferenceProblem[] = [];
  (dataset.hierarchies ?? []).forEach((hierarchy, i) => {
    const seen = new Set<string>();
    hierarchy.levels.forEach((level, j) => {
      const path = `/hierarchies/${i}/levels/${j}`;
      if (!dimensions.has(level)) problems.push({ path, kind: 'unknownLevel', code: level });
      else if (seen.has(level)) problems.push({ path, kind: 'repeatedLevel', code: level });
      seen.add(level);
    });
  });
  (dataset.requiredFilters ?? []).forEach((code, i) => {
    if (!dimensions.has(code)) problems.push({ path: `/requiredFilters/${i}`, kind: 'unknownFilter', code });
  });
  return problems;
}

/**
 * Every issue of the draft: the engine's `validateDefinition('dataset')` (schema and rules), then
 * the reference problems at paths the engine did not already report. Saving waits until none is left.
 */
export function datasetIssues(dataset: DatasetDefinition, lang: Language | undefined, describe: (problem: ReferenceProblem) => string): ValidationIssue[] {
  const issues = validateDefinition('dataset', dataset, lang);
  const reported = new Set(issues.map((issue) => issue.path));
  for (const problem of referenceProblems(dataset)) {
    if (!reported.has(problem.path)) issues.push({ path: problem.path, code: `designer/${problem.kind}`, message: describe(problem) });
  }
  return issues;
}
