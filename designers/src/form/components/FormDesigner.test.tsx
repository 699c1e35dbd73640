import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, en, missingKeys, renderWithI18n, stubDesignerServices } from '../testSupport';
import { FormDesigner } from './FormDesigner';

const blank: FormDefinition = { schemaVersion: 2, formCode: 'dec_form', formName: 'Declaration', fields: [] };
const slow = { timeout: 60_000 };

function setup(extra: Partial<Parameters<typeof FormDesigner>[0]> = {}) {
  const services = stubDesignerServices();
  const changes: FormDefinition[] = [];
  const onChange = vi.fn((next: FormDefinition) => changes.push(next));
  const result = renderWithI18n(<FormDesigner value={blank} services={services} onChange={onChange} {...extra} />);
  const last = () => changes[changes.length - 1]!;
  const palette = (kind: string) => screen.getByRole('button', { name: en('designer.form.palette.addItem', { name: en(`designer.form.palette.${kind}`) }) });
  const inspector = () => screen.getByRole('complementary', { name: en('designer.form.inspector.label') });
  return { ...result, services, onChange, changes, last, palette, inspector };
}

/** The property panels' option lists have loaded (a panel restarts once when they arrive). */
async function settled() {
  for (let round = 0; round < 3; round += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
}

/** The modal or drawer whose title is `title` (the toolbar button has the same text). */
async function inOverlay(selector: string, title: string): Promise<HTMLElement> {
  const found = await screen.findAllByText(title);
  const overlay = found.map((each) => each.closest(selector)).find((each): each is HTMLElement => each !== null);
  if (!overlay) throw new Error(`no ${selector} titled ${title}`);
  return overlay;
}

describe('FormDesigner', () => {
  it('leaves the one main landmark to its page, names its asides, and heads its panel at h2 under the page\'s h1 (axe, issue 20)', slow, async () => {
    const { container, inspector } = setup();
    await settled();
    expect(container.querySelector('main, [role="main"]')).toBeNull();
    expect(screen.getByRole('region', { name: en('designer.form.canvas.label') })).toBeDefined();
    expect(screen.getByRole('complementary', { name: en('designer.form.palette.label') })).toBeDefined();
    expect(within(inspector()).getByRole('heading', { level: 2 }).textContent).toBe(en('designer.form.panel.form'));
    expect(container.querySelectorAll('h3, h4, h5, h6')).toHaveLength(0);
  });

  it('adds fields from the palette by click, moves and resizes them without dragging, and undoes with Ctrl+Z', slow, async () => {
    const { palette, last, changes, container } = setup();
    fireEvent.click(palette('input'));
    fireEvent.click(palette('number'));
    expect(last().fields.map((f) => f.colCode)).toEqual(['input_1', 'number_1']);
    expect(container.querySelectorAll('[data-entry]')).toHaveLength(2);
    // The new field is selected: its toolbar moves it earlier and makes it wider.
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.canvas.moveEarlier') }));
    expect(last().layout?.pc?.items.map((i) => i.colCode)).toEqual(['number_1', 'input_1']);
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.canvas.wider') }));
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'number_1')?.w).toBe(13);
    // Keyboard: Alt+ArrowRight on the focused entry moves it later.
    fireEvent.keyDown(container.querySelector('[data-entry="field:number_1"]')!, { key: 'ArrowRight', altKey: true });
    expect(last().layout?.pc?.items.map((i) => i.colCode)).toEqual(['input_1', 'number_1']);
    const designer = screen.getByTestId('form-designer');
    fireEvent.keyDown(designer, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(designer, { key: 'z', ctrlKey: true });
    expect(last().layout?.pc?.items.map((i) => [i.colCode, i.w])).toEqual([
      ['number_1', 12],
      ['input_1', 12],
    ]);
    // Redo also works with the focus nowhere in particular (after a click on the canvas background).
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'number_1')?.w).toBe(13);
    expect(changes.every((each) => validateDefinition('form', each).length === 0)).toBe(true);
  });

  it('edits the selected field in the property panel drawn by FormRenderer, applied as typed (no apply button)', slow, async () => {
    const { palette, last, inspector } = setup();
    fireEvent.click(palette('input'));
    await settled();
    const form = await waitFor(() => inspector().querySelector('[data-panel-form] .wharf-form') as HTMLElement);
    expect(within(inspector()).queryByRole('button', { name: en('designer.form.panel.apply') })).toBeNull();
    const title = form.querySelector('[data-field="title"] input') as HTMLInputElement;
    const code = () => inspector().querySelector('[data-field="colCode"] input') as HTMLInputElement;
    expect(title.value).toBe(en('designer.form.palette.input'));
    fireEvent.change(title, { target: { value: 'Declaration number' } });
    expect(last().fields[0]).toMatchObject({ title: 'Declaration number' });
    const typedInto = code();
    fireEvent.change(typedInto, { target: { value: 'declNo' } });
    await waitFor(() => expect(last().fields[0]).toMatchObject({ colCode: 'declNo', title: 'Declaration number' }));
    // Retyping the code renames the selected field without replacing the box being typed in.
    expect(code()).toBe(typedInto);
    expect(last().layout?.pc?.items[0]?.colCode).toBe('declNo');
    expect(validateDefinition('form', last())).toEqual([]);
  });

  it('applies "required" as it is clicked, and undo/redo (keys and toolbar) take it back and forth with the panel following', slow, async () => {
    const { palette, last, inspector, changes } = setup();
    fireEvent.click(palette('input'));
    await settled();
    const required = await waitFor(() => inspector().querySelector('[data-field="required"]') as HTMLElement);
    const before = changes.length;
    fireEvent.click(within(required).getByText(en('designer.form.yes')));
    await waitFor(() => expect(last().fields[0]?.required).toBe('Y'));
    expect(changes.length).toBe(before + 1);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(last().fields[0]?.required).toBeUndefined();
    const checked = () => (inspector().querySelector('[data-field="required"] input[value="Y"]') as HTMLInputElement).checked;
    await waitFor(() => expect(checked()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.redo') }));
    expect(last().fields[0]?.required).toBe('Y');
    await waitFor(() => expect(checked()).toBe(true));
  });

  it('selecting a field makes no change by itself', slow, async () => {
    const { palette, inspector, changes } = setup();
    fireEvent.click(palette('number'));
    await waitFor(() => expect(inspector().querySelector('[data-field="precision"]')).not.toBeNull());
    const after = changes.length;
    fireEvent.click(palette('input'));
    await waitFor(() => expect(inspector().querySelector('[data-field="title"] input')).not.toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(changes.length).toBe(after + 1); // the added field, nothing from the panel opening
  });

  it('refuses to publish while the design check finds issues, then publishes the checked body', slow, async () => {
    const onPublish = vi.fn(async () => undefined);
    const { palette, last } = setup({ onPublish });
    fireEvent.click(palette('number'));
    fireEvent.click(screen.getByRole('tab', { name: en('designer.form.inspector.computed') }));
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.form.computed.expression') }), { target: { value: 'qty *' } });
    expect(last().fields[0]?.computed).toBe('qty *');
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.publish') }));
    expect(onPublish).not.toHaveBeenCalled();
    expect(await screen.findByText(en('designer.form.check.blocksPublish', { count: 1 }))).toBeTruthy();
    expect(document.querySelector('[data-issue-path]')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.form.computed.expression') }), { target: { value: '1 + 2' } });
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.publish') }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish).toHaveBeenCalledWith(last());
    expect(await screen.findByText(en('designer.form.notice.published'))).toBeTruthy();
  });

  it('creates from a template, saves as a template and compares with an earlier version', slow, async () => {
    const revision: FormDefinition = { ...blank, fields: [{ colCode: 'declNo', title: 'Old title', type: 'input' }] };
    const { last, services } = setup({ revisions: [{ version: 1, body: revision, status: 'published' }] });
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.fromTemplate') }));
    fireEvent.click(await screen.findByRole('button', { name: en('designer.form.templates.useNamed', { name: 'Customs declaration' }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(last().fields.map((f) => f.colCode)).toEqual(['declNo', 'tradeMode']));
    expect(last()).toMatchObject({ formCode: 'dec_form', formName: 'Declaration' });
    expect(services.getTemplate).toHaveBeenCalledWith('customs');

    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.saveTemplate') }));
    const dialog = (await screen.findByLabelText(en('designer.form.templates.code'))).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText(en('designer.form.templates.code')), { target: { value: 'dec_tpl' } });
    fireEvent.change(within(dialog).getByLabelText(en('designer.form.templates.name')), { target: { value: 'Declaration template' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('designer.form.templates.save') }));
    await waitFor(() => expect(services.saved).toHaveLength(1));
    expect(services.saved[0]).toMatchObject({ schemaVersion: 1, tempCode: 'dec_tpl', tempType: 'form', tempStructure: { fields: last().fields } });

    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.compare') }));
    const compare = await inOverlay('.ant-modal', en('designer.form.compare.title'));
    // declNo: the title changed and it became required; tradeMode was added.
    expect(within(compare).getAllByText('Declaration number (declNo)')).toHaveLength(2);
    expect(within(compare).getByText('Old title')).toBeTruthy();
    expect(within(compare).getByText('Trade mode (tradeMode)')).toBeTruthy();
  });

  it('shows the form in the real renderer as a preview, at pc and mobile width', slow, async () => {
    const { palette } = setup();
    fireEvent.click(palette('input'));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(en('designer.form.toolbar.preview')) }));
    const preview = await inOverlay('.ant-drawer', en('designer.form.preview.title'));
    await waitFor(() => expect(preview.querySelector('[data-preview-device="pc"] .wharf-form [data-field="input_1"]')).toBeTruthy());
    await act(async () => {
      fireEvent.click(within(preview).getByText(en('designer.form.toolbar.mobile')));
    });
    await waitFor(() => expect(preview.querySelector('[data-preview-device="mobile"] .wharf-form-mobile [data-field="input_1"]')).toBeTruthy());
  });

  it('is read-only when asked: nothing can be added or changed', slow, async () => {
    const { palette, onChange } = setup({ readOnly: true, value: { ...blank, fields: [{ colCode: 'a', title: 'A', type: 'input' }] } });
    expect((palette('input') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('form-designer'), { key: 'z', ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('places fields on a tab and in a group, edits tabs, sub-table columns and a show condition', slow, async () => {
    const { palette, last, container, inspector } = setup();
    fireEvent.click(palette('tabs'));
    // The new tab set is selected with its first tab: a palette click adds onto that tab.
    fireEvent.click(palette('input'));
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'input_1')).toMatchObject({ container: 'tabs_1', tab: 'tabs_1_tab_1' });
    fireEvent.click(container.querySelector('[data-entry="container:tabs_1"]')!);
    fireEvent.click(within(inspector()).getByRole('button', { name: new RegExp(en('designer.form.container.addTab')) }));
    expect(last().layout?.pc?.containers?.[0]?.tabs).toHaveLength(3);
    // "Move to" puts the field into a group without dragging.
    fireEvent.click(screen.getByRole('region', { name: en('designer.form.canvas.label') }));
    fireEvent.click(palette('group'));
    fireEvent.click(container.querySelector('[data-entry="field:input_1"]')!);
    await chooseOption(en('designer.form.canvas.moveTo'), en('designer.form.defaults.group'), inspector());
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'input_1')).toMatchObject({ container: 'group_1' });
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'input_1')?.tab).toBeUndefined();
    // A show condition on a second field, through the condition builder.
    fireEvent.click(screen.getByRole('region', { name: en('designer.form.canvas.label') }));
    fireEvent.click(palette('number'));
    fireEvent.click(within(inspector()).getByRole('tab', { name: en('designer.form.inspector.linkage') }));
    fireEvent.click(within(inspector()).getByRole('button', { name: en('designer.form.condition.add') }));
    fireEvent.change(within(inspector()).getAllByRole('textbox', { name: en('designer.form.condition.value') })[0]!, { target: { value: 'yes' } });
    await waitFor(() => expect(last().fields.find((f) => f.colCode === 'number_1')?.showCondition).toEqual({ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'input_1', operator: 'equal', value: 'yes' }] }));
    // A sub-table gets a column from its inspector.
    fireEvent.click(palette('subTable'));
    await chooseOption(en('designer.form.canvas.addColumn'), en('designer.form.palette.date'), inspector());
    expect(last().subTables?.[0]?.fields.map((f) => f.type)).toEqual(['input', 'date']);
    // Clicking a column on the canvas opens that column's properties (not the sub-table's).
    fireEvent.click(within(container.querySelector('[data-columns="sub_1"]') as HTMLElement).getByText(/date_1/));
    expect(within(inspector()).getByRole('heading', { level: 2 }).textContent).toContain('(date_1)');
    // Choosing the second tab on the canvas, then a palette click, adds onto that tab.
    fireEvent.click(screen.getByRole('region', { name: en('designer.form.canvas.label') }));
    fireEvent.click(within(container.querySelector('[data-entry="container:tabs_1"]') as HTMLElement).getByRole('tab', { name: en('designer.form.defaults.tab', { n: 2 }) }));
    fireEvent.click(palette('switch'));
    expect(last().layout?.pc?.items.find((i) => i.colCode === 'switch_1')).toMatchObject({ container: 'tabs_1', tab: 'tabs_1_tab_2' });
    expect(validateDefinition('form', last())).toEqual([]);
  });

  it('shows what a {{now±N}} default gives today', slow, async () => {
    const { container, inspector } = setup({ value: { ...blank, fields: [{ colCode: 'due', title: 'Due', type: 'date', defaultValue: '{{now+1d}}' }] } });
    fireEvent.click(container.querySelector('[data-entry="field:due"]')!);
    const tomorrow = new Date(Date.now() + 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(within(inspector()).getByText(en('designer.form.property.defaultNow', { placeholder: '{{now+1d}}', value: tomorrow }))).toBeTruthy();
  });

  it('asked for no text that the catalogues lack', () => {
    expect([...missingKeys]).toEqual([]);
  });
});
