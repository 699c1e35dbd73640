import { isPageAddress } from '@wharf/engine';
import { parameterQuery } from './parameterText';

/** Where an openUrl button leads: a page of this site (opened by the app's router) or an outside http(s) address. */
export type LinkTarget = { kind: 'path'; path: string } | { kind: 'address'; href: string };

/**
 * The address of an openUrl button with its out-parameters added as query values (encoded), or
 * undefined when the builder's address is none the app may open: only an http(s) address or a path of
 * this site. `javascript:`, `data:`, `//host` and `/\host` (which browsers read as another host) are
 * refused, so a stored definition can never run script in the user's session through a button.
 */
export function linkTarget(linkUrl: string | undefined, parameters: Readonly<Record<string, unknown>>, origin: string): LinkTarget | undefined {
  const address = (linkUrl ?? '').trim();
  if (!isPageAddress(address)) return undefined;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const isPath = address.startsWith('/');
  if (isPath && url.origin !== new URL(origin).origin) return undefined;
  for (const [key, value] of Object.entries(parameterQuery(parameters))) url.searchParams.set(key, value);
  return isPath ? { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` } : { kind: 'address', href: url.href };
}
