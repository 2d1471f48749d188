import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';
import { required } from '../required.js';

/**
 * Which kind of network an IP address belongs to. Only 'public' addresses may be fetched:
 * everything else could reach the server's own machine or network (SSRF).
 */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'shared'
  | 'reserved'
  | 'not-an-address';

interface Range {
  base: bigint;
  prefix: number;
  class: Exclude<AddressClass, 'public' | 'not-an-address'>;
}

const IPV4_BITS = 32;
const IPV6_BITS = 128;

// Order matters: the first matching range wins (the broadcast address sits inside 240/4).
const IPV4_RANGES: Range[] = [
  ipv4Range('0.0.0.0/8', 'unspecified'),
  ipv4Range('10.0.0.0/8', 'private'),
  ipv4Range('100.64.0.0/10', 'shared'),
  ipv4Range('127.0.0.0/8', 'loopback'),
  ipv4Range('169.254.0.0/16', 'link-local'),
  ipv4Range('172.16.0.0/12', 'private'),
  ipv4Range('192.168.0.0/16', 'private'),
  // IANA's special-purpose blocks: protocol assignments, documentation (TEST-NET-1 to 3), benchmarking and the
  // old 6to4 relays. Machines use some of them inside their own networks (a VM's interface may sit in 192.0.2/24).
  ipv4Range('192.0.0.0/24', 'reserved'),
  ipv4Range('192.0.2.0/24', 'reserved'),
  ipv4Range('192.88.99.0/24', 'reserved'),
  ipv4Range('198.18.0.0/15', 'reserved'),
  ipv4Range('198.51.100.0/24', 'reserved'),
  ipv4Range('203.0.113.0/24', 'reserved'),
  ipv4Range('224.0.0.0/4', 'multicast'),
  ipv4Range('255.255.255.255/32', 'broadcast'),
  ipv4Range('240.0.0.0/4', 'reserved'),
];

const IPV6_RANGES: Range[] = [
  ipv6Range('::/128', 'unspecified'),
  ipv6Range('::1/128', 'loopback'),
  ipv6Range('fc00::/7', 'private'),
  // Deprecated site-local addresses still route inside some networks.
  ipv6Range('fec0::/10', 'private'),
  ipv6Range('fe80::/10', 'link-local'),
  ipv6Range('ff00::/8', 'multicast'),
  // Discard-only, documentation, and tunnels whose address hides an IPv4 one (Teredo, 6to4).
  ipv6Range('100::/64', 'reserved'),
  ipv6Range('2001:db8::/32', 'reserved'),
  ipv6Range('2001::/32', 'reserved'),
  ipv6Range('2002::/16', 'reserved'),
  // NAT64 for a network's own use (RFC 8215), where the IPv4 address may sit anywhere in the address: never a
  // public web site, and possibly a way to 169.254.169.254.
  ipv6Range('64:ff9b:1::/48', 'reserved'),
];

/**
 * IPv6 forms that carry an IPv4 address in their last 32 bits and reach it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and the NAT64 prefix (64:ff9b::a.b.c.d).
 * They are judged by the IPv4 address they carry, so ::ffff:127.0.0.1 is loopback.
 */
const IPV4_CARRYING_PREFIXES = [
  ipv6Prefix('::ffff:0:0/96'),
  ipv6Prefix('::ffff:0:0:0/96'),
  ipv6Prefix('::/96'),
  ipv6Prefix('64:ff9b::/96'),
];

/** Classifies an IP address as written by a resolver or a normalised URL host (IPv6 without brackets). */
export function classifyAddress(address: string): AddressClass {
  if (isIPv4(address)) return classifyIPv4(ipv4ToBigInt(address));
  const withoutZone = required(address.split('%')[0], 'an address');
  if (isIPv6(withoutZone)) return classifyIPv6(ipv6ToBigInt(withoutZone));
  return 'not-an-address';
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/** An address as one number, IPv4 ones as IPv4-mapped IPv6, so any way of writing it compares equal. */
function addressValue(address: string): bigint | undefined {
  if (isIPv4(address)) return 0xffff00000000n | ipv4ToBigInt(address);
  const withoutZone = required(address.split('%')[0], 'an address');
  return isIPv6(withoutZone) ? ipv6ToBigInt(withoutZone) : undefined;
}

/**
 * Whether the address is one of this machine's own, public or not: a service listening on all interfaces is
 * reachable there. Read at each call, as interfaces come and go.
 */
export function isOwnAddress(address: string): boolean {
  const value = addressValue(address);
  if (value === undefined) return false;
  return Object.values(networkInterfaces()).some((list) =>
    (list ?? []).some((own) => addressValue(own.address) === value),
  );
}

function classifyIPv4(value: bigint): AddressClass {
  return IPV4_RANGES.find((range) => inRange(value, IPV4_BITS, range))?.class ?? 'public';
}

function classifyIPv6(value: bigint): AddressClass {
  const exact = IPV6_RANGES.find((range) => inRange(value, IPV6_BITS, range));
  if (exact) return exact.class;
  if (IPV4_CARRYING_PREFIXES.some((prefix) => inRange(value, IPV6_BITS, prefix))) {
    return classifyIPv4(value & 0xffffffffn);
  }
  return 'public';
}

function inRange(value: bigint, bits: number, range: { base: bigint; prefix: number }): boolean {
  const hostBits = BigInt(bits - range.prefix);
  return value >> hostBits === range.base >> hostBits;
}

function ipv4Range(cidr: string, rangeClass: Range['class']): Range {
  const [address, prefix] = cidr.split('/');
  return { base: ipv4ToBigInt(required(address, 'a range address')), prefix: Number(prefix), class: rangeClass };
}

function ipv6Range(cidr: string, rangeClass: Range['class']): Range {
  return { ...ipv6Prefix(cidr), class: rangeClass };
}

function ipv6Prefix(cidr: string): { base: bigint; prefix: number } {
  const [address, prefix] = cidr.split('/');
  return { base: ipv6ToBigInt(required(address, 'a range address')), prefix: Number(prefix) };
}

/** Expects a dotted-quad address already validated by isIPv4. */
function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** Expects an address already validated by isIPv6; a dotted IPv4 tail is allowed. */
function ipv6ToBigInt(address: string): bigint {
  const [head = '', tail] = withHexTail(address).split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros: string[] = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

/** Rewrites a dotted IPv4 tail (::ffff:1.2.3.4) as two hex groups (::ffff:102:304). */
function withHexTail(address: string): string {
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (!last.includes('.')) return address;
  const value = Number(ipv4ToBigInt(last));
  return `${address.slice(0, lastColon + 1)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
}
