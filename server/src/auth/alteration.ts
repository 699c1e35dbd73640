import { checkAlteration, formatMessage, type AlteredRegistrationField, type Language } from '@wharf/engine';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError, ValidationFailed, type FieldIssue } from '../http/errors';
import { answeringUniqueViolations } from '../http/uniqueViolation';
import { loadLoginPolicy } from './loginPolicy';
import { writeLoginLog, type ClientInfo } from './openSession';
import { clearWrongPasswords, countWrongPassword, lockoutClient, lockRefusal } from './passwordLockout';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { hitRateLimit, loginRateLimits } from './rateLimit';
import { noteLoginFailure, requireSliderWhenDue } from './slider/sliderGate';

/**
 * What a registered company may change about its registration (spec §2 /index/alteration):
 * the company's name, customs code and social credit code, and the account holder's contact
 * phone and email. Username, real name and password are not registration details here (the
 * password has its own change and recovery).
 */
export interface AlterationInput {
  username: string;
  password: string;
  companyName: string;
  compCode?: string | null;
  socialCreditCode?: string | null;
  phone: string;
  email?: string | null;
  /** A solved slider's token, when the site's `login_slider` setting asks for one (as for login). */
  sliderToken?: string | null;
}

/** The §5 rules of the altered fields (the engine's, the same the screen runs), at the body's paths. */
function alterationIssues(input: Pick<AlterationInput, AlteredRegistrationField>, lang: Language): FieldIssue[] {
  return checkAlteration(input, lang).map((problem) => ({ ...problem, path: `/body${problem.path}` }));
}

interface Holder {
  userId: string;
  tenantId: string;
  companyId: string;
  phone: string | null;
  email: string | null;
}

type Proof = { kind: 'proven'; holder: Holder } | { kind: 'refused'; error: AppError; isGuess?: boolean };

/**
 * `POST /api/system/user/alteration`: the account holder of a registered company proves who they
 * are with username and password, then changes the company's registration details. Like login:
 * the same rate limits (shared buckets, so it is no side door for guessing), a wrong password
 * counts towards the lock, the site's slider rule applies, and an unknown account answers exactly
 * like a wrong password. Only an account that registered itself (user_source userRegister) may
 * change its own top company; everything else is for the tenant's administrators in the console. Closed with registration
 * (disableRegister). Duplicates answer with registration's messages; the visit goes to the
 * registration log (source "alteration") and the login log.
 */
export async function alterRegistration(ctx: AppContext, input: AlterationInput, client: ClientInfo, lang: Language): Promise<{ companyName: string }> {
  const site = await ctx.db('sys_site_setting').first<{ disable_register: boolean }>('disable_register');
  if (site?.disable_register) throw new AppError(403, 'register/disabled');
  await hitRateLimit(ctx.db, `login:ip:${client.ip ?? 'unknown'}`, loginRateLimits.perIp, loginRateLimits.windowSeconds);
  const attempt = { account: input.username, ip: client.ip };
  await requireSliderWhenDue(ctx, attempt, input.sliderToken ?? undefined);
  await hitRateLimit(ctx.db, `login:user:${input.username.toLowerCase()}`, loginRateLimits.perAccount, loginRateLimits.windowSeconds);

  const issues = alterationIssues(input, lang);
  if (issues.length > 0) throw new ValidationFailed(issues);

  const proof = await proveHolder(ctx, input, client);
  if (proof.kind === 'refused') {
    // A guess (unknown account or wrong password) makes the next attempts solve the slider, as at login.
    if (proof.isGuess) await noteLoginFailure(ctx, attempt);
    throw proof.error;
  }
  const { holder } = proof;

  const taken = await takenByOthers(ctx, holder, input);
  if (taken.length > 0) throw new ValidationFailed(taken.map((field) => ({ path: `/body/${field}`, code: `register/${field}-exists`, message: formatMessage(`register/${field}-exists`, lang) })));

  await answeringUniqueViolations(lang, () => withTenant(ctx.db, holder.tenantId, async (trx) => {
    await trx('sys_org').where({ id: holder.companyId }).update({ org_name: input.companyName, comp_code: input.compCode || null, social_credit_code: input.socialCreditCode || null });
    await trx('sys_user').where({ id: holder.userId }).update({ phone: input.phone, email: input.email || null, updated_at: trx.fn.now() });
    await writeLoginLog(trx, { tenantId: holder.tenantId, userId: holder.userId, username: input.username, kind: 'password', outcome: 'alteration', client });
  }));
  await ctx.db('sys_register_log').insert({ source: 'alteration', ip: client.ip?.slice(0, 64) ?? null, user_agent: client.userAgent?.slice(0, 255) ?? null });
  return { companyName: input.companyName };
}

