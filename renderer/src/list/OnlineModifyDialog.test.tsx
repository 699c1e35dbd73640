import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { declarationView } from './fixtures.test-support';
import { setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import { OnlineModifyDialog } from './OnlineModifyDialog';
import type { OnlineModifyRow } from './types';

const rows = [
  { id: 'a', entryId: 'E1', remark: 'first', ownerName: 'Li', total: 10, rowVersion: 2 },
  { id: 'b', entryId: 'E2', remark: 'second', ownerName: 'Wang', total: 20, rowVersion: 5 },
];

// Load the lazy grid chunk once up front, so no test's wait includes transforming ag-grid.
beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

/** Edits one grid cell from the keyboard: Enter on the cell opens its editor, type, Enter saves. */
async function editCell(text: string, value: string, container: HTMLElement = document.body) {
  const cell = (await within(container).findAllByText(text))[0]!.closest('[role="gridcell"]') as HTMLElement;
  await act(async () => { fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' }); });
  const input = await waitFor(() => {
    const found = cell.querySelector('input');
    if (!found) throw new Error('no editor yet');
    return found;
  });
  fireEvent.input(input, { target: { value } });
  await act(async () => { fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' }); });
}

describe('online modification in jsdom', { timeout: 180_000 }, () => {
  it('sends only changed cells with their rowVersion in one call and outlines the cells the server refuses', async () => {
    const saveRows = vi.fn(async (_sent: ReadonlyArray<OnlineModifyRow>) => ({ issues: [{ path: '/rows/0/data/total', code: 'rules/max', message: 'Total may not pass 15' }] }) as const);
    const onSaved = vi.fn();
    render(<OnlineModifyDialog definition={declarationView} rows={rows} saveRows={saveRows} onClose={() => undefined} onSaved={onSaved} />);
    await editCell('20', '99');
    fireEvent.click(await screen.findByText('Save (1 rows changed)'));
    await waitFor(() => expect(saveRows).toHaveBeenCalledWith([{ id: 'b', rowVersion: 5, data: { total: 99 } }]));
    expect(await screen.findByText(/Please correct the cells marked red/)).toBeTruthy();
    const refused = screen.getByText('99').closest('[role="gridcell"]') as HTMLElement;
    await waitFor(() => expect(refused.getAttribute('style') ?? '').toContain('background'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks required columns before sending and says when nothing changed', async () => {
    const saveRows = vi.fn(async () => undefined);
    render(<OnlineModifyDialog definition={declarationView} rows={rows} saveRows={saveRows} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.click(await screen.findByText('Save (0 rows changed)'));
    expect(await screen.findByText('No data modification')).toBeTruthy();
    await editCell('Li', '   ');
    fireEvent.click(await screen.findByText('Save (1 rows changed)'));
    expect(await screen.findByText(/Please correct the cells marked red/)).toBeTruthy();
    expect(saveRows).not.toHaveBeenCalled();
  });

  it('the list refuses online modification of a view without viewId (spec §5)', async () => {
    render(<ListRenderer definition={{ ...declarationView, viewId: undefined }} services={{ fetchRows: async () => ({ records: rows }), saveRows: vi.fn() }} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByText('Edit online'));
    expect(await screen.findByText('viewId cannot be empty')).toBeTruthy();
  });

  it('the list opens the page\'s rows for online modification and reloads after saving', async () => {
    const fetchRows = vi.fn(async () => ({ records: rows, hasMore: false }));
    const saveRows = vi.fn(async () => undefined);
    render(<ListRenderer definition={declarationView} services={{ fetchRows, saveRows }} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByText('Edit online'));
    expect(await screen.findByText('Online modification')).toBeTruthy();
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    const calls = fetchRows.mock.calls.length;
    await editCell('second', 'changed', dialog);
    fireEvent.click(await screen.findByText('Save (1 rows changed)'));
    await waitFor(() => expect(saveRows).toHaveBeenCalledWith([{ id: 'b', rowVersion: 5, data: { remark: 'changed' } }]));
    expect(await screen.findByText('1 rows saved')).toBeTruthy();
    await waitFor(() => expect(fetchRows.mock.calls.length).toBeGreaterThan(calls));
  });
});
