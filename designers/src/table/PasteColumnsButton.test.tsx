import { cleanup, fireEvent, render as renderInDom, screen, waitFor } from '@testing-library/react';
import type { TableColumn } from '@wharf/schemas';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableDesignerTexts } from '../i18n/table';
import { blankTable } from './blankTable';
import { ColumnsGrid } from './ColumnsGrid';
import { tableIssues } from './tableIssues';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: tableDesignerTexts.en_US } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false });
const render = (element: ReactElement) => renderInDom(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

describe('pasting columns into the columns grid', () => {
  it("turns a spreadsheet's lines into the new table's columns in one paste", { timeout: 60_000 }, async () => {
    const onChange = vi.fn<(columns: TableColumn[]) => void>();
    render(<ColumnsGrid columns={blankTable().columns} issues={tableIssues(blankTable('t', 'T'))} dictionaries={[]} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('paste-columns'));
    fireEvent.change(await screen.findByTestId('paste-columns-text'), { target: { value: 'shipNo\tShip no\tvarchar\t40\t\tY\nweight\tWeight\tdecimal\t12\t3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 columns' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]![0].map((column) => [column.colCode, column.colType, column.isNull])).toEqual([['shipNo', 'varchar', 'N'], ['weight', 'decimal', 'Y']]);
  });
});
