import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { validateDefinition, type DatasetAnswer, type DatasetQuery } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { ReportDesigner } from './ReportDesigner';
import type { ReportDesignerServices, ReportPreviewChartProps } from './types';

const dataset: DatasetDefinition = {
  schemaVersion: 1, datasetCode: 'dec_stats', datasetName: 'Declarations', sourceType: 'table', tableName: 'dec_head',
  dimension: [{ colCode: 'port', title: 'Port' }, { colCode: 'ieFlag', title: 'I/E flag' }],
  measure: [{ colCode: 'amount', title: 'Amount', aggregate: 'sum' }, { colCode: 'cnt', title: 'Declarations', aggregate: 'count' }],
};
const answer: DatasetAnswer = {
  columns: [{ key: 'port', title: 'Port', role: 'dimension', colType: 'string' }, { key: 'amount', title: 'Amount', role: 'measure', colType: 'number' }],
  rows: [{ port: 'Shanghai', amount: 120 }, { port: 'Ningbo', amount: 80 }],
  truncated: false,
};

function fakeServices() {
  return {
    save: vi.fn(async (_definition: ReportDefinition): Promise<void> => undefined),
    listDatasets: vi.fn(async () => [{ value: 'dec_stats', label: 'Declarations' }]),
    loadDataset: vi.fn(async (code: string) => (code === 'dec_stats' ? dataset : undefined)),
    queryDataset: vi.fn(async (_code: string, _query: DatasetQuery) => answer),
  } satisfies ReportDesignerServices;
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const chartButton = (type: string) => document.querySelector<HTMLButtonElement>(`[data-chart-type="${type}"]`)!;
const newWidget = () => ({ ...scaffolds.report('port_column', 'By port'), datasetCode: 'dec_stats' });

/**
 * jsdom lays nothing out: field chips sit in a 20 px band at the top, and the wells (category,
 * series, values) in 30 px bands below them, so dnd-kit's keyboard drag (25 px a key) can measure.
 */
function layOutWells() {
  const wells = ['category', 'series', 'values'];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const well = this.closest('[data-well]')?.getAttribute('data-well');
    const top = this.closest('[data-field]') ? 0 : well ? 30 + wells.indexOf(well) * 30 : -1000;
    const height = well ? 30 : 20;
    return { x: 0, y: top, top, left: 0, bottom: top + height, right: 300, width: 300, height, toJSON: () => ({}) } as DOMRect;
  });
}

