import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakePermissions, grantOf } from './fakeSession';

/** Every button the seeded menus define (`seeds/menus.json`), which the server knows in every tenant. */
export const seededButtons: readonly string[] = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'seeds', 'menus.json'), 'utf8')) as { menus: Array<{ perms?: string }> }
).menus.flatMap((menu) => (menu.perms ? [menu.perms] : []));

/**
 * A permission list shaped as the server sends it (`server/src/permissions/permissionMenu.ts`): the
 * user's own buttons in `auth`, and in `allAuth` every known button as a rule in force (status
 * '1'), so a screen shows only what the user holds, as in the running product.
 */
export function permissionListOf(menu: unknown[], buttons: readonly string[], knownButtons: readonly string[] = seededButtons) {
  return fakePermissions(menu, { auth: buttons.map(grantOf), allAuth: [...new Set([...knownButtons, ...buttons])].map(grantOf) });
}
