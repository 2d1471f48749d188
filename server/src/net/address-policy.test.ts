import type * as os from 'node:os';
import { describe, expect, it, vi } from 'vitest';

/** A machine whose interface has a public address, as a cloud server's often does. */
vi.mock('node:os', async (original) => ({
  ...(await original<typeof os>()),
  networkInterfaces: () => ({
    lo: [{ address: '127.0.0.1', family: 'IPv4' }],
    eth0: [
      { address: '93.184.216.34', family: 'IPv4' },
      { address: '2606:4700::6810:1', family: 'IPv6' },
    ],
  }),
}));
import { classifyAddress, isOwnAddress, isPublicAddress } from './address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['240.0.0.1', 'reserved'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:172.16.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::192.168.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:224.0.0.1', 'multicast'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:255.255.255.255', 'broadcast'],
    ['::ffff:100.64.0.1', 'shared'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
  ])('the IPv4-carrying IPv6 form %s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    '192.0.0.8',
    '192.0.2.2',
    '192.88.99.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '100::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    '2002:c000:202::1',
    '::ffff:0:192.168.0.1',
    '64:ff9b:1:a9fe:a9:fe00::',
    '64:ff9b:1::a9fe:a9fe',
  ])('the special-purpose address %s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("knows this machine's own addresses, however they are written", () => {
    for (const address of ['93.184.216.34', '::ffff:93.184.216.34', '2606:4700:0:0:0:0:6810:1', '127.0.0.1']) {
      expect(isOwnAddress(address), address).toBe(true);
    }
    expect(isOwnAddress('93.184.216.35')).toBe(false);
    expect(isOwnAddress('example.com')).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    'fbff::1',
    'fe7f::1',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['localhost', 'example.com', '', '127.1', '0x7f000001', '[::1]', '1.2.3.4.5', ':::1'])(
    '%j is not an address, so never public',
    (text) => {
      expect(classifyAddress(text)).toBe('not-an-address');
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});
