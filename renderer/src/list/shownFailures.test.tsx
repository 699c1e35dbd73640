import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViewDefinition } from '@wharf/schemas';
import { declarationView } from './fixtures.test-support';
import { setUpEnglishTexts } from './i18nForTests.test-support';
import { ListRenderer } from './ListRenderer';
import type { ListServices } from './types';
import { wasAlreadyShown } from './errorMessage';

const records = [{ id: 'a', entryId: 'E1', status: '00', remark: 'first', ownerName: 'Li', total: 10, rowVersion: 1 }];
const withExport: ViewDefinition = { ...declarationView, buttons: [...(declarationView.buttons ?? []), { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }] };
const now = () => new Date('2024-03-10T04:00:00Z');

/** An error as the web's HTTP client throws it after showing its toast. */
const shownFailure = (text: string) => Object.assign(new Error(text), { wasShown: true });

beforeAll(async () => {
  await setUpEnglishTexts();
  await import('./ListView');
}, 120_000);
afterEach(cleanup);

describe('failures the host already showed (spec §8: told once)', { timeout: 180_000 }, () => {
  it('are recognised by their wasShown mark only', () => {
    expect(wasAlreadyShown(shownFailure('Access denied'))).toBe(true);
    expect(wasAlreadyShown(new Error('Access denied'))).toBe(false);
    expect(wasAlreadyShown('Access denied')).toBe(false);
  });

  it('get no second toast from a list button', async () => {
    const exportInBackground = vi.fn(async () => {
      throw shownFailure('Access denied (shown by the host)');
    });
    const services: ListServices = { fetchRows: async () => ({ records, total: 1 }), exportRows: async () => undefined, exportInBackground };
    render(<ListRenderer definition={withExport} services={services} now={now} />);
    await screen.findByText('E1');
    fireEvent.click(screen.getByTestId('export-choices'));
    fireEvent.click(await screen.findByText('Export in the background'));
    await waitFor(() => expect(exportInBackground).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Access denied (shown by the host)')).toBeNull();
  });
});
