import { isIP } from 'node:net';
import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError, notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { nestOrgs, toOrgColumns, toOrgNode, type OrgInput, type OrgNode } from './orgRecord';

const issue = (field: string, code: string, lang: Language, args: unknown[] = []): FieldIssue => ({ path: `/body/${field}`, code, message: formatMessage(code, lang, args) });

/** An address or CIDR range, IPv4 or IPv6. */
function isAddressOrRange(entry: string): boolean {
  const [base, prefix, ...rest] = entry.split('/');
  const family = isIP(base ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** The checks a schema cannot make: whitelist entries, alert days within expiry days, the parent. */
async function checkOrg(trx: Knex.Transaction, input: OrgInput, lang: Language, selfId?: string): Promise<void> {
  const issues: FieldIssue[] = [];
  input.ipWhitelist?.forEach((entry, index) => {
    if (!isAddressOrRange(entry)) issues.push({ ...issue('ipWhitelist', 'org/invalid-ip', lang, [entry]), path: `/body/ipWhitelist/${index}` });
  });
  if (input.passwordAlertDays && input.passwordExpiryDays && input.passwordAlertDays > input.passwordExpiryDays) issues.push(issue('passwordAlertDays', 'org/alert-after-expiry', lang));
  if (input.parentId) {
    if (!(await trx('sys_org').where({ id: input.parentId }).first('id'))) issues.push(issue('parentId', 'system/not-found', lang));
    else if (selfId && (await isInSubtree(trx, selfId, input.parentId))) issues.push(issue('parentId', 'org/parent-cycle', lang));
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
}

/** Whether `candidate` is `rootId` or lies below it. */
async function isInSubtree(trx: Knex.Transaction, rootId: string, candidate: string): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `with recursive below as (select id from sys_org where id = ? union all select o.id from sys_org o join below b on o.parent_id = b.id)
     select 1 from below where id = ? limit 1`,
    [rootId, candidate],
  );
  return rows.length > 0;
}

/** A company's name and a unit's code are unique in the tenant, also when two saves race. */
const saving = <T>(input: OrgInput, lang: Language, save: () => Promise<T>): Promise<T> =>
  answeringUniqueViolations(lang, save, { sys_org_company_name_unique: { field: 'orgName' }, sys_org_tenant_id_org_code_unique: [input.orgCode] });

/** The tenant's organisation tree (or forest). */
export async function orgTree(trx: Knex.Transaction): Promise<OrgNode[]> {
  return nestOrgs((await trx('sys_org').select('*')).map(toOrgNode));
}

export async function addOrg(trx: Knex.Transaction, tenantId: string, actorId: string, input: OrgInput, lang: Language): Promise<OrgNode> {
  await checkOrg(trx, input, lang);
  const [row] = await saving(input, lang, () => trx('sys_org').insert({ tenant_id: tenantId, ...toOrgColumns(input), created_by: actorId, updated_by: actorId }).returning('*'));
  return toOrgNode(row);
}

export async function editOrg(trx: Knex.Transaction, actorId: string, id: string, input: OrgInput, lang: Language): Promise<OrgNode> {
  if (!(await trx('sys_org').where({ id }).first('id'))) throw notFound();
  await checkOrg(trx, input, lang, id);
  const [row] = await saving(input, lang, () => trx('sys_org').where({ id }).update({ ...toOrgColumns(input), updated_by: actorId, updated_at: trx.fn.now() }).returning('*'));
  return toOrgNode(row);
}

/**
 * Deletes an organisation that has no sub-organisations and no users. The tenant's last root
 * cannot be deleted (spec §8 "cannot delete last root node").
 */
export async function deleteOrg(trx: Knex.Transaction, id: string): Promise<void> {
  const org = await trx('sys_org').where({ id }).first<{ parent_id: string | null }>('parent_id');
  if (!org) throw notFound();
  if (await trx('sys_org').where({ parent_id: id }).first('id')) throw new AppError(400, 'org/has-children');
  if (await trx('sys_user').where({ org_id: id, del_flag: false }).first('id')) throw new AppError(400, 'org/has-users');
  if (org.parent_id === null && Number((await trx('sys_org').whereNull('parent_id').count({ n: '*' }))[0]!.n) <= 1) throw new AppError(400, 'org/last-root');
  await trx('sys_org').where({ id }).delete();
}

/** Names by id (spec: sysOrg queryUserNameByUserIds / queryDeptNameByDeptIds); unknown ids are left out. */
export async function namesByIds(trx: Knex.Transaction, table: 'sys_user' | 'sys_org', ids: string[]): Promise<Record<string, string>> {
  const column = table === 'sys_user' ? 'realname' : 'org_name';
  const rows = await trx(table).whereIn('id', ids).select<{ id: string; name: string }[]>('id', `${column} as name`);
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
