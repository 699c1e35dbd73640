import type { EntryRef } from './layoutAreas';

/** What the property panel edits: a form field, a sub-table, one of a sub-table's fields, or a container (with its active tab). */
export type DesignerSelection =
  | { kind: 'field'; colCode: string }
  | { kind: 'subTable'; tableName: string }
  | { kind: 'subField'; tableName: string; colCode: string }
  | { kind: 'container'; key: string; tab?: string };

/** The layout entry a selection stands for (a sub-table's field selects nothing on the grid). */
export function selectionEntry(selection: DesignerSelection | undefined): EntryRef | undefined {
  if (!selection) return undefined;
  if (selection.kind === 'field') return { kind: 'field', colCode: selection.colCode };
  if (selection.kind === 'subTable' || selection.kind === 'subField') return { kind: 'subTable', tableName: selection.tableName };
  return { kind: 'container', key: selection.key };
}

export function selectionOf(ref: EntryRef): DesignerSelection {
  if (ref.kind === 'field') return { kind: 'field', colCode: ref.colCode };
  if (ref.kind === 'subTable') return { kind: 'subTable', tableName: ref.tableName };
  return { kind: 'container', key: ref.key };
}
