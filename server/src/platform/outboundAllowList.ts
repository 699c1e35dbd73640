import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The syntax of the operator's allow-list for outbound calls (`WHARF_HTTP_ALLOW`): read by the
// configuration at start (a bad entry stops it) and by the SSRF guard (`eform/httpConfig/ssrfGuard.ts`).

/** One allow-list entry: an address (or a network) together with the one port it opens. */
export interface AllowedTarget {
  network: ipaddr.IPv4 | ipaddr.IPv6;
  bits: number;
  port: number;
}

/** A literal address only as node itself reads one (no `2130706433` or `0x7f.1` shorthands). */
export function parseIpLiteral(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (isIP(text) === 0) return undefined;
  try {
    return ipaddr.parse(text);
  } catch {
    return undefined; // e.g. `::127.0.0.1`, which node accepts and ipaddr.js 1.x does not: refused.
  }
}

/**
 * One `WHARF_HTTP_ALLOW` entry: `address:port`, `[ipv6]:port`, or a network the same way
 * (`10.1.0.0/16:8443`, `[fd00::/64]:443`). A bare address would open every port of it, so it is
 * refused with a message saying how to write the entry.
 */
export function parseAllowEntry(entry: string): AllowedTarget {
  const fail = (why: string): never => {
    throw new Error(`WHARF_HTTP_ALLOW entry "${entry}": ${why}; write address:port (IPv6 as [address]:port), e.g. 10.1.2.3:8080 or [fd00::5]:443`);
  };
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(entry);
  const plain = /^([^:[\]]+):(\d+)$/.exec(entry);
  const [, host, portText] = bracketed ?? plain ?? [];
  if (host === undefined || portText === undefined) return fail(entry.includes(':') && !entry.startsWith('[') && !plain ? 'an IPv6 address needs brackets and a port' : 'a port is required (a bare address would open all its ports)');
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return fail('the port must be 1 to 65535');
  const [addressText, bitsText] = host.split('/');
  const network = parseIpLiteral(addressText ?? '');
  if (!network) return fail('not an IP address (names are not allowed: they can change what they point to)');
  if (bracketed && network.kind() !== 'ipv6') return fail('brackets are for IPv6 addresses');
  if (!bracketed && network.kind() !== 'ipv4') return fail('an IPv6 address needs brackets');
  const maxBits = network.kind() === 'ipv4' ? 32 : 128;
  const bits = bitsText === undefined ? maxBits : Number(bitsText);
  if (!/^\d+$/.test(bitsText ?? String(maxBits)) || bits > maxBits) return fail(`the network length must be 0 to ${maxBits}`);
  return { network, bits, port };
}

/** Every entry of a comma-separated allow-list, checked (the first bad one throws). */
export function parseAllowList(text: string | undefined): AllowedTarget[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(parseAllowEntry);
}
