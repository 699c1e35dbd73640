import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickDebounceMs } from './keyboard';
import { field, formOf, renderForm, testI18n, when } from './testSupport';

const submitButton = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;

const definition = formOf([field('mode', 'input')], {
  subTables: [
    {
      tableName: 'goods',
      title: 'Goods',
      maxRows: 3,
      fields: [
        field('name', 'input', { required: 'Y' }),
        field('qty', 'number'),
        field('price', 'number'),
        field('total', 'number', { computed: 'qty * price', options: { precision: 2 } }),
        field('origin', 'select', { requiredCondition: when('mode', 'equal', 'import'), showConfig: { options: [{ label: 'China', value: 'CN' }, { label: 'Thailand', value: 'TH' }] } }),
      ],
    },
  ],
});

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-subtable] .ag-row')];
const cell = (container: HTMLElement, rowIndex: number, colId: string) => container.querySelector<HTMLElement>(`[data-subtable] .ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`)!;

async function editCell(container: HTMLElement, rowIndex: number, colId: string, value: string) {
  await act(async () => {
    const target = cell(container, rowIndex, colId);
    target.focus();
    fireEvent.keyDown(target, { key: 'Enter' });
  });
  const editor = await waitFor(() => {
    const found = cell(container, rowIndex, colId).querySelector<HTMLInputElement>('input');
    if (!found) throw new Error('no editor yet');
    return found;
  });
  await act(async () => {
    fireEvent.input(editor, { target: { value } });
    fireEvent.change(editor, { target: { value } });
    fireEvent.keyDown(editor, { key: 'Enter' });
  });
}

describe('FormRenderer: sub-table grid', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows rows with computed totals, adds rows up to maxRows, edits cells and recomputes', async () => {
    // Only the clock the submit debounce reads is frozen (timers stay real for the grid and waitFor).
    vi.useFakeTimers({ toFake: ['Date'] });
    const initialValues = { mode: 'export', goods: [{ name: 'Tea', qty: 2, price: 1.5 }, { name: 'Rice', qty: 10, price: 0.333 }] };
    const onSubmit = vi.fn(async () => undefined);
    const { container } = renderForm(definition, { mode: 'edit', initialValues, onSubmit });
    await screen.findByText('Goods');
    await waitFor(() => expect(rows(container).length).toBe(2));
    expect(cell(container, 0, 'total').textContent).toBe('3.00');
    expect(cell(container, 1, 'total').textContent).toBe('3.33');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(rows(container).length).toBe(3));
    expect((screen.getByRole('button', { name: 'Add row' }) as HTMLButtonElement).disabled).toBe(true);
    await editCell(container, 0, 'qty', '4');
    await waitFor(() => expect(cell(container, 0, 'total').textContent).toBe('6.00'));
    fireEvent.click(submitButton());
    // The new row has no name: the cell is marked and its message listed under the grid.
    expect(await screen.findByText('Row 3: Name cannot be empty')).toBeTruthy();
    await waitFor(() => expect(cell(container, 2, 'name').classList.contains('wharf-cell-issue')).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
    await editCell(container, 2, 'name', 'Salt');
    await waitFor(() => expect(screen.queryByText('Row 3: Name cannot be empty')).toBeNull());
    vi.setSystemTime(Date.now() + clickDebounceMs);
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'export',
      goods: [
        { name: 'Tea', qty: 4, price: 1.5, total: 6 },
        { name: 'Rice', qty: 10, price: 0.333, total: 3.33 },
        { name: 'Salt' },
      ],
    });
  });

  it("says an empty table in the page's language, and again after a language switch", async () => {
    const { container } = renderForm(definition);
    await waitFor(() => expect(container.querySelector('[data-subtable] .ag-overlay')?.textContent?.trim()).toBe('No rows'));
    try {
      await act(async () => { await testI18n.changeLanguage('zh_CN'); });
      await waitFor(() => expect(container.querySelector('[data-subtable] .ag-overlay')?.textContent?.trim()).toBe('暂无数据'));
    } finally {
      await act(async () => { await testI18n.changeLanguage('en_US'); });
    }
  });

  it('requires a row field by a condition on the master record', async () => {
    const { container } = renderForm(definition, { initialValues: { mode: 'import', goods: [{ name: 'Tea', qty: 1, price: 1 }] } });
    await waitFor(() => expect(rows(container).length).toBe(1));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Row 1: Origin cannot be empty')).toBeTruthy();
  });

  it('recomputes every row when a master field the rows read changes', async () => {
    const withRate = formOf([field('rate', 'number')], { subTables: [{ tableName: 'goods', title: 'Goods', fields: [field('qty', 'number'), field('total', 'number', { computed: 'qty * rate' })] }] });
    const { container } = renderForm(withRate, { initialValues: { rate: 2, goods: [{ qty: 1 }, { qty: 5 }] } });
    await waitFor(() => expect(rows(container).length).toBe(2));
    expect(cell(container, 1, 'total').textContent).toBe('10');
    fireEvent.change(container.querySelector<HTMLInputElement>('#wharf_test_form_rate')!, { target: { value: '3' } });
    await waitFor(() => expect(cell(container, 1, 'total').textContent).toBe('15'));
    expect(cell(container, 0, 'total').textContent).toBe('3');
  });

  it('removes the selected rows', async () => {
    const { container } = renderForm(definition, { initialValues: { goods: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } });
    await waitFor(() => expect(rows(container).length).toBe(3));
    const checkbox = cell(container, 1, 'ag-Grid-SelectionColumn')?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? container.querySelector<HTMLInputElement>('.ag-row[row-index="1"] input[type="checkbox"]')!;
    await act(async () => {
      fireEvent.click(checkbox);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove selected (1)' }));
    await waitFor(() => expect(rows(container).length).toBe(2));
    expect(container.textContent).not.toContain('B');
  });

  it('is read-only in view mode', async () => {
    const { container } = renderForm(definition, { mode: 'view', initialValues: { goods: [{ name: 'Tea', qty: 1, price: 2, total: 2 }] } });
    await waitFor(() => expect(rows(container).length).toBe(1));
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    fireEvent.click(cell(container, 0, 'qty'));
    expect(cell(container, 0, 'qty').querySelector('input')).toBeNull();
  });
});
