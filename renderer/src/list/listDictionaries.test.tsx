import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ViewDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpEnglishTexts } from './i18nForTests.test-support';
import { dictionaryCellText, dictionaryCodesOf, listDictionary } from './listDictionaries';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ListServices } from './types';

// Issue 18 point 4: a dictionary column shows its items' texts, and its query field picks from them.

const view: ViewDefinition = {
  schemaVersion: 1, viewCode: 'dec_dict', viewName: 'Declarations', viewType: 'table', formCode: 'dec_form',
  columns: [
    { colCode: 'entryId', colName: 'Entry no.' },
    { colCode: 'customsCode', colName: 'Customs', colType: 'dict', dictCode: 'customs_port', isQuery: 'Y', queryOp: 'in', isDefaultQuery: 'Y' },
    { colCode: 'ieFlag', colName: 'I/E', colType: 'dict', dictCode: 'ie_flag', isQuery: 'Y', queryOp: 'eq', isDefaultQuery: 'Y' },
  ],
  buttons: [{ buttonName: 'Edit', buttonType: 'inline', openType: 'edit' }, { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }],
  page: { isPage: 'Y', pageNum: 20 },
};
const records = [{ id: 'a', entryId: 'E1', customsCode: '3100', ieFlag: 'I' }, { id: 'b', entryId: 'E2', customsCode: '9999', ieFlag: 'E' }];
const items: Record<string, Array<{ value: string; text: string }>> = {
  customs_port: [{ value: '2200', text: 'Shanghai Customs' }, { value: '3100', text: 'Ningbo Customs' }],
  ie_flag: [{ value: 'I', text: 'Import' }, { value: 'E', text: 'Export' }],
};

function services(withDictionaries: boolean) {
  const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records, total: 2 }));
  const dictionaryItems = vi.fn(async (code: string) => items[code] ?? []);
  const exportRows = vi.fn(async (_params: FetchRowsParams) => undefined);
  return { fetchRows, dictionaryItems, exportRows, services: { fetchRows, exportRows, ...(withDictionaries ? { dictionaryItems } : {}) } satisfies ListServices };
}

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('[role="row"]') as HTMLElement;
const dropdownOption = async (label: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${label}"]`)).not.toBeNull());
  return document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${label}"]`) as HTMLElement;
};

describe('dictionary columns in the list', { timeout: 180_000 }, () => {
  it('show the items\' texts (an unknown code as it is) while rows keep their codes for buttons', async () => {
    const fake = services(true);
    const onOpenForm = vi.fn();
    render(<ListRenderer definition={view} services={fake.services} onOpenForm={onOpenForm} />);
    expect(await screen.findByText('Ningbo Customs')).toBeTruthy();
    expect(within(rowOf('E1')).getByText('Import')).toBeTruthy();
    expect(within(rowOf('E2')).getByText('9999')).toBeTruthy();
    expect(within(rowOf('E2')).getByText('Export')).toBeTruthy();
    expect(screen.queryByText('3100')).toBeNull();
    expect(fake.dictionaryItems.mock.calls.map(([code]) => code).sort()).toEqual(['customs_port', 'ie_flag']);
    await act(async () => { fireEvent.click(within(rowOf('E1')).getByText('Edit')); });
    expect(onOpenForm.mock.calls[0]![0].rows).toEqual([records[0]]);
  });

  it('filter by picking texts: several for "in", one for "eq"; the codes are sent', async () => {
    const fake = services(true);
    render(<ListRenderer definition={view} services={fake.services} />);
    await screen.findByText('Ningbo Customs');
    fireEvent.mouseDown(screen.getByLabelText('Customs'));
    fireEvent.change(screen.getByLabelText('Customs'), { target: { value: 'Ningbo' } });
    fireEvent.click(await dropdownOption('Ningbo Customs'));
    fireEvent.change(screen.getByLabelText('Customs'), { target: { value: 'Shang' } });
    fireEvent.click(await dropdownOption('Shanghai Customs'));
    fireEvent.mouseDown(screen.getByLabelText('I/E'));
    fireEvent.click(await dropdownOption('Export'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.fetchRows.mock.calls.at(-1)![0].query).toMatchObject({ customsCode: '3100,2200', ieFlag: 'E' }));
  });

  it('pick a dictionary column\'s super query value from its items (codes sent)', async () => {
    const fake = services(true);
    render(<ListRenderer definition={view} services={fake.services} />);
    await screen.findByText('Ningbo Customs');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced query' }));
    fireEvent.mouseDown(await screen.findByLabelText('Field'));
    fireEvent.click(await dropdownOption('Customs'));
    fireEvent.mouseDown(await screen.findByLabelText('Value'));
    fireEvent.click(await dropdownOption('Shanghai Customs'));
    fireEvent.click(within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(JSON.parse(fake.fetchRows.mock.calls.at(-1)![0].query.superQueryParams ?? '[]')).toEqual([{ field: 'customsCode', rule: 'eq', val: '2200' }]));
  });

  it('export as shown by default, or with the codes beside the texts when that choice is picked', async () => {
    const fake = services(true);
    render(<ListRenderer definition={view} services={fake.services} />);
    await screen.findByText('Ningbo Customs');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(fake.exportRows).toHaveBeenCalledTimes(1));
    expect(fake.exportRows.mock.calls[0]![0].query).not.toHaveProperty('withDictCode');
    fireEvent.click(screen.getByTestId('export-choices'));
    fireEvent.click(await screen.findByText('Export with dictionary codes'));
    await waitFor(() => expect(fake.exportRows).toHaveBeenCalledTimes(2));
    expect(fake.exportRows.mock.calls[1]![0].query).toMatchObject({ withDictCode: 'Y' });
  });

  it('without a dictionary service, show the stored codes and keep text query fields', async () => {
    const fake = services(false);
    render(<ListRenderer definition={view} services={fake.services} />);
    expect(await screen.findByText('3100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('I/E'), { target: { value: 'I' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.fetchRows.mock.calls.at(-1)![0].query).toMatchObject({ ieFlag: 'I' }));
  });
});

describe('listDictionaries', () => {
  it('names each dictionary of the columns once', () => {
    expect(dictionaryCodesOf([{ dictCode: 'b' }, {}, { dictCode: 'a' }, { dictCode: 'b' }])).toEqual(['a', 'b']);
  });
  it('shows texts of codes and choices, and the value of anything it cannot name', () => {
    const dictionaries = new Map([['customs_port', listDictionary(items.customs_port!)]]);
    expect(dictionaryCellText(dictionaries, 'customs_port', '3100')).toBe('Ningbo Customs');
    expect(dictionaryCellText(dictionaries, 'customs_port', '3100,2200')).toBe('Ningbo Customs,Shanghai Customs');
    expect(dictionaryCellText(dictionaries, 'customs_port', 42)).toBe('42');
    expect(dictionaryCellText(dictionaries, 'ie_flag', 'I')).toBe('I');
    expect(dictionaryCellText(dictionaries, 'customs_port', null)).toBe('');
    expect(listDictionary(items.ie_flag!).options).toEqual([{ value: 'I', label: 'Import' }, { value: 'E', label: 'Export' }]);
  });
});
