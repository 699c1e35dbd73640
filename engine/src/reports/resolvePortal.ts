import type { PortalDefinition, PortalWidget } from '@wharf/schemas';

/**
 * The portal a caller sees: a base portal with the role overrides that apply to them merged in.
 * `portal` keeps the base's code, name, type and titles; only its widgets change.
 */
export interface ResolvedPortal {
  portal: PortalDefinition;
  /** The base portal's code (the same as `portal.portalCode`). */
  basePortalCode: string;
  /** The overrides applied, in the order they were applied. */
  overrideCodes: string[];
}

const byCode = (a: PortalDefinition, b: PortalDefinition) => (a.portalCode < b.portalCode ? -1 : a.portalCode > b.portalCode ? 1 : 0);

function isForRoles(portal: PortalDefinition, roleCodes: ReadonlySet<string>): boolean {
  return (portal.roleCodes ?? []).some((code) => roleCodes.has(code));
}

/**
 * The base a caller gets: a base portal named for one of their roles (the more specific answer), else
 * the default base portal. Several candidates: the first by portal code, so the answer never depends
 * on the order the store returned them in. A base that is neither default nor for any role is shown
 * to nobody (it is only a base for overrides or a preview).
 */
export function chooseBasePortal(portals: ReadonlyArray<PortalDefinition>, roleCodes: ReadonlyArray<string>): PortalDefinition | undefined {
  const roles = new Set(roleCodes);
  const bases = portals.filter((portal) => !portal.basePortalCode).sort(byCode);
  return bases.find((portal) => isForRoles(portal, roles)) ?? bases.find((portal) => portal.isDefault === true);
}

/**
 * Applies one override to a list of widgets: the base widgets it hides go, a widget with the same
 * `widgetId` as one of its own is replaced in place (its own position and settings), its other
 * widgets are added after. A widget it both hides and redefines is its own version.
 */
export function applyPortalOverride(widgets: ReadonlyArray<PortalWidget>, override: Pick<PortalDefinition, 'widgets' | 'hiddenWidgetIds'>): PortalWidget[] {
  const hidden = new Set(override.hiddenWidgetIds ?? []);
  const own = new Map(override.widgets.map((widget) => [widget.widgetId, widget]));
  const kept = widgets.filter((widget) => !hidden.has(widget.widgetId) || own.has(widget.widgetId));
  const replaced = kept.map((widget) => own.get(widget.widgetId) ?? widget);
  const present = new Set(replaced.map((widget) => widget.widgetId));
  return [...replaced, ...override.widgets.filter((widget) => !present.has(widget.widgetId))];
}

/**
 * Merges into `base` every override of it whose roles meet `roleCodes`, in portal-code order (a
 * later override wins over an earlier one for the same widget).
 */
export function resolvePortalFrom(base: PortalDefinition, portals: ReadonlyArray<PortalDefinition>, roleCodes: ReadonlyArray<string>): ResolvedPortal {
  const roles = new Set(roleCodes);
  const overrides = portals.filter((portal) => portal.basePortalCode === base.portalCode && portal.portalCode !== base.portalCode && isForRoles(portal, roles)).sort(byCode);
  const widgets = overrides.reduce<PortalWidget[]>((merged, override) => applyPortalOverride(merged, override), [...base.widgets]);
  return { portal: { ...base, widgets }, basePortalCode: base.portalCode, overrideCodes: overrides.map((portal) => portal.portalCode) };
}

/**
 * The caller's portal from the tenant's published portals and the caller's role codes (see
 * `chooseBasePortal` and `resolvePortalFrom`); undefined when no portal is meant for them.
 */
export function resolvePortal(portals: ReadonlyArray<PortalDefinition>, roleCodes: ReadonlyArray<string>): ResolvedPortal | undefined {
  const base = chooseBasePortal(portals, roleCodes);
  return base ? resolvePortalFrom(base, portals, roleCodes) : undefined;
}

/**
 * "Preview as role": the portal `portalCode` (a base, or an override shown over its base) as a
 * holder of `roleCode` would see it. An override previewed is applied even when the role is not one
 * of its own, so a designer sees what they are designing. Undefined when the code (or its base) is
 * not among `portals`.
 */
export function previewPortal(portals: ReadonlyArray<PortalDefinition>, portalCode: string, roleCode: string | undefined): ResolvedPortal | undefined {
  const chosen = portals.find((portal) => portal.portalCode === portalCode);
  if (!chosen) return undefined;
  const base = chosen.basePortalCode ? portals.find((portal) => portal.portalCode === chosen.basePortalCode && !portal.basePortalCode) : chosen;
  if (!base) return undefined;
  const roles = roleCode ? [roleCode] : [];
  const resolved = resolvePortalFrom(base, portals, roles);
  if (chosen === base || resolved.overrideCodes.includes(chosen.portalCode)) return resolved;
  // The previewed override is not the role's: apply it last, after the role's own.
  return { portal: { ...resolved.portal, widgets: applyPortalOverride(resolved.portal.widgets, chosen) }, basePortalCode: base.portalCode, overrideCodes: [...resolved.overrideCodes, chosen.portalCode] };
}

/** The report widgets and dashboards a portal draws, each code once, sorted. */
export interface PortalWidgetCodes {
  reportCodes: string[];
  dashboardCodes: string[];
}

/**
 * The report widget codes and dashboard codes of a portal (or of a `ResolvedPortal`'s portal): the datasets module lets a
 * caller run a widget their portal shows, and the portal answer asks for their data in one batch.
 */
export function portalWidgetCodes(portalOrResolved: Pick<PortalDefinition, 'widgets'> | ResolvedPortal | undefined): PortalWidgetCodes {
  const portal = portalOrResolved && 'portal' in portalOrResolved ? portalOrResolved.portal : portalOrResolved;
  const codesOf = (type: PortalWidget['widgetType']) =>
    [...new Set((portal?.widgets ?? []).filter((widget) => widget.widgetType === type && widget.code).map((widget) => widget.code as string))].sort();
  return { reportCodes: codesOf('report'), dashboardCodes: codesOf('dashboard') };
}
