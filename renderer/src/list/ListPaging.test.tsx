import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { declarationView } from './fixtures.test-support';
import { missingKeys, setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ListRecord } from './types';
import { narrowQuery } from './useIsNarrow';

/** 45 declarations, served 20 to a page as the server would (with the count when asked). */
const allRecords: ListRecord[] = Array.from({ length: 45 }, (_, index) => ({ id: `r${index + 1}`, entryId: `E${index + 1}`, status: '00', remark: '', ownerName: 'Li', total: index, rowVersion: 1 }));

function pagedServices() {
  let records = [...allRecords];
  const fetchRows = vi.fn(async ({ query }: FetchRowsParams): Promise<FetchRowsResult> => {
    const pageNo = Number(query.pageNo);
    const pageSize = Number(query.pageSize);
    const page = records.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { records: page, hasMore: pageNo * pageSize < records.length, ...(query.total === 'true' ? { total: records.length } : {}) };
  });
  const deleteRows = vi.fn(async (ids: ReadonlyArray<string>) => {
    records = records.filter((record) => !ids.includes(record.id));
  });
  return { fetchRows, deleteRows };
}

/** The view with a delete button in each row. */
const viewWithRowDelete = { ...declarationView, buttons: [...(declarationView.buttons ?? []), { buttonName: 'Remove', buttonType: 'inline' as const, openType: 'delete' as const }] };

const pageLinks = () => screen.getByTestId('list-pager');

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the list pager', { timeout: 180_000 }, () => {
  it('is one pager with the right total: the grid draws no paging panel of its own', async () => {
    const services = pagedServices();
    const { container } = render(<ListRenderer definition={declarationView} services={services} />);
    await screen.findByText('E1');
    expect(within(pageLinks()).getByText('45 in total')).toBeTruthy();
    // (ag-grid keeps its panel element, hidden, when the panel is suppressed.)
    const gridPanel = container.querySelector('.ag-paging-panel');
    expect(gridPanel === null || gridPanel.classList.contains('ag-hidden')).toBe(true);
    expect(within(pageLinks()).getByTitle('3')).toBeTruthy();
  });

  it('keeps the page after a row is deleted', async () => {
    const services = pagedServices();
    render(<ListRenderer definition={viewWithRowDelete} services={services} />);
    await screen.findByText('E1');
    fireEvent.click(within(pageLinks()).getByTitle('2'));
    const row = (await screen.findByText('E21')).closest('[role="row"]') as HTMLElement;
    const rowIndex = row.getAttribute('row-index');
    // The action column is pinned: its cells are another row element with the same index.
    const actions = [...document.querySelectorAll<HTMLElement>(`[role="row"][row-index="${rowIndex}"]`)].find((element) => within(element).queryByText('Remove'))!;
    await act(async () => fireEvent.click(within(actions).getByText('Remove')));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(services.deleteRows).toHaveBeenCalledWith(['r21']));
    // Read again on page 2 (E22 is now its first row), never back on page 1.
    expect(await screen.findByText('E22')).toBeTruthy();
    expect(screen.queryByText('E21')).toBeNull();
    expect(screen.queryByText('E1')).toBeNull();
    expect(within(pageLinks()).getByText('44 in total')).toBeTruthy();
    expect(pageLinks().querySelector('.ant-pagination-item-active')?.getAttribute('title')).toBe('2');
  });
});

describe('the list on a phone (below 768 px)', { timeout: 180_000 }, () => {
  it('shows one card per record with its labelled columns and its row buttons, selectable, paged by the same pager', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query === narrowQuery }));
    const onOpenForm = vi.fn();
    const services = pagedServices();
    const { container } = render(<ListRenderer definition={viewWithRowDelete} services={services} onOpenForm={onOpenForm} />);
    const cards = await screen.findByTestId('list-cards');
    expect(container.querySelector('.ag-root')).toBeNull();
    const first = cards.querySelector<HTMLElement>('[data-row-id="r1"]')!;
    expect(within(first).getByText('Entry no.')).toBeTruthy();
    expect(within(first).getByText('E1')).toBeTruthy();
    expect(cards.querySelectorAll('[data-row-id]')).toHaveLength(20);
    await act(async () => fireEvent.click(within(first).getByText('Edit')));
    expect(onOpenForm).toHaveBeenCalledWith(expect.objectContaining({ mode: 'edit', rows: [allRecords[0]] }));

    fireEvent.click(within(first).getByRole('checkbox', { name: 'Select this record' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();

    // The pager's short form: next page, then a delete there stays on it.
    fireEvent.click(within(pageLinks()).getByTitle('Next Page'));
    const second = await screen.findByText('E21');
    await act(async () => fireEvent.click(within(second.closest<HTMLElement>('[data-row-id]')!).getByText('Remove')));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(services.deleteRows).toHaveBeenCalledWith(['r21']));
    expect(await screen.findByText('E22')).toBeTruthy();
    expect(services.fetchRows.mock.calls.at(-1)![0].query).toMatchObject({ pageNo: '2', total: 'true' });
    expect([...missingKeys]).toEqual([]);
  });
});
