import { validateDefinition } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { addFromPalette, addTab, insertionPoint, moveEntry, nudge, removeFromForm, removeTab, resize, setRowCount, updateField } from '../model/formEdits';
import { entriesInArea, entryId, type AreaRef, type Device } from '../model/layoutAreas';
import { paletteKinds, type PaletteKind } from '../model/paletteItems';
import { createDesignerStore } from './designerStore';

const texts = {
  fieldTitle: (type: string) => `New ${type}`,
  optionLabel: (n: number) => `Option ${n}`,
  subTableTitle: () => 'Details',
  groupTitle: () => 'Group',
  tabTitle: (n: number) => `Tab ${n}`,
};
const emptyForm: FormDefinition = { schemaVersion: 2, formCode: 'demo_form', formName: 'Demo', fields: [] };

function add(store: ReturnType<typeof createDesignerStore>, kind: PaletteKind, area: AreaRef = {}, index?: number) {
  const { device } = store.getState();
  let added: ReturnType<typeof addFromPalette> | undefined;
  store.getState().apply((form) => {
    added = addFromPalette(form, kind, device, area, index, texts);
    return added.form;
  });
  return added!;
}

const order = (form: FormDefinition, area: AreaRef = {}, device: Device = 'pc') => entriesInArea(form.layout?.[device], area).map((e) => entryId(e.ref));
const issuesOf = (form: FormDefinition) => validateDefinition('form', form);

