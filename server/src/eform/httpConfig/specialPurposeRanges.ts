/**
 * The address blocks an outbound call of an HTTP config never goes to (unless the operator
 * allow-lists an address:port): every row of the IANA IPv4 and IPv6 Special-Purpose Address
 * Registries (RFC 6890; rows as the registries list them), and beside them the blocks that are not
 * ordinary unicast although those registries do not list them (multicast, the deprecated IPv6
 * site-local and IPv4-compatible forms, and the IPv6 space IANA has not allocated as global
 * unicast).
 *
 * Every block is refused, whatever the registry's "Globally Reachable" column says: the blocks
 * marked reachable are anycast relays, AS112 sinks, overlay identifiers and NAT64 — none is a web
 * service, and NAT64 (64:ff9b::/96) translates to IPv4 addresses, private ones included.
 */
export interface SpecialPurposeBlock {
  /** CIDR notation. */
  block: string;
  name: string;
  /** Where the block is defined. */
  rfc: string;
  /** The registry's "Globally Reachable" column (null: N/A); not in a registry: false. */
  globallyReachable: boolean | null;
}

/** IANA IPv4 Special-Purpose Address Registry, row by row. */
export const ipv4SpecialPurpose: readonly SpecialPurposeBlock[] = [
  { block: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791 §3.2', globallyReachable: false },
  { block: '0.0.0.0/32', name: '"This host on this network"', rfc: 'RFC 1122 §3.2.1.3', globallyReachable: false },
  { block: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  { block: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598', globallyReachable: false },
  { block: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3', globallyReachable: false },
  { block: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927', globallyReachable: false },
  { block: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890 §2.1', globallyReachable: false },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', globallyReachable: false },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', globallyReachable: false },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', globallyReachable: true },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', globallyReachable: true },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', globallyReachable: false },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', globallyReachable: false },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', globallyReachable: false },
  { block: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', globallyReachable: true },
  { block: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450', globallyReachable: true },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', globallyReachable: null },
  { block: '192.88.99.2/32', name: '6a44-relay anycast address', rfc: 'RFC 6751', globallyReachable: false },
  { block: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', globallyReachable: true },
  { block: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', globallyReachable: false },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', globallyReachable: false },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', globallyReachable: false },
  { block: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112 §4', globallyReachable: false },
  { block: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 8190, RFC 919 §7', globallyReachable: false },
];

/** IPv4 blocks that are not unicast although the special-purpose registry does not list them. */
export const ipv4NotUnicast: readonly SpecialPurposeBlock[] = [
  { block: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771', globallyReachable: false },
];

/** IANA IPv6 Special-Purpose Address Registry, row by row. */
export const ipv6SpecialPurpose: readonly SpecialPurposeBlock[] = [
  { block: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291', globallyReachable: false },
  { block: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291', globallyReachable: false },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', globallyReachable: false },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', globallyReachable: true },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215', globallyReachable: false },
  { block: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666', globallyReachable: false },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780', globallyReachable: false },
  { block: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', globallyReachable: false },
  { block: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190', globallyReachable: null },
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', globallyReachable: true },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', globallyReachable: true },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665', globallyReachable: true },
  { block: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180, RFC Errata 1752', globallyReachable: false },
  { block: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', globallyReachable: true },
  { block: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', globallyReachable: true },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', globallyReachable: null },
  { block: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', globallyReachable: true },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374', globallyReachable: true },
  { block: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', globallyReachable: false },
  { block: '2002::/16', name: '6to4', rfc: 'RFC 3056', globallyReachable: null },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', globallyReachable: true },
  { block: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', globallyReachable: false },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', globallyReachable: false },
  { block: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190', globallyReachable: false },
  { block: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', globallyReachable: false },
];

/**
 * IPv6 global unicast is 2000::/3 (RFC 4291 §2.4, IANA IPv6 Address Space); the rest of the space
 * is multicast, link- or site-local, unique-local, or reserved by the IETF. The guard refuses any
 * IPv6 address outside 2000::/3; these rows name what that refuses, for the tests and the reader.
 */
export const ipv6GlobalUnicast = '2000::/3';
export const ipv6NotGlobalUnicast: readonly SpecialPurposeBlock[] = [
  { block: '::/96', name: 'IPv4-compatible Address (deprecated)', rfc: 'RFC 4291 §2.5.5.1', globallyReachable: false },
  { block: '::/8', name: 'Reserved by IETF (embedded IPv4, loopback, unspecified)', rfc: 'RFC 4291', globallyReachable: false },
  { block: '100::/8', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '200::/7', name: 'Reserved by IETF (formerly OSI NSAP)', rfc: 'RFC 4048', globallyReachable: false },
  { block: '400::/6', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '800::/5', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '1000::/4', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '4000::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '6000::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: '8000::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'a000::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'c000::/3', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'e000::/4', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'f000::/5', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'f800::/6', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'fe00::/9', name: 'Reserved by IETF', rfc: 'RFC 4291', globallyReachable: false },
  { block: 'fec0::/10', name: 'Site-Local (deprecated)', rfc: 'RFC 3879', globallyReachable: false },
  { block: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291', globallyReachable: false },
];
