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

/** Loads a user's info inside a tenant transaction (row-level security applies). */
export async function loadUserInfo(trx: Knex.Transaction, userId: string): Promise<UserInfo> {
  const row = await trx('sys_user as u')
    .join('sys_tenant as t', 't.id', 'u.tenant_id')
    .where('u.id', userId)
    .first<Record<string, string | null>>(
      'u.id', 'u.username', 'u.realname', 'u.avatar', 'u.org_code', 'u.email', 'u.phone', 'u.user_type',
      'u.back_role_flg', 'u.enable_vcode', 'u.force_change_pass', 't.id as tenant_id', 't.tenant_code', 't.tenant_name',
    );
  if (!row) throw notFound();
  return {
    id: row.id!,
    username: row.username!,
    realname: row.realname!,
    avatar: row.avatar ?? null,
    orgCode: row.org_code ?? null,
    orgId: null,
    orgName: null,
    compCode: null,
    compName: null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    userType: row.user_type!,
    backRoleFlg: row.back_role_flg!,
    enableVcode: row.enable_vcode!,
    forceChangePass: row.force_change_pass!,
    // Set once the user has been asked to change a forced password (identity issue).
    forceChangeFlag: 'N',
    extendInfo: {},
    userExtendInfo: {
      compCode: null,
      compName: null,
      socialCreditCode: null,
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
