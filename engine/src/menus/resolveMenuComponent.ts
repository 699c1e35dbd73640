import type { MenuItem } from './types';

/** The component kinds a menu entry can open (spec §2 "Component kinds"). */
export type MenuComponentKind =
  | 'viewLayout'
  | 'reportWidgetCard'
  | 'formAddTab'
  | 'workflowRedirectTab'
  | 'externalFrame'
  | 'pluginLayout'
  | 'dashboard'
  | 'unknown';

/** What the web app needs to mount a menu entry's page. */
export interface ResolvedMenuComponent {
  kind: MenuComponentKind;
  /** The view, widget, form or dashboard code, or the process definition id, taken from the path. */
  code?: string;
  /** componentProps as query parameters (form, view and report kinds). */
  query?: Record<string, string>;
  /** componentProps as component props (every other kind). */
  props?: Record<string, string>;
  /** The address of an external frame (still with placeholders; see `fillRedirectUrl`). */
  url?: string;
}

/**
 * The component names (last segment of `component`) each kind answers to. The web app registers its
 * pages under these names; keeping the table here means the menu data and the router agree.
 */
export const menuComponentNames: Readonly<Record<Exclude<MenuComponentKind, 'unknown'>, ReadonlyArray<string>>> = {
  viewLayout: ['ViewLayoutRedirect', 'ViewLayout'],
  reportWidgetCard: ['ReportWidgetCard', 'WidgetCardRedirect'],
  formAddTab: ['FormRedirectAddTab', 'FormAddTab'],
  workflowRedirectTab: ['WorkflowRedirectTab', 'FlowRedirectTab'],
  externalFrame: ['IframePageView', 'ExternalFrame'],
  pluginLayout: ['PluginLayout'],
  dashboard: ['DashboardView', 'Dashboard'],
};

const kindByName = new Map<string, MenuComponentKind>(
  Object.entries(menuComponentNames).flatMap(([kind, names]) => names.map((name) => [name.toLowerCase(), kind as MenuComponentKind])),
);

// Only these kinds pass componentProps as query parameters (colCode, queryValue); the rest get props.
const queryKinds: ReadonlySet<MenuComponentKind> = new Set(['formAddTab', 'viewLayout', 'reportWidgetCard']);
// Kinds whose code is the last path segment of the menu path.
const codeKinds: ReadonlySet<MenuComponentKind> = new Set(['viewLayout', 'reportWidgetCard', 'formAddTab', 'workflowRedirectTab', 'pluginLayout', 'dashboard']);

function lastSegment(text: string): string {
  const withoutQuery = text.split(/[?#]/)[0] ?? '';
  return withoutQuery.split('/').filter(Boolean).pop() ?? '';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Which page a menu entry opens and with what (spec §2):
 * the view layout's last path segment is the view code; report widget card and form add tab take
 * the widget or form code the same way, a dashboard its dashboard code; the workflow redirect tab's segment is a process definition
 * id whose ':' was stored as '@' (route paths cannot hold ':'), so '@' becomes ':' again;
 * componentProps become query parameters for form, view and report kinds, else component props.
 * An unrecognised component gives kind 'unknown' so the caller can show its fallback page.
 */
export function resolveMenuComponent(item: Pick<MenuItem, 'path' | 'component' | 'componentProps' | 'meta'>): ResolvedMenuComponent {
  const kind = kindByName.get(lastSegment(item.component ?? '').toLowerCase()) ?? 'unknown';
  const resolved: ResolvedMenuComponent = { kind };
  if (codeKinds.has(kind)) {
    const segment = decodeSegment(lastSegment(item.path ?? ''));
    resolved.code = kind === 'workflowRedirectTab' ? segment.replaceAll('@', ':') : segment;
  }
  if (kind === 'externalFrame' && item.meta?.url) resolved.url = item.meta.url;
  const pairs = Object.fromEntries((item.componentProps ?? []).filter((p) => p && p.label).map((p) => [p.label, String(p.value ?? '')]));
  if (Object.keys(pairs).length > 0) {
    if (queryKinds.has(kind)) resolved.query = pairs;
    else resolved.props = pairs;
  }
  return resolved;
}
