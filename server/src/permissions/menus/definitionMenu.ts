import { canDesign, formatMessage, menuEntryOf, type Language, type MenuKind } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied, notFound, ValidationFailed } from '../../http/errors';
import { heldPermissionsOf } from '../../platform/access/callerPermissions';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { ownPackageId } from './tenantPackage';
import { syncViewButtonPoints } from './viewButtonPoints';

export interface FormMenuInput {
  /** The menu the new entry goes under: one the tenant holds (not a button). */
  parentId: string;
  /** The entry's title, the same in every language until someone translates it. */
  title: string;
  menuCode: string;
}


/** Checks the placement; answers the published body (a view's buttons give the entry its permission points). */
async function checkPlacement(trx: Knex.Transaction, kind: MenuKind, code: string, input: FormMenuInput, lang: Language): Promise<unknown> {
  const issue = (path: string, messageCode: string, args: unknown[] = []) => new ValidationFailed([{ path, code: messageCode, message: formatMessage(messageCode, lang, args) }]);
  const definition = await trx('eform_definition as d')
    .leftJoin('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': kind, 'd.code': code })
    .first<{ published_version: number | null; body: unknown } | undefined>('d.published_version', 'r.body');
  if (!definition) throw notFound();
  if (definition.published_version === null) throw issue('/params/code', `menus/${kind}-not-published`, [code]);
  const parent = await grantedPermissions(trx, '', 'tenant-admin').where('p.id', input.parentId).whereNot('p.menu_type', '2').first('p.id');
  if (!parent) throw issue('/body/parentId', 'menus/parent-not-found');
  return definition.body;
}

/**
 * Puts a published form or view on the tenant's menu (issues: "publish it and put it on a menu"):
 * a form-add-tab or view-layout entry under a menu the tenant holds. Menus are platform records, so the entry joins
 * the tenant's own product package (`tenant_<tenantCode>`), which only that tenant holds: its
 * administrators see it at once, other users once a role is granted it. Putting a page on the menu
 * opens it to users, so it takes the kind's publish permission (403 otherwise).
 */
export async function addDefinitionMenu(ctx: AppContext, who: Caller, kind: MenuKind, code: string, input: FormMenuInput, lang: Language): Promise<{ id: string; menuCode: string; path: string }> {
  // The kind's publish permission (engine `canDesign`, as the definition store asks it); visitors design nothing.
  if (who.scope || !canDesign(await heldPermissionsOf(ctx, who), kind, 'publish')) throw accessDenied();
  const publishedBody = await withTenant(ctx.db, who.tenantId, (trx) => checkPlacement(trx, kind, code, input, lang));
  // Platform tables (menus, product packages) are written by the owner, after the checks above.
  return ctx.owner.transaction(async (trx) => {
    // What the entry opens (a form's add tab, a view's list page): the engine's `menuPages`.
    const { component, path } = menuEntryOf(kind, code);
    const titles = { zhCn: input.title, enUs: input.title, thTh: input.title, zhTw: input.title };
    const [menu] = await answeringUniqueViolations(lang, () =>
      trx('sys_permission')
        .insert({ parent_id: input.parentId, name: input.menuCode, menu_code: input.menuCode, menu_type: '1', path, component, back_flag: '0', titles: JSON.stringify(titles), created_by: who.userId, updated_by: who.userId })
        .returning('id'),
    );
    await trx('sys_package_permission').insert({ package_id: await ownPackageId(trx, who.tenantId), permission_id: menu.id });
    // A view's entry carries a button per permission point of the view's buttons, ready to grant.
    if (kind === 'view') await syncViewButtonPoints(trx, who.tenantId, who.userId, { viewCode: code, buttons: (publishedBody as { buttons?: unknown } | undefined)?.buttons });
    return { id: menu.id as string, menuCode: input.menuCode, path };
  });
}
