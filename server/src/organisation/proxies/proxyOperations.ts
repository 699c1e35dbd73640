import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError, notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';

/** Whom a proxy user acts for (spec §3 proxy types: freight forwarder, customs broker, supplier, business unit). */
export const proxyTypes = ['forwarder', 'broker', 'supplier', 'businessUnit'] as const;

export interface ProxyInput {
  userId: string;
  /** The enterprise acted for: the company (customs) code of one of the tenant's organisations. */
  compCode: string;
  proxyType: (typeof proxyTypes)[number];
  proxyCode: string;
  forwarderCode?: string | null;
  brokerCode?: string | null;
  customsCode?: string | null;
}

export interface ProxyRecord extends Required<ProxyInput> {
  id: string;
  compName: string | null;
  createTime: string;
}

const toRecord = (row: Record<string, unknown>): ProxyRecord => ({
  id: row.id as string,
  userId: row.user_id as string,
  compCode: row.comp_code as string,
  compName: (row.comp_name as string | null) ?? null,
  proxyType: row.proxy_type as ProxyRecord['proxyType'],
  proxyCode: row.proxy_code as string,
  forwarderCode: (row.forwarder_code as string | null) ?? null,
  brokerCode: (row.broker_code as string | null) ?? null,
  customsCode: (row.customs_code as string | null) ?? null,
  createTime: (row.created_at as Date).toISOString(),
});

const issue = (field: string, code: string, lang: Language): FieldIssue => ({ path: `/body/${field}`, code, message: formatMessage(code, lang) });

/** Proxy entries exist only in tenants that enabled proxies (spec §3 tenant enableProxy). */
async function requireProxiesEnabled(trx: Knex.Transaction, tenantId: string): Promise<void> {
  const tenant = await trx('sys_tenant').where({ id: tenantId }).first<{ enable_proxy: boolean }>('enable_proxy');
  if (!tenant?.enable_proxy) throw new AppError(403, 'proxy/not-enabled');
}

/**
 * The §5 proxy rules the schema cannot check: the user is a proxy user of the tenant and the
 * company one of its organisations ("proxy comp or user not exist", spec §8), and at least one of
 * the forwarder, broker and customs codes is given. Returns the company's name.
 */
async function checkProxy(trx: Knex.Transaction, input: ProxyInput, lang: Language): Promise<string> {
  const issues: FieldIssue[] = [];
  const user = await trx('sys_user').where({ id: input.userId, del_flag: false }).first<{ user_type: string }>('user_type');
  if (user?.user_type !== 'proxy') issues.push(issue('userId', 'proxy/comp-or-user-not-exist', lang));
  const company = await trx('sys_org').where({ comp_code: input.compCode, org_type: 'organization' }).first<{ org_name: string }>('org_name');
  if (!company) issues.push(issue('compCode', 'proxy/comp-or-user-not-exist', lang));
  if (!input.forwarderCode && !input.brokerCode && !input.customsCode) issues.push(issue('forwarderCode', 'proxy/code-required', lang));
  if (issues.length > 0) throw new ValidationFailed(issues);
  return company!.org_name;
}

/** The same type twice for one enterprise is refused (spec §5), also when two saves race. */
const saving = <T>(lang: Language, save: () => Promise<T>): Promise<T> => answeringUniqueViolations(lang, save, { sys_user_proxy_type_unique: [] });

const columnsOf = (input: ProxyInput, compName: string) => ({
  user_id: input.userId,
  comp_code: input.compCode,
  comp_name: compName,
  proxy_type: input.proxyType,
  proxy_code: input.proxyCode,
  forwarder_code: input.forwarderCode || null,
  broker_code: input.brokerCode || null,
  customs_code: input.customsCode || null,
});

/** A user's proxy entries (spec §7 queryUserRelation). */
export async function queryUserRelation(trx: Knex.Transaction, userId: string): Promise<ProxyRecord[]> {
  if (!(await trx('sys_user').where({ id: userId }).first('id'))) throw notFound();
  const rows = await trx('sys_user_proxy').where({ user_id: userId }).orderBy([{ column: 'comp_code' }, { column: 'proxy_type' }]).select('*');
  return rows.map(toRecord);
}

export async function addProxy(trx: Knex.Transaction, tenantId: string, actorId: string, input: ProxyInput, lang: Language): Promise<ProxyRecord> {
  await requireProxiesEnabled(trx, tenantId);
  const compName = await checkProxy(trx, input, lang);
  const [row] = await saving(lang, () => trx('sys_user_proxy').insert({ tenant_id: tenantId, ...columnsOf(input, compName), created_by: actorId, updated_by: actorId }).returning('*'));
  return toRecord(row);
}

export async function editProxy(trx: Knex.Transaction, tenantId: string, actorId: string, id: string, input: ProxyInput, lang: Language): Promise<ProxyRecord> {
  await requireProxiesEnabled(trx, tenantId);
  if (!(await trx('sys_user_proxy').where({ id }).first('id'))) throw notFound();
  const compName = await checkProxy(trx, input, lang);
  const [row] = await saving(lang, () => trx('sys_user_proxy').where({ id }).update({ ...columnsOf(input, compName), updated_by: actorId, updated_at: trx.fn.now() }).returning('*'));
  return toRecord(row);
}

export async function deleteProxy(trx: Knex.Transaction, id: string): Promise<void> {
  if ((await trx('sys_user_proxy').where({ id }).delete()) === 0) throw notFound();
}
