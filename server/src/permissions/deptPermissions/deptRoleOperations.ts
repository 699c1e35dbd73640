import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { grantableIds, refuseOutside, requireOrg } from './deptPermissionOperations';

/** A role defined inside a department (spec §7 sysDepartPermission, department roles). */
export interface DeptRoleRecord {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string;
}

export interface DeptRoleInput {
  roleName: string;
  roleCode: string;
  description?: string | null;
}

const toRecord = (row: Record<string, unknown>): DeptRoleRecord => ({
  id: row.id as string,
  departId: row.org_id as string,
  roleName: row.role_name as string,
  roleCode: row.role_code as string,
  description: (row.description as string | null) ?? null,
  createTime: (row.created_at as Date).toISOString(),
});

const saving = <T>(input: DeptRoleInput, lang: Language, save: () => Promise<T>): Promise<T> =>
  answeringUniqueViolations(lang, save, { sys_depart_role_tenant_id_org_id_role_code_unique: [input.roleCode] });

/** The department a department role belongs to; 404 when the role is not the tenant's. */
async function roleDepartment(trx: Knex.Transaction, roleId: string): Promise<string> {
  const role = await trx('sys_depart_role').where({ id: roleId }).first<{ org_id: string }>('org_id');
  if (!role) throw notFound();
  return role.org_id;
}

export async function listDeptRoles(trx: Knex.Transaction, query: { departId: string; roleName?: string; pageNo: number; pageSize: number }): Promise<Page<DeptRoleRecord>> {
  await requireOrg(trx, query.departId);
  const filtered = trx('sys_depart_role').where({ org_id: query.departId }).modify((q) => {
    if (query.roleName) q.whereILike('role_name', `%${query.roleName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows = await filtered.clone().select('*').orderBy('role_code').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), Number(total), query.pageNo, query.pageSize);
}

export async function addDeptRole(trx: Knex.Transaction, tenantId: string, actorId: string, departId: string, input: DeptRoleInput, lang: Language): Promise<DeptRoleRecord> {
  await requireOrg(trx, departId);
  const [row] = await saving(input, lang, () => trx('sys_depart_role')
    .insert({ tenant_id: tenantId, org_id: departId, role_name: input.roleName, role_code: input.roleCode, description: input.description || null, created_by: actorId, updated_by: actorId })
    .returning('*'));
  return toRecord(row);
}

export async function editDeptRole(trx: Knex.Transaction, actorId: string, id: string, input: DeptRoleInput, lang: Language): Promise<DeptRoleRecord> {
  await roleDepartment(trx, id);
  const [row] = await saving(input, lang, () => trx('sys_depart_role').where({ id })
    .update({ role_name: input.roleName, role_code: input.roleCode, description: input.description || null, updated_by: actorId, updated_at: trx.fn.now() })
    .returning('*'));
  return toRecord(row);
}

export async function deleteDeptRoles(trx: Knex.Transaction, ids: string[]): Promise<number> {
  const deleted = await trx('sys_depart_role').whereIn('id', ids).delete();
  if (deleted === 0) throw notFound();
  return deleted;
}

/** The permission ids a department role grants (spec §7 queryDeptRolePermission). */
export async function queryDeptRolePermission(trx: Knex.Transaction, roleId: string): Promise<string[]> {
  await roleDepartment(trx, roleId);
  return trx('sys_depart_role_permission').where({ depart_role_id: roleId }).orderBy('permission_id').pluck('permission_id');
}

/**
 * Replaces what a department role grants (spec §7 saveDeptRolePermission): permissions in the
 * tenant's product packages, held by the role's users while they belong to its department.
 */
export async function saveDeptRolePermission(trx: Knex.Transaction, tenantId: string, roleId: string, permissionIds: string[], lang: Language): Promise<void> {
  await roleDepartment(trx, roleId);
  const wanted = refuseOutside(permissionIds, await grantableIds(trx, permissionIds), 'role/permission-not-grantable', lang);
  await trx('sys_depart_role_permission').where({ depart_role_id: roleId }).delete();
  if (wanted.length > 0) await trx('sys_depart_role_permission').insert(wanted.map((permissionId) => ({ tenant_id: tenantId, depart_role_id: roleId, permission_id: permissionId })));
}

/** Users who belong to a department: members, and those who work in it. */
function departmentUsers(trx: Knex.Transaction, departId: string): Knex.QueryBuilder {
  return trx('sys_user_depart').where({ org_id: departId }).select('user_id')
    .union((u) => u.from('sys_user').where({ org_id: departId, del_flag: false }).select('id as user_id'));
}

/** The user ids that hold a department role. */
export async function queryDeptRoleUsers(trx: Knex.Transaction, roleId: string): Promise<string[]> {
  await roleDepartment(trx, roleId);
  return trx('sys_depart_role_user').where({ depart_role_id: roleId }).orderBy('user_id').pluck('user_id');
}

/** Replaces who holds a department role; each must belong to the role's department. */
export async function saveDeptRoleUsers(trx: Knex.Transaction, tenantId: string, roleId: string, userIds: string[], lang: Language): Promise<void> {
  const departId = await roleDepartment(trx, roleId);
  const members = new Set<string>(userIds.length ? await trx.from(departmentUsers(trx, departId).as('m')).whereIn('user_id', userIds).pluck('user_id') : []);
  const refused = userIds.map((id, index) => [id, index] as const).filter(([id]) => !members.has(id));
  if (refused.length > 0) {
    throw new ValidationFailed(refused.map(([id, index]) => ({ path: `/body/userIds/${index}`, code: 'deptRole/user-not-in-department', message: formatMessage('deptRole/user-not-in-department', lang, [id]) })));
  }
  await trx('sys_depart_role_user').where({ depart_role_id: roleId }).delete();
  const unique = [...new Set(userIds)];
  if (unique.length > 0) await trx('sys_depart_role_user').insert(unique.map((userId) => ({ tenant_id: tenantId, depart_role_id: roleId, user_id: userId })));
}

/** The department's users with their names, for picking who holds a department role. */
export async function listDepartmentUsers(trx: Knex.Transaction, departId: string): Promise<Array<{ id: string; username: string; realname: string }>> {
  await requireOrg(trx, departId);
  return trx('sys_user').whereIn('id', departmentUsers(trx, departId)).where({ del_flag: false }).orderBy('username').select('id', 'username', 'realname');
}
