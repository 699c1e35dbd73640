import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryUrlOf } from './subTableGridLoader';
import { field, formOf, renderForm, testI18n } from './testSupport';

// Only the grid chunk's dynamic import is replaced: it fails while `failures` is above 0 (a dropped
// network, a chunk a deploy removed), then hands over the real module. The form, its runtime and the
// grid are the real ones.
const chunk = vi.hoisted(() => ({ failures: 0, requests: 0 }));
vi.mock('./SubTableGrid', async (importOriginal) => {
  chunk.requests += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/SubTableGrid-4f2a.js');
  }
  return importOriginal();
});

const definition = formOf([field('mode', 'input')], {
  subTables: [{ tableName: 'goods', title: 'Goods', fields: [field('name', 'input', { required: 'Y' }), field('qty', 'number')] }],
});

const submitButton = () => document.querySelector<HTMLButtonElement>('[data-submit]')!;
const gridRows = (container: HTMLElement) => container.querySelectorAll('[data-subtable] .ag-row');
const failureText = 'The table could not be loaded. Check the connection and try again; if it keeps failing, save the form and reload the page. Its rows are kept and saved with the form.';

describe('SubTableField: the grid chunk fails to load', { timeout: 60_000 }, () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('says so, keeps the form usable and saves the rows it never showed', async () => {
    chunk.failures = 1;
    const onSubmit = vi.fn(async () => undefined);
    const initialValues = { mode: 'export', goods: [{ name: 'Tea', qty: 2 }, { name: 'Rice', qty: 10 }] };
    const { container } = renderForm(definition, { mode: 'edit', initialValues, onSubmit });
    expect(await screen.findByText(failureText)).toBeTruthy();
    expect(screen.getByText('Goods')).toBeTruthy();
    expect(container.querySelector('[data-subtable] .ant-spin')).toBeNull();
    // The master field still takes input, and the submit sends the rows the grid never drew.
    fireEvent.change(container.querySelector<HTMLInputElement>('#wharf_test_form_mode')!, { target: { value: 'import' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'import', goods: [{ name: 'Tea', qty: 2 }, { name: 'Rice', qty: 10 }] });
    expect(unhandled).toEqual([]);
  });

  it("lists a submit's row issues under the message, in the page's language", async () => {
    // A language switch draws the form afresh, which asks for the chunk again: it keeps failing here.
    chunk.failures = 10;
    const onSubmit = vi.fn(async () => undefined);
    renderForm(definition, { mode: 'edit', initialValues: { goods: [{ qty: 1 }] }, onSubmit });
    await screen.findByText(failureText);
    fireEvent.click(submitButton());
    expect(await screen.findByText('Row 1: Name cannot be empty')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    try {
      await act(async () => { await testI18n.changeLanguage('th_TH'); });
      expect(await screen.findByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    } finally {
      await act(async () => { await testI18n.changeLanguage('en_US'); });
    }
    expect(unhandled).toEqual([]);
  });

  it('asks for the chunk again on "try again" and then shows the grid', async () => {
    chunk.failures = 2;
    const before = chunk.requests;
    const { container } = renderForm(definition, { mode: 'edit', initialValues: { goods: [{ name: 'Tea', qty: 2 }] } });
    await screen.findByText(failureText);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The second request fails too: the message comes back, with its button.
    await waitFor(() => expect(chunk.requests).toBe(before + 2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gridRows(container).length).toBe(1));
    expect(chunk.requests).toBe(before + 3);
    expect(screen.queryByText(failureText)).toBeNull();
    expect(unhandled).toEqual([]);
  });
});

describe('retryUrlOf', () => {
  const moduleUrl = 'https://wharf.example/assets/subTableGridLoader-Dhh6D762.js';
  // Chromium keeps a failed module fetch for its URL: a retry must ask for a URL it has not seen.
  it("asks for the chunk the failure named, under a query of the attempt's own", () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://wharf.example/assets/SubTableGrid-BXkyhpU8.js');
    expect(retryUrlOf(error, moduleUrl, 1)).toBe('https://wharf.example/assets/SubTableGrid-BXkyhpU8.js?retry=1');
    const again = new TypeError('Failed to fetch dynamically imported module: https://wharf.example/assets/SubTableGrid-BXkyhpU8.js?retry=1');
    expect(retryUrlOf(again, moduleUrl, 2)).toBe('https://wharf.example/assets/SubTableGrid-BXkyhpU8.js?retry=2');
  });

  it('takes no URL of another origin, and none from a message without one (then a plain import)', () => {
    expect(retryUrlOf(new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'), moduleUrl, 1)).toBeUndefined();
    expect(retryUrlOf(new TypeError('Importing a module script failed.'), moduleUrl, 1)).toBeUndefined();
    expect(retryUrlOf(new Error('Failed to fetch dynamically imported module: /assets/SubTableGrid-4f2a.js'), moduleUrl, 1)).toBeUndefined();
  });
});
