import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickDebounceMs } from './keyboard';
import { field, FormRendererInEnglish, formOf, renderForm, stubServices, when } from './testSupport';

const submitButton = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;
const isSubmitting = () => submitButton().classList.contains('ant-btn-loading');

/** Freezes only the clock the submit debounce reads; timers stay real so testing-library can wait. */
function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
}

/** Moves the frozen clock past the submit debounce, so the next click counts. */
const passDebounce = () => vi.setSystemTime(Date.now() + clickDebounceMs);

const input = (container: HTMLElement, colCode: string) => container.querySelector<HTMLInputElement>(`#wharf_test_form_${colCode}`)!;
const type = (element: HTMLInputElement, value: string) => fireEvent.change(element, { target: { value } });

describe('FormRenderer: linkage and computed fields', { timeout: 30_000 }, () => {
  const definition = formOf([
    field('mode', 'radio', { showConfig: { options: [{ label: 'Import', value: 'I' }, { label: 'Export', value: 'E' }] } }),
    field('licence', 'input', { showCondition: when('mode', 'equal', 'I'), requiredCondition: when('mode', 'equal', 'I') }),
    field('reason', 'input', { disabledCondition: when('mode', 'equal', 'E') }),
    field('qty', 'number'),
    field('price', 'number'),
    field('total', 'number', { computed: 'qty * price', options: { precision: 2 } }),
  ]);

  it('shows, requires and disables fields as the values change', async () => {
    const { container } = renderForm(definition);
    expect(input(container, 'licence')).toBeNull();
    fireEvent.click(screen.getByLabelText('Import'));
    expect(input(container, 'licence')).toBeTruthy();
    expect(container.querySelector('[data-field="licence"] .ant-form-item-required')).toBeTruthy();
    expect(input(container, 'reason').disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('Export'));
    expect(input(container, 'licence')).toBeNull();
    expect(input(container, 'reason').disabled).toBe(true);
  });

  it('recomputes a computed field from its inputs and keeps it read-only', async () => {
    const { container } = renderForm(definition);
    type(input(container, 'qty'), '3');
    type(input(container, 'price'), '2.505');
    await waitFor(() => expect(input(container, 'total').value).toBe('7.52'));
    expect(input(container, 'total').disabled).toBe(true);
  });

  it('keeps what the user typed when the parent re-renders with equal initial values', async () => {
    const { container, rerender } = renderForm(definition, { initialValues: { qty: 1 } });
    type(input(container, 'price'), '5');
    rerender(<FormRendererInEnglish definition={definition} mode="add" services={stubServices()} initialValues={{ qty: 1 }} />);
    expect(input(container, 'price').value).toBe('5');
    rerender(<FormRendererInEnglish definition={definition} mode="add" services={stubServices()} initialValues={{ qty: 2 }} />);
    await waitFor(() => expect(input(container, 'price').value).toBe(''));
    expect(input(container, 'qty').value).toBe('2');
  });

  it('re-renders only the field that changed', async () => {
    const many = formOf(Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'input')));
    const { container } = renderForm(many);
    const first = container.querySelector('[data-field="f1"]');
    const untouched = container.querySelector('#wharf_test_form_f30');
    type(input(container, 'f1'), 'hello');
    expect(input(container, 'f1').value).toBe('hello');
    // The same DOM nodes stay: nothing above the field was re-mounted.
    expect(container.querySelector('[data-field="f1"]')).toBe(first);
    expect(container.querySelector('#wharf_test_form_f30')).toBe(untouched);
  });
});

