import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ViewDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rendererCatalogues } from '../i18n';
import { missingKeys, setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ListServices } from './types';

// Issue 23: the super query offers customLgt (spec §9), the comparison typed before the value, with its
// meaning named in the four languages; the server reads `>100` as "greater than 100".

const view: ViewDefinition = {
  schemaVersion: 1, viewCode: 'dec_lgt', viewName: 'Declarations', viewType: 'table', formCode: 'dec_form',
  columns: [
    { colCode: 'entryId', colName: 'Entry no.' },
    { colCode: 'grossWeight', colName: 'Gross weight', colType: 'number' },
    { colCode: 'customsCode', colName: 'Customs', colType: 'dict', dictCode: 'customs_port' },
  ],
  buttons: [],
  page: { isPage: 'Y', pageNum: 20 },
};

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

/** The option in the newest open dropdown (a closed one may linger in jsdom without its hidden class). */
const dropdownOption = async (label: string) => {
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${label}"]`;
  await waitFor(() => expect(document.querySelector(selector)).not.toBeNull());
  return [...document.querySelectorAll<HTMLElement>(selector)].at(-1)!;
};
const compare = 'compare (type >, <, >=, <= or <> before the value)';

describe('the super query\'s customLgt', { timeout: 180_000 }, () => {
  it('is offered by its meaning and sends the comparison as typed; a dictionary column takes it as text', async () => {
    const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records: [{ id: 'a', entryId: 'E1', grossWeight: 150, customsCode: '2200' }], total: 1 }));
    const dictionaryItems = vi.fn(async () => [{ value: '2200', text: 'Shanghai Customs' }]);
    render(<ListRenderer definition={view} services={{ fetchRows, exportRows: vi.fn(), dictionaryItems } satisfies ListServices} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced query' }));
    const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

    fireEvent.mouseDown(await screen.findByLabelText('Field'));
    fireEvent.click(await dropdownOption('Gross weight'));
    fireEvent.mouseDown(screen.getByLabelText('Operator'));
    fireEvent.click(await dropdownOption(compare));
    const value = within(dialog()).getByLabelText('Value');
    expect(value.getAttribute('placeholder')).toBe('Value (e.g. >100, <=2026-01-31)');
    fireEvent.change(value, { target: { value: '>100' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add condition' }));
    fireEvent.mouseDown(within(dialog()).getAllByLabelText('Field')[1]!);
    fireEvent.click(await dropdownOption('Customs'));
    fireEvent.mouseDown(within(dialog()).getAllByLabelText('Operator')[1]!);
    fireEvent.click(await dropdownOption(compare));
    const dictionaryValue = within(dialog()).getAllByLabelText('Value')[1]!;
    expect(dictionaryValue.tagName).toBe('INPUT');
    expect(dictionaryValue.closest('.ant-select')).toBeNull();
    fireEvent.change(dictionaryValue, { target: { value: '<>2200' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(JSON.parse(fetchRows.mock.calls.at(-1)![0].query.superQueryParams ?? '[]')).toEqual([
      { field: 'grossWeight', rule: 'customLgt', val: '>100' },
      { field: 'customsCode', rule: 'customLgt', val: '<>2200' },
    ]));
    expect(missingKeys).toEqual(new Set());
  });

  it('names its meaning in each of the four languages', () => {
    for (const language of ['zh_CN', 'en_US', 'th_TH', 'zh_TW'] as const) {
      expect(rendererCatalogues[language]['list.operator.customLgt'], language).toMatch(/>.*<=/);
    }
  });
});
