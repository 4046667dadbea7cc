import { isPrivateIpv4, isPrivateIpv6, isPublicHttpsUrl } from './public-host';

describe('push endpoints must be https URLs of public hosts', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc:123',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
    'https://8.8.8.8/push',
    'https://[2001:4860:4860::8888]/push',
    'https://push.example.com:8443/x',
  ])('accepts %s', (url) => {
    expect(isPublicHttpsUrl(url)).toBe(true);
  });

  test.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not https'],
    ['ftp://fcm.googleapis.com/x', 'not https'],
    ['no es una url', 'not a URL'],
    ['https://localhost/push', 'localhost'],
    ['https://api.localhost/push', 'localhost subdomain'],
    ['https://printer.local/push', '.local'],
    ['https://metadata.google.internal/computeMetadata', '.internal'],
    ['https://intranet/push', 'single-label name'],
    ['https://127.0.0.1/push', 'loopback'],
    ['https://127.1/push', 'short loopback form'],
    ['https://2130706433/push', 'decimal loopback'],
    ['https://0x7f000001/push', 'hex loopback'],
    ['https://0.0.0.0/push', 'unspecified'],
    ['https://10.1.2.3/push', '10/8'],
    ['https://172.16.0.1/push', '172.16/12 start'],
    ['https://172.31.255.254/push', '172.16/12 end'],
    ['https://192.168.1.1/push', '192.168/16'],
    ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['https://100.64.0.1/push', 'shared address space'],
    ['https://[::1]/push', 'IPv6 loopback'],
    ['https://[::]/push', 'IPv6 unspecified'],
    ['https://[fd00::1]/push', 'IPv6 unique local'],
    ['https://[fc12:3456::1]/push', 'IPv6 unique local fc'],
    ['https://[fe80::1]/push', 'IPv6 link-local'],
    ['https://[::ffff:127.0.0.1]/push', 'IPv4-mapped loopback'],
    ['https://[::ffff:10.0.0.1]/push', 'IPv4-mapped private'],
    ['https://user:pass@fcm.googleapis.com/x', 'credentials in the URL'],
  ])('refuses %s (%s)', (url) => {
    expect(isPublicHttpsUrl(url)).toBe(false);
  });

  test.each([
    ['172.15.255.255', false],
    ['172.32.0.0', false],
    ['11.0.0.1', false],
    ['192.169.0.1', false],
    ['172.20.1.1', true],
    ['256.1.1.1', true],
  ])('IPv4 %s private: %s', (ip, expected) => {
    expect(isPrivateIpv4(ip)).toBe(expected);
  });

  test.each([
    ['2001:db8::1', false],
    ['fe80::abcd', true],
    ['fdff:ffff::1', true],
    ['ff02::1', true],
    ['::ffff:8.8.8.8', false],
    ['1::2::3', true],
  ])('IPv6 %s private: %s', (ip, expected) => {
    expect(isPrivateIpv6(ip)).toBe(expected);
  });
});
