import type { TestApp } from './testApp';
import { tenantIdOf } from './eformDataSources';

/**
 * Puts published views on the tenant's menu (under the customs menu, as a tenant's builder does)
 * and grants those entries to a role, so the role's users may read the views (views are readable
 * through the menus that open them, see server/src/eform/views/viewAccess.ts).
 */
export async function grantViewMenus(app: TestApp, adminToken: string, tenantCode: string, viewCodes: readonly string[], roleCode = 'staff'): Promise<void> {
  const tenantId = await tenantIdOf(app, tenantCode);
  const role = (await app.database.owner('sys_role').where({ tenant_id: tenantId, role_code: roleCode }).first<{ id: string }>('id'))!;
  const parent = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!;
  const menuIds: string[] = [];
  for (const viewCode of viewCodes) {
    const menu = await app.api<{ id: string }>('POST', `/api/eform/views/${viewCode}/menu`, { token: adminToken, body: { parentId: parent.id, title: viewCode, menuCode: `${viewCode}_menu` } });
    if (menu.status !== 200) throw new Error(`menu for ${viewCode}: ${JSON.stringify(menu.body)}`);
    menuIds.push(menu.body.result.id);
  }
  const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`, { token: adminToken });
  const saved = await app.api('POST', '/api/system/permission/saveRolePermission', { token: adminToken, body: { roleId: role.id, permissionIds: [...held.body.result, ...menuIds] } });
  if (saved.status !== 200) throw new Error(`grant: ${JSON.stringify(saved.body)}`);
}
