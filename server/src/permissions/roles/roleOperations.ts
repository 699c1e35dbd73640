import type { Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { toRoleRecord, type RoleInput, type RoleRecord, type RoleRow } from './roleRecord';

/** Turns the unique-code violation of a racing save into the same 400 as the check before it. */
const savingRole = <T>(code: string, lang: Language, save: () => Promise<T>): Promise<T> =>
  answeringUniqueViolations(lang, save, { sys_role_tenant_id_role_code_unique: [code] });

export async function addRole(trx: Knex.Transaction, tenantId: string, userId: string, input: RoleInput, lang: Language): Promise<RoleRecord> {
  const [row] = await savingRole(input.roleCode, lang, () => trx<RoleRow>('sys_role')
    .insert({ tenant_id: tenantId, role_name: input.roleName, role_code: input.roleCode, role_type: input.roleType, role_order: input.roleOrder ?? 0, description: input.description ?? null, created_by: userId, updated_by: userId } as Record<string, unknown>)
    .returning('*'));
  return toRoleRecord(row!);
}

export async function editRole(trx: Knex.Transaction, userId: string, id: string, input: RoleInput, lang: Language): Promise<RoleRecord> {
  const [row] = await savingRole(input.roleCode, lang, () => trx<RoleRow>('sys_role')
    .where({ id })
    .update({ role_name: input.roleName, role_code: input.roleCode, role_type: input.roleType, role_order: input.roleOrder ?? 0, description: input.description ?? null, updated_by: userId, updated_at: trx.fn.now() } as Record<string, unknown>)
    .returning('*'));
  if (!row) throw notFound();
  return toRoleRecord(row);
}

/** Copies a role and every permission it grants under a new code and name. */
export async function copyRole(trx: Knex.Transaction, tenantId: string, userId: string, id: string, target: { roleCode: string; roleName: string }, lang: Language): Promise<RoleRecord> {
  const source = await trx<RoleRow>('sys_role').where({ id }).first();
  if (!source) throw notFound();
  const copy = await addRole(trx, tenantId, userId, { roleCode: target.roleCode, roleName: target.roleName, roleType: source.role_type, roleOrder: source.role_order, description: source.description ?? undefined }, lang);
  await trx.raw(
    'insert into sys_role_permission (tenant_id, role_id, permission_id) select tenant_id, ?, permission_id from sys_role_permission where role_id = ?',
    [copy.id, id],
  );
  return copy;
}

export async function deleteRole(trx: Knex.Transaction, id: string): Promise<void> {
  if ((await trx('sys_role').where({ id }).delete()) === 0) throw notFound();
}

/** Whether a role code is free in the tenant (ignoring the role `exceptId` being edited). */
export async function isRoleCodeFree(trx: Knex.Transaction, roleCode: string, exceptId?: string): Promise<boolean> {
  const clash = await trx('sys_role').where({ role_code: roleCode }).modify((q) => {
    if (exceptId) q.whereNot({ id: exceptId });
  }).first('id');
  return !clash;
}

export async function listRoles(trx: Knex.Transaction, query: { roleName?: string; pageNo: number; pageSize: number }): Promise<Page<RoleRecord>> {
  const filtered = trx<RoleRow>('sys_role').modify((q) => {
    if (query.roleName) q.whereILike('role_name', `%${query.roleName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows: RoleRow[] = await filtered.clone().select('*').orderBy([{ column: 'role_order' }, { column: 'role_code' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRoleRecord), total, query.pageNo, query.pageSize);
}

export async function allRoles(trx: Knex.Transaction): Promise<RoleRecord[]> {
  const rows: RoleRow[] = await trx<RoleRow>('sys_role').select('*').orderBy([{ column: 'role_order' }, { column: 'role_code' }]);
  return rows.map(toRoleRecord);
}
