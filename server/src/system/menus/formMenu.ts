import { formatMessage, menuComponentNames, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { grantedPermissions } from '../grantedPermissions';

export interface FormMenuInput {
  /** The menu the new entry goes under: one the tenant holds (not a button). */
  parentId: string;
  /** The entry's title, the same in every language until someone translates it. */
  title: string;
  menuCode: string;
}

const formAddTabComponent = `eform/${menuComponentNames.formAddTab[0]}`;

async function checkPlacement(trx: Knex.Transaction, formCode: string, input: FormMenuInput, lang: Language): Promise<void> {
  const issue = (path: string, code: string, args: unknown[] = []) => new ValidationFailed([{ path, code, message: formatMessage(code, lang, args) }]);
  const form = await trx('eform_definition').where({ kind: 'form', code: formCode }).whereNotNull('published_version').first('id');
  if (!form) throw issue('/params/formCode', 'menus/form-not-published', [formCode]);
  const parent = await grantedPermissions(trx, '', 'tenant-admin').where('p.id', input.parentId).whereNot('p.menu_type', '2').first('p.id');
  if (!parent) throw issue('/body/parentId', 'menus/parent-not-found');
}

/**
 * Puts a published form on the tenant's menu (issue: "publish it and put it on a menu"): a
 * form-add-tab entry under a menu the tenant holds. Menus are platform records, so the entry joins
 * the tenant's own product package (`tenant_<tenantCode>`), which only that tenant holds: its
 * administrators see it at once, other users once a role is granted it.
 */
export async function addFormMenu(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'userId'>, formCode: string, input: FormMenuInput, lang: Language): Promise<{ id: string; menuCode: string; path: string }> {
  await withTenant(ctx.db, who.tenantId, (trx) => checkPlacement(trx, formCode, input, lang));
  // Platform tables (menus, product packages) are written by the owner, after the checks above.
  return ctx.owner.transaction(async (trx) => {
    const tenant = await trx('sys_tenant').where({ id: who.tenantId }).first<{ tenant_code: string; tenant_name: string }>('tenant_code', 'tenant_name');
    const path = `/eform/form/${formCode}`;
    const titles = { zhCn: input.title, enUs: input.title, thTh: input.title, zhTw: input.title };
    const [menu] = await answeringUniqueViolations(lang, () =>
      trx('sys_permission')
        .insert({ parent_id: input.parentId, name: input.menuCode, menu_code: input.menuCode, menu_type: '1', path, component: formAddTabComponent, back_flag: '0', titles: JSON.stringify(titles), created_by: who.userId, updated_by: who.userId })
        .returning('id'),
    );
    const productCode = `tenant_${tenant!.tenant_code}`.slice(0, 64);
    await trx('sys_product_package').insert({ product_code: productCode, product_name: tenant!.tenant_name, description: `Menus ${tenant!.tenant_name} added itself` }).onConflict('product_code').ignore();
    const { id: packageId } = (await trx('sys_product_package').where({ product_code: productCode }).first<{ id: string }>('id'))!;
    await trx('sys_package_permission').insert({ package_id: packageId, permission_id: menu.id });
    await trx('sys_tenant_package').insert({ tenant_id: who.tenantId, package_id: packageId }).onConflict(['tenant_id', 'package_id']).ignore();
    return { id: menu.id as string, menuCode: input.menuCode, path };
  });
}
