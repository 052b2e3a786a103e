/**
 * Which addresses Antena's own outbound connections may reach (a station's stream, an S3
 * external target): public ones, and internal ones only where the operator allows them. Without
 * this, whoever may set such a URL reads the server's own network through it: a cloud metadata
 * service (169.254.169.254), a database on 127.0.0.1, every port of the LAN (a port scanner
 * through the errors it reports).
 *
 * A host name is checked after DNS resolution, every address it resolves to: one internal
 * address refuses it. For a connection Antena makes itself, `guardedLookup` is the socket's
 * `lookup`, so the connection goes to an address that was just checked and a name cannot resolve
 * to a public address when saved and to an internal one when used.
 *
 * Configuration (config.ts):
 * - OUTBOUND_ALLOW_PRIVATE=true allows loopback and private networks (a MinIO or an Icecast on
 *   the same host or LAN, the tests' stand-ins);
 * - OUTBOUND_ALLOWED_NETWORKS lists addresses, CIDR ranges and host names allowed whatever they
 *   are: the only way to reach a link-local, metadata or reserved address.
 */
import dns, { type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Config } from '../config';

/** Where an address lies. Only `public` is reached without the operator's allowance. */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address (this server itself)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata service address',
  reserved: 'a reserved or non-routable address',
};

/** Cloud metadata services outside the link-local range (AWS IPv6, Alibaba, Azure's wire server). */
const METADATA = ['169.254.169.254/32', 'fd00:ec2::254/128', '100.100.100.200/32', '168.63.129.16/32'];

const RANGES: Record<Exclude<AddressKind, 'public' | 'metadata'>, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
  'link-local': ['169.254.0.0/16', 'fe80::/10'],
  reserved: [
    // "This network" (0.0.0.0 reaches the server itself on Linux), IETF protocol assignments,
    // documentation, benchmarking, multicast, the rest of class E and broadcast.
    '0.0.0.0/8',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
    '::/128',
    '100::/64',
    '2001::/32', // Teredo: an IPv4 address hidden inside, not worth decoding
    '2001:db8::/32',
    'fec0::/10',
    'ff00::/8',
  ],
};

function blockList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const METADATA_LIST = blockList(METADATA);
const KIND_LISTS = Object.entries(RANGES).map(([kind, cidrs]) => [kind as AddressKind, blockList(cidrs)] as const);

/** An IPv6 address as its 16 bytes, or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const all = [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries, where the network would deliver it to that IPv4
 * address: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and
 * 6to4 (2002:aabb:ccdd::/48).
 */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const v4 = (from: number) => bytes.slice(from, from + 4).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return v4(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

/** Where an IP address lies; anything that is not an IP address counts as reserved. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  const inner = family === 6 ? embeddedIpv4(bare) : null;
  if (inner) return addressKind(inner);
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (METADATA_LIST.check(bare, type)) return 'metadata';
  for (const [kind, list] of KIND_LISTS) if (list.check(bare, type)) return kind;
  return 'public';
}

export interface OutboundPolicy {
  allowPrivate: boolean;
  /** OUTBOUND_ALLOWED_NETWORKS' addresses and ranges. */
  networks: BlockList;
  /** OUTBOUND_ALLOWED_NETWORKS' host names, lower case. */
  hosts: ReadonlySet<string>;
}

type PolicyConfig = Pick<Config, 'OUTBOUND_ALLOW_PRIVATE' | 'OUTBOUND_ALLOWED_NETWORKS'>;
const policies = new WeakMap<PolicyConfig, OutboundPolicy>();

export function outboundPolicy(config: PolicyConfig): OutboundPolicy {
  let policy = policies.get(config);
  if (!policy) {
    const entries = config.OUTBOUND_ALLOWED_NETWORKS;
    const isNetwork = (entry: string) => isIP(entry.split('/')[0]!) !== 0;
    policy = {
      allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
      networks: blockList(entries.filter(isNetwork)),
      hosts: new Set(entries.filter((entry) => !isNetwork(entry)).map((entry) => entry.toLowerCase())),
    };
    policies.set(config, policy);
  }
  return policy;
}

/** Whether an OUTBOUND_ALLOWED_NETWORKS entry is an address, a CIDR range or a host name. */
export function isAllowedNetworkEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address!);
  if (family !== 0) {
    if (rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  }
  return (
    prefix === undefined &&
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry)
  );
}

/** Why the policy refuses this address, or null when it may be reached. */
export function addressRefusal(policy: OutboundPolicy, address: string): Exclude<AddressKind, 'public'> | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const kind = addressKind(bare);
  if (kind === 'public') return null;
  if (policy.allowPrivate && (kind === 'loopback' || kind === 'private')) return null;
  const family = isIP(bare);
  const inner = family === 6 ? embeddedIpv4(bare) : null;
  const checked = inner ?? bare;
  if (family !== 0 && policy.networks.check(checked, isIP(checked) === 6 ? 'ipv6' : 'ipv4')) return null;
  return kind;
}

/** An address the policy refuses; its message is for the user and never names the address. */
export class OutboundAddressError extends Error {
  override name = 'OutboundAddressError';
  constructor(readonly kind: Exclude<AddressKind, 'public'>) {
    super(
      `The host is or resolves to ${KIND_WORDS[kind]}, which Antena does not connect to unless the server's operator allows it (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOWED_NETWORKS)`,
    );
  }
}

const bareHost = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** Throws OutboundAddressError when any of a host's addresses is refused. */
export function checkAddresses(policy: OutboundPolicy, host: string, addresses: readonly string[]): void {
  if (policy.hosts.has(bareHost(host))) return;
  for (const address of addresses) {
    const refused = addressRefusal(policy, address);
    if (refused) throw new OutboundAddressError(refused);
  }
}

/** How long a check of a URL being saved waits for DNS. */
const SAVE_LOOKUP_TIMEOUT_MS = 5000;

/**
 * The check of a URL's host when it is saved: an IP address as it is, a name once resolved.
 * A name that does not resolve (or not within 5 s) is accepted: it reaches nothing now, and
 * every connection checks it again. Throws OutboundAddressError.
 */
export async function checkHost(policy: OutboundPolicy, host: string): Promise<void> {
  const bare = bareHost(host);
  if (policy.hosts.has(bare)) return;
  if (isIP(bare) !== 0) return checkAddresses(policy, bare, [bare]);
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    dns.promises.lookup(bare, { all: true, verbatim: true }).catch(() => [] as LookupAddress[]),
    new Promise<LookupAddress[]>((resolve) => {
      timer = setTimeout(() => resolve([]), SAVE_LOOKUP_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  checkAddresses(
    policy,
    bare,
    addresses.map((found) => found.address),
  );
}

/**
 * A socket `lookup` that resolves the name, checks every address and hands only checked
 * addresses to the connection. An IP address never reaches a lookup: `checkConnectHost` checks it.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        if (addresses.length === 0) throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        checkAddresses(
          policy,
          hostname,
          addresses.map((found) => found.address),
        );
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

/**
 * What a connection to this host needs: an IP address is checked now (no lookup happens for
 * one), a name gets the guarded lookup. Throws OutboundAddressError.
 */
export function connectOptions(policy: OutboundPolicy, host: string): { lookup?: LookupFunction } {
  const bare = bareHost(host);
  if (isIP(bare) !== 0) {
    checkAddresses(policy, bare, [bare]);
    return {};
  }
  return { lookup: guardedLookup(policy) };
}
