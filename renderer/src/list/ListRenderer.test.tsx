import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { declarationView } from './fixtures.test-support';
import { missingKeys, setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ListServices } from './types';

const records = [
  { id: 'a', entryId: 'E1', status: '00', remark: 'first', ownerName: 'Li', total: 10, rowVersion: 1 },
  { id: 'b', entryId: 'E2', status: '10', remark: 'second', ownerName: 'Wang', total: 20, rowVersion: 4 },
];

function fakeServices(overrides: Omit<Partial<ListServices>, 'fetchRows' | 'deleteRows'> = {}) {
  const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records, total: 2 }));
  const deleteRows = vi.fn(async (_ids: ReadonlyArray<string>) => undefined);
  return { ...overrides, fetchRows, deleteRows } satisfies ListServices;
}

// Load the lazy grid chunk once up front, so no test's wait includes transforming ag-grid.
beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

const now = () => new Date('2024-03-10T04:00:00Z');
const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('[role="row"]') as HTMLElement;

// The grid is a large module and the machine is shared: generous timeouts, never sleeps.
describe('ListRenderer in jsdom with a fake datasource', { timeout: 180_000 }, () => {
  it('loads the first page with the query defaults and shows the rows and the total', async () => {
    const services = fakeServices();
    render(<ListRenderer definition={declarationView} services={services} now={now} />);
    expect(await screen.findByText('E1')).toBeTruthy();
    expect(screen.getByText('E2')).toBeTruthy();
    expect(screen.getByText('2 in total')).toBeTruthy();
    // A paged list asks for the count, so its one pager shows the total from the first page on.
    expect(services.fetchRows.mock.calls[0]![0].query).toEqual({ pageNo: '1', pageSize: '20', declDate_begin: '2024-03-03', declDate_end: '2024-03-10', status: '00,10', total: 'true' });
  });

  it('names the selection column\'s header for screen readers (no empty column header: axe empty-table-header)', async () => {
    render(<ListRenderer definition={declarationView} services={fakeServices()} now={now} />);
    expect(await screen.findByText('E1')).toBeTruthy();
    const headers = [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')];
    expect(headers.length).toBeGreaterThan(1);
    expect(headers.filter((header) => (header.textContent ?? '').trim() === '' && !header.getAttribute('aria-label'))).toEqual([]);
    expect(screen.getByTestId('selection-header').textContent).toBe('Select');
  });

  it('sends a searched value and shows the server message when loading fails', async () => {
    const services = fakeServices();
    render(<ListRenderer definition={declarationView} services={services} now={now} />);
    await screen.findByText('E1');
    services.fetchRows.mockRejectedValueOnce(new Error('Unknown field x'));
    fireEvent.change(screen.getByLabelText('Entry no.'), { target: { value: 'E9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(services.fetchRows.mock.calls.at(-1)![0].query.entryId).toBe('E9'));
    expect(await screen.findByText('Unknown field x')).toBeTruthy();
  });

  it('warns without a selection, then confirms a batch delete with the count and reloads', async () => {
    const services = fakeServices();
    render(<ListRenderer definition={declarationView} services={services} permissions={new Set(['decList:delete'])} now={now} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Please select a record')).toBeTruthy();

    fireEvent.click(within(rowOf('E1')).getByText('E1'));
    await screen.findByText('1 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Delete the 1 selected record(s)?')).toBeTruthy();
    const callsBefore = services.fetchRows.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(services.deleteRows).toHaveBeenCalledWith(['a']));
    await waitFor(() => expect(services.fetchRows.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('hides a permission-guarded button, shows a row button only where its condition holds, and opens the form', async () => {
    const onOpenForm = vi.fn();
    render(<ListRenderer definition={declarationView} services={fakeServices()} permissions={new Set()} onOpenForm={onOpenForm} now={now} />);
    await screen.findByText('E1');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(within(rowOf('E1')).queryByText('Submit')).toBeTruthy();
    expect(within(rowOf('E2')).queryByText('Submit')).toBeNull();
    await act(async () => { fireEvent.click(within(rowOf('E2')).getByText('Edit')); });
    expect(onOpenForm).toHaveBeenCalledWith(expect.objectContaining({ mode: 'edit', formCode: 'dec_form', parameters: { entry: 'E2' }, dialogSize: 'default' }));
    expect(onOpenForm.mock.calls[0]![0].rows).toEqual([records[1]]);
  });

  it('copy with two rows selected says only one', async () => {
    render(<ListRenderer definition={declarationView} services={fakeServices({ copyRow: vi.fn() })} now={now} />);
    await screen.findByText('E1');
    fireEvent.click(within(rowOf('E1')).getByText('E1'));
    fireEvent.click(within(rowOf('E2')).getByText('E2'));
    await screen.findByText('2 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Select only one record')).toBeTruthy();
    // Every text the list asked for in these tests, the grid's own pagination words included, is in the catalogue.
    expect([...missingKeys]).toEqual([]);
  });
});
