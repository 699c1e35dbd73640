import { randomBytes } from 'node:crypto';
import { checkRegistration, formatMessage, type Language, type RegistrationInput } from '@wharf/engine';
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { withTenant } from '../db/withTenant';
import { AppError, ValidationFailed, type FieldIssue } from '../http/errors';
import { answeringUniqueViolations } from '../http/uniqueViolation';
import { claimUserSeat } from '../organisation/users/claimUserSeat';
import { hashPassword } from './passwords';
import { hitRateLimit } from './rateLimit';

const issue = (field: string, code: string, lang: Language): FieldIssue => ({ path: `/body/${field}`, code, message: formatMessage(code, lang) });

/**
 * Company registration: a new company (top organisation) in the chosen tenant with its first
 * user. Refused while the site setting disableRegister is on, for customs brokers, past the
 * tenant's maxUsers, and for a username, email, phone, work number, company or domain that
 * already exists.
 */
export async function register(ctx: AppContext, input: RegistrationInput, client: { ip?: string }, lang: Language): Promise<{ username: string; companyName: string }> {
  const site = await ctx.db('sys_site_setting').first<{ disable_register: boolean }>('disable_register');
  if (site?.disable_register) throw new AppError(403, 'register/disabled');
  await hitRateLimit(ctx.db, `register:ip:${client.ip ?? 'unknown'}`, 20, 600);

  const problems = checkRegistration(input, lang);
  if (problems.length > 0) throw new ValidationFailed(problems.map((p) => ({ ...p, path: `/body${p.path}` })));

  const { rows: tenants } = await ctx.db.raw<{ rows: { tenant_id: string }[] }>('select tenant_id from auth_find_tenant(?)', [input.tenantCode]);
  const tenantId = tenants[0]?.tenant_id;
  if (!tenantId) throw new ValidationFailed([issue('tenantCode', 'register/tenant-not-found', lang)]);

  const { rows: taken } = await ctx.db.raw<{ rows: { field: string }[] }>('select field from auth_identity_taken(?, ?, ?)', [input.username, input.email || null, input.phone]);
  if (taken.length > 0) throw new ValidationFailed(taken.map(({ field }) => issue(field, `register/${field}-exists`, lang)));

  const passwordHash = await hashPassword(input.password);
  try {
    await answeringUniqueViolations(lang, () => withTenant(ctx.db, tenantId, (trx) => createCompanyAndUser(trx, tenantId, input, passwordHash)));
  } catch (error) {
    throw registerFailed(error);
  }
  return { username: input.username, companyName: input.companyName };
}

/**
 * Spec §8 "register fail": a registration the server could not store for a reason of its own (not a
 * refusal of the input, nor the database being down) answers that message, its cause kept in the log.
 */
function registerFailed(error: unknown): unknown {
  if (error instanceof AppError || isDatabaseUnavailable(error)) return error;
  const failed = new AppError(500, 'register/failed');
  failed.cause = error;
  return failed;
}

async function createCompanyAndUser(trx: Knex.Transaction, tenantId: string, input: RegistrationInput, passwordHash: string): Promise<void> {
  await claimUserSeat(trx, tenantId);

  const [org] = await trx('sys_org')
    .insert({
      tenant_id: tenantId,
      org_name: input.companyName,
      // A registered company gets a generated code; administrators may rename it later.
      org_code: `REG-${randomBytes(5).toString('hex').toUpperCase()}`,
      org_type: 'organization',
      comp_code: input.compCode || null,
      social_credit_code: input.socialCreditCode || null,
      domain: input.domain || null,
    })
    .returning('id');
  await trx('sys_user').insert({
    tenant_id: tenantId,
    org_id: org.id,
    username: input.username,
    realname: input.realname,
    password_hash: passwordHash,
    phone: input.phone,
    email: input.email || null,
    work_no: input.workNo || null,
    user_type: input.proxyType ? 'proxy' : 'normal',
    proxy_type: input.proxyType ?? null,
    user_source: 'userRegister',
    org_code: null,
  });
}
