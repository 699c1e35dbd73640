import { cleanup, fireEvent, render as renderInDom, screen } from '@testing-library/react';
import type { TableDefinition } from '@wharf/schemas';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableDesignerTexts } from '../i18n/table';
import { blankTable } from './blankTable';
import { TableDesigner } from './TableDesigner';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: tableDesignerTexts.en_US } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false });
const render = (element: ReactElement) => renderInDom(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

/** Form controls on screen without a name for assistive technology (axe: label), as their HTML. */
function unnamedControls(root: HTMLElement): string[] {
  const controls = [...root.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select')];
  return controls
    .filter((control) => !control.getAttribute('aria-label')?.trim() && !control.getAttribute('aria-labelledby') && !control.closest('label'))
    .map((control) => control.outerHTML.slice(0, 160));
}

const table: TableDefinition = {
  ...blankTable('orders', 'Orders'),
  indexes: [{ indexName: 'idx_orders_col', colCodes: ['col_1'], isUnique: 'N' }],
  relations: [{ relationType: 'sub', relatedTable: 'order_lines', colCode: 'col_1', relatedColCode: 'order_id' }],
} as TableDefinition;

describe('TableDesigner for assistive technology (issue 20, axe label)', { timeout: 30_000 }, () => {
  it('names every input of the header, the columns grid, the indexes and the relations', () => {
    const { container } = render(<TableDesigner definition={table} services={{ save: vi.fn(), plan: vi.fn(), sync: vi.fn() }} />);
    expect(unnamedControls(container)).toEqual([]);
    for (const tab of ['designer.table.indexesTab', 'designer.table.relationsTab']) {
      fireEvent.click(screen.getByRole('tab', { name: tableDesignerTexts.en_US[tab] }));
      expect({ tab, unnamed: unnamedControls(container) }).toEqual({ tab, unnamed: [] });
    }
  });
});
