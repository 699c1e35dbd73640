import type { LocalisedText, ViewButton, ViewDefinition } from '@wharf/schemas';

/** One button permission point (`pageCode:permission`, spec §6) a view's buttons need. */
export interface ButtonPermissionPoint {
  /** The point as buttons name it and roles are granted it, e.g. `decl_view:add`. */
  permission: string;
  /** The name the role editor shows: the (first) button's name… */
  name: string;
  /** …and its translations (`buttonNameI18n`), for the point's titles per language. */
  nameI18n?: LocalisedText;
}

const permissionPattern = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
const maxPermissionLength = 200;

/** The key after `pageCode:` for a button without a permission: its code, else what it does. */
function buttonKey(button: Pick<ViewButton, 'buttonCode' | 'openType'>): string {
  return (button.buttonCode ?? button.openType).replace(/[^A-Za-z0-9_-]/g, '_');
}

/** `<viewCode>:<key>`, numbered `…_2`, `…_3` past the points already taken. */
function freePermission(viewCode: string, button: Pick<ViewButton, 'buttonCode' | 'openType'>, taken: ReadonlySet<string>): string {
  const base = `${viewCode}:${buttonKey(button)}`.slice(0, maxPermissionLength - 4);
  let permission = base;
  for (let n = 2; taken.has(permission); n += 1) permission = `${base}_${n}`;
  return permission;
}

/**
 * The permission point a button the builder adds to a view gets by default (issue 18 §3):
 * `<viewCode>:<buttonCode or openType>`, numbered past the points the view's other buttons name, so
 * the new button can be granted on its own. The view designer fills it in when the button is added
 * (the builder may change or clear it); buttons already saved are never given one, since a point on
 * them would lock them away from roles granted the view before.
 */
export function newButtonPermission(viewCode: string, button: Pick<ViewButton, 'buttonCode' | 'openType'>, otherButtons: ReadonlyArray<Pick<ViewButton, 'permission'>>): string {
  return freePermission(viewCode, button, new Set(otherButtons.flatMap((other) => (other.permission ? [other.permission] : []))));
}

/**
 * The view with every button carrying a permission point: a button that names none gets
 * `<viewCode>:<buttonCode or openType>` (a second button of the same key `…_2`, and so on), so each
 * button can be granted on its own. Buttons that already name a point keep it. Returns the same
 * object when nothing was missing.
 */
export function withButtonPermissions<V extends Pick<ViewDefinition, 'viewCode' | 'buttons'>>(view: V): V {
  const buttons = view.buttons ?? [];
  if (buttons.every((button) => button.permission)) return view;
  const taken = new Set(buttons.flatMap((button) => (button.permission ? [button.permission] : [])));
  const filled = buttons.map((button) => {
    if (button.permission) return button;
    const permission = freePermission(view.viewCode, button, taken);
    taken.add(permission);
    return { ...button, permission };
  });
  return { ...view, buttons: filled };
}

/**
 * The permission points a view's buttons name, one per distinct point, in button order: what the
 * menu entry of the view carries as its buttons (menu type 2), so roles can be granted each one.
 * A button naming none is open to whoever opens the view, so it has no point; a saved view's
 * buttons all name one (`withButtonPermissions`). Malformed points are left out.
 */
export function viewButtonPermissionPoints(view: Pick<ViewDefinition, 'buttons'>): ButtonPermissionPoint[] {
  const seen = new Set<string>();
  return (view.buttons ?? []).flatMap((button) => {
    const permission = button.permission;
    if (!permission || seen.has(permission) || !permissionPattern.test(permission) || permission.length > maxPermissionLength) return [];
    seen.add(permission);
    return [{ permission, name: button.buttonName, ...(button.buttonNameI18n ? { nameI18n: button.buttonNameI18n } : {}) }];
  });
}

/**
 * A view's buttons with the permission points named after the view moved to a new code: each
 * `<oldViewCode>:<key>` becomes `<newViewCode>:<key>`, so a copy of a view gets points of its own
 * instead of sharing the original's grants. Points naming another page stay. Returns the same
 * object when no button changed.
 */
export function withButtonPermissionsRenamed<V extends Pick<ViewDefinition, 'buttons'>>(view: V, oldViewCode: string, newViewCode: string): V {
  const prefix = `${oldViewCode}:`;
  const buttons = view.buttons ?? [];
  if (oldViewCode === newViewCode || !buttons.some((button) => button.permission?.startsWith(prefix))) return view;
  const renamed = buttons.map((button) => (button.permission?.startsWith(prefix) ? { ...button, permission: `${newViewCode}:${button.permission.slice(prefix.length)}` } : button));
  return { ...view, buttons: renamed };
}
