import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import { nextBoxId, packBoxes, type GridBox, type GridSize } from '../../grid/gridModel';

/** A portal is laid out on 12 columns (spec §9). */
export const portalColumns = 12;
/** The row height and gap the designer draws portals with (pixels): the portal runtime's. */
export const portalRowHeight = 60;
export const portalMargin = 12;

export type PortalWidgetType = PortalWidget['widgetType'];

/** The palette's widget types in their order, with the size a new one takes. */
export const portalWidgetSizes: Readonly<Record<PortalWidgetType, GridSize>> = {
  report: { w: 6, h: 5 },
  dashboard: { w: 12, h: 8 },
  view: { w: 12, h: 5 },
  form: { w: 3, h: 2 },
  quickMenu: { w: 12, h: 3 },
  todo: { w: 6, h: 5 },
  done: { w: 6, h: 5 },
  announcement: { w: 6, h: 5 },
  message: { w: 6, h: 5 },
  iframe: { w: 12, h: 6 },
  text: { w: 6, h: 3 },
  image: { w: 4, h: 3 },
};

/** Types that show a definition and name it by code (the schema requires `code` for them). */
export const codedWidgetTypes = ['report', 'dashboard', 'view', 'form'] as const satisfies readonly PortalWidgetType[];
export type CodedWidgetType = (typeof codedWidgetTypes)[number];
/** Types that list rows and take a `limit`. */
export const listWidgetTypes = ['view', 'todo', 'done', 'announcement', 'message'] as const satisfies readonly PortalWidgetType[];

export const isCodedType = (type: PortalWidgetType): type is CodedWidgetType => (codedWidgetTypes as readonly string[]).includes(type);
export const isListType = (type: PortalWidgetType) => (listWidgetTypes as readonly string[]).includes(type);

/** The grid boxes of a portal's widgets. */
export function portalBoxes(portal: PortalDefinition): GridBox[] {
  return portal.widgets.map((widget) => ({ id: widget.widgetId, x: widget.x, y: widget.y, w: widget.w, h: widget.h }));
}

/**
 * `portal` with a new widget of `type` at `box`. Its id is new to the portal and, for a role override,
 * to the base portal too (`baseWidgetIds`), so it is added rather than replacing a base widget by accident.
 */
export function addPortalWidget(portal: PortalDefinition, type: PortalWidgetType, box: Omit<GridBox, 'id'>, title: string, baseWidgetIds: readonly string[] = []): { portal: PortalDefinition; widgetId: string } {
  const widgetId = nextBoxId(type, [...portal.widgets.map((widget) => widget.widgetId), ...baseWidgetIds]);
  const widget: PortalWidget = { widgetId, widgetType: type, ...box, title };
  if (type === 'text') widget.content = '';
  if (type === 'iframe' || type === 'image') widget.url = '';
  return { portal: withBoxes({ ...portal, widgets: [...portal.widgets, widget] }), widgetId };
}

/** `portal` without the widget `widgetId`. */
export function removePortalWidget(portal: PortalDefinition, widgetId: string): PortalDefinition {
  return withBoxes({ ...portal, widgets: portal.widgets.filter((widget) => widget.widgetId !== widgetId) });
}

/** `portal` with the widgets placed as `boxes` say. */
export function layOutPortal(portal: PortalDefinition, boxes: readonly GridBox[]): PortalDefinition {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  return {
    ...portal,
    widgets: portal.widgets.map((widget) => {
      const box = byId.get(widget.widgetId);
      return box ? { ...widget, x: box.x, y: box.y, w: box.w, h: box.h } : widget;
    }),
  };
}

/** `portal` with the widget `widgetId` changed by `patch` (a key set to undefined is removed). */
export function updatePortalWidget(portal: PortalDefinition, widgetId: string, patch: Partial<Omit<PortalWidget, 'widgetType' | 'x' | 'y' | 'w' | 'h'>>): PortalDefinition {
  return { ...portal, widgets: portal.widgets.map((widget) => (widget.widgetId === widgetId ? withoutUndefined({ ...widget, ...patch }) : widget)) };
}

/** The portal's own settings (name, titles, type, default) changed by `patch`. */
export function updatePortalSettings(portal: PortalDefinition, patch: Partial<Pick<PortalDefinition, 'portalName' | 'titleI18n' | 'portalType' | 'isDefault' | 'roleCodes' | 'hiddenWidgetIds'>>): PortalDefinition {
  const next = withoutUndefined({ ...portal, ...patch });
  if (next.roleCodes?.length === 0) delete next.roleCodes;
  if (next.hiddenWidgetIds?.length === 0) delete next.hiddenWidgetIds;
  return next;
}

/**
 * `portal` made a role override of `baseCode` (or, with none, a portal of its own again). An override
 * is never the default portal (the default is a base everyone falls back to); a portal without a base
 * hides nothing.
 */
export function setPortalBase(portal: PortalDefinition, baseCode: string | undefined): PortalDefinition {
  const { basePortalCode: _base, hiddenWidgetIds: _hidden, isDefault, ...rest } = portal;
  if (!baseCode) return withoutUndefined({ ...rest, isDefault });
  const keepsHidden = portal.basePortalCode === baseCode && portal.hiddenWidgetIds?.length ? { hiddenWidgetIds: portal.hiddenWidgetIds } : {};
  return { ...rest, basePortalCode: baseCode, ...keepsHidden };
}

/** The base widgets an override may hide, by id and a readable label. */
export function hiddenWidgetChoices(baseWidgets: readonly PortalWidget[]): Array<{ widgetId: string; label: string }> {
  return baseWidgets.map((widget) => ({ widgetId: widget.widgetId, label: widget.title ? `${widget.title} (${widget.widgetId})` : widget.widgetId }));
}

function withBoxes(portal: PortalDefinition): PortalDefinition {
  return layOutPortal(portal, packBoxes(portalBoxes(portal), portalColumns));
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
