import { diffJson } from '../../diff/diffJson';
import { keyedForm } from './keyedArrays';

/** One field that differs: its path (identified array elements by identity) and the values before and after. */
export interface SemanticChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The per-field difference between two versions of an entity, with arrays of identified objects
 * compared by identity (`/columns/colCode=dec_no/colLength`), so an inserted column is one change.
 */
export function semanticDiff(before: unknown, after: unknown): SemanticChange[] {
  return diffJson(keyedForm(before), keyedForm(after)).map((entry) => ({
    path: entry.path,
    ...(entry.op === 'added' ? {} : { before: entry.from }),
    ...(entry.op === 'removed' ? {} : { after: entry.to }),
  }));
}
