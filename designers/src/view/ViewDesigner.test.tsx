import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ViewDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from './testing.test-support';
import type { SourceColumn, ViewDesignerServices } from './types';
import { ViewDesigner } from './ViewDesigner';
import { blankView } from './viewSources';

// Monaco needs a real browser; in jsdom the code editor is a plain text area with the same props.
vi.mock('../dataSources/CodeEditor', () => ({
  CodeEditor: (props: { label: string; value: string; onChange(value: string): void }) => <textarea aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value)} />,
}));

function fakeServices(overrides: Omit<Partial<ViewDesignerServices>, 'save' | 'testReportSql'> = {}) {
  return {
    listTables: vi.fn(async () => [{ value: 'dec_head', label: 'Declaration head' }]),
    tableColumns: vi.fn(async () => [{ colCode: 'entryId', colName: 'Entry no.' }, { colCode: 'declDate', colName: 'Declared', colType: 'date' as const }]),
    ...overrides,
    save: vi.fn(async (_definition: ViewDefinition): Promise<void> => undefined),
    testReportSql: vi.fn(async (_sql: string): Promise<{ columns: SourceColumn[] }> => ({ columns: [{ colCode: 'id' }, { colCode: 'total' }] })),
  } satisfies ViewDesignerServices;
}

// getByRole walks the whole accessibility tree, which is slow on antd's big DOM: find by text instead.
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const findButton = async (name: string) => (await screen.findByText(name, { selector: 'button span' })).closest('button') as HTMLButtonElement;
const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });

const tableView: ViewDefinition = { ...blankView('dec_list', 'Declarations'), tableName: 'dec_head' };

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