describe('FormRenderer: validation', { timeout: 30_000 }, () => {
  const definition = formOf([
    field('name', 'input', { required: 'Y' }),
    field('code', 'input', { rules: [{ pattern: 'lettersOrUnderscore' }, { pk: true }] }),
    field('amount', 'number', { options: { max: 100 } }),
  ]);

  it('checks a field on blur with the engine rules and the required message', async () => {
    const { container } = renderForm(definition);
    fireEvent.blur(input(container, 'name'));
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    type(input(container, 'name'), '  Ann ');
    await waitFor(() => expect(screen.queryByText('Name cannot be empty')).toBeNull());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks everything on submit, asks the uniqueness service, and submits only a clean record', async () => {
    freezeClock();
    const checkUnique = vi.fn(async () => ({ isUnique: false }));
    const onSubmit = vi.fn(async () => undefined);
    const { container } = renderForm(definition, { services: stubServices({ checkUnique }), onSubmit });
    type(input(container, 'code'), 'ABC');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    await waitFor(() => expect(checkUnique).toHaveBeenCalledWith(expect.objectContaining({ tableName: 'test_table', fields: [{ colCode: 'code', value: 'ABC' }] })));
    expect(container.querySelector('[data-field="code"] .ant-form-item-explain-error')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    checkUnique.mockResolvedValue({ isUnique: true });
    type(input(container, 'name'), 'Ann');
    passDebounce();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', code: 'ABC' }));
  });

  it('shows the server issues passed in and those a submit answers with', async () => {
    const onSubmit = vi.fn(async () => ({ issues: [{ path: '/data/amount', code: 'validation/field-maximum', message: 'Amount is too large (server)' }] }));
    const { container } = renderForm(definition, { onSubmit, issues: [{ path: '/data/code', code: 'x', message: 'Code is taken (server)' }] });
    expect(await screen.findByText('Code is taken (server)')).toBeTruthy();
    type(input(container, 'name'), 'Ann');
    type(input(container, 'code'), 'ABC');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Amount is too large (server)')).toBeTruthy();
  });

  it('debounces submit clicks: a double click submits once, a click after the debounce submits again', async () => {
    freezeClock();
    const onSubmit = vi.fn(async () => undefined);
    const { container } = renderForm(formOf([field('name', 'input')]), { onSubmit });
    type(input(container, 'name'), 'Ann');
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(isSubmitting()).toBe(false));
    // The first submit is over, so only the debounce can refuse this click; a submit it let through
    // would show the button loading at once (submitting is set before the first await).
    fireEvent.click(button);
    expect(isSubmitting()).toBe(false);
    passDebounce();
    fireEvent.click(button);
    expect(isSubmitting()).toBe(true);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(isSubmitting()).toBe(false));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('FormRenderer: Enter', { timeout: 30_000 }, () => {
  it('moves to the next enabled visible input, skips textareas as targets of Enter, and submits on the last', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const definition = formOf([
      field('a', 'input'),
      field('b', 'input', { disabled: 'Y' }),
      field('c', 'input', { hidden: 'Y' }),
      field('d', 'number'),
      field('e', 'textarea'),
      field('f', 'input'),
    ]);
    const { container } = renderForm(definition, { onSubmit });
    input(container, 'a').focus();
    fireEvent.keyDown(input(container, 'a'), { key: 'Enter' });
    expect(document.activeElement).toBe(input(container, 'd'));
    fireEvent.keyDown(input(container, 'd'), { key: 'Enter' });
    const textarea = container.querySelector<HTMLTextAreaElement>('#wharf_test_form_e')!;
    expect(document.activeElement).toBe(textarea);
    // In a textarea Enter is a new line: focus stays.
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(document.activeElement).toBe(textarea);
    input(container, 'f').focus();
    fireEvent.keyDown(input(container, 'f'), { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('FormRenderer: layout', { timeout: 30_000 }, () => {
  const definition = formOf([field('a', 'input', { required: 'Y' }), field('b', 'input'), field('c', 'input')], {
    layout: {
      pc: {
        items: [
          { colCode: 'a', x: 0, y: 0, w: 12, h: 1, container: 'tabs1', tab: 'second' },
          { colCode: 'b', x: 12, y: 0, w: 12, h: 1, container: 'box' },
          { colCode: 'c', x: 0, y: 1, w: 8, h: 1 },
        ],
        containers: [
          { key: 'box', kind: 'group', title: 'Head', x: 0, y: 0, w: 24, h: 1 },
          { key: 'tabs1', kind: 'tabs', x: 0, y: 2, w: 24, h: 1, tabs: [{ key: 'first', title: 'First' }, { key: 'second', title: 'Second' }] },
        ],
      },
    },
  });

  it('places fields on the 24-column grid inside groups and tabs', () => {
    const { container } = renderForm(definition);
    expect(screen.getByText('Head')).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    const cell = container.querySelector('[data-field="c"]')!.parentElement!;
    expect(cell.style.gridColumn).toBe('1 / span 8');
  });

  it('opens the tab holding the first field with an issue on submit', async () => {
    const { container } = renderForm(definition, { onSubmit: async () => undefined });
    const activeTab = () => container.querySelector('.ant-tabs-tab-active')?.textContent;
    expect(activeTab()).toBe('First');
    fireEvent.click(submitButton());
    expect(await screen.findByText('A cannot be empty')).toBeTruthy();
    await waitFor(() => expect(activeTab()).toBe('Second'));
  });

  it('puts one field per row on mobile when the form has no mobile layout', () => {
    const { container } = renderForm(definition, { device: 'mobile' });
    const cell = container.querySelector('[data-field="c"]')!.parentElement!;
    expect(cell.style.gridColumn).toBe('1 / span 24');
  });
});
