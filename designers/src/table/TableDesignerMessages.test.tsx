import { act, cleanup, fireEvent, render as renderInDom, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designerCatalogues } from '../i18n';
import { blankTable } from './blankTable';
import { TableDesigner } from './TableDesigner';
import type { TableDesignerServices } from './types';

afterEach(cleanup);

const missingKeys = new Set<string>();
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: designerCatalogues.en_US } },
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => missingKeys.add(key),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const render = (element: ReactElement) => renderInDom(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
const services = (): TableDesignerServices => ({ save: vi.fn(async () => undefined), plan: vi.fn(), sync: vi.fn() }) as unknown as TableDesignerServices;
const designerText = () => screen.getByTestId('table-designer').textContent ?? '';

// Issue 18 point 7: no error before the first input, and every message names its field by label.
describe('TableDesigner messages', { timeout: 30_000 }, () => {
  it('opens a new table without a single error, and names the field once the builder types', async () => {
    render(<TableDesigner definition={blankTable()} isNew services={services()} />);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(designerText()).not.toMatch(/cannot be empty|tableName|tableTitle/);
    // Saving is still off, and the builder is told why (on demand).
    expect((screen.getByTestId('save-table') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('reveal-issues').textContent).toBe('2 things still to fix, show them');

    fireEvent.change(screen.getByTestId('table-name'), { target: { value: '订单' } });
    // antd shows a form item's help after its motion: wait for it.
    await waitFor(() => expect(designerText()).toContain('Table code: '));
    expect(designerText()).not.toContain('Table name cannot be empty');
    fireEvent.change(screen.getByTestId('table-name'), { target: { value: '' } });
    await waitFor(() => expect(designerText()).toContain('Table code cannot be empty'));
    expect(designerText()).not.toContain('tableName');
    expect(missingKeys).toEqual(new Set());
  });

  it('shows everything kept back when asked', async () => {
    render(<TableDesigner definition={blankTable()} isNew services={services()} />);
    act(() => fireEvent.click(screen.getByTestId('reveal-issues')));
    await waitFor(() => expect(designerText()).toContain('Table code cannot be empty'));
    expect(designerText()).toContain('Table name cannot be empty');
    expect(screen.queryByTestId('reveal-issues')).toBeNull();
  });

  it('names a column cell\'s problem by the column header, not the property', () => {
    render(<TableDesigner definition={blankTable('orders', 'Orders')} isNew services={services()} />);
    fireEvent.change(screen.getByTestId('column-code-0'), { target: { value: '' } });
    expect(screen.getByTestId('column-issue-0-colCode').textContent).toBe('Column code cannot be empty');
  });

  it('shows an existing table\'s problems at once: the builder came to fix them', async () => {
    const broken = { ...blankTable('orders', 'Orders'), tableTitle: '' };
    render(<TableDesigner definition={broken} services={services()} />);
    await waitFor(() => expect(designerText()).toContain('Table name cannot be empty'));
  });
});
