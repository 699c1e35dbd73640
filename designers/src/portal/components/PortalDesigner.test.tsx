import { fireEvent, screen, waitFor } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, en, missingKeys, renderWithI18n } from '../../form/testSupport';
import { scaffolds } from '../../kinds/scaffolds';
import type { PortalDesignerServices } from '../types';
import { PortalDesigner } from './PortalDesigner';

const baseWidgets: PortalWidget[] = [
  { widgetId: 'todo1', widgetType: 'todo', x: 0, y: 0, w: 6, h: 7, title: 'To-dos' },
  { widgetId: 'announcement1', widgetType: 'announcement', x: 6, y: 0, w: 6, h: 7, title: 'News' },
];

function stubServices(): PortalDesignerServices & { saved: PortalDefinition[] } {
  const saved: PortalDefinition[] = [];
  return {
    saved,
    save: vi.fn(async (definition: PortalDefinition) => {
      saved.push(definition);
    }),
    listCodes: {
      report: vi.fn(async () => [{ code: 'dec_by_port', name: 'Declarations by port' }]),
      view: vi.fn(async () => [{ code: 'dec_list', name: 'Declarations' }]),
    },
    listPortals: vi.fn(async () => [{ code: 'home', name: 'Home' }, { code: 'clerk_home', name: 'Clerk home' }]),
    baseWidgets: vi.fn(async (code: string) => (code === 'home' ? baseWidgets : [])),
    listRoles: vi.fn(async () => [{ code: 'clerk', name: 'Clerk' }]),
  };
}

const saveButton = () => screen.getByTestId('grid-design-save') as HTMLButtonElement;

describe('PortalDesigner', { timeout: 60_000 }, () => {
  it('makes a role override of a base portal: roles, hidden base widgets, and an added report widget; saves a valid portal', async () => {
    const services = stubServices();
    renderWithI18n(<PortalDesigner definition={scaffolds.portal('clerk_home', 'Clerk home')} services={services} />);
    await waitFor(() => expect(services.listPortals).toHaveBeenCalled());

    // The portal itself is not offered as its own base.
    await chooseOption(en('designer.portal.basePortalCode'), 'Home (home)');
    await waitFor(() => expect(services.baseWidgets).toHaveBeenCalledWith('home'));
    expect(screen.queryByTitle('Clerk home (clerk_home)')).toBeNull();
    await chooseOption(en('designer.portal.roleCodes'), 'Clerk (clerk)');
    await chooseOption(en('designer.portal.hiddenWidgetIds'), 'News (announcement1)');

    fireEvent.click(document.querySelector<HTMLElement>('[data-palette-type="report"]')!);
    // Not todo1/report1 of the base: a new widget of an override adds, it does not replace.
    await waitFor(() => expect(document.querySelector('[data-panel="widget:report1"]')).not.toBeNull());
    await chooseOption(en('designer.portal.widget.code.report'), 'Declarations by port (dec_by_port)');
    fireEvent.click(document.querySelector<HTMLElement>('[data-palette-type="todo"]')!);
    await waitFor(() => expect(document.querySelector('[data-panel="widget:todo2"]')).not.toBeNull());
    fireEvent.change(screen.getByRole('spinbutton', { name: en('designer.portal.widget.limit') }), { target: { value: '5' } });

    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    const saved = services.saved[0]!;
    expect(saved).toMatchObject({ basePortalCode: 'home', roleCodes: ['clerk'], hiddenWidgetIds: ['announcement1'] });
    expect(saved.widgets.map((widget) => [widget.widgetId, widget.widgetType, widget.code, widget.limit])).toEqual([['report1', 'report', 'dec_by_port', undefined], ['todo2', 'todo', undefined, 5]]);
    expect(saved.widgets.every((widget) => widget.x + widget.w <= 12)).toBe(true);
    expect(validateDefinition('portal', saved, 'en_US')).toEqual([]);
    expect([...missingKeys]).toEqual([]);
  });

  it('an override is never the default portal; portal type 2 is the simple layout', async () => {
    const services = stubServices();
    renderWithI18n(<PortalDesigner definition={{ ...scaffolds.portal('clerk_home', 'Clerk home'), isDefault: true }} services={services} />);
    const isDefault = screen.getByRole('switch', { name: en('designer.portal.isDefault') });
    expect(isDefault.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: en('designer.portal.type2') }));
    await chooseOption(en('designer.portal.basePortalCode'), 'Home (home)');
    await waitFor(() => expect(isDefault.getAttribute('aria-checked')).toBe('false'));
    expect((isDefault as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveButton());
    await waitFor(() => expect(services.saved).toHaveLength(1));
    expect(services.saved[0]).toEqual({ schemaVersion: 1, portalCode: 'clerk_home', portalName: 'Clerk home', widgets: [], portalType: '2', basePortalCode: 'home' });
  });

  it('draws a widget through the host\'s live preview where it gives one, and a card naming the rest', async () => {
    const widgets: PortalWidget[] = [
      { widgetId: 'chart', widgetType: 'report', code: 'dec_by_port', x: 0, y: 0, w: 6, h: 4 },
      { widgetId: 'todos', widgetType: 'todo', x: 6, y: 0, w: 6, h: 4 },
    ];
    const renderWidget = (widget: PortalWidget) => (widget.widgetType === 'report' ? <div data-testid={`live-${widget.code}`} /> : undefined);
    renderWithI18n(<PortalDesigner definition={{ ...scaffolds.portal('home', 'Home'), widgets }} services={stubServices()} renderWidget={renderWidget} />);
    await waitFor(() => expect(screen.getByTestId('live-dec_by_port')).toBeTruthy());
    expect(document.querySelector('[data-box-id="chart"] [data-widget-placeholder]')).toBeNull();
    expect(document.querySelector('[data-box-id="todos"] [data-widget-placeholder="todo"]')).not.toBeNull();
  });
});