describe('form designer store', () => {
  it('adds every palette kind and stays a valid form definition', () => {
    const store = createDesignerStore(emptyForm);
    for (const kind of paletteKinds) add(store, kind);
    const form = store.getState().definition;
    expect(issuesOf(form)).toEqual([]);
    expect(form.fields.map((f) => f.colCode)).toContain('radioButton_1');
    expect(form.subTables?.[0]?.tableName).toBe('sub_1');
    expect(form.layout?.pc?.containers?.map((c) => c.kind)).toEqual(['group', 'tabs']);
    // Every field and sub-table sits on both layouts.
    expect(form.layout?.pc?.items).toHaveLength(form.fields.length + 1);
    expect(form.layout?.mobile?.items).toHaveLength(form.fields.length + 1);
  });

  it('gives new fields the row-count width on pc and the full width on mobile', () => {
    const store = createDesignerStore(emptyForm);
    store.getState().apply((form) => setRowCount(form, 3));
    add(store, 'input');
    add(store, 'number');
    add(store, 'date');
    add(store, 'select');
    const { pc, mobile } = store.getState().definition.layout!;
    expect(pc!.items.map((i) => [i.colCode, i.x, i.y, i.w])).toEqual([
      ['input_1', 0, 0, 8],
      ['number_1', 8, 0, 8],
      ['date_1', 16, 0, 8],
      ['select_1', 0, 1, 8],
    ]);
    expect(mobile!.items.every((i) => i.w === 24)).toBe(true);
    expect(mobile!.items.map((i) => i.y)).toEqual([0, 1, 2, 3]);
  });

  it('moves entries by drop position and by one step, and resizes by columns', () => {
    const store = createDesignerStore(emptyForm);
    add(store, 'input');
    add(store, 'number');
    add(store, 'date');
    const apply = store.getState().apply;
    apply((form) => moveEntry(form, 'pc', { kind: 'field', colCode: 'date_1' }, {}, 0));
    expect(order(store.getState().definition)).toEqual(['field:date_1', 'field:input_1', 'field:number_1']);
    apply((form) => nudge(form, 'pc', { kind: 'field', colCode: 'date_1' }, 1));
    expect(order(store.getState().definition)).toEqual(['field:input_1', 'field:date_1', 'field:number_1']);
    // Moving on pc leaves the mobile order alone.
    expect(order(store.getState().definition, {}, 'mobile')).toEqual(['field:input_1', 'field:number_1', 'field:date_1']);
    apply((form) => resize(form, 'pc', { kind: 'field', colCode: 'input_1' }, 20));
    const items = store.getState().definition.layout!.pc!.items;
    expect(items.find((i) => i.colCode === 'input_1')).toMatchObject({ x: 0, y: 0, w: 20 });
    expect(items.find((i) => i.colCode === 'date_1')).toMatchObject({ x: 0, y: 1, w: 12 });
    apply((form) => resize(form, 'pc', { kind: 'field', colCode: 'input_1' }, 99));
    expect(store.getState().definition.layout!.pc!.items.find((i) => i.colCode === 'input_1')!.w).toBe(24);
    expect(issuesOf(store.getState().definition)).toEqual([]);
  });

  it('places fields in groups and tabs, moves them between, and keeps content when a container goes', () => {
    const store = createDesignerStore(emptyForm);
    const group = add(store, 'group');
    const tabs = add(store, 'tabs');
    expect(group.selection).toEqual({ kind: 'container', key: 'group_1' });
    expect(tabs.selection).toEqual({ kind: 'container', key: 'tabs_1', tab: 'tabs_1_tab_1' });
    add(store, 'input', { container: 'group_1' });
    add(store, 'number', { container: 'tabs_1', tab: 'tabs_1_tab_2' });
    let form = store.getState().definition;
    expect(form.layout!.pc!.items.find((i) => i.colCode === 'input_1')).toMatchObject({ container: 'group_1', x: 0, y: 0 });
    expect(form.layout!.mobile!.items.find((i) => i.colCode === 'number_1')).toMatchObject({ container: 'tabs_1', tab: 'tabs_1_tab_2' });
    // Palette click with a tab set selected adds onto its active tab.
    expect(insertionPoint(form, 'pc', { kind: 'container', key: 'tabs_1', tab: 'tabs_1_tab_2' })).toEqual({ area: { container: 'tabs_1', tab: 'tabs_1_tab_2' } });
    store.getState().apply((f) => moveEntry(f, 'pc', { kind: 'field', colCode: 'input_1' }, { container: 'tabs_1', tab: 'tabs_1_tab_2' }, 0));
    form = store.getState().definition;
    expect(order(form, { container: 'tabs_1', tab: 'tabs_1_tab_2' })).toEqual(['field:input_1', 'field:number_1']);
    // A container cannot go inside itself; an unknown tab is refused.
    store.getState().apply((f) => moveEntry(f, 'pc', { kind: 'container', key: 'tabs_1' }, { container: 'tabs_1', tab: 'tabs_1_tab_1' }));
    store.getState().apply((f) => moveEntry(f, 'pc', { kind: 'field', colCode: 'input_1' }, { container: 'tabs_1', tab: 'nope' }));
    expect(store.getState().definition).toBe(form);
    // Deleting a tab moves its content to the first tab; deleting the tab set moves it to the top level.
    store.getState().apply((f) => removeTab(f, 'tabs_1', 'tabs_1_tab_2'));
    expect(order(store.getState().definition, { container: 'tabs_1', tab: 'tabs_1_tab_1' })).toEqual(['field:input_1', 'field:number_1']);
    store.getState().apply((f) => addTab(f, 'tabs_1', 'Third').form);
    store.getState().apply((f) => removeFromForm(f, { kind: 'container', key: 'tabs_1' }));
    form = store.getState().definition;
    expect(order(form)).toEqual(['container:group_1', 'field:input_1', 'field:number_1']);
    expect(issuesOf(form)).toEqual([]);
  });

  it('undoes and redoes every step', () => {
    const store = createDesignerStore(emptyForm);
    add(store, 'input');
    add(store, 'select');
    store.getState().apply((form) => updateField(form, 'input_1', { ...form.fields[0]!, colCode: 'custName', title: 'Customer', required: 'Y' }));
    const edited = store.getState().definition;
    expect(edited.layout!.pc!.items[0]!.colCode).toBe('custName');
    expect(issuesOf(edited)).toEqual([]);
    store.getState().undo();
    expect(store.getState().definition.fields.map((f) => f.colCode)).toEqual(['input_1', 'select_1']);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().definition.fields).toEqual([]);
    store.getState().undo();
    expect(store.getState().past).toEqual([]);
    store.getState().redo();
    store.getState().redo();
    store.getState().redo();
    expect(store.getState().definition).toBe(edited);
    // A new edit after undo drops the redo branch.
    store.getState().undo();
    add(store, 'date');
    expect(store.getState().future).toEqual([]);
  });

  it('lays out a form that arrives without a layout', () => {
    const store = createDesignerStore({ ...emptyForm, fields: [{ colCode: 'a', title: 'A', type: 'input' }, { colCode: 'b', title: 'B', type: 'input' }] });
    const form = store.getState().definition;
    expect(form.layout!.pc!.items.map((i) => [i.colCode, i.x, i.w])).toEqual([
      ['a', 0, 12],
      ['b', 12, 12],
    ]);
    expect(issuesOf(form)).toEqual([]);
  });
});

describe('typing history', () => {
  it('joins edits with the same coalesce key into one undo step, and keeps others apart', () => {
    const store = createDesignerStore(emptyForm);
    add(store, 'input');
    const retitle = (title: string) => store.getState().apply((form) => updateField(form, 'input_1', { ...form.fields[0]!, title }), undefined, { coalesce: 'input_1/title' });
    retitle('D');
    retitle('De');
    retitle('Dec');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().definition.fields[0]!.title).toBe('New input');
    store.getState().redo();
    // After an undo/redo the next typing starts a new step.
    retitle('Decl');
    expect(store.getState().past).toHaveLength(3);
  });
});
