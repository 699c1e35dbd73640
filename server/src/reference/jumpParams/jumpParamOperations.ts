import { fillRedirectUrl, formatMessage, redirectContextFromUser, type Language, type RedirectUserInfo } from '@wharf/engine';
import type { Knex } from 'knex';
import { loadUserInfo } from '../../auth/userInfo';
import { page, type Page } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';

export interface JumpParamInput {
  systemCode: string;
  systemName: string;
  jumpUrl: string;
}

export interface JumpParamRecord extends JumpParamInput {
  id: string;
}

const toRecord = (row: Record<string, unknown>): JumpParamRecord => ({ id: row.id as string, systemCode: row.system_code as string, systemName: row.system_name as string, jumpUrl: row.jump_url as string });

/**
 * Whether a url may be opened from a menu: an absolute http(s) address. Anything else —
 * `javascript:`, `data:`, protocol-relative `//host` — is refused, since the browser would run or
 * follow it with the user's session.
 */
export function isWebUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export async function saveJumpParam(trx: Knex.Transaction, tenantId: string, actorId: string, input: JumpParamInput, lang: Language, id?: string): Promise<JumpParamRecord> {
  // Placeholders are filled before opening; check the address with them emptied, as the user would get it at worst.
  if (!isWebUrl(fillRedirectUrl(input.jumpUrl, {}))) throw new ValidationFailed([{ path: '/body/jumpUrl', code: 'jumpParam/bad-url', message: formatMessage('jumpParam/bad-url', lang) }]);
  const values = { system_code: input.systemCode, system_name: input.systemName, jump_url: input.jumpUrl, updated_by: actorId };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('sys_jump_param').where({ id }).update({ ...values, updated_at: trx.fn.now() }).returning('*')
    : await trx('sys_jump_param').insert({ ...values, tenant_id: tenantId, created_by: actorId }).returning('*')), { sys_jump_param_tenant_id_system_code_unique: [input.systemCode] });
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes all of `ids` or none: an id the tenant does not have (another tenant's, or gone) is a 404 and the transaction rolls back. */
export async function deleteJumpParams(trx: Knex.Transaction, ids: string[]): Promise<number> {
  const deleted = await trx('sys_jump_param').whereIn('id', ids).delete();
  if (deleted !== ids.length) throw notFound();
  return deleted;
}

export async function listJumpParams(trx: Knex.Transaction, query: { pageNo: number; pageSize: number; systemCode?: string }): Promise<Page<JumpParamRecord>> {
  const filtered = trx('sys_jump_param').modify((q) => {
    if (query.systemCode) q.whereRaw("system_code ilike ? escape '\\'", [`%${query.systemCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows = await filtered.clone().select('*').orderBy([{ column: 'system_code' }, { column: 'id' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), Number(total), query.pageNo, query.pageSize);
}

/**
 * The address a redirect-view menu opens (spec §2, §7 `getJumpParams`): the tenant's url for the
 * system with the caller's placeholders filled (url-encoded), or the base url when the tenant has
 * none. `userTrx` runs in the caller's home tenant (where their user row lives).
 */
export async function jumpUrlFor(trx: Knex.Transaction, userTrx: Knex.Transaction, userId: string, token: string, systemCode: string | undefined, baseUrl: string): Promise<string> {
  const configured = systemCode ? await trx('sys_jump_param').where({ system_code: systemCode }).first<{ jump_url: string } | undefined>('jump_url') : undefined;
  if (!configured) return baseUrl;
  const user = await loadUserInfo(userTrx, userId);
  const filled = fillRedirectUrl(configured.jump_url, redirectContextFromUser(user as unknown as RedirectUserInfo, token));
  return isWebUrl(filled) ? filled : baseUrl;
}
