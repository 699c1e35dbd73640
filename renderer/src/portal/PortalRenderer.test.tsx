import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetData, WidgetDataLine, WidgetDataRequest } from '@wharf/engine';
import type { PortalDefinition, ReportDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../list/i18nForTests.test-support';
import type { ReportChartProps } from '../report/reportChartTypes';
import { PortalRenderer } from './PortalRenderer';
import type { PortalNeeds, PortalServices, QuickMenuService } from './types';
import { reorderQuickMenu } from './widgets/QuickMenuWidget';

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

const report = (code: string): ReportDefinition => ({ schemaVersion: 1, widgetCode: code, widgetName: code, chartType: 'Column', datasetCode: 'decl', xField: 'port', yFields: ['count'] });
const data = (code: string): WidgetData => ({ widget: report(code), columns: [], rows: [{ port: 'SHA', count: 3 }], truncated: false });

const portal: PortalDefinition = {
  schemaVersion: 1,
  portalCode: 'customs_home',
  portalName: 'Customs home',
  widgets: [
    { widgetId: 'ports', widgetType: 'report', code: 'dec_by_port', title: 'By port', x: 0, y: 0, w: 6, h: 4 },
    { widgetId: 'months', widgetType: 'report', code: 'dec_by_month', x: 6, y: 0, w: 6, h: 4 },
    { widgetId: 'todo', widgetType: 'todo', x: 0, y: 4, w: 6, h: 4, limit: 1 },
    { widgetId: 'news', widgetType: 'announcement', titleI18n: { en_US: 'News', zh_CN: '新闻' }, x: 6, y: 4, w: 6, h: 4 },
    { widgetId: 'note', widgetType: 'text', content: '<p>Welcome<img src=x onerror="window.hacked=1"><script>window.hacked=2</script></p>', x: 0, y: 8, w: 4, h: 2 },
    { widgetId: 'site', widgetType: 'iframe', url: 'javascript:alert(1)', x: 4, y: 8, w: 4, h: 2 },
    { widgetId: 'entry', widgetType: 'form', code: 'dec_form', title: 'New declaration', x: 8, y: 8, w: 4, h: 2 },
  ],
};

const task = (id: string, title: string) => ({
  id, instanceId: id, taskNo: 1, processKey: 'p', processName: 'P', nodeId: 'n', taskTitle: title, taskName: 'Check', taskType: 'approve' as const, status: 'pending',
  assigneeId: null, assigneeName: null, originalAssigneeName: null, fromUserName: null, initiatorName: null, sendTimeString: '2026-11-20 08:00:00', dueDateString: null, endTimeString: null,
  comment: null, formCode: null, dataId: null, instanceStatus: 'active',
});
const needs: PortalNeeds = {
  todo: { records: [task('t1', 'Declaration 1'), task('t2', 'Declaration 2')], total: 7, current: 1, size: 5, pages: 2 },
  announcement: { records: [{ anntId: 'a1', title: 'Port closed', content: '<p>Closed</p><script>window.hacked=3</script>', msgCategory: '1', priority: 'H', sendTime: '2026-11-20T08:00:00Z', readFlag: '0' }], total: 1, current: 1, size: 5, pages: 1 },
};

const widget = (widgetId: string, x: number, y: number, w: number, h: number): PortalDefinition['widgets'][number] => ({ widgetId, widgetType: 'text', content: widgetId, x, y, w, h });

/** A chart stand-in that says what it was given. */
function FakeChart({ data: shown, error, isLoading }: ReportChartProps) {
  return <span data-testid="fake-chart">{error ?? (isLoading ? 'loading' : shown?.widget.widgetCode)}</span>;
}

function servicesWith(overrides: Partial<PortalServices> = {}) {
  const calls: Array<{ items: WidgetDataRequest[]; onLine(line: WidgetDataLine): void; finish(): void }> = [];
  const services: PortalServices = {
    loadWidgetData: (items, onLine) => new Promise<void>((finish) => calls.push({ items, onLine, finish })),
    ...overrides,
  };
  return { services, calls };
}

describe('PortalRenderer', () => {
  it('loads every report card in one request and paints each as its line arrives', async () => {
    const { services, calls } = servicesWith();
    render(<PortalRenderer portal={portal} needs={needs} services={services} Chart={FakeChart} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.items).toEqual([{ key: 'ports', widgetCode: 'dec_by_port' }, { key: 'months', widgetCode: 'dec_by_month' }]);
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-testid="portal-report"][data-widget-id="${id}"]`)!;
    expect(card('ports').dataset.status).toBe('loading');
    act(() => calls[0]!.onLine({ key: 'months', success: true, result: data('dec_by_month') }));
    expect(card('months').textContent).toBe('dec_by_month');
    expect(card('ports').textContent).toBe('loading');
    act(() => calls[0]!.onLine({ key: 'ports', success: false, code: 'report/run-denied', message: 'Not allowed' }));
    expect(card('ports').textContent).toBe('Not allowed');
    expect(calls).toHaveLength(1);
    // Its first render imports antd and the grid cold: seconds on a loaded machine.
  }, 30_000);

  it('shows to-dos (count, newest up to the limit) and opens one; titles from the designer, the language or the type', async () => {
    const openTask = vi.fn();
    const { services } = servicesWith({ openTask });
    render(<PortalRenderer portal={portal} needs={needs} services={services} Chart={FakeChart} />);
    const todo = await screen.findByTestId('portal-todo');
    expect(within(todo).getAllByTestId('portal-todo-item')).toHaveLength(1);
    expect(within(todo).getByTestId('portal-todo-count').textContent).toContain('7');
    fireEvent.click(within(todo).getByText('Declaration 1'));
    expect(openTask).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), 'todo');
    expect(screen.getByText('By port')).toBeTruthy();
    expect(screen.getByText('News')).toBeTruthy();
    expect(screen.getByText('My to-dos')).toBeTruthy();
    expect(missingKeys).toEqual(new Set());
  });

  it('draws user HTML sanitised, refuses a non-http frame, and marks an opened announcement read', async () => {
    const markRead = vi.fn(async () => undefined);
    const openForm = vi.fn();
    const { services } = servicesWith({ markRead, openForm });
    render(<PortalRenderer portal={portal} needs={needs} services={services} Chart={FakeChart} />);
    const text = await screen.findByTestId('portal-text');
    expect(text.innerHTML).toContain('Welcome');
    expect(text.innerHTML).not.toMatch(/onerror|<script/);
    expect(document.querySelector('[data-testid="portal-iframe"]')).toBeNull();
    expect(screen.getByText('An external page address must start with http:// or https://')).toBeTruthy();

    fireEvent.click(screen.getByTestId('portal-form-entry'));
    expect(openForm).toHaveBeenCalledWith('dec_form');

    const item = screen.getByTestId('portal-notice-item');
    expect(item.dataset.read).toBe('0');
    fireEvent.click(item);
    const content = await screen.findByTestId('portal-notice-content');
    expect(content.innerHTML).toContain('<p>Closed</p>');
    expect(content.innerHTML).not.toContain('<script');
    expect(markRead).toHaveBeenCalledWith('a1');
    await waitFor(() => expect(screen.getByTestId('portal-notice-item').dataset.read).toBe('1'));
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('embeds a dashboard when the host draws dashboards, else links to it', async () => {
    const openDashboard = vi.fn();
    const boardPortal: PortalDefinition = { ...portal, widgets: [{ widgetId: 'board', widgetType: 'dashboard', code: 'customs_board', x: 0, y: 0, w: 12, h: 6 }] };
    const { services } = servicesWith({ openDashboard });
    render(<PortalRenderer portal={boardPortal} services={services} Chart={FakeChart} />);
    fireEvent.click(await screen.findByTestId('portal-dashboard-link'));
    expect(openDashboard).toHaveBeenCalledWith('customs_board');
    cleanup();
    const DashboardBlock = ({ dashboardCode, height }: { dashboardCode: string; height: number }) => <div data-testid="embedded">{`${dashboardCode}@${height}`}</div>;
    render(<PortalRenderer portal={boardPortal} services={{ ...services, DashboardBlock }} Chart={FakeChart} />);
    expect((await screen.findByTestId('embedded')).textContent).toMatch(/^customs_board@\d+$/);
    expect(screen.queryByTestId('portal-dashboard-link')).toBeNull();
  });

  it('stacks the widgets in one column, in reading order, in a phone-wide box, and keeps the grid in a wide one', async () => {
    // The designer's order is not the reading order: the note sits left of the chart in the first row.
    const shuffled: PortalDefinition = { ...portal, widgets: [widget('chart', 4, 0, 8, 4), widget('later', 0, 4, 12, 2), widget('note', 0, 0, 4, 2)] };
    const { services } = servicesWith();
    const shown = () => [...document.querySelectorAll<HTMLElement>('[data-testid="portal-widget"]')].map((element) => element.dataset.widgetId);
    // react-grid-layout measures its box through getComputedStyle: the box is given a width here.
    const measured = window.getComputedStyle.bind(window);
    let boxWidth = '375px';
    const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = measured(element, pseudo);
      return element instanceof HTMLElement && element.dataset.testid === 'portal' ? ({ ...style, width: boxWidth } as CSSStyleDeclaration) : style;
    });
    try {
      const phone = render(<PortalRenderer portal={shuffled} services={services} Chart={FakeChart} />);
      await waitFor(() => expect(screen.getByTestId('portal').dataset.stacked).toBe('true'));
      expect(shown()).toEqual(['note', 'chart', 'later']);
      // One column: every widget as wide as the box, one under the other.
      const widths = [...document.querySelectorAll<HTMLElement>('[data-testid="portal-widget"]')].map((element) => element.style.width);
      expect(new Set(widths)).toEqual(new Set(['375px']));
      phone.unmount();
      boxWidth = '1000px';
      render(<PortalRenderer portal={shuffled} services={services} Chart={FakeChart} />);
      await waitFor(() => expect(screen.getByTestId('portal').dataset.stacked).toBe('false'));
      expect(shown()).toEqual(['note', 'chart', 'later']);
    } finally {
      spy.mockRestore();
    }
  });

  it('an empty answer says there is nothing to do', async () => {
    const { services } = servicesWith();
    render(<PortalRenderer portal={{ ...portal, widgets: portal.widgets.filter((w) => w.widgetType === 'todo') }} services={services} Chart={FakeChart} />);
    expect(await screen.findByText('Nothing to do')).toBeTruthy();
  });
});

describe('the quick menu widget', () => {
  const entries = [{ id: 'm1', title: 'Declarations' }, { id: 'm2', title: 'Ports' }, { id: 'm3', title: 'Reports' }];
  const quickPortal: PortalDefinition = { schemaVersion: 1, portalCode: 'q', portalName: 'q', widgets: [{ widgetId: 'quick', widgetType: 'quickMenu', x: 0, y: 0, w: 12, h: 3 }] };

  it('moves an entry to where it was dropped', () => {
    expect(reorderQuickMenu(['m1', 'm2', 'm3'], 'm3', 'm1')).toEqual(['m3', 'm1', 'm2']);
    expect(reorderQuickMenu(['m1', 'm2'], 'm1', 'gone')).toEqual(['m1', 'm2']);
  });

  it('removes an entry and saves the new list; a failed save puts the old one back', async () => {
    const save = vi.fn<QuickMenuService['save']>(async () => undefined);
    const quickMenu: QuickMenuService = { entries, candidates: [{ id: 'm4', title: 'Dashboards' }], save, open: vi.fn() };
    const { services } = servicesWith({ quickMenu });
    render(<PortalRenderer portal={quickPortal} services={services} Chart={FakeChart} />);
    const ids = () => screen.getAllByTestId('portal-quick-item').map((item) => item.dataset.menuId);
    await waitFor(() => expect(ids()).toEqual(['m1', 'm2', 'm3']));
    fireEvent.click(screen.getByLabelText('Remove Ports'));
    expect(save).toHaveBeenLastCalledWith(['m1', 'm3']);
    expect(ids()).toEqual(['m1', 'm3']);

    save.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByLabelText('Remove Reports'));
    await waitFor(() => expect(ids()).toEqual(['m1', 'm3']));
    fireEvent.click(screen.getByText('Declarations'));
    expect(quickMenu.open).toHaveBeenCalledWith('m1');
  });
});
