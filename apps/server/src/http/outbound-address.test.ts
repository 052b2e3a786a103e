import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  addressKind,
  addressRefusal,
  checkHost,
  connectOptions,
  isAllowedNetworkEntry,
  OutboundAddressError,
  outboundPolicy,
} from './outbound-address';

const policyOf = (env: Record<string, string> = {}) => outboundPolicy(loadConfig(env));

describe('outbound addresses', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.10.20', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['239.1.2.3', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['not an address', 'reserved'],
  ])('classifies %s as %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('refuses every internal address by default', () => {
    const policy = policyOf();
    expect(addressRefusal(policy, '8.8.8.8')).toBeNull();
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254', 'fe80::1', '0.0.0.0']) {
      expect(addressRefusal(policy, address), address).not.toBeNull();
    }
  });

  it('allows loopback and private networks with OUTBOUND_ALLOW_PRIVATE, never link-local or metadata', () => {
    const policy = policyOf({ OUTBOUND_ALLOW_PRIVATE: 'true' });
    expect(addressRefusal(policy, '127.0.0.1')).toBeNull();
    expect(addressRefusal(policy, '192.168.1.5')).toBeNull();
    expect(addressRefusal(policy, '169.254.169.254')).toBe('metadata');
    expect(addressRefusal(policy, 'fe80::1')).toBe('link-local');
  });

  it('allows the addresses, ranges and host names OUTBOUND_ALLOWED_NETWORKS lists, and only those', async () => {
    const policy = policyOf({ OUTBOUND_ALLOWED_NETWORKS: '10.20.0.0/16, 169.254.170.2, minio.lan' });
    expect(addressRefusal(policy, '10.20.3.4')).toBeNull();
    expect(addressRefusal(policy, '::ffff:10.20.3.4')).toBeNull();
    expect(addressRefusal(policy, '10.21.0.1')).toBe('private');
    expect(addressRefusal(policy, '169.254.170.2')).toBeNull();
    expect(addressRefusal(policy, '169.254.169.254')).toBe('metadata');
    await expect(checkHost(policy, 'MINIO.lan')).resolves.toBeUndefined();
  });

  it('checks a host name after resolving it, and an IP address as it is', async () => {
    const policy = policyOf();
    await expect(checkHost(policy, 'localhost')).rejects.toThrow(OutboundAddressError);
    await expect(checkHost(policy, '[::1]')).rejects.toThrow('loopback');
    await expect(checkHost(policy, '8.8.8.8')).resolves.toBeUndefined();
    // A name that does not resolve reaches nothing: accepted when saved, checked again on connecting.
    await expect(checkHost(policy, 'nowhere.invalid')).resolves.toBeUndefined();
    expect(() => connectOptions(policy, '127.0.0.1')).toThrow(OutboundAddressError);
    expect(connectOptions(policy, 'localhost').lookup).toBeTypeOf('function');
  });

  it('never names the address in its message', async () => {
    const error = await checkHost(policyOf(), '169.254.169.254').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutboundAddressError);
    expect((error as Error).message).toContain('cloud metadata');
    expect((error as Error).message).not.toContain('169.254');
  });

  it('connects to a name only through addresses it checked', async () => {
    const lookup = connectOptions(policyOf(), 'localhost').lookup!;
    const error = await new Promise((resolve) => lookup('localhost', { all: true }, (caught) => resolve(caught)));
    expect(error).toBeInstanceOf(OutboundAddressError);
    const allowed = connectOptions(policyOf({ OUTBOUND_ALLOW_PRIVATE: 'true' }), 'localhost').lookup!;
    const found = await new Promise((resolve) => allowed('localhost', {}, (_error, address) => resolve(address)));
    expect(found).toBe('127.0.0.1');
  });

  it('validates OUTBOUND_ALLOWED_NETWORKS entries', () => {
    for (const entry of ['10.0.0.0/8', '::1', 'fd00::/8', 'minio.lan', '192.168.1.5']) {
      expect(isAllowedNetworkEntry(entry), entry).toBe(true);
    }
    for (const entry of ['10.0.0.0/33', 'minio.lan/8', 'http://minio', '10.0.0.0/8/1', 'a b']) {
      expect(isAllowedNetworkEntry(entry), entry).toBe(false);
    }
    expect(() => loadConfig({ OUTBOUND_ALLOWED_NETWORKS: '10.0.0.0/99' })).toThrow('OUTBOUND_ALLOWED_NETWORKS');
  });
});
