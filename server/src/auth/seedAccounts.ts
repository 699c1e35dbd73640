import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedsDir } from '../db/seed';
import type { SeedContext } from '../platform/module';
import { hashPassword } from './passwords';

interface AccountSeed {
  users: { username: string; realname: string; tenant: string; userType: string; backRoleFlg: string }[];
}

/**
 * The seed accounts of `seeds/platform.json` (the operator, the demo tenants' administrators and
 * user) with the admin password, and the roles `seeds/access.json` gives them. Runs after the
 * platform seeds (tenants and roles exist); only missing rows are added, so a changed password
 * or a withdrawn role stays as people left it.
 */
export async function seedAccounts({ owner, log, adminPassword, tenantIds }: SeedContext): Promise<void> {
  const { users } = JSON.parse(await readFile(join(seedsDir, 'platform.json'), 'utf8')) as AccountSeed;
  const passwordHash = await hashPassword(adminPassword);
  for (const user of users) {
    const inserted = await owner('sys_user')
      .insert({
        tenant_id: tenantIds.get(user.tenant),
        username: user.username,
        realname: user.realname,
        password_hash: passwordHash,
        user_type: user.userType,
        back_role_flg: user.backRoleFlg,
      })
      .onConflict(owner.raw('(lower(username))'))
      .ignore()
      .returning('id');
    if (inserted.length > 0) log.info({ username: user.username }, 'seeded user');
  }

  const { userRoles } = JSON.parse(await readFile(join(seedsDir, 'access.json'), 'utf8')) as { userRoles: Record<string, string[]> };
  for (const [username, roleCodes] of Object.entries(userRoles)) {
    const user = await owner('sys_user').whereRaw('lower(username) = lower(?)', [username]).first<{ id: string; tenant_id: string }>('id', 'tenant_id');
    if (!user) continue;
    const roles = await owner('sys_role').where({ tenant_id: user.tenant_id }).whereIn('role_code', roleCodes).pluck('id');
    if (roles.length > 0) await owner('sys_user_role').insert(roles.map((roleId: string) => ({ tenant_id: user.tenant_id, user_id: user.id, role_id: roleId }))).onConflict(['tenant_id', 'user_id', 'role_id']).ignore();
  }
}
