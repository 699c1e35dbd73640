import type { Language } from '@wharf/engine';
import type { AppContext } from '../context';
import { consumeSmsCode } from './phoneCodes/smsCodes';
import { AppError } from '../http/errors';
import { finishLogin, type LoginResult } from './login';
import { continueLogin } from './loginSteps';
import { useLoginStep } from './loginStep';
import type { ClientInfo } from './openSession';

/**
 * The second step of a password login for users with enableVcode: the code sent to their phone,
 * with the single-use ticket the first step answered. A wrong code leaves the ticket usable
 * (the code itself dies after its allowed wrong guesses); the right one continues the login.
 */
export async function verifyLoginCode(ctx: AppContext, input: { ticket: string; captcha: string }, client: ClientInfo, lang?: Language): Promise<LoginResult> {
  const next = await useLoginStep(ctx, input.ticket, 'verifyCode', async (trx, account) => {
    if (!(await consumeSmsCode(ctx, account, 'login-verify', input.captcha))) throw new AppError(401, 'identity/sms-code-invalid');
    const user = await trx('sys_user').where({ id: account.userId }).first<{ username: string }>('username');
    return { account, continuation: await continueLogin(trx, { ...account, username: user!.username }, client, true) };
  });
  return finishLogin(ctx, next.account, client, next.continuation, lang);
}
