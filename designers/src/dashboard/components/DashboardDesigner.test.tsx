import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { DashboardDefinition } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, en, missingKeys, renderWithI18n } from '../../form/testSupport';
import { scaffolds } from '../../kinds/scaffolds';
import type { DashboardDesignerServices } from '../types';
import { DashboardDesigner } from './DashboardDesigner';

function stubServices(): DashboardDesignerServices & { saved: DashboardDefinition[] } {
  const saved: DashboardDefinition[] = [];
  return {
    saved,
    save: vi.fn(async (definition: DashboardDefinition) => {
      saved.push(definition);
    }),
    listWidgets: vi.fn(async () => [{ code: 'dec_by_port', name: 'Declarations by port' }, { code: 'dec_by_month', name: 'Declarations by month' }]),
    listDictionaries: vi.fn(async () => [{ code: 'port', name: 'Ports' }]),
    listDimensions: vi.fn(async (widgetCodes: readonly string[]) => (widgetCodes.includes('dec_by_port') ? [{ code: 'port_code', name: 'Port', dictCode: 'port' }, { code: 'ie_flag', name: 'I/E' }] : [])),
  };
}

const box = (id: string) => document.querySelector<HTMLElement>(`[data-box-id="${id}"]`);
const paletteEntry = (type: string) => document.querySelector<HTMLElement>(`[data-palette-type="${type}"]`)!;
const saveButton = () => screen.getByTestId('grid-design-save') as HTMLButtonElement;

