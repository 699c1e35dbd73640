import { act, fireEvent } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, missingKeys, renderWithI18n, stubDesignerServices } from '../testSupport';
import { FormDesigner } from './FormDesigner';

const slow = { timeout: 90_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'dec_form',
  formName: 'Declaration',
  fields: [
    { colCode: 'ship_no', title: 'Ship number', type: 'input', placeholder: 'e.g. MSKU123' },
    { colCode: 'qty', title: 'Quantity', type: 'number' },
    { colCode: 'trade_mode', title: 'Trade mode', type: 'select', showConfig: { options: [{ label: 'General trade', value: '0110' }] } },
    { colCode: 'decl_date', title: 'Declared on', type: 'date' },
    { colCode: 'urgent', title: 'Urgent', type: 'switch' },
  ],
  subTables: [{ tableName: 'dec_list', title: 'Goods', foreignKey: 'head_id', fields: [{ colCode: 'g_name', title: 'Goods name', type: 'input' }, { colCode: 'g_qty', title: 'Goods quantity', type: 'number' }] }],
};

const entry = (container: HTMLElement, id: string) => container.querySelector(`[data-entry="${id}"]`) as HTMLElement;

// Issue 18 point 8: the canvas draws the form's own widgets, not "Single-line text · ship_no".
describe('the form designer canvas', () => {
  it('shows each field with the real widget of the published form, inert', slow, async () => {
    const { container } = renderWithI18n(<FormDesigner value={form} services={stubDesignerServices()} />);
    const shipNo = entry(container, 'field:ship_no').querySelector('input.ant-input') as HTMLInputElement;
    expect(shipNo.placeholder).toBe('e.g. MSKU123');
    expect(shipNo.closest('[inert]')).not.toBeNull();
    expect(entry(container, 'field:qty').querySelector('.ant-input-number')).not.toBeNull();
    expect(entry(container, 'field:trade_mode').querySelector('.ant-select')).not.toBeNull();
    expect(entry(container, 'field:decl_date').querySelector('.ant-picker')).not.toBeNull();
    expect(entry(container, 'field:urgent').querySelector('.ant-switch')).not.toBeNull();
    expect(container.textContent).not.toContain(`${en('designer.form.palette.input')} · ship_no`);
    // The sub-table is a grid: its header names the columns over a row of their widgets.
    const grid = container.querySelector('[data-columns="dec_list"]') as HTMLElement;
    expect([...grid.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Goods name g_name', 'Goods quantity g_qty']);
    expect(grid.querySelector('tbody .ant-input-number')).not.toBeNull();
    expect(missingKeys).toEqual(new Set());
  });

  it('drags with a ghost and marks where the field will land', slow, async () => {
    const plain: FormDefinition = { schemaVersion: 2, formCode: 'f', formName: 'F', fields: ['a', 'b', 'c'].map((code) => ({ colCode: code, title: code.toUpperCase(), type: 'input' as const })) };
    const changes: FormDefinition[] = [];
    const { container } = renderWithI18n(<FormDesigner value={plain} services={stubDesignerServices()} onChange={(next) => changes.push(next)} />);
    // jsdom lays nothing out: the top-level area is a wide band, its entries 200 px boxes side by side.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = (left: number, top: number, width: number, height: number) => ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
      if (this.matches('[data-area]')) return box(0, 90, 2000, 100);
      // The ghost starts where the dragged entry (A, the first) is; dnd-kit moves it from there.
      if (this.closest('[data-drag-ghost]') || this.querySelector('[data-drag-ghost]')) return box(0, 100, 200, 80);
      const owner = this.closest('[data-entry]');
      if (!owner) return box(0, 0, 0, 0);
      return box([...container.querySelectorAll('[data-entry]')].indexOf(owner) * 200, 100, 200, 80);
    });
    const handle = entry(container, 'field:a').querySelector(`[aria-label="${en('designer.form.canvas.dragHandle')}"]`) as HTMLElement;
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { code: 'Space', key: ' ' }); });
    // dnd-kit's KeyboardSensor listens on the document one task after the drag starts.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('[data-drag-ghost="entry"]')?.textContent).toBe('A');
    expect(container.querySelector('[data-insertion-marker]')).toBeNull();
    // Five steps of 25 px put the centre of A (100 px) over B (200–400 px): forward onto B lands after it.
    for (let step = 0; step < 5; step += 1) await act(async () => { fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' }); });
    expect(entry(container, 'field:b').querySelector('[data-insertion-marker="after"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-insertion-marker]')).toHaveLength(1);
    await act(async () => { fireEvent.keyDown(document, { code: 'Space', key: ' ' }); });
    expect(changes.at(-1)?.layout?.pc?.items.map((item) => item.colCode)).toEqual(['b', 'a', 'c']);
    expect(document.querySelector('[data-drag-ghost]')).toBeNull();
    expect(container.querySelector('[data-insertion-marker]')).toBeNull();
  });
});
