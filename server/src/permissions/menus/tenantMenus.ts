import { definitionDesignerPermissions, formatMessage, menuKinds, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { heldPermissionsOf } from '../../platform/access/callerPermissions';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { addMenu, deleteMenu, editMenu } from './menuOperations';
import type { MenuInput, MenuRecord } from './menuRecord';
import { ownMenuIds, ownPackageId } from './tenantPackage';

/**
 * Who may manage their tenant's own menus (issue 18 §3): tenant administrators, holders of the
 * menu editor's permission, and the builders who may put pages on a menu (each menu kind's
 * publish permission, engine `menuPages`).
 */
const menuBuilderPermissions: readonly string[] = ['systemMenu:edit', ...new Set(menuKinds.map((kind) => definitionDesignerPermissions[kind].publish))];

/** Refuses (403) a caller who builds no menus; visitor sessions build nothing. */
export async function assertMenuBuilder(ctx: AppContext, who: Caller): Promise<void> {
  if (who.scope) throw new AppError(403, 'system/access-denied');
  const held = await heldPermissionsOf(ctx, who);
  if (!held.isAll && !menuBuilderPermissions.some((perm) => held.perms.has(perm))) throw new AppError(403, 'system/access-denied');
}

/** A new parent must be nothing (a top-level folder) or a menu the tenant holds, never a button. */
async function checkTenantParent(ctx: AppContext, who: Caller, parentId: string | null, lang: Language): Promise<void> {
  if (parentId === null) return;
  const parent = await withTenant(ctx.db, who.tenantId, (trx) => grantedPermissions(trx, '', 'tenant-admin').where('p.id', parentId).first<{ menu_type: string } | undefined>('p.menu_type'));
  if (!parent) throw new ValidationFailed([{ path: '/body/parentId', code: 'menus/parent-not-found', message: formatMessage('menus/parent-not-found', lang) }]);
}

/** The menu must be one the tenant made: another tenant's is not found, the operator's is refused with why. */
async function assertOwnMenu(ctx: AppContext, who: Caller, id: string): Promise<void> {
  const held = await withTenant(ctx.db, who.tenantId, (trx) => grantedPermissions(trx, '', 'tenant-admin').where('p.id', id).first('p.id'));
  if (!held) throw notFound();
  if ((await ownMenuIds(ctx.owner, who.tenantId, [id])).length === 0) throw new AppError(403, 'menus/not-own-menu');
}

/**
 * A tenant builder adds a menu folder, entry or button (a top-level one too) to the tenant's own
 * package. Platform tables are written by the owner, after the checks.
 */
export async function addTenantMenu(ctx: AppContext, who: Caller, menu: MenuInput, lang: Language): Promise<MenuRecord> {
  await assertMenuBuilder(ctx, who);
  await checkTenantParent(ctx, who, menu.parentId, lang);
  const added = await ctx.owner.transaction(async (trx: Knex.Transaction) => {
    const record = await addMenu(trx, who.userId, menu, lang);
    await trx('sys_package_permission').insert({ package_id: await ownPackageId(trx, who.tenantId), permission_id: record.id }).onConflict(['package_id', 'permission_id']).ignore();
    return record;
  });
  grantsChanged();
  return added;
}

/** A tenant builder renames or moves a menu the tenant made (under a menu it holds, or to the top). */
export async function editTenantMenu(ctx: AppContext, who: Caller, id: string, menu: MenuInput, lang: Language): Promise<MenuRecord> {
  await assertMenuBuilder(ctx, who);
  await assertOwnMenu(ctx, who, id);
  await checkTenantParent(ctx, who, menu.parentId, lang);
  const edited = await ctx.owner.transaction((trx: Knex.Transaction) => editMenu(trx, who.userId, id, menu, lang));
  grantsChanged();
  return edited;
}

/**
 * A tenant builder deletes a menu the tenant made, with everything under it; refused (403, saying
 * why) when anything under it is not the tenant's own (the operator put it there).
 */
export async function deleteTenantMenu(ctx: AppContext, who: Caller, id: string): Promise<void> {
  await assertMenuBuilder(ctx, who);
  await assertOwnMenu(ctx, who, id);
  await ctx.owner.transaction(async (trx: Knex.Transaction) => {
    const subtree = await trx.raw<{ rows: Array<{ id: string }> }>(
      'with recursive tree(id) as (select ?::uuid union select p.id from sys_permission p join tree t on p.parent_id = t.id) select id from tree',
      [id],
    );
    const ids = subtree.rows.map((row) => row.id);
    if ((await ownMenuIds(trx, who.tenantId, ids)).length !== ids.length) throw new AppError(403, 'menus/not-own-menu');
    await deleteMenu(trx, id);
  });
  grantsChanged();
}
