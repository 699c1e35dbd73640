import { validateDefinition } from '@wharf/engine';
import type { PortalDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { placeNewBox } from '../../grid/gridModel';
import { scaffolds } from '../../kinds/scaffolds';
import { addPortalWidget, hiddenWidgetChoices, portalBoxes, portalColumns, portalWidgetSizes, removePortalWidget, setPortalBase, updatePortalSettings, updatePortalWidget, type PortalWidgetType } from './portalEdits';

const base: PortalDefinition = {
  ...scaffolds.portal('home', 'Home'),
  isDefault: true,
  widgets: [
    { widgetId: 'todo1', widgetType: 'todo', x: 0, y: 0, w: 6, h: 7, title: 'To-dos' },
    { widgetId: 'announcement1', widgetType: 'announcement', x: 6, y: 0, w: 6, h: 7 },
  ],
};

describe('portal edits', () => {
  it('adds each palette widget type inside the 12 columns, and the filled-in portal validates', () => {
    let portal = scaffolds.portal('clerk_home', 'Clerk home');
    for (const type of Object.keys(portalWidgetSizes) as PortalWidgetType[]) {
      portal = addPortalWidget(portal, type, placeNewBox(portalBoxes(portal), portalWidgetSizes[type], portalColumns, { x: 11, y: 0 }), type).portal;
    }
    expect(portal.widgets.every((widget) => widget.x + widget.w <= 12)).toBe(true);
    const fill: Partial<Record<PortalWidgetType, object>> = { report: { code: 'dec_by_port' }, dashboard: { code: 'customs_stats' }, view: { code: 'dec_list', limit: 10 }, form: { code: 'dec_form' }, iframe: { url: 'https://example.com' }, image: { url: '/logo.png' }, text: { content: '<p>Hello</p>' }, todo: { limit: 5 } };
    for (const widget of portal.widgets) portal = updatePortalWidget(portal, widget.widgetId, fill[widget.widgetType] ?? {});
    expect(validateDefinition('portal', portal, 'en_US')).toEqual([]);
    expect(validateDefinition('portal', removePortalWidget(portal, 'report1'), 'en_US')).toEqual([]);
  });

  it('a role override names its base and roles, hides base widgets, and is never the default portal', () => {
    let override = updatePortalSettings({ ...scaffolds.portal('clerk_home', 'Clerk home'), isDefault: true }, { roleCodes: ['clerk'] });
    override = setPortalBase(override, 'home');
    expect(override).not.toHaveProperty('isDefault');
    override = updatePortalSettings(override, { hiddenWidgetIds: ['announcement1'] });
    // A new widget of an override gets an id the base does not use, so it adds instead of replacing.
    override = addPortalWidget(override, 'todo', { x: 0, y: 0, w: 6, h: 7 }, 'Mine', base.widgets.map((widget) => widget.widgetId)).portal;
    expect(override.widgets.map((widget) => widget.widgetId)).toEqual(['todo2']);
    expect(override).toMatchObject({ basePortalCode: 'home', roleCodes: ['clerk'], hiddenWidgetIds: ['announcement1'] });
    expect(validateDefinition('portal', override, 'en_US')).toEqual([]);
    expect(hiddenWidgetChoices(base.widgets)).toEqual([{ widgetId: 'todo1', label: 'To-dos (todo1)' }, { widgetId: 'announcement1', label: 'announcement1' }]);

    // Choosing another base forgets what was hidden of the old one; no base at all hides nothing.
    expect(setPortalBase(override, 'other')).not.toHaveProperty('hiddenWidgetIds');
    expect(setPortalBase(override, 'home').hiddenWidgetIds).toEqual(['announcement1']);
    const own = setPortalBase(override, undefined);
    expect(own).not.toHaveProperty('basePortalCode');
    expect(own).not.toHaveProperty('hiddenWidgetIds');
    expect(updatePortalSettings(own, { roleCodes: [] })).not.toHaveProperty('roleCodes');
  });
});
