import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViewDefinition } from '@wharf/schemas';
import { declarationView } from './fixtures.test-support';
import { setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { FetchRowsParams, ListServices } from './types';

const records = [{ id: 'a', entryId: 'E1', status: '00', remark: 'first', ownerName: 'Li', total: 10, rowVersion: 1 }];
const withExport: ViewDefinition = { ...declarationView, buttons: [...(declarationView.buttons ?? []), { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }] };
const now = () => new Date('2024-03-10T04:00:00Z');

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

describe('the export button\'s background choice', { timeout: 180_000 }, () => {
  it('queues the export with the current filters and says where the file will be', async () => {
    const exportInBackground = vi.fn(async (_params: FetchRowsParams) => ({ message: 'Find it in the download centre' }));
    const services: ListServices = { fetchRows: async () => ({ records, total: 1 }), exportRows: vi.fn(async () => undefined), exportInBackground };
    render(<ListRenderer definition={withExport} services={services} now={now} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByTestId('export-choices'));
    fireEvent.click(await screen.findByText('Export in the background'));
    await waitFor(() => expect(exportInBackground).toHaveBeenCalledTimes(1));
    const { query } = exportInBackground.mock.calls[0]![0];
    expect(query).toMatchObject({ status: '00,10', declDate_begin: '2024-03-03' });
    expect(query).not.toHaveProperty('pageNo');
    expect(await screen.findByText('Find it in the download centre')).toBeTruthy();
    expect(services.exportRows).not.toHaveBeenCalled();
  });

  it('offers no second choice without the service, and shows the server\'s refusal', async () => {
    const { unmount } = render(<ListRenderer definition={withExport} services={{ fetchRows: async () => ({ records, total: 1 }), exportRows: async () => undefined }} now={now} />);
    await screen.findByText('E1');
    expect(screen.queryByTestId('export-choices')).toBeNull();
    unmount();

    const refused: ListServices = { fetchRows: async () => ({ records, total: 1 }), exportRows: async () => undefined, exportInBackground: async () => { throw new Error('Access denied'); } };
    render(<ListRenderer definition={withExport} services={refused} now={now} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByTestId('export-choices'));
    fireEvent.click(await screen.findByText('Export in the background'));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});