describe('ViewDesigner', { timeout: 180_000 }, () => {
  it('adds columns from the form table and saves the definition', async () => {
    const services = fakeServices();
    const onSaved = vi.fn();
    render(<ViewDesigner definition={tableView} isNew services={services} onSaved={onSaved} />);
    // The view's name heads the designer at h2, under the page's h1 (axe heading-order).
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(tableView.viewName);
    fireEvent.click(button('Add columns from the table'));
    expect(await screen.findByText('2 column(s) added.')).toBeTruthy();
    expect(services.tableColumns).toHaveBeenCalledWith('dec_head');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(saved.columns?.map((column) => column.colCode)).toEqual(['entryId', 'declDate']);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('names a field the server refused by its label, once, and opens its tab', async () => {
    const services = fakeServices();
    const refused = Object.assign(new Error('Some fields are not valid'), { status: 400, wasShown: false, body: { result: { errors: [{ path: '/body/columns/0/colName', code: 'string/too-long', message: 'Too long' }] } } });
    services.save.mockRejectedValueOnce(refused);
    render(<ViewDesigner definition={{ ...tableView, columns: [{ colCode: 'entryId', colName: 'Entry' }] }} services={services} />);
    await act(async () => { fireEvent.click(button('Save')); });
    const outcome = await screen.findByTestId('designer-save-outcome');
    expect(outcome.textContent).toContain('Some fields are not valid');
    const detail = outcome.querySelector('[data-issue-path="/columns/0/colName"] button')!;
    expect(detail.textContent).toContain('Too long');
    expect(detail.textContent).not.toContain('/columns/0');
    fireEvent.click(detail);
    await waitFor(() => expect(tab('Columns').closest('[role="tab"]')?.getAttribute('aria-selected')).toBe('true'));
    expect([...missingKeys]).toEqual([]);
  });

  it('refuses a list SQL whose result has no id, and adds the columns of one that has', async () => {
    const services = fakeServices();
    services.testReportSql.mockResolvedValueOnce({ columns: [{ colCode: 'total' }] });
    render(<ViewDesigner definition={blankView('v', 'V')} isNew services={services} />);
    fireEvent.click(screen.getByLabelText('Report SQL'));
    fireEvent.change(screen.getByLabelText('List SQL'), { target: { value: 'select total from t' } });
    fireEvent.click(button('Test-run and add columns'));
    expect(await screen.findByText('The SQL result has no id column; a list SQL must return id')).toBeTruthy();
    expect(services.testReportSql).toHaveBeenCalledWith('select total from t');

    services.testReportSql.mockResolvedValueOnce({ columns: [{ colCode: 'id' }, { colCode: 'total' }] });
    fireEvent.click(button('Test-run and add columns'));
    expect(await screen.findByText('1 column(s) added.')).toBeTruthy();
  });

  it('shows the engine\'s issues, counts them on their tab and blocks saving until fixed', async () => {
    const duplicated: ViewDefinition = { ...tableView, columns: [{ colCode: 'a', colName: 'A' }, { colCode: 'a', colName: 'B' }] };
    render(<ViewDesigner definition={duplicated} services={fakeServices()} />);
    expect(screen.getByText('1 problem(s) to fix')).toBeTruthy();
    expect((button('Save') as HTMLButtonElement).disabled).toBe(true);
    // The issue names the column and its field by their labels, and leads to the tab that edits it.
    const issue = document.querySelector('[data-issue-path="/columns/1/colCode"] button') as HTMLButtonElement;
    expect(issue.textContent).toMatch(/^Column “B” · Code: /);
    fireEvent.click(issue);
    const codes = await screen.findAllByLabelText('Code');
    fireEvent.change(codes[1]!, { target: { value: 'b' } });
    await waitFor(() => expect(screen.queryByText(/problem\(s\) to fix/)).toBeNull());
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('edits buttons, query fields, parameters and page settings, every text from the catalogue', async () => {
    const services = fakeServices();
    render(<ViewDesigner definition={{ ...tableView, columns: [{ colCode: 'entryId', colName: 'Entry' }] }} services={services} />);
    fireEvent.click(tab('Buttons'));
    fireEvent.click(await findButton('Add button'));
    const openSelect = await screen.findByLabelText('Opens');
    expect(openSelect).toBeTruthy();
    fireEvent.click(button('More'));
    expect(await screen.findByText('Show condition')).toBeTruthy();
    fireEvent.click(button('Add condition'));

    fireEvent.click(tab('Query fields'));
    fireEvent.click(await screen.findByLabelText('Query'));
    fireEvent.change(screen.getByLabelText('Default value'), { target: { value: '{{now-7d}}' } });
    fireEvent.click(tab('Parameters'));
    fireEvent.click(await findButton('Add parameter'));
    fireEvent.click(tab('Page settings'));
    fireEvent.click(await screen.findByLabelText('Line numbers'));
    fireEvent.click(tab('Preview'));
    expect(await screen.findByText('No preview data source is available')).toBeTruthy();

    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalled());
    const saved = services.save.mock.calls[0]![0];
    expect(saved.columns?.[0]).toMatchObject({ colCode: 'entryId', isQuery: 'Y', queryDefaultValue: '{{now-7d}}' });
    expect(saved.buttons?.[0]).toMatchObject({ buttonType: 'toolbar', openType: 'add', showCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'entryId', operator: 'equal', value: '' }] } });
    expect(saved.parameters).toEqual([{ parameterKey: 'param1', parameterName: 'New parameter' }]);
    expect(saved.page?.isLineNum).toBe('Y');
    expect([...missingKeys]).toEqual([]);
  });

  it('read-only: no save, every control disabled, button details still open', async () => {
    render(<ViewDesigner definition={{ ...tableView, columns: [{ colCode: 'entryId', colName: 'Entry' }], buttons: [{ buttonName: 'Add', buttonType: 'toolbar', openType: 'add' }] }} services={fakeServices()} isReadOnly />);
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
    expect((screen.getByLabelText('View name') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(tab('Buttons'));
    fireEvent.click(await findButton('More'));
    expect(((await screen.findByLabelText('Confirm title')) as HTMLInputElement).disabled).toBe(true);
  });

  it('previews the unsaved definition through the server preview (previewRows), first page only', async () => {
    const previewRows = vi.fn(async () => ({ records: [{ id: '1', entryId: 'E-9' }], hasMore: true }));
    const draft = { ...tableView, columns: [{ colCode: 'entryId', colName: 'Entry' }] };
    render(<ViewDesigner definition={draft} services={fakeServices({ previewRows })} />);
    expect(previewRows).not.toHaveBeenCalled();
    fireEvent.click(tab('Preview'));
    expect(await screen.findByText('E-9')).toBeTruthy();
    expect(previewRows).toHaveBeenCalledTimes(1);
    const [definition, params] = previewRows.mock.calls[0]! as unknown as [typeof draft, { query: Record<string, string> }];
    expect(definition).toEqual(draft);
    expect(params.query.pageNo).toBe('1');
  });

  it('previews the edited view in the list renderer', async () => {
    const fetchRows = vi.fn(async () => ({ records: [{ id: '1', entryId: 'E-1' }] }));
    render(<ViewDesigner definition={{ ...tableView, columns: [{ colCode: 'entryId', colName: 'Entry' }] }} services={fakeServices({ previewServices: () => ({ fetchRows }) })} />);
    fireEvent.click(tab('Preview'));
    expect(await screen.findByText('E-1')).toBeTruthy();
    expect(fetchRows).toHaveBeenCalled();
  });
});
