import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach: this machine, the private networks beside it, the
 * cloud metadata service (link-local), and what is not a single host on the internet.
 */
const NON_PUBLIC = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const IPV6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address, possibly a private one
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4) NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6) NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether a webhook may connect to this IP address. IPv4-mapped IPv6 addresses
 * (`::ffff:127.0.0.1`) are judged by their IPv4 address; anything that is not an IP is refused.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of an http(s) URL as DNS knows it (IPv6 literals without their brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
