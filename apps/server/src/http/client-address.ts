/**
 * Who is at the other end of a connection, for per-address limits, before any header arrived
 * (so no X-Forwarded-For): the peer's address, or its IPv6 /64, since one IPv6 client is
 * usually given a whole /64 and counting its addresses one by one would not bound it.
 */
import { BlockList, isIP } from 'node:net';

/** A peer's address as limits count it: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 as its /64. */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  const plain = unmapIpv4(address.split('%')[0]!);
  if (isIP(plain) !== 6) return plain;
  const [left = '', right] = plain.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const unmapIpv4 = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice('::ffff:'.length) : address;

/** proxy-addr's names for address ranges, which TRUST_PROXY accepts as fastify does. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a peer is a proxy TRUST_PROXY trusts. Its connections carry many clients, so a
 * per-address cap must not count them as one. A hop count trusts whoever is nearest, so every
 * peer is a proxy; a list trusts its addresses, ranges (`10.0.0.0/8`) and named ranges.
 */
export function trustedProxyCheck(trust: boolean | number | string[]): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (trust === true || typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) continue; // fastify itself refuses what it cannot read
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
  }
  return (peer) => {
    if (!peer) return false;
    const plain = unmapIpv4(peer.split('%')[0]!);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
