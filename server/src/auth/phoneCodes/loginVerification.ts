import { formatMessage, type Language } from '@wharf/engine';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { smsCodePolicy, storeSmsCode } from './smsCodes';
import { smsProviderFor } from '../../delivery/sms/configuredSmsProvider';

/**
 * Sends the second-factor code of a password login (users with enableVcode) to the user's phone.
 * Unlike the phone login's code, it is only sent after the right password, so awaiting the
 * delivery reveals nothing.
 */
export async function sendLoginVerificationCode(ctx: AppContext, account: { userId: string; tenantId: string }, lang: Language): Promise<void> {
  const user = await withTenant(ctx.db, account.tenantId, (trx) => trx('sys_user').where({ id: account.userId }).first<{ phone: string }>('phone'));
  const code = await storeSmsCode(ctx, { ...account, phone: user!.phone }, 'login-verify');
  await smsProviderFor(ctx).send(ctx, {
    tenantId: account.tenantId,
    phone: user!.phone,
    title: formatMessage('identity/sms-login-title', lang),
    text: formatMessage('identity/sms-login-text', lang, [code, smsCodePolicy.lifetimeSeconds / 60]),
  });
}