/** Drags a field chip with the keyboard: space, `steps` arrows down (25 px each), space. */
async function dragChip(field: string, steps: number) {
  const chip = document.querySelector<HTMLElement>(`[data-field="${field}"]`)!;
  chip.focus();
  await act(async () => { fireEvent.keyDown(chip, { code: 'Space', key: ' ' }); });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  for (let i = 0; i < steps; i += 1) await act(async () => { fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' }); });
  await act(async () => { fireEvent.keyDown(document, { code: 'Space', key: ' ' }); });
}

beforeAll(setUpEnglishTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReportDesigner', { timeout: 180_000 }, () => {
  it('dragging a measure onto values and a dimension onto the category axis fills yFields and xField, and the preview draws the dataset\'s answer', async () => {
    layOutWells();
    const services = fakeServices();
    const PreviewChart = vi.fn((props: ReportPreviewChartProps) => <div data-testid="chart">{props.data.rows.length} rows of {props.data.widget.chartType}</div>);
    render(<ReportDesigner definition={newWidget()} isNew services={services} PreviewChart={PreviewChart} />);
    await waitFor(() => expect(document.querySelector('[data-field="measure:amount"]')).not.toBeNull());

    await dragChip('measure:amount', 4); // 100..120 px: the values well (90..120)
    expect(document.querySelector('[data-held="values:amount"]')).not.toBeNull();
    await dragChip('dimension:port', 2); // 50..70 px: the category well (30..60) more than the series (60..90)
    expect(document.querySelector('[data-held="category:port"]')).not.toBeNull();
    await dragChip('measure:cnt', 2); // a measure over the category axis is refused
    expect(document.querySelector('[data-held="category:cnt"]')).toBeNull();
    expect((await screen.findAllByText('Category axis does not take Declarations')).length).toBeGreaterThan(0);

    expect(await screen.findByTestId('chart', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('chart').textContent).toBe('2 rows of Column');
    expect(services.queryDataset).toHaveBeenLastCalledWith('dec_stats', { dimensions: ['port'], measures: ['amount'] });

    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(saved).toMatchObject({ xField: 'port', yFields: ['amount'], chartType: 'Column' });
    expect(validateDefinition('report', saved, 'en_US')).toEqual([]);
    expect([...missingKeys]).toEqual([]);
  });

  it('the gallery offers the 18 types and disables those the wells cannot feed', async () => {
    const services = fakeServices();
    render(<ReportDesigner definition={{ ...newWidget(), xField: 'port', yFields: ['amount'] }} services={services} />);
    expect(document.querySelectorAll('[data-chart-type]')).toHaveLength(18);
    expect(chartButton('GroupedColumn').disabled).toBe(true);
    expect(chartButton('GroupedColumn').getAttribute('data-unfit')).toBe('needsSeries');
    expect(chartButton('Pie').disabled).toBe(false);
    fireEvent.click(chartButton('Pie'));
    expect(chartButton('Pie').getAttribute('aria-pressed')).toBe('true');

    // A second measure through the values picker: grouped types open, pies close.
    await waitFor(() => expect(document.querySelector('[data-field="measure:cnt"]')).not.toBeNull());
    const picker = screen.getByLabelText('Add to Values');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Declarations', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(chartButton('GroupedColumn').disabled).toBe(false));
    expect(chartButton('Pie').getAttribute('aria-pressed')).toBe('true');
    expect(chartButton('Donut').disabled).toBe(true);
    // The issue names the setting by its label: the chart type.
    expect(await screen.findByText('Chart type: Pie cannot show the fields as placed')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(chartButton('GroupedColumn'));
    await waitFor(() => expect(button('Save').disabled).toBe(false));
  });

  it('titles in the four interface languages, number format and top-N are saved with the widget', async () => {
    const services = fakeServices();
    render(<ReportDesigner definition={{ ...newWidget(), xField: 'port', yFields: ['amount'] }} services={services} />);
    fireEvent.click(screen.getByText('Style', { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' }));
    fireEvent.change(await screen.findByLabelText('Title in English'), { target: { value: 'Declarations by port' } });
    fireEvent.change(screen.getByLabelText('Title in ไทย'), { target: { value: 'ใบขนตามท่า' } });
    fireEvent.change(screen.getByLabelText('Title in 简体中文'), { target: { value: '按口岸' } });
    fireEvent.change(screen.getByLabelText('Title in 简体中文'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'CNY' } });
    fireEvent.click(screen.getByText('Data', { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' }));
    fireEvent.change(await screen.findByLabelText('Top N'), { target: { value: '5' } });
    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(saved.titleI18n).toEqual({ en_US: 'Declarations by port', th_TH: 'ใบขนตามท่า' });
    expect(saved.numberFormat).toEqual({ unit: 'CNY' });
    expect(saved.topN).toBe(5);
    expect(validateDefinition('report', saved, 'en_US')).toEqual([]);
  });

  it('drill-through maps a clicked dimension onto a column of the chosen view, offered from the view', async () => {
    const services = { ...fakeServices(), listViews: vi.fn(async () => [{ value: 'dec_list_view', label: 'Declarations' }]), viewQueryColumns: vi.fn(async () => [{ value: 'customsCode', label: 'Customs (customsCode)' }]) };
    render(<ReportDesigner definition={{ ...newWidget(), xField: 'port', yFields: ['amount'], drillThrough: { viewCode: 'dec_list_view' } }} services={services} />);
    fireEvent.click(screen.getByText('Data', { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' }));
    fireEvent.click(await screen.findByText('Add mapping', { selector: 'button span' }));
    await waitFor(() => expect(services.viewQueryColumns).toHaveBeenCalledWith('dec_list_view'));
    fireEvent.mouseDown(await screen.findByLabelText('View query column'));
    fireEvent.click(await screen.findByText('Customs (customsCode)', { selector: '.ant-select-item-option-content' }));
    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    expect(services.save.mock.calls[0]![0].drillThrough).toEqual({ viewCode: 'dec_list_view', fieldMap: [{ dimension: 'port', colCode: 'customsCode' }] });
  });

  it('a row filter of its own, on the dataset\'s dimensions, is saved with the widget and reaches the preview query as filters', async () => {
    const services = fakeServices();
    render(<ReportDesigner definition={{ ...newWidget(), xField: 'port', yFields: ['amount'] }} services={services} />);
    fireEvent.click(screen.getByText('Data', { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' }));
    fireEvent.click(await screen.findByText('Add condition', { selector: 'button span' }));
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'I' } });
    fireEvent.mouseDown(screen.getByLabelText('Field'));
    fireEvent.click(await screen.findByText('I/E flag', { selector: '.ant-select-item-option-content' }));
    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalled());
    const expected = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'I' }] };
    expect(services.save.mock.calls[0]![0].filter).toEqual(expected);
    await waitFor(() => expect(services.queryDataset.mock.calls.at(-1)![1]).toMatchObject({ filters: [{ colCode: 'ieFlag', op: 'eq', value: 'I' }] }));
    expect(screen.queryByTestId('report-preview-filter-left-out')).toBeNull();
  });

  it('lists the widget\'s problems at their paths and blocks saving: a field the dataset lacks, a sort key not plotted', async () => {
    render(<ReportDesigner definition={{ ...newWidget(), xField: 'country', yFields: ['amount'], sort: { by: 'cnt', order: 'desc' } }} services={fakeServices()} />);
    await waitFor(() => expect([...document.querySelectorAll('[data-issue-path]')].map((item) => item.getAttribute('data-issue-path'))).toEqual(['/xField', '/sort/by']));
    expect(screen.getByText('Category axis: "country" is not a dimension of the dataset')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
  });

  it('a problem\'s path opens the settings tab that edits it', async () => {
    render(<ReportDesigner definition={{ ...newWidget(), chartType: 'Gauge', yFields: ['amount'], gaugeMin: 10, gaugeMax: 5 }} services={fakeServices()} />);
    expect(screen.queryByLabelText('Minimum')).toBeNull();
    fireEvent.click(await screen.findByText(/^Minimum: /, { selector: '[data-issue-path="/gaugeMin"] button span' }));
    expect(await screen.findByLabelText('Minimum')).toBeTruthy();
  });
});
