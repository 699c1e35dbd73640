import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/errors';
import { parseAllowEntry, parseAllowList, parseIpLiteral as parseAddress, type AllowedTarget } from '../../platform/outboundAllowList';
import { ipv4NotUnicast, ipv4SpecialPurpose, ipv6GlobalUnicast, ipv6SpecialPurpose } from './specialPurposeRanges';

/** Resolves a host name to every address it has (node's `dns.lookup` with `all: true` by default). */
export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface SsrfPolicy {
  /**
   * Private targets the operator allows, each an `address:port` (IPv6 `[address]:port`; a network
   * `10.1.0.0/16:443` or `[fd00::/64]:443` also), from `WHARF_HTTP_ALLOW` (comma-separated).
   */
  allow: ReadonlyArray<string>;
  resolve: HostResolver;
}

// The allow-list's syntax is the platform's (the configuration checks it at start).
export { parseAllowEntry };

const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;
const cidrs = (blocks: ReadonlyArray<{ block: string }>) => blocks.map((b) => ipaddr.parseCIDR(b.block));
const refusedV4 = cidrs([...ipv4SpecialPurpose, ...ipv4NotUnicast]);
const refusedV6 = cidrs(ipv6SpecialPurpose);
const globalUnicastV6 = ipaddr.parseCIDR(ipv6GlobalUnicast);

function matches(address: Parsed, [network, bits]: [Parsed, number]): boolean {
  return address.kind() === network.kind() && (address as ipaddr.IPv4).match(network as ipaddr.IPv4, bits);
}

/**
 * Whether `address` is globally reachable unicast: IPv4 outside every special-purpose block and
 * multicast; IPv6 inside global unicast (2000::/3, which leaves out every form that embeds an IPv4
 * address in the low bits, site-local, unique-local, link-local, multicast, discard-only and
 * NAT64) and outside every special-purpose block within it. ipaddr.js's own `range()` must say
 * `unicast` as well (it knows fewer ranges, so it is a second opinion, not the test).
 */
export function isPublicUnicast(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed || parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') return !refusedV4.some((range) => matches(parsed, range));
  return matches(parsed, globalUnicastV6) && !refusedV6.some((range) => matches(parsed, range));
}

// Parsed once per allow-list (a policy's list does not change).
const parsedLists = new WeakMap<ReadonlyArray<string>, AllowedTarget[]>();
function allowedTargets(allow: ReadonlyArray<string>): AllowedTarget[] {
  let parsed = parsedLists.get(allow);
  if (!parsed) {
    parsed = allow.map(parseAllowEntry);
    parsedLists.set(allow, parsed);
  }
  return parsed;
}

/** The operator's policy from the environment: `WHARF_HTTP_ALLOW=10.0.0.7:8080,[fd00::5]:443`. */
export function ssrfPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SsrfPolicy {
  const allow = (env.WHARF_HTTP_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  parseAllowList(env.WHARF_HTTP_ALLOW);
  return { allow, resolve: systemResolver };
}

/**
 * Whether an outbound call may connect to `address` on `port`: a globally reachable unicast
 * address (any port), or an operator's allow-list entry for exactly that address (or network) and
 * port. Everything else is refused: loopback, private, shared, link-local (the cloud metadata
 * service 169.254.169.254), unique-local (fd00:ec2::254), benchmarking, documentation, multicast,
 * reserved, and every IPv6 form that carries an IPv4 address (mapped, compatible, NAT64, 6to4,
 * Teredo) — an allow-list entry for 10.0.0.7 does not open `[::ffff:10.0.0.7]`.
 */
export function isAddressAllowed(address: string, port: number, policy: Pick<SsrfPolicy, 'allow'>): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  for (const entry of allowedTargets(policy.allow)) {
    if (entry.port === port && matches(parsed, [entry.network, entry.bits])) return true;
  }
  return isPublicUnicast(address);
}

/** A host as a URL gives it, without IPv6 brackets. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/** The port a URL connects to (its own, else the scheme's). */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/**
 * Resolves the URL's host once and checks every address it resolves to; the caller connects to the
 * address returned (pinned), so a second DNS answer (rebinding) can never move the connection.
 */
export async function resolvePinnedAddress(url: URL, policy: SsrfPolicy): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url.hostname);
  const literalFamily = isIP(host);
  let addresses: Array<{ address: string; family: number }>;
  if (literalFamily !== 0) addresses = [{ address: host, family: literalFamily }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new AppError(400, 'httpConfig/dns-failed', [host]);
    }
    if (addresses.length === 0) throw new AppError(400, 'httpConfig/dns-failed', [host]);
  }
  const port = portOf(url);
  const refused = addresses.find((a) => !isAddressAllowed(a.address, port, policy));
  if (refused) throw new AppError(400, 'httpConfig/address-refused', [host === refused.address ? `${host}:${port}` : `${host} → ${refused.address}:${port}`]);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
