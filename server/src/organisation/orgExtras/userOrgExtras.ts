import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { requireDivisionsEnabled } from '../divisions/divisionSession';
import { codeListKinds, type CodeListKind } from '../codeLists/codeList';

/** A user's positions, jobs, tags and divisions, as the user form edits them. */
export interface UserOrgExtras {
  positionIds: string[];
  jobIds: string[];
  tagIds: string[];
  divisionIds: string[];
}

const fields: Array<[keyof UserOrgExtras, CodeListKind]> = [
  ['positionIds', codeListKinds.position],
  ['jobIds', codeListKinds.job],
  ['tagIds', codeListKinds.tag],
  ['divisionIds', codeListKinds.division],
];

async function requireUser(trx: Knex.Transaction, userId: string): Promise<void> {
  if (!(await trx('sys_user').where({ id: userId, del_flag: false }).first('id'))) throw notFound();
}

export async function queryUserOrgExtras(trx: Knex.Transaction, userId: string): Promise<UserOrgExtras> {
  await requireUser(trx, userId);
  // One after another: the statements share the transaction's connection (pg refuses overlapping queries on one client).
  const extras = {} as UserOrgExtras;
  for (const [field, kind] of fields) extras[field] = await trx(kind.userLink.table).where({ user_id: userId }).orderBy(kind.userLink.column).pluck(kind.userLink.column);
  return extras;
}

/**
 * Replaces the lists the request names (a list left out is kept). Every id must be one of the
 * tenant's entries (another tenant's are hidden by RLS and so refused as absent); divisions only
 * when the tenant has them enabled.
 */
export async function saveUserOrgExtras(trx: Knex.Transaction, tenantId: string, userId: string, input: Partial<UserOrgExtras>, lang: Language): Promise<UserOrgExtras> {
  await requireUser(trx, userId);
  if (input.divisionIds?.length) await requireDivisionsEnabled(trx, tenantId);
  const issues: FieldIssue[] = [];
  for (const [field, kind] of fields) {
    const ids = input[field];
    if (!ids?.length) continue;
    const found = new Set(await trx(kind.table).whereIn('id', ids).pluck('id'));
    ids.forEach((id, index) => {
      if (!found.has(id)) issues.push({ path: `/body/${field}/${index}`, code: 'system/not-found', message: formatMessage('system/not-found', lang) });
    });
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  for (const [field, kind] of fields) {
    const ids = input[field];
    if (ids === undefined) continue;
    await trx(kind.userLink.table).where({ user_id: userId }).delete();
    const unique = [...new Set(ids)];
    if (unique.length > 0) await trx(kind.userLink.table).insert(unique.map((id) => ({ tenant_id: tenantId, user_id: userId, [kind.userLink.column]: id })));
  }
  return queryUserOrgExtras(trx, userId);
}
