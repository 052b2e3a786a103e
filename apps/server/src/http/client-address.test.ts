import { describe, expect, it } from 'vitest';
import { addressKey, trustedProxyCheck } from './client-address';

describe('addressKey', () => {
  it('counts an IPv4 peer by its address, mapped into IPv6 or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(undefined)).toBe('');
  });

  it('counts an IPv6 peer by its /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(addressKey('2001:db8:aa:1::1')).toBe(key);
    expect(addressKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:aa:1:0:0:0:9%eth0')).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });
});

describe('trustedProxyCheck', () => {
  it('trusts no peer without TRUST_PROXY, and every peer with a hop count', () => {
    expect(trustedProxyCheck(false)('127.0.0.1')).toBe(false);
    expect(trustedProxyCheck(1)('203.0.113.7')).toBe(true);
  });

  it('trusts the listed addresses, ranges and named ranges only', () => {
    const trusted = trustedProxyCheck(['10.1.2.3', '192.0.2.0/24', 'loopback', '2001:db8::/32', 'not-an-address']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('10.1.2.4')).toBe(false);
    expect(trusted('192.0.2.200')).toBe(true);
    expect(trusted('127.0.0.5')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('2001:db8:1::5')).toBe(true);
    expect(trusted('2001:db9::5')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });
});
