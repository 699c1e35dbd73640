import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TableDefinition } from '@wharf/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../form/testSupport';
import { TableDesigner } from '../table/TableDesigner';

afterEach(cleanup);

const table: TableDefinition = {
  schemaVersion: 1,
  tableName: 'dec_head',
  tableTitle: '报关单表头',
  tableTitleI18n: { en_US: 'Declaration head', th_TH: 'ส่วนหัวใบขนสินค้า', zh_TW: '報關單表頭' },
  columns: [{ colCode: 'entryId', colName: '报关单号', colType: 'varchar', colLength: 18 }],
};

describe('translations in the table designer', { timeout: 60_000 }, () => {
  it('counts the untranslated column name and saves the translations typed for it', async () => {
    const save = vi.fn(async (_definition: TableDefinition) => undefined);
    renderWithI18n(<TableDesigner definition={table} services={{ save, plan: vi.fn(), sync: vi.fn() }} />);
    expect(screen.getByTestId('translations-open').getAttribute('data-missing-count')).toBe('1');
    fireEvent.click(screen.getByTestId('translations-open'));
    const row = await waitFor(() => document.querySelector<HTMLElement>('[data-translation-path="/columns/0/colName"]')!);
    for (const [language, text] of [['en_US', 'Entry id'], ['th_TH', 'เลขที่ใบขนสินค้า'], ['zh_TW', '報關單號']] as const) {
      fireEvent.change(row.querySelector(`input[data-language="${language}"]`)!, { target: { value: text } });
    }
    await waitFor(() => expect(screen.getByTestId('translations-open').getAttribute('data-missing-count')).toBe('0'));
    fireEvent.click(screen.getByTestId('save-table'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].columns[0]!.colNameI18n).toEqual({ en_US: 'Entry id', th_TH: 'เลขที่ใบขนสินค้า', zh_TW: '報關單號' });
  });
});
