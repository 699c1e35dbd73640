import type { Language } from '@wharf/engine';
import type { FieldIssue } from '../../http/errors';
import { issue } from './dataIssues';
import type { FormTarget } from './loadForm';
import type { ShapedRecord } from './shapeRecord';

/**
 * Sub-table rows point at the master through a master column (or the id, which is never empty):
 * rows sent while that column is empty would belong to no record (spec §8 "no master table
 * record"), so they are refused at `<base>/<subTable>` before anything is written.
 * `masterValues` are the master's values after the change (the stored ones merged with it).
 */
export function masterKeyIssues(target: FormTarget, shaped: ShapedRecord, masterValues: Readonly<Record<string, unknown>>, base: string, lang: Language): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const sub of target.subTables) {
    const rows = shaped.subRows.get(sub.sub.tableName);
    if (sub.masterKey === 'id' || !rows || rows.length === 0) continue;
    const key = masterValues[sub.masterKey];
    if (key === undefined || key === null || key === '') issues.push(issue(`${base}/${sub.sub.tableName}`, 'formData/no-master-record', lang));
  }
  return issues;
}