/** Email and phone are unique across all tenants; the holder's own current values do not count. */
async function takenByOthers(ctx: AppContext, holder: Holder, input: AlterationInput): Promise<Array<'email' | 'phone'>> {
  const email = input.email && input.email.toLowerCase() !== holder.email?.toLowerCase() ? input.email : null;
  const phone = input.phone !== holder.phone ? input.phone : null;
  if (!email && !phone) return [];
  // An empty username matches no account: only email and phone are asked about.
  const { rows } = await ctx.db.raw<{ rows: { field: string }[] }>('select field from auth_identity_taken(?, ?, ?)', ['', email, phone]);
  return rows.map((row) => row.field).filter((field): field is 'email' | 'phone' => field === 'email' || field === 'phone');
}

interface HolderRow {
  status: string;
  user_source: string;
  phone: string | null;
  email: string | null;
  org_id: string | null;
  parent_id: string | null;
  org_type: string | null;
}

/** Username and password, with login's lock and failure counting; the verdict is committed before it is answered. */
async function proveHolder(ctx: AppContext, input: AlterationInput, client: ClientInfo): Promise<Proof> {
  const { rows } = await ctx.db.raw<{ rows: { user_id: string; tenant_id: string; password_hash: string; del_flag: boolean }[] }>('select * from auth_find_login(?)', [input.username]);
  const account = rows[0] && !rows[0].del_flag ? rows[0] : undefined;
  if (!account) {
    await verifyPassword(await decoyPasswordHash, input.password);
    return { kind: 'refused', error: new AppError(401, 'system/invalid-credentials'), isGuess: true };
  }
  return withTenant(ctx.db, account.tenant_id, async (trx): Promise<Proof> => {
    const row = (await trx('sys_user as u').leftJoin('sys_org as o', 'o.id', 'u.org_id').where('u.id', account.user_id)
      .first<HolderRow>('u.status', 'u.user_source', 'u.phone', 'u.email', 'u.org_id', 'o.parent_id', 'o.org_type'))!;
    const log = (outcome: string) => writeLoginLog(trx, { tenantId: account.tenant_id, userId: account.user_id, username: input.username, kind: 'password', outcome, client });
    const subject = { userId: account.user_id, tenantId: account.tenant_id, client: lockoutClient(client) };
    const locked = await lockRefusal(trx, subject);
    if (locked) {
      await log('locked');
      return { kind: 'refused', error: locked };
    }
    if (!(await verifyPassword(account.password_hash, input.password))) {
      const failure = await countWrongPassword(trx, subject, await loadLoginPolicy(trx, account.user_id));
      await log(failure.isLocked ? 'locked' : 'wrong-password');
      return { kind: 'refused', error: failure.error, isGuess: true };
    }
    if (row.status !== '1') return { kind: 'refused', error: new AppError(401, 'system/account-frozen') };
    await clearWrongPasswords(trx, subject);
    const isOwnCompany = row.user_source === 'userRegister' && row.org_id && row.parent_id === null && row.org_type === 'organization';
    if (!isOwnCompany) return { kind: 'refused', error: new AppError(403, 'alteration/not-registered-company') };
    return { kind: 'proven', holder: { userId: account.user_id, tenantId: account.tenant_id, companyId: row.org_id!, phone: row.phone, email: row.email } };
  });
}

