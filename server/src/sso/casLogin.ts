import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { admitAccount } from '../identity/admitAccount';
import type { Language } from '@wharf/engine';
import type { ClientInfo } from '../auth/openSession';
import { openLoginSession, type LoginSession } from '../auth/loginExtras';
import { casEndpoint, validateServiceTicket } from './casValidate';
import { resolveExternalUser } from './externalIdentity';
import { requireCasConfig } from './ssoConfig';

export interface CasLoginInput {
  ssoKey: string;
  ticket?: string;
  /** The service the ticket was issued for; defaults to the configured service URL. */
  service?: string;
}

/** Either a session, or where to send the browser to (get) a ticket (spec §4 CAS). */
export type CasLoginOutcome = { kind: 'session'; session: LoginSession } | { kind: 'redirect'; url: string };

/**
 * The service a ticket is validated for. Only the configured service URL, optionally with extra
 * query parameters, is accepted: a ticket another application obtained for itself must not
 * open a session here.
 */
export function allowedService(serviceUrl: string, requested: string | undefined): string {
  if (requested === undefined || requested === serviceUrl) return serviceUrl;
  const joiner = serviceUrl.includes('?') ? '&' : '?';
  if (requested.startsWith(`${serviceUrl}${joiner}`)) return requested;
  throw new AppError(400, 'sso/invalid-url', ['service']);
}

/**
 * `GET /api/system/cas/login`: without a ticket, or with one the CAS server does not confirm,
 * the answer is the CAS login URL to redirect to; with a confirmed ticket, a session for the
 * user the CAS user (or the configured `loginName` attribute) maps to.
 */
export async function casLogin(ctx: AppContext, input: CasLoginInput, client: ClientInfo, lang: Language): Promise<CasLoginOutcome> {
  const { config, casUrl, serviceUrl } = await requireCasConfig(ctx, input.ssoKey);
  const service = allowedService(serviceUrl, input.service);
  const loginUrl = casEndpoint(casUrl, 'login');
  loginUrl.searchParams.set('service', service);
  const redirect: CasLoginOutcome = { kind: 'redirect', url: loginUrl.href };
  if (!input.ticket) return redirect;

  const principal = await validateServiceTicket(casUrl, service, input.ticket, ctx.log);
  if (!principal || principal.user.length > 255) return redirect;
  const username = config.cas.loginName ? principal.attributes[config.cas.loginName] : principal.user;
  const userId = await resolveExternalUser(ctx, config.tenantId, config.ssoKey, {
    subject: principal.user,
    username: username && username.length <= 100 ? username : undefined,
  }, client);
  // The organisation's rules still apply: lock, IP whitelist, prohibited multiple login, no visitor accounts.
  await admitAccount(ctx, { userId, tenantId: config.tenantId }, client, 'sso');
  return { kind: 'session', session: await openLoginSession(ctx, { userId, tenantId: config.tenantId }, client, { kind: 'sso', ssoKey: config.ssoKey }, lang) };
}
