import { columnValue, isVirtualField, type Language } from '@wharf/engine';
import type { FieldIssue } from '../../http/errors';
import { isRecord, issue, pointer } from './dataIssues';
import type { FormTable, FormTarget } from './loadForm';

type Bound = string | number | boolean | null;

/** A record's values ready to bind: the master's columns and each sub-table's rows (only sub-tables the data holds). */
export interface ShapedRecord {
  master: Record<string, Bound>;
  subRows: Map<string, Array<Record<string, Bound>>>;
}

/** Keys that are not fields of the form (system columns and injected names included): refused, never ignored. */
export function unknownKeyIssues(target: FormTarget, data: Record<string, unknown>, base: string, lang: Language): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const key of Object.keys(data)) {
    if (!target.fieldCodes.has(key)) issues.push(issue(`${base}/${pointer(key)}`, 'formData/unknown-field', lang, [key]));
  }
  for (const sub of target.subTables) {
    const rows = data[sub.sub.tableName];
    if (rows === undefined) continue;
    if (!Array.isArray(rows) || !rows.every(isRecord)) {
      issues.push(issue(`${base}/${sub.sub.tableName}`, 'formData/not-rows', lang, [sub.sub.title]));
      continue;
    }
    const known = new Set(sub.sub.fields.map((f) => f.colCode));
    rows.forEach((row, i) => {
      for (const key of Object.keys(row)) if (!known.has(key)) issues.push(issue(`${base}/${sub.sub.tableName}/${i}/${pointer(key)}`, 'formData/unknown-field', lang, [key]));
    });
  }
  return issues;
}

function bindColumns(table: FormTable, codes: readonly string[], values: Record<string, unknown>, base: string, lang: Language, issues: FieldIssue[]): Record<string, Bound> {
  const bound: Record<string, Bound> = {};
  for (const code of codes) {
    const shape = table.columns.get(code);
    if (!shape || isVirtualField(code) || !(code in values)) continue;
    const result = columnValue(shape, values[code]);
    if (result.ok) bound[code] = result.value;
    else issues.push(issue(`${base}/${code}`, result.code, lang, result.args));
  }
  return bound;
}

/**
 * The stored columns of a record with each value checked against its column type (the sub-tables'
 * row counts are the compiled rules' to check). Values that do not fit are issues, never database errors.
 */
export function shapeRecord(target: FormTarget, data: Record<string, unknown>, base: string, lang: Language): { shaped: ShapedRecord; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const master = bindColumns(target.master, target.storedFields, data, base, lang, issues);
  const subRows = new Map<string, Array<Record<string, Bound>>>();
  for (const sub of target.subTables) {
    const rows = data[sub.sub.tableName];
    if (!Array.isArray(rows)) continue;
    const path = `${base}/${sub.sub.tableName}`;
    const codes = sub.sub.fields.map((f) => f.colCode).filter((code) => code !== sub.foreignKey);
    subRows.set(sub.sub.tableName, rows.map((row, i) => bindColumns(sub, codes, row as Record<string, unknown>, `${path}/${i}`, lang, issues)));
  }
  return { shaped: { master, subRows }, issues };
}
