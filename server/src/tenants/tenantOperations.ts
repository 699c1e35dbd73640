import { randomUUID } from 'node:crypto';
import { checkNewPassword, formatMessage, isKnownTimeZone, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { hashPassword } from '../auth/passwords';
import { page, type Page } from '../http/envelope';
import { AppError, notFound, ValidationFailed } from '../http/errors';
import { answeringUniqueViolations } from '../http/uniqueViolation';

/** A tenant as the operator manages it (spec §3 tenant). */
export interface TenantRecord {
  id: string;
  tenantCode: string;
  tenantName: string;
  maxUsers: number | null;
  enableDivision: boolean;
  enableProxy: boolean;
  enableCustomBroker: boolean;
  enableIgnoreCase: boolean;
  mainComp: string | null;
  mainUser: string | null;
  loginUrl: string | null;
  status: string;
  /** The tenant's clock (IANA name), null for UTC. */
  timeZone: string | null;
  packageCodes: string[];
}

export interface TenantInput {
  tenantName: string;
  maxUsers?: number | null;
  enableDivision?: boolean;
  enableProxy?: boolean;
  enableCustomBroker?: boolean;
  enableIgnoreCase?: boolean;
  mainComp?: string | null;
  loginUrl?: string | null;
  status?: '1' | '2';
  /** The tenant's clock (warning slots and cron): an IANA name; null is UTC; absent keeps what is stored. */
  timeZone?: string | null;
  packageCodes: string[];
}

export interface NewTenantInput extends TenantInput {
  tenantCode: string;
  adminUsername: string;
  adminRealname: string;
  adminPassword: string;
}

const tenantColumns = (input: TenantInput) => ({
  tenant_name: input.tenantName,
  max_users: input.maxUsers ?? null,
  enable_division: input.enableDivision ?? false,
  enable_proxy: input.enableProxy ?? false,
  enable_custom_broker: input.enableCustomBroker ?? false,
  enable_ignore_case: input.enableIgnoreCase ?? false,
  main_comp: input.mainComp || null,
  login_url: input.loginUrl || null,
  ...(input.status ? { status: input.status } : {}),
  ...(input.timeZone !== undefined ? { time_zone: input.timeZone || null } : {}),
});

/** Refuses a time zone this runtime does not know (400 at the field), before PostgreSQL's own check would. */
function assertTimeZone(input: TenantInput, lang: Language): void {
  if (!input.timeZone || isKnownTimeZone(input.timeZone)) return;
  throw new ValidationFailed([{ path: '/body/timeZone', code: 'tenant/time-zone-unknown', message: formatMessage('tenant/time-zone-unknown', lang, [input.timeZone]) }]);
}

/** Replaces a tenant's product packages (which decide the menus it can have); unknown codes are a 400. */
async function setPackages(trx: Knex.Transaction, tenantId: string, codes: string[], lang: Language): Promise<void> {
  const packages: Array<{ id: string; product_code: string }> = await trx('sys_product_package').whereIn('product_code', codes).select('id', 'product_code');
  const unknown = codes.filter((code) => !packages.some((p) => p.product_code === code));
  if (unknown.length > 0) {
    throw new ValidationFailed(unknown.map((code) => ({ path: `/body/packageCodes/${codes.indexOf(code)}`, code: 'system/not-found', message: formatMessage('system/not-found', lang) })));
  }
  await trx('sys_tenant_package').where({ tenant_id: tenantId }).delete();
  if (packages.length > 0) await trx('sys_tenant_package').insert(packages.map((p) => ({ tenant_id: tenantId, package_id: p.id })));
}

async function toRecord(trx: Knex.Transaction, row: Record<string, unknown>): Promise<TenantRecord> {
  const packageCodes: string[] = await trx('sys_tenant_package as tp').join('sys_product_package as p', 'p.id', 'tp.package_id').where('tp.tenant_id', row.id as string).orderBy('p.product_code').pluck('p.product_code');
  return {
    id: row.id as string,
    tenantCode: row.tenant_code as string,
    tenantName: row.tenant_name as string,
    maxUsers: (row.max_users as number | null) ?? null,
    enableDivision: Boolean(row.enable_division),
    enableProxy: Boolean(row.enable_proxy),
    enableCustomBroker: Boolean(row.enable_custom_broker),
    enableIgnoreCase: Boolean(row.enable_ignore_case),
    mainComp: (row.main_comp as string | null) ?? null,
    mainUser: (row.main_user as string | null) ?? null,
    loginUrl: (row.login_url as string | null) ?? null,
    status: row.status as string,
    timeZone: (row.time_zone as string | null) ?? null,
    packageCodes,
  };
}

/** Every tenant but the platform's own, a page at a time (platform mode). */
export async function listTenants(trx: Knex.Transaction, query: { tenantName?: string; pageNo: number; pageSize: number }): Promise<Page<TenantRecord>> {
  const filtered = trx('sys_tenant').where({ is_platform: false }).modify((q) => {
    if (query.tenantName) q.whereILike('tenant_name', `%${query.tenantName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows = await filtered.clone().select('*').orderBy('tenant_code').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  // One tenant after another: the statements share the transaction's connection (pg refuses overlapping queries on one client).
  const records: TenantRecord[] = [];
  for (const row of rows as Array<Record<string, unknown>>) records.push(await toRecord(trx, row));
  return page(records, total, query.pageNo, query.pageSize);
}

/**
 * Creates a tenant with its packages and its first administrator, all in one transaction: the
 * administrator (user type admin, console access) holds everything the packages contain.
 */
export async function addTenant(trx: Knex.Transaction, enterTenant: (tenantId: string) => Promise<void>, actorId: string, input: NewTenantInput, lang: Language): Promise<TenantRecord> {
  assertTimeZone(input, lang);
  const problems = checkNewPassword(input.adminPassword, { username: input.adminUsername });
  if (problems.length > 0) throw new ValidationFailed(problems.map((code) => ({ path: '/body/adminPassword', code, message: formatMessage(code, lang) })));
  const id = randomUUID();
  await answeringUniqueViolations(lang, async () => trx('sys_tenant').insert({ id, tenant_id: id, tenant_code: input.tenantCode, ...tenantColumns(input), created_by: actorId, updated_by: actorId }), { sys_tenant_tenant_code_unique: [input.tenantCode] });
  await setPackages(trx, id, input.packageCodes, lang);
  await enterTenant(id);
  const [admin] = await answeringUniqueViolations(lang, async () => trx('sys_user')
    .insert({ tenant_id: id, username: input.adminUsername, realname: input.adminRealname, password_hash: await hashPassword(input.adminPassword), user_type: 'admin', back_role_flg: '1', force_change_pass: 'Y', created_by: actorId })
    .returning('id')).catch((error: unknown) => {
    // The username clash is reported at the field the operator typed it in.
    if (error instanceof ValidationFailed) throw new ValidationFailed(error.issues.map((issue) => ({ ...issue, path: issue.path.replace('/body/username', '/body/adminUsername') })));
    throw error;
  });
  const [row] = await trx('sys_tenant').where({ id }).update({ main_user: admin.id }).returning('*');
  return toRecord(trx, row);
}

/** Edits a tenant's settings and packages (platform mode). */
export async function editTenant(trx: Knex.Transaction, actorId: string, id: string, input: TenantInput, lang: Language): Promise<TenantRecord> {
  assertTimeZone(input, lang);
  const [row] = await trx('sys_tenant').where({ id, is_platform: false }).update({ ...tenantColumns(input), updated_by: actorId, updated_at: trx.fn.now() }).returning('*');
  if (!row) throw notFound();
  await setPackages(trx, id, input.packageCodes, lang);
  return toRecord(trx, row);
}

/**
 * Points the operator's session at a tenant (or back home with `null`): from the next request
 * on, the session works in that tenant (spec §6 "switch into a tenant", "switch out").
 */
export async function switchTenant(trx: Knex.Transaction, sessionId: string, target: { id: string } | null, currentActing: string, home: string): Promise<void> {
  if (target === null && currentActing === home) throw new AppError(400, 'tenant/not-switched');
  await trx('sys_session').where({ id: sessionId }).update({ acting_tenant_id: target?.id ?? null });
}
