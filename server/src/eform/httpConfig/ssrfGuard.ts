import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/errors';

/** Resolves a host name to every address it has (node's `dns.lookup` with `all: true` by default). */
export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface SsrfPolicy {
  /**
   * Networks the operator allows although they are not public (CIDR like `10.1.0.0/16`, or one
   * address). From `WHARF_HTTP_ALLOW` (comma-separated) by default.
   */
  allow: ReadonlyArray<string>;
  resolve: HostResolver;
}

const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The operator's policy from the environment: `WHARF_HTTP_ALLOW=10.0.0.0/8,192.168.1.20`. */
export function ssrfPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SsrfPolicy {
  const allow = (env.WHARF_HTTP_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of allow) parseNetwork(entry);
  return { allow, resolve: systemResolver };
}

function parseNetwork(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (entry.includes('/')) return ipaddr.parseCIDR(entry);
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/**
 * Whether an outbound call may go to `address`: only ordinary public unicast addresses, unless the
 * operator allow-listed the network. Everything else is refused: loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, which holds the cloud metadata service 169.254.169.254),
 * unique-local (fc00::/7, which holds fd00:ec2::254), carrier-grade NAT, multicast, broadcast,
 * unspecified, reserved, and the IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64,
 * Teredo) — IPv4-mapped ones are judged as the IPv4 address they carry.
 */
export function isAddressAllowed(address: string, policy: Pick<SsrfPolicy, 'allow'>): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  for (const entry of policy.allow) {
    const [network, bits] = parseNetwork(entry);
    const candidate = network.kind() === 'ipv6' && parsed.kind() === 'ipv4' ? (parsed as ipaddr.IPv4).toIPv4MappedAddress() : parsed;
    if (candidate.kind() === network.kind() && (candidate as ipaddr.IPv4).match(network as ipaddr.IPv4, bits)) return true;
  }
  return parsed.range() === 'unicast' && !(parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress());
}

/** A host as a URL gives it, without IPv6 brackets. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
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
  const refused = addresses.find((a) => !isAddressAllowed(a.address, policy));
  if (refused) throw new AppError(400, 'httpConfig/address-refused', [host === refused.address ? host : `${host} → ${refused.address}`]);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
