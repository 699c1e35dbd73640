import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { applyPortalOverride, chooseBasePortal, portalWidgetCodes, previewPortal, resolvePortal } from './resolvePortal';

const widget = (widgetId: string, widgetType: PortalWidget['widgetType'], extra: Partial<PortalWidget> = {}): PortalWidget => ({ widgetId, widgetType, x: 0, y: 0, w: 6, h: 4, ...extra });
const portal = (portalCode: string, widgets: PortalWidget[], extra: Partial<PortalDefinition> = {}): PortalDefinition => ({ schemaVersion: 1, portalCode, portalName: portalCode, widgets, ...extra });

const home = portal('home', [widget('todo', 'todo'), widget('news', 'announcement'), widget('quick', 'quickMenu')], { isDefault: true });
const clerkOverride = portal('home_clerk', [widget('todo', 'todo', { w: 12, limit: 10 }), widget('ports', 'report', { code: 'decl_by_port' })], { basePortalCode: 'home', roleCodes: ['clerk'], hiddenWidgetIds: ['news'] });
const auditorOverride = portal('home_audit', [widget('ports', 'report', { code: 'decl_by_month' }), widget('board', 'dashboard', { code: 'customs_board' })], { basePortalCode: 'home', roleCodes: ['auditor'] });
const managerBase = portal('managers', [widget('done', 'done')], { roleCodes: ['manager'] });
const ids = (widgets: ReadonlyArray<PortalWidget>) => widgets.map((w) => w.widgetId);

describe('the caller\'s portal', () => {
  it('gives a caller without a matching role the default base portal, unchanged', () => {
    const resolved = resolvePortal([clerkOverride, home, auditorOverride], ['admin']);
    expect(resolved?.basePortalCode).toBe('home');
    expect(resolved?.overrideCodes).toEqual([]);
    expect(resolved?.portal).toEqual(home);
  });

  it('applies an override of the caller\'s role: replaces the same widget in place, hides, and adds', () => {
    const resolved = resolvePortal([home, clerkOverride, auditorOverride], ['clerk']);
    expect(resolved?.overrideCodes).toEqual(['home_clerk']);
    expect(ids(resolved!.portal.widgets)).toEqual(['todo', 'quick', 'ports']);
    expect(resolved!.portal.widgets[0]).toMatchObject({ w: 12, limit: 10 });
    // The base's identity stays: the code, name and default flag are the base's.
    expect(resolved!.portal).toMatchObject({ portalCode: 'home', portalName: 'home', isDefault: true });
  });

  it('applies several overrides in portal-code order whatever order they came in; the later wins a shared widget', () => {
    const one = resolvePortal([clerkOverride, auditorOverride, home], ['clerk', 'auditor']);
    const other = resolvePortal([home, auditorOverride, clerkOverride], ['auditor', 'clerk']);
    expect(one).toEqual(other);
    expect(one?.overrideCodes).toEqual(['home_audit', 'home_clerk']);
    // home_clerk comes after home_audit, so its "ports" replaces home_audit's.
    expect(one!.portal.widgets.find((w) => w.widgetId === 'ports')?.code).toBe('decl_by_port');
    expect(ids(one!.portal.widgets)).toEqual(['todo', 'quick', 'ports', 'board']);
  });

  it('prefers a base portal for the caller\'s role over the default, and applies only that base\'s overrides', () => {
    const managerExtra = portal('managers_x', [widget('msg', 'message')], { basePortalCode: 'managers', roleCodes: ['manager'] });
    const resolved = resolvePortal([home, clerkOverride, managerBase, managerExtra], ['manager', 'clerk']);
    expect(resolved?.basePortalCode).toBe('managers');
    expect(resolved?.overrideCodes).toEqual(['managers_x']);
    expect(ids(resolved!.portal.widgets)).toEqual(['done', 'msg']);
  });

  it('answers nothing when there is no default and no base for the caller\'s roles', () => {
    expect(resolvePortal([], ['clerk'])).toBeUndefined();
    expect(resolvePortal([managerBase, clerkOverride], ['clerk'])).toBeUndefined();
    // An override alone is never a portal, even for its own role.
    expect(resolvePortal([clerkOverride], ['clerk'])).toBeUndefined();
  });

  it('picks among several defaults the first by code', () => {
    expect(chooseBasePortal([portal('zeta', [], { isDefault: true }), portal('alpha', [], { isDefault: true })], [])?.portalCode).toBe('alpha');
  });
});

describe('one override', () => {
  it('keeps a widget it hides when it defines its own version of it', () => {
    const merged = applyPortalOverride([widget('a', 'text'), widget('b', 'image')], { widgets: [widget('a', 'text', { content: 'mine' })], hiddenWidgetIds: ['a', 'b'] });
    expect(merged).toEqual([widget('a', 'text', { content: 'mine' })]);
  });
});

describe('preview as role', () => {
  const portals = [home, clerkOverride, auditorOverride];
  it('shows a base as a holder of the role sees it', () => {
    expect(ids(previewPortal(portals, 'home', 'clerk')!.portal.widgets)).toEqual(['todo', 'quick', 'ports']);
    expect(previewPortal(portals, 'home', undefined)?.portal).toEqual(home);
  });

  it('shows an override over its base even for a role it is not for', () => {
    const preview = previewPortal(portals, 'home_audit', 'clerk');
    expect(preview?.overrideCodes).toEqual(['home_clerk', 'home_audit']);
    expect(preview!.portal.widgets.find((w) => w.widgetId === 'ports')?.code).toBe('decl_by_month');
  });

  it('answers nothing for an unknown code or an override whose base is missing', () => {
    expect(previewPortal(portals, 'nope', 'clerk')).toBeUndefined();
    expect(previewPortal([clerkOverride], 'home_clerk', 'clerk')).toBeUndefined();
  });
});

describe('the widgets a portal draws', () => {
  it('lists report and dashboard codes once each, sorted', () => {
    const resolved = resolvePortal([home, clerkOverride, auditorOverride], ['auditor']);
    expect(portalWidgetCodes(resolved?.portal)).toEqual({ reportCodes: ['decl_by_month'], dashboardCodes: ['customs_board'] });
    expect(portalWidgetCodes(resolved)).toEqual({ reportCodes: ['decl_by_month'], dashboardCodes: ['customs_board'] });
    const twice = portal('p', [widget('r1', 'report', { code: 'b' }), widget('r2', 'report', { code: 'a' }), widget('r3', 'report', { code: 'b' }), widget('v', 'view', { code: 'list' })]);
    expect(portalWidgetCodes(twice)).toEqual({ reportCodes: ['a', 'b'], dashboardCodes: [] });
    expect(portalWidgetCodes(undefined)).toEqual({ reportCodes: [], dashboardCodes: [] });
  });
});
