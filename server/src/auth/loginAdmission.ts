import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { hitRateLimit, loginRateLimits } from './rateLimit';
import { redeemSliderToken } from './slider/sliderChallenges';
import { attemptKeys, recentFailureSeconds, type LoginAttempt, type LoginSliderMode } from './slider/sliderGate';

/** The account a password login names, as `auth_find_login` answers it. */
export interface LoginAccount {
  user_id: string;
  tenant_id: string;
  password_hash: string;
  status: string;
  del_flag: boolean;
}

interface AdmissionRow {
  isAddressAllowed: boolean;
  mode: LoginSliderMode;
  hadFailure: boolean;
  /** Null when the account's bucket was not hit (the address was refused or a slider is due). */
  isAccountAllowed: boolean | null;
  user_id: string | null;
  tenant_id: string | null;
  password_hash: string | null;
  status: string | null;
  del_flag: boolean | null;
}

// Everything a password login checks before the password, in one statement, in the order the checks
// are made: the address's rate limit is counted; the site's slider rule (and under 'afterFailure' the
// recent failures) is read; only when the address is allowed and no slider is due is the account's
// bucket counted (a CASE evaluates its branch only when the condition holds, and the materialized
// CTEs are each computed once, before the projection that reads them); the account is read (at
// most one row, so the account's bucket is counted at most once), which only the reads depend on.
// The statement is its own transaction and writes only rate-limit counts, so its commit does not wait
// for the WAL to reach the disk (`synchronous_commit` off for this transaction alone): the login's
// verify cannot start before this answer, and a crash would lose at most the last moments' counts
// (a window starting afresh), never a lockout, a session or a log line (those commit durably).
const admissionSql = `
with quick_commit as materialized (select set_config('synchronous_commit', 'off', true)),
address as materialized (select auth_hit_rate_limit(?, ?, ?) as allowed),
site as materialized (select coalesce((select login_slider from sys_site_setting limit 1), 'afterFailure') as mode),
gate as materialized (
  select address.allowed, site.mode,
         case when site.mode in ('off', 'always') then false else auth_had_login_failure(array[?, ?]::text[], ?) end as had_failure
    from address cross join site
)
select gate.allowed as "isAddressAllowed", gate.mode, gate.had_failure as "hadFailure",
       case when gate.allowed and (gate.mode = 'off' or (gate.mode <> 'always' and not gate.had_failure))
            then auth_hit_rate_limit(?, ?, ?) end as "isAccountAllowed",
       account.user_id, account.tenant_id, account.password_hash, account.status, account.del_flag
  from quick_commit cross join gate left join lateral (select * from auth_find_login(?) limit 1) as account on true`;

const bucket = (name: string) => name.slice(0, 200);

/**
 * Admits a password login attempt before its password is looked at, and answers the account it
 * names (undefined when there is none, or it is deleted). The same checks in the same order as
 * `hitRateLimit` per address, `requireSliderWhenDue`, `hitRateLimit` per account, then the account
 * read, but in one round trip where no slider is due; a due slider's token is redeemed here and the
 * account's bucket counted after it, as before. 429 `system/too-many-requests`, 400 `login/slider-required`.
 */
export async function admitPasswordLogin(ctx: AppContext, attempt: LoginAttempt, username: string, sliderToken: string | undefined): Promise<LoginAccount | undefined> {
  const { perIp, perAccount, windowSeconds } = loginRateLimits;
  const accountBucket = bucket(`login:user:${username.toLowerCase()}`);
  const { rows } = await ctx.db.raw<{ rows: AdmissionRow[] }>(admissionSql, [
    bucket(`login:ip:${attempt.ip ?? 'unknown'}`), perIp, windowSeconds,
    ...attemptKeys(attempt), recentFailureSeconds,
    accountBucket, perAccount, windowSeconds,
    username,
  ]);
  const row = rows[0]!;
  if (!row.isAddressAllowed) throw new AppError(429, 'system/too-many-requests');
  if (row.isAccountAllowed === null) {
    // A slider is due (the statement counted nothing for the account).
    if (!(await redeemSliderToken(ctx, sliderToken))) throw new AppError(400, 'login/slider-required', [], { sliderRequired: true });
    await hitRateLimit(ctx.db, accountBucket, perAccount, windowSeconds);
  } else if (!row.isAccountAllowed) throw new AppError(429, 'system/too-many-requests');
  if (!row.user_id || row.del_flag) return undefined;
  return { user_id: row.user_id, tenant_id: row.tenant_id!, password_hash: row.password_hash!, status: row.status!, del_flag: false };
}
