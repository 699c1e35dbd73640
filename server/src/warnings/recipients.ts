import type { WarningNoticeConfig, WarningRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { JobContext } from '../platform/module';
import { formAccess } from '../eform/data/formDataOperations';
import { loadForm } from '../eform/data/loadForm';
import { recordsAllowed } from '../eform/data/recordAccess';

/** A user of the tenant a warning may notify. */
export interface RecipientUser {
  readonly id: string;
  readonly username: string;
  readonly email: string | null;
  readonly phone: string | null;
}

/** Whom one fired record notifies: users (site message, webhook, and with an address email, with a phone SMS) and plain addresses. */
export interface RecordRecipients {
  readonly users: ReadonlyArray<RecipientUser>;
  readonly emails: ReadonlyArray<string>;
  readonly ccEmails: ReadonlyArray<string>;
}

const isAddress = (entry: string) => entry.includes('@');

/**
 * The tenant's users named by the given usernames (unknown or frozen ones are left out: a notice
 * config may outlive a user).
 */
async function usersNamed(trx: Knex.Transaction, usernames: ReadonlyArray<string>): Promise<Map<string, RecipientUser>> {
  if (usernames.length === 0) return new Map();
  const rows = await trx('sys_user').whereIn('username', [...new Set(usernames)]).where('del_flag', false).where('status', '1')
    .select<RecipientUser[]>('id', 'username', 'email', 'phone');
  return new Map(rows.map((row) => [row.username, row]));
}

/**
 * The live users the notice config picks by id: the users themselves, and the users holding a
 * picked role or belonging to a picked department. Read in the tenant's transaction, so ids of
 * another tenant (refused at publish) find no one here either.
 */
async function pickedUsers(trx: Knex.Transaction, config: WarningNoticeConfig | undefined): Promise<RecipientUser[]> {
  const userIds = config?.recipientUserIds ?? [];
  const roleIds = config?.recipientRoleIds ?? [];
  const departIds = config?.recipientDepartIds ?? [];
  if (userIds.length + roleIds.length + departIds.length === 0) return [];
  return trx('sys_user as u').where('u.del_flag', false).where('u.status', '1')
    .where((picked) => {
      picked.whereIn('u.id', userIds)
        .orWhereIn('u.id', trx('sys_user_role').whereIn('role_id', roleIds).select('user_id'))
        .orWhereIn('u.id', trx('sys_user_depart').whereIn('org_id', departIds).select('user_id'));
    })
    .orderBy('u.username').select<RecipientUser[]>('u.id', 'u.username', 'u.email', 'u.phone');
}

/** What a fired record's business field says about whom to tell (spec §3 notice config businessField/businessValue). */
function businessRecipient(config: WarningNoticeConfig | undefined, values: Readonly<Record<string, unknown>>): string | undefined {
  if (!config?.businessField) return undefined;
  const value = values[config.businessField];
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

/**
 * Resolves, for each fired record, whom it notifies: the notice config's picked users, roles and
 * departments (ids), its typed recipients and copies (addresses, or usernames of older definitions), and the user (or address) the record's business field names. When
 * the notice config gives a business value, only records whose business field holds it notify at
 * all. When the rule names its form (`recordFormCode`, the key being the record id), each user
 * gets only the records that user may read there — the same form access and data rules as
 * opening the record; plain addresses are outside the tenant's data rules and get what the
 * designer addressed to them.
 */
export async function resolveRecipients(ctx: JobContext, trx: Knex.Transaction, tenantId: string, rule: WarningRule, fired: ReadonlyArray<{ recordKey: string; values: Readonly<Record<string, unknown>> }>): Promise<Map<string, RecordRecipients>> {
  const config = rule.noticeConfig;
  const configured = config?.recipient ?? [];
  const copies = config?.duplicateSender ?? [];
  const notifying = fired.filter((record) => !config?.businessValue || businessRecipient(config, record.values) === config.businessValue);
  const perRecord = new Map(notifying.map((record) => [record.recordKey, [...configured, ...(config?.businessValue ? [] : [businessRecipient(config, record.values)].filter((v): v is string => v !== undefined))]]));
  const names = [...perRecord.values()].flat().concat(copies).filter((entry) => !isAddress(entry));
  const users = await usersNamed(trx, names);
  // Picked users are named by their username from here on, like the typed ones.
  const picked = await pickedUsers(trx, config);
  for (const user of picked) users.set(user.username, user);
  const pickedNames = picked.map((user) => user.username);
  for (const entries of perRecord.values()) entries.push(...pickedNames);
  const allowed = await allowedRecordsByUser(ctx, trx, tenantId, rule, [...users.values()], notifying.map((record) => record.recordKey));
  const copyEmails = copies.map((entry) => (isAddress(entry) ? entry : users.get(entry)?.email)).filter((email): email is string => !!email);
  const answer = new Map<string, RecordRecipients>();
  for (const [recordKey, entries] of perRecord) {
    const recordUsers = [...new Set(entries)].map((entry) => users.get(entry)).filter((user): user is RecipientUser => !!user && (allowed?.get(user.id)?.has(recordKey) ?? true));
    const emails = [...new Set([...entries.filter(isAddress), ...recordUsers.map((user) => user.email).filter((email): email is string => !!email)])];
    answer.set(recordKey, { users: recordUsers, emails, ccEmails: copyEmails });
  }
  return answer;
}

/** Per user, the record ids of the rule's form that user may read; undefined when the rule names no form. */
async function allowedRecordsByUser(ctx: JobContext, trx: Knex.Transaction, tenantId: string, rule: WarningRule, users: ReadonlyArray<RecipientUser>, recordKeys: ReadonlyArray<string>): Promise<Map<string, Set<string>> | undefined> {
  if (!rule.recordFormCode || users.length === 0) return undefined;
  const target = await loadForm(trx, tenantId, rule.recordFormCode);
  const ids = recordKeys.filter((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key));
  const answer = new Map<string, Set<string>>();
  for (const user of users) {
    // The user as a caller of their own (no session: a kept answer per user, never another's).
    const who: Caller = { sessionId: `warning-recipient:${user.id}`, userId: user.id, tenantId, homeTenantId: tenantId, scope: null };
    // Form access reads grants and data rules through ctx.db only; the worker's context has it.
    const access = await formAccess({ ctx: ctx as AppContext, who, formCode: rule.recordFormCode }, 'read');
    answer.set(user.id, await recordsAllowed(trx, target.master, access, ids));
  }
  return answer;
}
