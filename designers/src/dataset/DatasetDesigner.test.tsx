import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { DatasetDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { DatasetDesigner } from './DatasetDesigner';
import { changeSourceType } from './datasetEdits';
import type { DatasetDesignerServices, DatasetSourceField } from './types';

function fakeServices() {
  return {
    save: vi.fn(async (_definition: DatasetDefinition): Promise<void> => undefined),
    listSqlConfigs: vi.fn(async () => [{ value: 'dec_sql', label: 'dec_sql' }]),
    listTables: vi.fn(async () => [{ value: 'dec_head', label: 'Declaration head' }]),
    tableColumns: vi.fn(async (_table: string): Promise<DatasetSourceField[]> => [
      { colCode: 'port', title: 'Port', dictCode: 'port' },
      { colCode: 'declDate', title: 'Declared', colType: 'date' },
      { colCode: 'amount', title: 'Amount', colType: 'number', isNumeric: true },
    ]),
    sqlConfigColumns: vi.fn(async (_code: string, _values: Record<string, unknown>): Promise<DatasetSourceField[]> => [{ colCode: 'total', isNumeric: true }]),
  } satisfies DatasetDesignerServices;
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const findButton = async (name: string) => (await screen.findByText(name, { selector: 'button span' })).closest('button') as HTMLButtonElement;
const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });
const tableDataset = (): DatasetDefinition => ({ ...changeSourceType(scaffolds.dataset('dec_stats', 'Declarations'), 'table'), tableName: 'dec_head' });

/** jsdom lays nothing out: each table row gets a 40 px band by its position, so dnd-kit can measure. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    const rows = row ? [...row.parentElement!.querySelectorAll('tr[data-row-key]')] : [];
    const index = row ? rows.indexOf(row) : 0;
    return { x: 0, y: index * 40, top: index * 40, left: 0, bottom: index * 40 + 40, right: 600, width: 600, height: 40, toJSON: () => ({}) } as DOMRect;
  });
}

beforeAll(setUpEnglishTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DatasetDesigner', { timeout: 180_000 }, () => {
  it('adds the table\'s columns, declares a hierarchy and a row cap, and saves a schema-valid definition', async () => {
    const services = fakeServices();
    render(<DatasetDesigner definition={tableDataset()} isNew services={services} />);
    fireEvent.click(button('Add fields from the source'));
    expect(await screen.findByText('3 field(s) added.')).toBeTruthy();
    expect(services.tableColumns).toHaveBeenCalledWith('dec_head');
    fireEvent.change(screen.getByLabelText('Row cap'), { target: { value: '2000' } });

    fireEvent.click(tab('Hierarchies'));
    fireEvent.click(await findButton('Add hierarchy'));
    expect(await screen.findByLabelText('Levels of New hierarchy')).toBeTruthy();

    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(validateDefinition('dataset', saved, 'en_US')).toEqual([]);
    expect(saved).toMatchObject({
      sourceType: 'table',
      tableName: 'dec_head',
      maxRows: 2000,
      dimension: [{ colCode: 'port', title: 'Port', dictCode: 'port' }, { colCode: 'declDate', title: 'Declared', colType: 'date' }],
      measure: [{ colCode: 'amount', title: 'Amount', aggregate: 'sum' }],
      hierarchies: [{ name: 'h1', title: 'New hierarchy', levels: ['port', 'declDate'] }],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });

  it('reorders a hierarchy\'s levels by dragging (keyboard on the handle)', async () => {
    layOutRows();
    const services = fakeServices();
    const definition: DatasetDefinition = {
      ...tableDataset(),
      dimension: [{ colCode: 'year', title: 'Year' }, { colCode: 'month', title: 'Month' }, { colCode: 'day', title: 'Day' }],
      hierarchies: [{ name: 'time', title: 'Time', levels: ['month', 'year', 'day'] }],
    };
    render(<DatasetDesigner definition={definition} services={services} />);
    fireEvent.click(tab('Hierarchies'));
    const levels = await screen.findByLabelText('Levels of Time');
    const handle = levels.querySelectorAll<HTMLElement>('[aria-label="Drag to reorder"]')[1]!;
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { code: 'Space', key: ' ' }); });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await act(async () => { fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' }); });
    await act(async () => { fireEvent.keyDown(document, { code: 'Space', key: ' ' }); });
    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    expect(services.save.mock.calls[0]![0].hierarchies).toEqual([{ name: 'time', title: 'Time', levels: ['year', 'month', 'day'] }]);
  });

  it('shows the issues at their field paths, counts them on their tab, and blocks saving until fixed', async () => {
    const definition: DatasetDefinition = {
      ...tableDataset(),
      dimension: [{ colCode: 'port', title: 'Port' }, { colCode: 'port', title: 'Again' }],
      requiredFilters: ['country'],
    };
    render(<DatasetDesigner definition={definition} services={fakeServices()} />);
    expect(screen.getByText('2 problem(s) to fix')).toBeTruthy();
    const paths = [...document.querySelectorAll('[data-issue-path]')].map((item) => item.getAttribute('data-issue-path'));
    expect(paths).toEqual(['/dimension/1/colCode', '/requiredFilters/0']);
    // Each issue names its place by the designer's labels, not by a JSON path.
    expect(screen.getByText('Dimension 1: "country" is not a dimension of this dataset')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(button('Dimension “Again” · Field code: port is duplicated'));
    const codes = await screen.findAllByLabelText('Field code');
    fireEvent.change(codes[1]!, { target: { value: 'country' } });
    await waitFor(() => expect(screen.queryByText(/problem\(s\) to fix/)).toBeNull());
    expect(button('Save').disabled).toBe(false);
  });

  it('a SQL dataset reads its columns from the SQL config and says so when they cannot be read', async () => {
    const services = fakeServices();
    services.sqlConfigColumns.mockRejectedValueOnce(new Error('permission denied'));
    render(<DatasetDesigner definition={{ ...scaffolds.dataset('d', 'D'), sqlCode: 'dec_sql', parameters: [{ name: 'year', title: 'Year', defaultValue: 2026 }, { name: 'port', title: 'Port' }] }} services={services} />);
    fireEvent.click(button('Add fields from the source'));
    expect(await screen.findByText('The source\'s columns could not be read: permission denied')).toBeTruthy();
    fireEvent.click(button('Add fields from the source'));
    expect(await screen.findByText('1 field(s) added.')).toBeTruthy();
    expect(services.sqlConfigColumns).toHaveBeenCalledWith('dec_sql', { year: 2026 });
    expect(screen.getByText('Parameters', { selector: '.ant-tabs-tab-btn *' })).toBeTruthy();
  });

  it('without a SQL config list (no right to read them) the code is typed in; read-only shows no save and disables the controls', async () => {
    const services = { ...fakeServices(), listSqlConfigs: vi.fn(async () => { throw new Error('forbidden'); }) };
    const { unmount } = render(<DatasetDesigner definition={scaffolds.dataset('d', 'D')} services={services} />);
    fireEvent.change(await screen.findByLabelText('SQL config'), { target: { value: 'dec_sql' } });
    fireEvent.click(button('Add fields from the source'));
    await waitFor(() => expect(services.sqlConfigColumns).toHaveBeenCalledWith('dec_sql', {}));
    unmount();

    render(<DatasetDesigner definition={tableDataset()} services={fakeServices()} isReadOnly />);
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
    expect((screen.getByLabelText('Dataset name') as HTMLInputElement).disabled).toBe(true);
  });
});
