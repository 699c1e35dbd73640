import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { hashPassword } from '../../auth/passwords';
import { seedsDir } from '../../db/seed';
import type { SeedContext } from '../../platform/module';

interface WorkflowDemoSeed {
  tenant: string;
  departments: Array<{ orgCode: string; orgName: string; orgType: 'organization' | 'department'; orgOrder: number; parent?: string; head?: string }>;
  roles: Array<{ roleCode: string; roleName: string; roleOrder: number }>;
  users: Array<{ username: string; realname: string; department: string; roles: string[] }>;
}

/**
 * The people of the customs example's approval (`seeds/workflowDemo.json`, issue 16): a clerk who
 * submits declarations, the brokerage's head (their manager), customs officers (a role that must
 * all agree) and finance (copied). Inserts only what is missing, like every seed: a department,
 * role or user that exists is left as people changed it; a department's head is set only while it
 * has none. The users get the seed password (`adminPassword`) when first created.
 */
export async function seedWorkflowDemo({ owner, adminPassword, tenantIds }: SeedContext): Promise<void> {
  const seed = JSON.parse(await readFile(join(seedsDir, 'workflowDemo.json'), 'utf8')) as WorkflowDemoSeed;
  const tenantId = tenantIds.get(seed.tenant);
  if (!tenantId) throw new Error(`seeds/workflowDemo.json names the unknown tenant ${seed.tenant}`);
  const orgId = async (code: string) => (await owner('sys_org').where({ tenant_id: tenantId, org_code: code }).first<{ id: string } | undefined>('id'))?.id;

  for (const department of seed.departments) {
    const parentId = department.parent ? await orgId(department.parent) : null;
    if (department.parent && !parentId) throw new Error(`seeds/workflowDemo.json: ${department.orgCode} names parent ${department.parent}, which comes later or not at all`);
    await owner('sys_org')
      .insert({ tenant_id: tenantId, org_code: department.orgCode, org_name: department.orgName, org_type: department.orgType, org_order: department.orgOrder, parent_id: parentId })
      .onConflict(['tenant_id', 'org_code']).ignore();
  }
  for (const role of seed.roles) {
    await owner('sys_role').insert({ tenant_id: tenantId, role_code: role.roleCode, role_name: role.roleName, role_type: 'front', role_order: role.roleOrder }).onConflict(['tenant_id', 'role_code']).ignore();
  }

  const passwordHash = await hashPassword(adminPassword);
  for (const user of seed.users) await seedUser(owner, tenantId, user, passwordHash, await orgId(user.department));

  for (const department of seed.departments.filter((d) => d.head)) {
    const head = await owner('sys_user').where({ tenant_id: tenantId }).whereRaw('lower(username) = lower(?)', [department.head!]).first<{ id: string } | undefined>('id');
    if (head) await owner('sys_org').where({ tenant_id: tenantId, org_code: department.orgCode }).whereNull('head_user_id').update({ head_user_id: head.id });
  }
}

async function seedUser(owner: Knex, tenantId: string, user: WorkflowDemoSeed['users'][number], passwordHash: string, orgId: string | undefined): Promise<void> {
  const [created] = await owner('sys_user')
    .insert({ tenant_id: tenantId, username: user.username, realname: user.realname, password_hash: passwordHash, user_type: 'normal', back_role_flg: '0', org_id: orgId ?? null })
    .onConflict(owner.raw('(lower(username))'))
    .ignore()
    .returning<Array<{ id: string }>>('id');
  // Memberships and roles are given once, when the user is created: later changes stay.
  if (!created) return;
  if (orgId) await owner('sys_user_depart').insert({ tenant_id: tenantId, user_id: created.id, org_id: orgId }).onConflict(['tenant_id', 'user_id', 'org_id']).ignore();
  const roleIds: string[] = await owner('sys_role').where({ tenant_id: tenantId }).whereIn('role_code', user.roles).pluck('id');
  if (roleIds.length > 0) await owner('sys_user_role').insert(roleIds.map((roleId) => ({ tenant_id: tenantId, user_id: created.id, role_id: roleId }))).onConflict(['tenant_id', 'user_id', 'role_id']).ignore();
}
