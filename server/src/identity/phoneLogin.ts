import { formatMessage, type Language } from '@wharf/engine';
import { writeLoginLog, type ClientInfo } from '../auth/openSession';
import { openLoginSession, type LoginSession } from '../auth/loginExtras';
import { hitRateLimit } from '../auth/rateLimit';
import { noteLoginFailure, requireSliderWhenDue } from '../auth/slider/sliderGate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError, coerceError } from '../http/errors';
import { admitAccount } from './admitAccount';
import { consumeSmsCode, phoneBucket, smsCodePolicy, storeSmsCode } from '../auth/phoneCodes/smsCodes';
import { smsProviderFor } from '../delivery/sms/configuredSmsProvider';

/** Sends and guesses allowed per phone number and per client address, in their windows. */
export const phoneRateLimits = {
  sendPerPhonePerMinute: 1,
  sendPerPhonePerHour: 5,
  sendPerIpPerHour: 20,
  loginPerPhonePer15Minutes: 10,
  loginPerIpPer15Minutes: 30,
} as const;

interface PhoneAccount {
  userId: string;
  tenantId: string;
  status: string;
}

async function findPhoneAccount(ctx: AppContext, phone: string): Promise<PhoneAccount | undefined> {
  const { rows } = await ctx.db.raw<{ rows: { user_id: string; tenant_id: string; status: string }[] }>(
    'select user_id, tenant_id, status from identity_find_phone_login(?)', [phone]);
  const row = rows[0];
  return row && { userId: row.user_id, tenantId: row.tenant_id, status: row.status };
}

const ipOf = (client: ClientInfo) => client.ip ?? 'unknown';

const deliveries = new WeakMap<AppContext, Set<Promise<void>>>();

/** Resolves once every code delivery started so far has finished (tests, graceful shutdown). */
export async function smsDeliveriesSettled(ctx: AppContext): Promise<void> {
  await Promise.all([...(deliveries.get(ctx) ?? [])]);
}

/**
 * `POST /api/system/sms` for login: counts the request against the phone and the address
 * (whether or not the phone is registered, so limits reveal nothing). The lookup, the stored
 * code and the SMS happen after the answer, so neither the answer nor its timing says whether
 * the phone belongs to an account; failures there are logged, not answered. The site's slider
 * rule applies as for a password login (a solved slider's token, checked after the address limit).
 */
export async function sendLoginCode(ctx: AppContext, phone: string, client: ClientInfo, lang: Language, sliderToken?: string): Promise<void> {
  await hitRateLimit(ctx.db, `sms-ip:${ipOf(client)}`, phoneRateLimits.sendPerIpPerHour, 3600);
  await requireSliderWhenDue(ctx, { account: phone, ip: client.ip }, sliderToken);
  await hitRateLimit(ctx.db, `sms-phone-minute:${phoneBucket(phone)}`, phoneRateLimits.sendPerPhonePerMinute, 60);
  await hitRateLimit(ctx.db, `sms-phone-hour:${phoneBucket(phone)}`, phoneRateLimits.sendPerPhonePerHour, 3600);
  const pending = deliveries.get(ctx) ?? new Set<Promise<void>>();
  deliveries.set(ctx, pending);
  const delivery: Promise<void> = deliverLoginCode(ctx, phone, lang)
    .catch((error: unknown) => ctx.log.warn({ err: coerceError(error) }, 'login code not delivered'))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Only a registered, active account gets a code. */
async function deliverLoginCode(ctx: AppContext, phone: string, lang: Language): Promise<void> {
  const account = await findPhoneAccount(ctx, phone);
  if (!account || account.status !== '1') return;
  const code = await storeSmsCode(ctx, { ...account, phone }, 'login');
  await smsProviderFor(ctx).send(ctx, {
    tenantId: account.tenantId,
    phone,
    title: formatMessage('identity/sms-login-title', lang),
    text: formatMessage('identity/sms-login-text', lang, [code, smsCodePolicy.lifetimeSeconds / 60]),
  });
}

/**
 * `POST /api/system/phoneLogin`: a live code sent to the phone opens a session, subject to the
 * organisation's login rules (`admitAccount`). Unknown phone, wrong, expired, reused or
 * worn-out code all give the same 401, and mark a recent failure for the slider rule.
 */
export async function phoneLogin(ctx: AppContext, input: { mobile: string; captcha: string; sliderToken?: string }, client: ClientInfo, lang: Language): Promise<LoginSession> {
  await hitRateLimit(ctx.db, `phone-login-ip:${ipOf(client)}`, phoneRateLimits.loginPerIpPer15Minutes, 900);
  const attempt = { account: input.mobile, ip: client.ip };
  await requireSliderWhenDue(ctx, attempt, input.sliderToken);
  await hitRateLimit(ctx.db, `phone-login-phone:${phoneBucket(input.mobile)}`, phoneRateLimits.loginPerPhonePer15Minutes, 900);
  const account = await findPhoneAccount(ctx, input.mobile);
  if (!account) {
    await noteLoginFailure(ctx, attempt);
    throw new AppError(401, 'identity/sms-code-invalid');
  }
  const isValid = await consumeSmsCode(ctx, account, 'login', input.captcha);
  if (!isValid) {
    await noteLoginFailure(ctx, attempt);
    await logPhoneFailure(ctx, account, 'wrong-code', client);
    throw new AppError(401, 'identity/sms-code-invalid');
  }
  await admitAccount(ctx, account, client, 'phone');
  return openLoginSession(ctx, { userId: account.userId, tenantId: account.tenantId }, client, { kind: 'phone' }, lang);
}

async function logPhoneFailure(ctx: AppContext, account: PhoneAccount, outcome: string, client: ClientInfo): Promise<void> {
  await withTenant(ctx.db, account.tenantId, (trx) =>
    writeLoginLog(trx, { tenantId: account.tenantId, userId: account.userId, kind: 'phone', outcome, client }));
}
