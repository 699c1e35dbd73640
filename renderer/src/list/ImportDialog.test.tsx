import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViewDefinition } from '@wharf/schemas';
import { declarationView } from './fixtures.test-support';
import { missingKeys, setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, FetchRowsResult, ImportRowsResult, ListServices } from './types';

const importView: ViewDefinition = {
  ...declarationView,
  buttons: [...(declarationView.buttons ?? []), { buttonName: 'Import rows', buttonType: 'toolbar', openType: 'importXls', permission: 'decList:import' }],
};

const records = [{ id: 'a', entryId: 'E1', status: '00', rowVersion: 1 }];

function services(importRows?: ListServices['importRows']) {
  const fetchRows = vi.fn(async (_params: FetchRowsParams): Promise<FetchRowsResult> => ({ records, total: 1 }));
  const downloadImportTemplate = vi.fn(async () => undefined);
  return { fetchRows, downloadImportTemplate, ...(importRows ? { importRows } : {}) } satisfies ListServices;
}

const file = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'declarations.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** Opens the import dialog from the toolbar and chooses a file in its (hidden) file input. */
async function chooseFile(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Import rows' }));
  await screen.findByText('Download template');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file()] } });
}

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

describe('import upload on a list page', { timeout: 180_000 }, () => {
  it('offers the template, uploads the chosen file, says how many were imported and reloads the rows', async () => {
    const importRows = vi.fn(async (_file: File): Promise<ImportRowsResult> => ({ message: '2 rows imported', imported: 2, refused: 0 }));
    const list = services(importRows);
    render(<ListRenderer definition={importView} services={list} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    fireEvent.click(await screen.findByRole('button', { name: 'Import rows' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(list.downloadImportTemplate).toHaveBeenCalledTimes(1));
    const loadsBefore = list.fetchRows.mock.calls.length;
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file()] } });
    await waitFor(() => expect(importRows).toHaveBeenCalledTimes(1));
    expect(importRows.mock.calls[0]![0].name).toBe('declarations.xlsx');
    expect(await screen.findByText('2 rows imported')).toBeTruthy();
    await waitFor(() => expect(list.fetchRows.mock.calls.length).toBeGreaterThan(loadsBefore));
    expect([...missingKeys]).toEqual([]);
  });

  it('shows the warning dialog with the message and the details link when rows were refused (201)', async () => {
    const downloadDetails = vi.fn(async () => undefined);
    const importRows = vi.fn(async (): Promise<ImportRowsResult> => ({ message: '1 imported, 1 refused; download the details to see why', imported: 1, refused: 1, downloadDetails }));
    render(<ListRenderer definition={importView} services={services(importRows)} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    await chooseFile();
    const dialog = await screen.findByTestId('import-partly-refused');
    expect(dialog.textContent).toContain('1 imported, 1 refused; download the details to see why');
    expect(screen.getAllByText('Some rows were not imported').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Download details' }));
    await waitFor(() => expect(downloadDetails).toHaveBeenCalledTimes(1));
  });

  it('shows the file name with the server message on failure, and the upload-error tip when the file was not sent', async () => {
    const importRows = vi.fn<(file: File) => Promise<ImportRowsResult>>()
      .mockRejectedValueOnce(new Error('Import failed: the data format is incorrect'))
      .mockRejectedValueOnce(new Error(''));
    render(<ListRenderer definition={importView} services={services(importRows)} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    await chooseFile();
    expect(await screen.findByText('declarations.xlsx Import failed: the data format is incorrect')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file()] } });
    expect(await screen.findByText('File upload error')).toBeTruthy();
  });

  it('hides the button without its permission, and says to set the url when the page offers no import', async () => {
    const { unmount } = render(<ListRenderer definition={importView} services={services()} permissions={new Set()} />);
    await screen.findByText('E1');
    expect(screen.queryByRole('button', { name: 'Import rows' })).toBeNull();
    unmount();
    render(<ListRenderer definition={importView} services={services()} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByRole('button', { name: 'Import rows' }));
    expect(await screen.findByText('Please set the import url')).toBeTruthy();
  });

  it('offers the background import only when the page runs one: the file goes to it and the dialog closes', async () => {
    const importRows = vi.fn(async (): Promise<ImportRowsResult> => ({ message: '', imported: 0, refused: 0 }));
    const { unmount } = render(<ListRenderer definition={importView} services={services(importRows)} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    fireEvent.click(await screen.findByRole('button', { name: 'Import rows' }));
    await screen.findByText('Download template');
    expect(screen.queryByRole('button', { name: 'Choose a file and import in the background' })).toBeNull();
    unmount();
    const importInBackground = vi.fn(async (_file: File): Promise<void> => undefined);
    render(<ListRenderer definition={importView} services={{ ...services(importRows), importInBackground }} permissions={new Set(['decList:import'])} />);
    await screen.findByText('E1');
    fireEvent.click(await screen.findByRole('button', { name: 'Import rows' }));
    const background = await screen.findByRole('button', { name: 'Choose a file and import in the background' });
    const input = background.closest('.ant-upload')!.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file()] } });
    await waitFor(() => expect(importInBackground).toHaveBeenCalledTimes(1));
    expect(importInBackground.mock.calls[0]![0].name).toBe('declarations.xlsx');
    expect(importRows).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Download template')).toBeNull());
    expect([...missingKeys]).toEqual([]);
  });
});
