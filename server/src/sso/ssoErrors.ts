import { AppError } from '../http/errors';

/** The ssoKey names no configuration (spec §8 "ssoKey not configured"). */
export const ssoNotConfigured = () => new AppError(400, 'sso/not-configured');

/** The configuration lacks what this login needs (spec §5, §8 "SSO configuration incomplete"). */
export const ssoIncomplete = () => new AppError(400, 'sso/incomplete');

/** The configuration exists but is of the other type (a CAS key sent to the OAuth2 login, say). */
export const ssoWrongType = (expected: string) => new AppError(400, 'sso/wrong-type', [expected]);

/**
 * Any failure of the external proof (tampered state, refused code, bad ID token, invalid ticket).
 * One generic message: the details go to the log, not to whoever is probing.
 */
export const ssoLoginFailed = () => new AppError(401, 'sso/login-failed');

/** The login attempt behind a state existed but has expired. */
export const ssoAttemptExpired = () => new AppError(401, 'sso/attempt-expired');

/** The provider proved an identity that is linked to no user (no auto-provisioning). */
export const ssoUnknownIdentity = () => new AppError(401, 'sso/unknown-identity');

/** The provider could not be reached or answered nonsense to discovery. */
export const ssoProviderUnreachable = () => new AppError(502, 'sso/provider-unreachable');
