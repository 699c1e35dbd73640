import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { notFound } from '../http/errors';

/** The user info of spec §3, as the login result and `GET /api/user/info` return it. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  orgCode: string | null;
  orgId: string | null;
  orgName: string | null;
  compCode: string | null;
  compName: string | null;
  email: string | null;
  phone: string | null;
  userType: string;
  backRoleFlg: string;
  enableVcode: string;
  forceChangePass: string;
  forceChangeFlag: string;
  extendInfo: Record<string, unknown>;
  userExtendInfo: {
    compCode: string | null;
    compName: string | null;
    socialCreditCode: string | null;
    divisionId: string | null;
    divisionCode: string | null;
    divisionName: string | null;
    tenantId: string;
    tenantCode: string;
    tenantName: string;
  };
}

/** The user's row as the user info reads it (one statement; `userInfoOf` finishes it). */
export function userInfoRowQuery(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('sys_user as u')
    .join('sys_tenant as t', 't.id', 'u.tenant_id')
    .leftJoin('sys_org as o', 'o.id', 'u.org_id')
    .where('u.id', userId)
    .select(
      'u.id', 'u.username', 'u.realname', 'u.avatar', 'u.org_code', 'u.org_id', 'o.org_name', 'o.org_code as department_code', 'u.email', 'u.phone',
      'u.user_type', 'u.back_role_flg', 'u.enable_vcode', 'u.force_change_pass', 't.id as tenant_id', 't.tenant_code', 't.tenant_name', 't.is_platform',
    )
    .limit(1);
}

/** Loads a user's info inside a tenant transaction (row-level security applies). */
export async function loadUserInfo(trx: Knex.Transaction, userId: string): Promise<UserInfo> {
  return userInfoOf(trx, (await userInfoRowQuery(trx, userId))[0]);
}

type UserRow = Record<string, string | null> & { is_platform: boolean };

/** The user info from the user's row (`userInfoRowQuery`; 404 when there is none), its company read when it has a department. */
export async function userInfoOf(trx: Knex.Transaction, found: unknown): Promise<UserInfo> {
  const row = found as UserRow | undefined;
  if (!row) throw notFound();
  const company = row.org_id ? await companyOf(trx, row.org_id) : undefined;
  return {
    id: row.id!,
    username: row.username!,
    realname: row.realname!,
    avatar: row.avatar ?? null,
    orgCode: row.department_code ?? row.org_code ?? null,
    orgId: row.org_id ?? null,
    orgName: row.org_name ?? null,
    compCode: company?.comp_code ?? null,
    compName: company?.org_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    userType: row.user_type!,
    backRoleFlg: row.back_role_flg!,
    enableVcode: row.enable_vcode!,
    forceChangePass: row.force_change_pass!,
    // Set once the user has been asked to change a forced password (identity issue).
    forceChangeFlag: 'N',
    // The platform operator's screens offer switching into a tenant and back out.
    extendInfo: { isPlatformOperator: row.user_type === 'admin' && Boolean(row.is_platform) },
    userExtendInfo: {
      compCode: company?.comp_code ?? null,
      compName: company?.org_name ?? null,
      socialCreditCode: company?.social_credit_code ?? null,
      divisionId: null,
      divisionCode: null,
      divisionName: null,
      tenantId: row.tenant_id!,
      tenantCode: row.tenant_code!,
      tenantName: row.tenant_name!,
    },
  };
}

/** The id, code and name of the tenant a session acts in (read in that tenant's context). */
export async function actingTenantInfo(ctx: AppContext, tenantId: string): Promise<{ tenantId: string; tenantCode: string; tenantName: string }> {
  const row = await withTenant(ctx.db, tenantId, (trx) => trx('sys_tenant').where({ id: tenantId }).first<{ tenant_code: string; tenant_name: string }>('tenant_code', 'tenant_name'));
  if (!row) throw notFound();
  return { tenantId, tenantCode: row.tenant_code, tenantName: row.tenant_name };
}

/** The company a department belongs to: the nearest organisation (not department) at or above it. */
async function companyOf(trx: Knex.Transaction, orgId: string): Promise<{ org_name: string; comp_code: string | null; social_credit_code: string | null } | undefined> {
  const { rows } = await trx.raw<{ rows: { org_name: string; comp_code: string | null; social_credit_code: string | null }[] }>(
    `with recursive up as (
       select id, parent_id, org_type, org_name, comp_code, social_credit_code, 0 as depth from sys_org where id = ?
       union all
       select o.id, o.parent_id, o.org_type, o.org_name, o.comp_code, o.social_credit_code, up.depth + 1 from sys_org o join up on o.id = up.parent_id where up.depth < 50
     )
     select org_name, comp_code, social_credit_code from up where org_type = 'organization' order by depth limit 1`,
    [orgId],
  );
  return rows[0];
}

/** A department a user belongs to, as the login result lists them for the user to choose. */
export interface UserDepartment {
  orgId: string;
  orgCode: string;
  orgName: string;
}

/** The departments a user belongs to (a user in several chooses one after login). */
export async function loadUserDepartments(trx: Knex.Transaction, userId: string): Promise<UserDepartment[]> {
  return userDepartmentsOf(await userDepartmentsQuery(trx, userId));
}

/** The statement of `loadUserDepartments`. */
export function userDepartmentsQuery(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('sys_user_depart as d').join('sys_org as o', 'o.id', 'd.org_id').where('d.user_id', userId).orderBy('o.org_code').select('o.id', 'o.org_code', 'o.org_name');
}

/** The departments from `userDepartmentsQuery`'s rows. */
export function userDepartmentsOf(rows: ReadonlyArray<unknown>): UserDepartment[] {
  return (rows as Array<{ id: string; org_code: string; org_name: string }>).map((row) => ({ orgId: row.id, orgCode: row.org_code, orgName: row.org_name }));
}
