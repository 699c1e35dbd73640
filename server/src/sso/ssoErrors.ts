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

/**
 * The provider answered discovery with another issuer than the configuration names (beyond a
 * trailing `/`): logins would fail on every ID token, so the operator is told both.
 */
export const ssoIssuerMismatch = (configured: string, discovered: string) => new AppError(502, 'sso/issuer-mismatch', [configured, discovered]);

/** The provider answered, but not with a discovery document (a wrong path, a 404, an HTML page). */
export const ssoDiscoveryFailed = (address: string, status: number) => new AppError(502, 'sso/discovery-failed', [address, status]);
