import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { addFromPalette } from './formEdits';
import { applyDrop, resolveDrop } from './dropActions';
import { entriesInArea, entryId } from './layoutAreas';

const texts = { fieldTitle: (type: string) => type, optionLabel: (n: number) => `O${n}`, subTableTitle: () => 'Rows', groupTitle: () => 'G', tabTitle: (n: number) => `T${n}` };
let form: FormDefinition = { schemaVersion: 2, formCode: 'f', formName: 'F', fields: [] };
for (const kind of ['input', 'number', 'date', 'group', 'subTable'] as const) form = addFromPalette(form, kind, 'pc', {}, undefined, texts).form;
const order = (next: FormDefinition, area = {}) => entriesInArea(next.layout?.pc, area).map((entry) => entryId(entry.ref));

describe('drop handlers', () => {
  it('adds a palette item before the entry it is dropped on, or at the end of an area', () => {
    const before = resolveDrop(form, 'pc', { source: 'palette', kind: 'select' }, { target: 'entry', ref: { kind: 'field', colCode: 'number_1' }, area: {} }, 0);
    expect(before).toEqual({ action: 'add', kind: 'select', area: {}, index: 1 });
    const result = applyDrop(form, 'pc', before!, texts);
    expect(order(result.form).slice(0, 3)).toEqual(['field:input_1', 'field:select_1', 'field:number_1']);
    expect(result.selection).toEqual({ kind: 'field', colCode: 'select_1' });
    const intoGroup = resolveDrop(form, 'pc', { source: 'palette', kind: 'switch' }, { target: 'area', area: { container: 'group_1' } }, 0);
    expect(order(applyDrop(form, 'pc', intoGroup!, texts).form, { container: 'group_1' })).toEqual(['field:switch_1']);
  });

  it('moves an entry to where it is dropped: before an earlier sibling, after a later one, into a group', () => {
    const back = resolveDrop(form, 'pc', { source: 'entry', ref: { kind: 'field', colCode: 'date_1' } }, { target: 'entry', ref: { kind: 'field', colCode: 'input_1' }, area: {} }, 0)!;
    expect(order(applyDrop(form, 'pc', back, texts).form).slice(0, 3)).toEqual(['field:date_1', 'field:input_1', 'field:number_1']);
    const forward = resolveDrop(form, 'pc', { source: 'entry', ref: { kind: 'field', colCode: 'input_1' } }, { target: 'entry', ref: { kind: 'field', colCode: 'date_1' }, area: {} }, 0)!;
    expect(order(applyDrop(form, 'pc', forward, texts).form).slice(0, 3)).toEqual(['field:number_1', 'field:date_1', 'field:input_1']);
    const into = resolveDrop(form, 'pc', { source: 'entry', ref: { kind: 'field', colCode: 'input_1' } }, { target: 'area', area: { container: 'group_1' } }, 0)!;
    const moved = applyDrop(form, 'pc', into, texts).form;
    expect(order(moved, { container: 'group_1' })).toEqual(['field:input_1']);
    // Only the pc layout changed.
    expect(moved.layout?.mobile).toEqual(form.layout?.mobile);
    expect(resolveDrop(form, 'pc', { source: 'entry', ref: { kind: 'field', colCode: 'input_1' } }, { target: 'entry', ref: { kind: 'field', colCode: 'input_1' }, area: {} }, 0)).toBeUndefined();
  });

  it('resizes by whole columns of the pointer movement, within 1..24', () => {
    const source = { source: 'resize' as const, ref: { kind: 'field' as const, colCode: 'input_1' }, startWidth: 12, columnPixels: 40 };
    expect(resolveDrop(form, 'pc', source, undefined, 85)).toEqual({ action: 'resize', ref: source.ref, w: 14 });
    expect(resolveDrop(form, 'pc', source, undefined, -10_000)).toMatchObject({ w: 1 });
    expect(resolveDrop(form, 'pc', source, undefined, 10_000)).toMatchObject({ w: 24 });
    expect(resolveDrop(form, 'pc', source, undefined, 10)).toBeUndefined();
    const resized = applyDrop(form, 'pc', { action: 'resize', ref: source.ref, w: 14 }, texts).form;
    expect(resized.layout?.pc?.items.find((item) => item.colCode === 'input_1')?.w).toBe(14);
  });

  it('adds a sub-table column when a field type is dropped on its columns, and ignores containers there', () => {
    const action = resolveDrop(form, 'pc', { source: 'palette', kind: 'number' }, { target: 'columns', tableName: 'sub_1' }, 0)!;
    const result = applyDrop(form, 'pc', action, texts);
    expect(result.form.subTables?.[0]?.fields.map((f) => f.colCode)).toEqual(['col_1', 'number_1']);
    expect(result.selection).toEqual({ kind: 'subField', tableName: 'sub_1', colCode: 'number_1' });
    expect(resolveDrop(form, 'pc', { source: 'palette', kind: 'group' }, { target: 'columns', tableName: 'sub_1' }, 0)).toBeUndefined();
  });
});
