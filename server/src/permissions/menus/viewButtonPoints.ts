import { menuEntryOf, menuTitlesOf, viewButtonPermissionPoints, type ButtonPermissionPoint } from '@wharf/engine';
import type { Knex } from 'knex';
import { ownMenuIds, ownPackageId } from './tenantPackage';

interface EntryRow {
  id: string;
  menu_code: string;
}

/** A free menu code for a point's button: `<entry code>_<point key>`, numbered when taken (codes are platform-wide). */
async function freeButtonCode(owner: Knex.Transaction, entryCode: string, permission: string): Promise<string> {
  const base = `${entryCode}_${permission.split(':')[1] ?? 'button'}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 95);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await owner('sys_permission').where({ menu_code: candidate }).first('id'))) return candidate;
  }
}

/**
 * Gives each menu entry of a view in the tenant (the entries that open `/eform/view/<code>` and the
 * tenant's packages hold) one button (menu type 2) per permission point of the view's buttons
 * (engine `viewButtonPermissionPoints`, issue 18 §3): a missing point joins the tenant's own
 * package (so the tenant's roles can be granted it, and no other tenant sees it), a renamed or retranslated button renames its point, and a
 * point the tenant made that no button names any more is removed with its grants. Buttons the
 * operator made are left alone. Runs on the owner connection (menus are platform records); safe to
 * run again.
 */
export async function syncViewButtonPoints(owner: Knex.Transaction, tenantId: string, userId: string, view: { viewCode: string; buttons?: unknown }): Promise<void> {
  const points: ButtonPermissionPoint[] = viewButtonPermissionPoints(view as Parameters<typeof viewButtonPermissionPoints>[0]);
  const entries = await owner('sys_permission as p')
    .where('p.path', menuEntryOf('view', view.viewCode).path)
    .whereIn('p.id', owner('sys_package_permission as pp').join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id').where('tp.tenant_id', tenantId).select('pp.permission_id'))
    .select<EntryRow[]>('p.id', 'p.menu_code');
  for (const entry of entries) {
    const buttons = await owner('sys_permission').where({ parent_id: entry.id, menu_type: '2' }).select<Array<{ id: string; perms: string | null; name: string; titles: Record<string, string> }>>('id', 'perms', 'name', 'titles');
    const byPerms = new Map(buttons.flatMap((button) => (button.perms ? [[button.perms, button] as const] : [])));
    for (const [index, point] of points.entries()) {
      const existing = byPerms.get(point.permission);
      // Titled in each language the button's name is translated into, else its name (engine menuTitlesOf).
      const wantedTitles = menuTitlesOf(point.name, point.nameI18n);
      const titles = JSON.stringify(wantedTitles);
      if (existing) {
        const isRetitled = (Object.keys(wantedTitles) as Array<keyof typeof wantedTitles>).some((key) => existing.titles?.[key] !== wantedTitles[key]);
        if (existing.name !== point.name || isRetitled) await owner('sys_permission').where({ id: existing.id }).update({ name: point.name, titles, updated_by: userId, updated_at: owner.fn.now() });
        continue;
      }
      const [added] = await owner('sys_permission')
        .insert({ parent_id: entry.id, name: point.name, menu_code: await freeButtonCode(owner, entry.menu_code, point.permission), menu_type: '2', perms: point.permission, perms_type: '1', sort_no: index, back_flag: '0', titles, created_by: userId, updated_by: userId })
        .returning<Array<{ id: string }>>('id');
      await owner('sys_package_permission').insert({ package_id: await ownPackageId(owner, tenantId), permission_id: added!.id }).onConflict(['package_id', 'permission_id']).ignore();
    }
    // Points of this view no button names any more, made by the tenant (never the operator's).
    const wanted = new Set(points.map((point) => point.permission));
    const stale = buttons.filter((button) => button.perms?.startsWith(`${view.viewCode}:`) && !wanted.has(button.perms)).map((button) => button.id);
    const removable = stale.length === 0 ? [] : await ownMenuIds(owner, tenantId, stale);
    if (removable.length > 0) await owner('sys_permission').whereIn('id', removable).delete();
  }
}
