import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ViewDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { ViewDesigner } from '../view/ViewDesigner';
import { blankView } from '../view/viewSources';

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

const view: ViewDefinition = {
  ...blankView('dec_list', '报关单列表'),
  viewNameI18n: { en_US: 'Declarations', th_TH: 'ใบขน', zh_TW: '報關單列表' },
  tableName: 'dec_head',
  columns: [{ colCode: 'ship_no', colName: '提运单号' }],
  buttons: [{ buttonName: '新增', buttonNameI18n: { en_US: 'Add', th_TH: 'เพิ่ม', zh_TW: '新增' }, buttonType: 'toolbar', openType: 'add' }],
};

describe('translations in the view designer', { timeout: 180_000 }, () => {
  it('marks the column name as missing three languages and saves the translation typed for it', async () => {
    const save = vi.fn(async (_definition: ViewDefinition): Promise<void> => undefined);
    render(<ViewDesigner definition={view} services={{ listTables: vi.fn(async () => []), tableColumns: vi.fn(async () => []), save, testReportSql: vi.fn(async () => ({ columns: [] })) }} />);
    const open = screen.getByTestId('translations-open');
    expect(open.getAttribute('data-missing-count')).toBe('1');
    fireEvent.click(open);
    const row = await waitFor(() => document.querySelector<HTMLElement>('[data-translation-path="/columns/0/colName"]')!);
    expect(row.querySelector('[data-missing-languages]')!.getAttribute('data-missing-languages')).toBe('en_US,th_TH,zh_TW');
    fireEvent.change(row.querySelector('input[data-language="en_US"]')!, { target: { value: 'B/L no.' } });
    await waitFor(() => expect(row.querySelector('[data-missing-languages]')!.getAttribute('data-missing-languages')).toBe('th_TH,zh_TW'));
    fireEvent.click(screen.getByText('Save', { selector: 'button span' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].columns![0]).toEqual({ colCode: 'ship_no', colName: '提运单号', colNameI18n: { en_US: 'B/L no.' } });
    expect([...missingKeys].filter((key) => key.startsWith('designer.translations'))).toEqual([]);
  });
});