describe('DashboardDesigner', { timeout: 60_000 }, () => {
  it('adds a report widget from the palette inside the 24 columns, picks its widget and saves a valid dashboard', async () => {
    const services = stubServices();
    const dirty: boolean[] = [];
    renderWithI18n(<DashboardDesigner definition={scaffolds.dashboard('customs_stats', 'Customs statistics')} services={services} onDirtyChange={(value) => dirty.push(value)} />);
    await waitFor(() => expect(services.listWidgets).toHaveBeenCalled());

    fireEvent.click(paletteEntry('report'));
    await waitFor(() => expect(box('report1')).not.toBeNull());
    // The new item is selected and is still missing its widget: the design check blocks the save.
    expect(document.querySelector('[data-panel="item:report1"]')).not.toBeNull();
    expect(screen.getByTestId('grid-design-issues')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    await chooseOption(en('designer.dashboard.item.widget'), 'Declarations by port (dec_by_port)');
    await waitFor(() => expect(box('report1')?.querySelector('[data-widget-placeholder="dec_by_port"]')).not.toBeNull());
    expect(box('report1')?.textContent).toContain('Declarations by port');
    expect(screen.queryByTestId('grid-design-issues')).toBeNull();
    expect(dirty.at(-1)).toBe(true);

    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    const saved = services.saved[0]!;
    expect(validateDefinition('dashboard', saved, 'en_US')).toEqual([]);
    expect(saved.items).toEqual([{ itemId: 'report1', itemType: 'report', x: 0, y: 0, w: 8, h: 8, title: 'Report widget', widgetCode: 'dec_by_port' }]);
    await waitFor(() => expect(dirty.at(-1)).toBe(false));
    expect([...missingKeys]).toEqual([]);
  });

  it('drops a palette entry dragged onto the grid where it is dropped, kept inside the 24 columns', async () => {
    // jsdom lays nothing out: the canvas measures 960 pixels (react-grid-layout reads its clientWidth).
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-grid-canvas') ? 960 : 0;
    });
    const services = stubServices();
    renderWithI18n(<DashboardDesigner definition={scaffolds.dashboard('customs_stats', 'Customs statistics')} services={services} />);
    const grid = document.querySelector<HTMLElement>('[data-grid-canvas] .react-grid-layout')!;
    const dataTransfer = { setData: vi.fn(), getData: () => '', dropEffect: 'copy', effectAllowed: 'all', types: [] };
    fireEvent.dragStart(paletteEntry('image'), { dataTransfer });
    // Past the right edge of the 960-pixel grid (jsdom lays it at the page's origin).
    // jsdom has no DragEvent: a mouse event of the drag's type carries the pointer to React's handlers.
    const drag = (type: string) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 2000, clientY: 10 });
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      act(() => void grid.dispatchEvent(event));
    };
    drag('dragenter');
    drag('dragover');
    drag('drop');
    await waitFor(() => expect(box('image1')).not.toBeNull());
    expect(dataTransfer.setData).toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.dashboard.item.url') }), { target: { value: '/logo.png' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    expect(services.saved[0]!.items).toEqual([{ itemId: 'image1', itemType: 'image', x: 18, y: 0, w: 6, h: 6, title: 'Image', url: '/logo.png' }]);
    width.mockRestore();
  });

  it('declares a filter that narrows a picked report item, and draws the report item through renderReport', async () => {
    const services = stubServices();
    const definition: DashboardDefinition = {
      ...scaffolds.dashboard('customs_stats', 'Customs statistics'),
      items: [{ itemId: 'report1', itemType: 'report', widgetCode: 'dec_by_port', x: 0, y: 0, w: 12, h: 8 }],
    };
    renderWithI18n(<DashboardDesigner definition={definition} services={services} renderReport={(item) => <div data-testid="live-preview">{item.widgetCode}</div>} />);
    expect(screen.getByTestId('live-preview').textContent).toBe('dec_by_port');

    fireEvent.click(paletteEntry('filter'));
    await waitFor(() => expect(document.querySelector('[data-panel="filter:filter1"]')).not.toBeNull());
    // The column is one of the dimensions of the dashboard's widgets; its dictionary comes along.
    await waitFor(() => expect(services.listDimensions).toHaveBeenCalledWith(['dec_by_port']));
    await chooseOption(en('designer.dashboard.filter.colCode'), 'Port (port_code)');
    await chooseOption(en('designer.dashboard.filter.targets'), 'dec_by_port');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    const saved = services.saved[0]!;
    expect(saved.filters).toEqual([{ filterId: 'filter1', title: 'Filter', colCode: 'port_code', control: 'select', dictCode: 'port', targets: ['report1'] }]);
    expect(saved.items[1]).toMatchObject({ itemId: 'filter1', itemType: 'filter', filterId: 'filter1' });
    expect(validateDefinition('dashboard', saved, 'en_US')).toEqual([]);
  });

  it('moves and resizes the focused item from the keyboard without leaving the grid; Delete removes it, undo brings it back', async () => {
    const services = stubServices();
    const definition: DashboardDefinition = {
      ...scaffolds.dashboard('customs_stats', 'Customs statistics'),
      items: [{ itemId: 'text1', itemType: 'text', content: '<p>Hello</p>', x: 16, y: 0, w: 8, h: 4 }],
    };
    renderWithI18n(<DashboardDesigner definition={definition} services={services} />);
    act(() => box('text1')!.focus());
    // At the right edge: growing or moving right changes nothing (nothing to save).
    fireEvent.keyDown(box('text1')!, { key: 'ArrowRight', altKey: true, shiftKey: true });
    fireEvent.keyDown(box('text1')!, { key: 'ArrowRight', altKey: true });
    expect(saveButton().disabled).toBe(true);
    fireEvent.keyDown(box('text1')!, { key: 'ArrowLeft', altKey: true, shiftKey: true });
    fireEvent.keyDown(box('text1')!, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    expect(services.saved[0]!.items[0]).toMatchObject({ x: 15, w: 7 });
    fireEvent.keyDown(box('text1')!, { key: 'Delete' });
    await waitFor(() => expect(box('text1')).toBeNull());
    fireEvent.keyDown(document.querySelector('[data-grid-canvas]')!, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(box('text1')?.textContent).toContain('Hello'));
  });

  it('edits the dashboard settings: name, refresh and the large-screen size', async () => {
    const services = stubServices();
    renderWithI18n(<DashboardDesigner definition={scaffolds.dashboard('customs_stats', 'Customs statistics')} services={services} />);
    fireEvent.change(screen.getByRole('textbox', { name: en('designer.dashboard.name') }), { target: { value: 'Customs' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: en('designer.dashboard.refreshSeconds') }), { target: { value: '120' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: en('designer.dashboard.screenWidth') }), { target: { value: '3840' } });
    fireEvent.change(screen.getByRole('textbox', { name: `${en('designer.dashboard.titleI18n')} (${en('designer.grid.language.en_US')})` }), { target: { value: 'Customs' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    expect(services.saved[0]).toMatchObject({ dashboardName: 'Customs', refreshSeconds: 120, largeScreen: { width: 3840 }, titleI18n: { en_US: 'Customs' } });
    expect(validateDefinition('dashboard', services.saved[0], 'en_US')).toEqual([]);
  });
});
