import { buildQuickApp, formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { checkDefinitionBody } from '../../definitions/checkBody';
import { designerGrants, requireDesign } from '../../definitions/designerAccess';
import { checkBeforePublish } from '../../definitions/publishChecks';
import { AppError } from '../../http/errors';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { resolveBusinessTable } from '../tables/businessTable';
import { quickAppMenuCodes, writeQuickAppMenus, type MenuPlace, type QuickAppMenus } from './quickAppMenus';

export interface QuickAppInput {
  formCode: string;
  viewCode: string;
  /** A menu the tenant holds (not a button), or… */
  menuParentId?: string;
  /** …the name of a new top-level folder: exactly one of the two. */
  newFolderName?: string;
}

export interface QuickAppResult extends QuickAppMenus {
  form: { id: string; code: string };
  view: { id: string; code: string };
}

/** A refusal whose own message says what is wrong (the designer shows it), with the place in `errors`. */
function refusal(path: string, code: string, args: unknown[], lang: Language): AppError {
  return new AppError(400, code, args, { errors: [{ path, code, message: formatMessage(code, lang, args) }] });
}

function menuPlaceOf(input: QuickAppInput, lang: Language): MenuPlace {
  const folderName = input.newFolderName?.trim();
  if (input.menuParentId && !folderName) return { parentId: input.menuParentId };
  if (folderName && !input.menuParentId) return { newFolderName: folderName };
  throw refusal('/body/menuParentId', 'quickApp/menu-place-required', [], lang);
}

/** Refuses codes already taken, naming the code: the form's and view's in the tenant, the menu's on the platform. */
async function assertCodesFree(trx: Knex.Transaction, who: Caller, input: QuickAppInput, place: MenuPlace, lang: Language): Promise<void> {
  for (const [kind, code, path] of [['form', input.formCode, '/body/formCode'], ['view', input.viewCode, '/body/viewCode']] as const) {
    if (await trx('eform_definition').where({ kind, code }).first('id')) throw refusal(path, 'quickApp/code-taken', [formatMessage(`quickApp/kind-${kind}`, lang), code], lang);
  }
  const codes = quickAppMenuCodes(who.tenantId, input.viewCode);
  const menuCodes = 'newFolderName' in place ? [codes.entry, codes.folder] : [codes.entry];
  const taken = await trx('sys_permission').whereIn('menu_code', menuCodes).first<{ menu_code: string } | undefined>('menu_code');
  if (taken) throw refusal('/body/viewCode', 'quickApp/menu-code-taken', [taken.menu_code], lang);
}

/** Stores a definition already published at version 1 (with its first revision), after the kind's schema, rules and publish check. */
async function storePublished(ctx: AppContext, trx: Knex.Transaction, who: Caller, kind: 'form' | 'view', code: string, name: string, draft: unknown, lang: Language): Promise<{ id: string; code: string }> {
  const { body, schemaVersion } = checkDefinitionBody(kind, code, draft, lang);
  await checkBeforePublish(ctx.publishChecks, trx, kind, body, lang);
  const common = { tenant_id: who.tenantId, name, schema_version: schemaVersion, body: JSON.stringify(body), created_by: who.userId };
  const [row] = await trx('eform_definition')
    .insert({ ...common, kind, code, status: 'published', version: 1, published_version: 1, updated_by: who.userId })
    .returning('id');
  await trx('eform_definition_revision').insert({ ...common, definition_id: row.id, version: 1 });
  return { id: row.id as string, code };
}

/**
 * The quick app (issue 18 §2): from a synced business table, one action stores and publishes a form
 * with a field per column and a list view with its query fields and default buttons (engine
 * `buildQuickApp`), and puts the view on the menu — under a menu the builder picked or a new folder —
 * with a menu button per permission point, ready to grant. Needs the table's, the form's and the
 * view's designer permissions (read, save and publish), checked here.
 *
 * Definitions are tenant rows (the app role, under row-level security) and menus platform records
 * (the owner): the menu transaction runs inside the tenant one and commits just before it, so any
 * refusal or failure on either side leaves nothing behind.
 */
export async function createQuickApp(ctx: AppContext, who: Caller, tableCode: string, input: QuickAppInput, lang: Language): Promise<QuickAppResult> {
  const grants = await designerGrants(ctx, who);
  requireDesign(grants, 'table', 'readSource');
  for (const kind of ['form', 'view'] as const) for (const action of ['save', 'publish'] as const) requireDesign(grants, kind, action);
  const place = menuPlaceOf(input, lang);
  const made = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const head = await trx('eform_definition').where({ kind: 'table', code: tableCode }).first<{ name: string } | undefined>('name');
    if (!head) throw new AppError(404, 'system/not-found');
    const table = await resolveBusinessTable(trx, tableCode);
    if (!table) throw refusal('/params/code', 'quickApp/table-not-synced', [tableCode], lang);
    if ('parentId' in place) {
      const parent = await grantedPermissions(trx, '', 'tenant-admin').where('p.id', place.parentId).whereNot('p.menu_type', '2').first('p.id');
      if (!parent) throw refusal('/body/menuParentId', 'menus/parent-not-found', [], lang);
    }
    await assertCodesFree(trx, who, input, place, lang);
    const app = buildQuickApp(table.definition, { formCode: input.formCode, viewCode: input.viewCode, lang });
    const form = await storePublished(ctx, trx, who, 'form', input.formCode, app.form.formName, app.form, lang);
    const view = await storePublished(ctx, trx, who, 'view', input.viewCode, app.view.viewName, app.view, lang);
    const menus = await ctx.owner.transaction((owner) => writeQuickAppMenus(owner, who, { viewCode: input.viewCode, title: app.menuTitle, ...(app.menuTitleI18n ? { titleI18n: app.menuTitleI18n } : {}), place, permissionPoints: app.permissionPoints }));
    return { form, view, ...menus };
  });
  // The tenant's administrators hold the new points at once: answers kept from the old grants
  // (the builder's own button permissions, the list page's held buttons) are dropped.
  grantsChanged();
  return made;
}
