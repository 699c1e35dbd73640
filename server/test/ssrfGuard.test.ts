import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isAddressAllowed, isPublicUnicast, parseAllowEntry, resolvePinnedAddress, type SsrfPolicy } from '../src/eform/httpConfig/ssrfGuard';
import { ipv4NotUnicast, ipv4SpecialPurpose, ipv6NotGlobalUnicast, ipv6SpecialPurpose, type SpecialPurposeBlock } from '../src/eform/httpConfig/specialPurposeRanges';

/** The first, a middle and the last address of a CIDR block. */
function spread(block: string): string[] {
  const [network, bits] = ipaddr.parseCIDR(block);
  const bytes = network.toByteArray();
  const width = BigInt(bytes.length * 8);
  const value = bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
  const hostBits = width - BigInt(bits);
  const first = (value >> hostBits) << hostBits;
  const last = first | ((1n << hostBits) - 1n);
  const toText = (n: bigint) => ipaddr.fromByteArray(Array.from({ length: bytes.length }, (_, i) => Number((n >> (8n * BigInt(bytes.length - 1 - i))) & 0xffn))).toString();
  return [...new Set([first, first + (last - first) / 2n, last].map(toText))];
}

const every = (blocks: readonly SpecialPurposeBlock[]) => blocks.flatMap((b) => spread(b.block).map((address) => [b.block, b.name, b.rfc, address] as const));

describe('SSRF guard: only globally reachable unicast by default', () => {
  it.each(every(ipv4SpecialPurpose))('IANA IPv4 special-purpose %s (%s, %s): %s is refused', (_block, _name, _rfc, address) => {
    expect(isPublicUnicast(address)).toBe(false);
    expect(isAddressAllowed(address, 80, { allow: [] })).toBe(false);
  });

  it.each(every(ipv6SpecialPurpose))('IANA IPv6 special-purpose %s (%s, %s): %s is refused', (_block, _name, _rfc, address) => {
    expect(isPublicUnicast(address)).toBe(false);
    expect(isAddressAllowed(address, 443, { allow: [] })).toBe(false);
  });

  it.each(every([...ipv4NotUnicast, ...ipv6NotGlobalUnicast]))('not unicast or not global unicast %s (%s, %s): %s is refused', (_block, _name, _rfc, address) => {
    expect(isPublicUnicast(address)).toBe(false);
  });

  it('refuses the addresses seen treated as public: IPv4-compatible, NAT64, site-local, discard-only, benchmarking', () => {
    for (const address of ['::7f00:1', '::a00:1', 'fec0::1', '64:ff9b:1::a00:1', '100::1', '198.18.0.1', '64:ff9b::a9fe:a9fe', '::ffff:7f00:1', '2002:a00:1::1', '2001:2::1']) {
      expect(isPublicUnicast(address), address).toBe(false);
    }
  });

  it('refuses [::127.0.0.1] as a URL writes it (node reads it as ::7f00:1), by address and through the resolver', async () => {
    const url = new URL('http://[::127.0.0.1]:8080/x');
    expect(url.hostname).toBe('[::7f00:1]');
    const policy: SsrfPolicy = { allow: [], resolve: async () => [{ address: '::a00:1', family: 6 }] };
    await expect(resolvePinnedAddress(url, policy)).rejects.toMatchObject({ status: 400, code: 'httpConfig/address-refused' });
    await expect(resolvePinnedAddress(new URL('http://compat.example/'), policy)).rejects.toMatchObject({ status: 400, code: 'httpConfig/address-refused' });
  });

  it('covers every range ipaddr.js names besides unicast (its list is a subset of ours)', () => {
    const rangesOf = (kind: typeof ipaddr.IPv4 | typeof ipaddr.IPv6) => (kind.prototype as unknown as { SpecialRanges: Record<string, unknown> }).SpecialRanges;
    for (const ranges of [rangesOf(ipaddr.IPv4), rangesOf(ipaddr.IPv6)]) {
      for (const [name, entry] of Object.entries(ranges)) {
        const value = entry as unknown[];
        const list = (Array.isArray(value[0]) ? value : [value]) as Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
        for (const [network, bits] of list) {
          for (const address of spread(`${network.toString()}/${bits}`)) expect(isPublicUnicast(address), `${name} ${address}`).toBe(false);
        }
      }
    }
  });

  it('allows ordinary public addresses, right up to the edges of the refused blocks', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255', '2606:4700:4700::1111', '2001:4860:4860::8888', '2001:200::1', '2a00:1450:4001:80b::200e']) {
      expect(isPublicUnicast(address), address).toBe(true);
      expect(isAddressAllowed(address, 8443, { allow: [] }), address).toBe(true);
    }
    // Shorthands that are not addresses as node reads them are never taken as one.
    for (const text of ['2130706433', '0x7f.1', '127.1', 'localhost', '']) expect(isAddressAllowed(text, 80, { allow: [] }), text).toBe(false);
  });
});

describe('SSRF guard: the allow-list is address:port', () => {
  it('opens exactly the port it names, for that address (or network), and no embedded form of it', () => {
    const policy = { allow: ['10.0.0.7:8080', '[fd00::5]:443', '192.168.10.0/24:9000'] };
    expect(isAddressAllowed('10.0.0.7', 8080, policy)).toBe(true);
    expect(isAddressAllowed('10.0.0.7', 8081, policy)).toBe(false);
    expect(isAddressAllowed('10.0.0.7', 22, policy)).toBe(false);
    expect(isAddressAllowed('::ffff:a00:7', 8080, policy)).toBe(false);
    expect(isAddressAllowed('fd00::5', 443, policy)).toBe(true);
    expect(isAddressAllowed('fd00::5', 80, policy)).toBe(false);
    expect(isAddressAllowed('192.168.10.200', 9000, policy)).toBe(true);
    expect(isAddressAllowed('192.168.11.1', 9000, policy)).toBe(false);
  });

  it('refuses entries without a port, IPv6 without brackets, bad ports and names, saying how to write them', () => {
    expect(parseAllowEntry('10.0.0.7:8080')).toMatchObject({ bits: 32, port: 8080 });
    expect(parseAllowEntry('[fd00::/64]:443')).toMatchObject({ bits: 64, port: 443 });
    for (const entry of ['10.0.0.7', '10.0.0.0/8', 'fd00::5', 'fd00::5:443', '[fd00::5]', '10.0.0.7:0', '10.0.0.7:70000', 'internal.example:80', '[10.0.0.7]:80', '10.0.0.0/33:80', '10.0.0.7:*']) {
      expect(() => parseAllowEntry(entry), entry).toThrow(/address:port/);
    }
  });

  it('stops the start when WHARF_HTTP_ALLOW holds a bare address', () => {
    expect(() => loadConfig({ WHARF_HTTP_ALLOW: '10.0.0.7:8080, 10.0.0.8' }, [])).toThrow(/WHARF_HTTP_ALLOW entry "10.0.0.8": a port is required/);
    expect(() => loadConfig({ WHARF_HTTP_ALLOW: '10.0.0.7:8080,[fd00::5]:443' }, [])).not.toThrow();
  });
});
