import { isIP } from 'node:net';
import { formatMessage, type Language } from '@wharf/engine';
import { AppError } from '../../http/errors';
import { bareHost, isAddressAllowed, portOf, type SsrfPolicy } from './ssrfGuard';

/** A name that takes longer than this to resolve at save is left to the check at call time. */
const saveLookupMs = 3000;

/** The URL's host part as written, `{{…}}` placeholders included (a URL parser would encode them). */
const authorityOf = (url: string) => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';

/**
 * Refuses, when an HTTP config is saved, a URL whose host is a private or reserved address, or a
 * name that resolves to one (the same rule and allow-list as the call itself), with a 400 on
 * `/body/httpUrl`. What cannot be known at save is left to the call, which checks every time and
 * connects to the address it checked: a host built from `{{parameters}}`, and a name that does not
 * resolve (yet) from this server.
 */
export async function assertSavedTargetAllowed(httpUrl: string, policy: SsrfPolicy, lang: Language): Promise<void> {
  if (authorityOf(httpUrl).includes('{{')) return;
  let url: URL;
  try {
    url = new URL(httpUrl);
  } catch {
    return; // The record schema has already said what is wrong with it.
  }
  const host = bareHost(url.hostname);
  const port = portOf(url);
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      const answers = await Promise.race([policy.resolve(host), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), saveLookupMs).unref())]);
      addresses = answers.map((answer) => answer.address);
    } catch {
      return;
    }
  }
  const refused = addresses.find((address) => !isAddressAllowed(address, port, policy));
  if (refused === undefined) return;
  const target = refused === host ? `${host}:${port}` : `${host} → ${refused}:${port}`;
  // The answer's own message says it (the designer shows that), and the issue names the field.
  const message = formatMessage('httpConfig/private-target', lang, [target]);
  throw new AppError(400, 'httpConfig/private-target', [target], { errors: [{ path: '/body/httpUrl', code: 'httpConfig/private-target', message }] });
}
