import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ViewDefinition } from '@wharf/schemas';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isWriteButton } from './buttonRules';
import { setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ListServices } from './types';

// Issue 23: the host's guard over the list's write buttons (the web's demo-mode directive, spec §6):
// add, edit, delete, import and the batch buttons are wrapped; export, detail and refresh are not.

const view: ViewDefinition = {
  schemaVersion: 1, viewCode: 'dec_guard', viewName: 'Declarations', viewType: 'table', formCode: 'dec_form',
  columns: [{ colCode: 'entryId', colName: 'Entry no.' }],
  buttons: [
    { buttonName: 'Add', buttonType: 'toolbar', openType: 'add' },
    { buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' },
    { buttonName: 'Batch delete', buttonType: 'toolbar', openType: 'batchDelete' },
    { buttonName: 'Edit online', buttonType: 'toolbar', openType: 'handleOnlineModify' },
    { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' },
    { buttonName: 'Edit', buttonType: 'inline', openType: 'edit' },
    { buttonName: 'Delete', buttonType: 'inline', openType: 'delete' },
    { buttonName: 'Detail', buttonType: 'inline', openType: 'detail' },
  ],
  page: { isPage: 'Y', pageNum: 20 },
};

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

const guard = (control: ReactElement) => <span data-guarded="yes">{control}</span>;
// Buttons by their text (role queries walk the whole grid and are slow in jsdom).
const buttonsNamed = (name: string) => [...document.querySelectorAll('button')].filter((button) => button.textContent?.trim() === name);
const isGuarded = (name: string) => {
  const found = buttonsNamed(name);
  expect(found.length, name).toBeGreaterThan(0);
  return found.every((button) => button.closest('[data-guarded="yes"]') !== null);
};

describe('the host guard over write buttons', { timeout: 180_000 }, () => {
  it('wraps add, import, batch, edit and delete, and leaves export, detail and refresh as they are', async () => {
    const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records: [{ id: 'a', entryId: 'E1' }], total: 1 }));
    const services = { fetchRows, exportRows: vi.fn(), deleteRows: vi.fn(), saveRows: vi.fn(), importRows: vi.fn() } satisfies ListServices;
    render(<ListRenderer definition={view} services={services} guardWriteControl={guard} />);
    await screen.findByText('E1');
    await waitFor(() => expect(buttonsNamed('Delete')).toHaveLength(1));
    for (const name of ['Add', 'Import', 'Batch delete', 'Edit online', 'Edit', 'Delete']) expect(isGuarded(name), name).toBe(true);
    for (const name of ['Export', 'Detail', 'Refresh']) expect(isGuarded(name), name).toBe(false);
  });

  it('without a guard, draws every button as it is', async () => {
    const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records: [{ id: 'a', entryId: 'E1' }], total: 1 }));
    render(<ListRenderer definition={view} services={{ fetchRows, exportRows: vi.fn() }} />);
    await screen.findByText('E1');
    expect(document.querySelector('[data-guarded]')).toBeNull();
    expect(buttonsNamed('Add')).toHaveLength(1);
  });

  it('counts the buttons that change data as writes', () => {
    const writes = ['add', 'edit', 'delete', 'batchDelete', 'copy', 'importXls', 'handleOnlineModify', 'moveToGroup', 'workflow'] as const;
    const reads = ['detail', 'exportXls', 'openView', 'openUrl', 'openForm', 'script'] as const;
    for (const openType of writes) expect(isWriteButton({ buttonName: openType, buttonType: 'toolbar', openType }), openType).toBe(true);
    for (const openType of reads) expect(isWriteButton({ buttonName: openType, buttonType: 'toolbar', openType }), openType).toBe(false);
  });
});
