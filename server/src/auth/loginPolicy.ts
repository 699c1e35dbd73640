import { BlockList, isIP } from 'node:net';
import type { Knex } from 'knex';

/** Failed logins before a lock when the organisation sets no number. */
export const defaultLockFailures = 5;
/** How long a lock lasts; an administrator can lift it sooner (administration issue). */
export const lockMinutes = 15;

/** The login policy that applies to a user: the nearest organisation up the tree that sets each value. */
export interface LoginPolicy {
  ipWhitelist: string[] | null;
  passwordExpiryDays: number | null;
  passwordAlertDays: number | null;
  lockFailures: number;
  passwordBlacklist: string[] | null;
  multipleLogin: 'default' | 'prohibit' | 'allow';
}

/**
 * The organisations from a user's (`?`) up to the root, nearest first, with the policy columns
 * (`depth`, then the columns `policyFromChain` reads); a CTE other statements can join.
 */
export const policyChainSql = `with recursive chain as (
       select o.*, 0 as depth from sys_org o join sys_user u on u.org_id = o.id where u.id = ?
       union all
       select p.*, c.depth + 1 from sys_org p join chain c on p.id = c.parent_id where c.depth < 50
     )`;

/**
 * Reads a user's policy by walking from their organisation to the root: each setting comes from
 * the nearest organisation that has it, so a department inherits its company's rules.
 */
export async function loadLoginPolicy(trx: Knex.Transaction, userId: string): Promise<LoginPolicy> {
  const { rows } = await trx.raw<{ rows: Array<Record<string, unknown>> }>(
    `${policyChainSql}
     select ip_whitelist, password_expiry_days, password_alert_days, lock_user_failures, password_blacklist, multiple_login
       from chain order by depth`,
    [userId],
  );
  return policyFromChain(rows);
}

/** The policy from the chain's rows, nearest organisation first (see `loadLoginPolicy`). */
export function policyFromChain(rows: ReadonlyArray<Record<string, unknown>>): LoginPolicy {
  const nearest = <T>(column: string, isSet: (value: unknown) => boolean = (v) => v !== null && v !== undefined): T | null =>
    (rows.find((row) => isSet(row[column]))?.[column] as T | undefined) ?? null;
  const isNonEmptyList = (value: unknown) => Array.isArray(value) && value.length > 0;
  return {
    ipWhitelist: nearest<string[]>('ip_whitelist', isNonEmptyList),
    passwordExpiryDays: nearest<number>('password_expiry_days'),
    passwordAlertDays: nearest<number>('password_alert_days'),
    lockFailures: nearest<number>('lock_user_failures') ?? defaultLockFailures,
    passwordBlacklist: nearest<string[]>('password_blacklist', isNonEmptyList),
    multipleLogin: nearest<LoginPolicy['multipleLogin']>('multiple_login', (v) => v === 'prohibit' || v === 'allow') ?? 'default',
  };
}

/**
 * Whether `ip` is allowed by a whitelist of addresses and CIDR ranges (IPv4 or IPv6).
 * No whitelist allows everyone; an unparseable entry allows no one rather than everyone.
 */
export function isIpAllowed(ip: string | undefined, whitelist: string[] | null): boolean {
  if (!whitelist || whitelist.length === 0) return true;
  if (!ip) return false;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const allowed = new BlockList();
  for (const entry of whitelist) {
    const [base, prefix] = entry.trim().split('/');
    const entryFamily = isIP(base ?? '');
    if (!base || entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(base, type);
    else allowed.addSubnet(base, Number(prefix), type);
  }
  return allowed.check(address, family);
}
