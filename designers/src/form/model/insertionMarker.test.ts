import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { addFromPalette } from './formEdits';
import { insertionMarker } from './insertionMarker';

const texts = { fieldTitle: (type: string) => type, optionLabel: (n: number) => `O${n}`, subTableTitle: () => 'Rows', groupTitle: () => 'G', tabTitle: (n: number) => `T${n}` };
let form: FormDefinition = { schemaVersion: 2, formCode: 'f', formName: 'F', fields: [] };
for (const kind of ['input', 'number', 'date', 'group', 'subTable'] as const) form = addFromPalette(form, kind, 'pc', {}, undefined, texts).form;
const field = (colCode: string) => ({ kind: 'field' as const, colCode });
const onEntry = (colCode: string) => ({ target: 'entry' as const, ref: field(colCode), area: {} });

describe('insertionMarker', () => {
  it('marks the side of the hovered entry where the drop lands', () => {
    expect(insertionMarker(form, 'pc', { source: 'palette', kind: 'select' }, onEntry('number_1'))).toBe('before');
    // Back onto an earlier sibling: before it; forward onto a later one: after it.
    expect(insertionMarker(form, 'pc', { source: 'entry', ref: field('date_1') }, onEntry('input_1'))).toBe('before');
    expect(insertionMarker(form, 'pc', { source: 'entry', ref: field('input_1') }, onEntry('date_1'))).toBe('after');
  });

  it('marks the end of an area or of a sub-table\'s columns', () => {
    expect(insertionMarker(form, 'pc', { source: 'palette', kind: 'switch' }, { target: 'area', area: { container: 'group_1' } })).toBe('end');
    expect(insertionMarker(form, 'pc', { source: 'palette', kind: 'number' }, { target: 'columns', tableName: 'sub_1' })).toBe('end');
  });

  it('marks nothing where the drop would do nothing', () => {
    expect(insertionMarker(form, 'pc', { source: 'entry', ref: field('input_1') }, onEntry('input_1'))).toBeUndefined();
    expect(insertionMarker(form, 'pc', { source: 'palette', kind: 'group' }, { target: 'columns', tableName: 'sub_1' })).toBeUndefined();
    expect(insertionMarker(form, 'pc', { source: 'resize', ref: field('input_1'), startWidth: 6, columnPixels: 10 }, onEntry('date_1'))).toBeUndefined();
    expect(insertionMarker(form, 'pc', undefined, onEntry('date_1'))).toBeUndefined();
  });
});
