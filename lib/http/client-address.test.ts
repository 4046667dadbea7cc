import { clientAddressFrom, limitAddress, parseTrustProxy, wideLimitAddress } from './client-address';

describe('parseTrustProxy', () => {
  test.each(['', undefined, 'false', '0', '  '])('%p trusts no proxy', (text) => expect(parseTrustProxy(text)).toBeNull());
  test('a number is that many hops; true is every hop', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('true')).toEqual({ hops: Number.MAX_SAFE_INTEGER });
  });
  test.each(['uno', '10.0.0.0/8/1', '10.0.0.1,', '-1', '1.5', 'localhost', '300.1.1.1', '10.0.0.0/x'])('%p is refused', (text) => {
    expect(() => parseTrustProxy(text)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddressFrom', () => {
  const none = parseTrustProxy(undefined);
  test('without TRUST_PROXY the header is never read: the TCP peer is the client', () => {
    expect(clientAddressFrom('203.0.113.7', '127.0.0.1, 198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddressFrom('::ffff:127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
    expect(clientAddressFrom(undefined, '198.51.100.1', none)).toBe('unknown');
  });

  test('one trusted hop: the address the proxy appended, whatever the client wrote before it', () => {
    const one = parseTrustProxy('1');
    expect(clientAddressFrom('127.0.0.1', '198.51.100.10', one)).toBe('198.51.100.10');
    expect(clientAddressFrom('127.0.0.1', '127.0.0.1, 10.9.9.9, 198.51.100.10', one)).toBe('198.51.100.10');
    expect(clientAddressFrom('127.0.0.1', ['1.1.1.1', '198.51.100.10'], one)).toBe('198.51.100.10');
    expect(clientAddressFrom('127.0.0.1', undefined, one)).toBe('127.0.0.1'); // straight to the store: the peer
  });

  test('two hops (a CDN in front of nginx) are counted from the right', () => {
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 198.51.100.10, 172.16.0.9', parseTrustProxy('2'))).toBe('198.51.100.10');
    expect(clientAddressFrom('10.0.0.2', '198.51.100.10', parseTrustProxy('2'))).toBe('198.51.100.10'); // fewer entries than hops
  });

  test('by address: trusted proxies are skipped from the right, the first untrusted address is the client', () => {
    const proxies = parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::1');
    expect(clientAddressFrom('127.0.0.1', '6.6.6.6, 198.51.100.10, 10.1.2.3', proxies)).toBe('198.51.100.10');
    expect(clientAddressFrom('2001:db8::1', '2001:db8::99', proxies)).toBe('2001:db8::99');
    expect(clientAddressFrom('203.0.113.7', '198.51.100.10', proxies)).toBe('203.0.113.7'); // an untrusted peer's header is not read
    expect(clientAddressFrom('::ffff:10.0.0.5', '[2001:db8::7]:4711', proxies)).toBe('2001:db8::7');
    expect(clientAddressFrom('10.0.0.5', '198.51.100.10:5000', proxies)).toBe('198.51.100.10');
  });

  test('a loopback address is never read from the header: the hop that wrote it is the client (a client reaching the port directly)', () => {
    const one = parseTrustProxy('1');
    expect(clientAddressFrom('203.0.113.9', '127.0.0.1', one)).toBe('203.0.113.9');
    expect(clientAddressFrom('203.0.113.9', '::1', one)).toBe('203.0.113.9');
    expect(clientAddressFrom('203.0.113.9', '[::ffff:127.0.0.1]:80', parseTrustProxy('true'))).toBe('203.0.113.9');
    expect(clientAddressFrom('10.0.0.2', '127.0.0.5, 127.0.0.1', parseTrustProxy('2'))).toBe('10.0.0.2');
    // A proxy on the machine itself stays the store's own (the TCP peer), and local proxies in a chain are walked past.
    expect(clientAddressFrom('127.0.0.1', undefined, one)).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', '198.51.100.10, 127.0.0.1', parseTrustProxy('2'))).toBe('198.51.100.10');
  });

  test('an entry that is no address stops at the last proxy, so garbage cannot make a fresh address per request', () => {
    expect(clientAddressFrom('127.0.0.1', 'otra-cosa', parseTrustProxy('1'))).toBe('127.0.0.1');
    expect(clientAddressFrom('127.0.0.1', '198.51.100.10, basura', parseTrustProxy('2'))).toBe('127.0.0.1');
  });
});

describe('limitAddress and wideLimitAddress', () => {
  test('an IPv6 address counts as its /64, inside its /48; every spelling of one /64 is the same key', () => {
    for (const address of ['2001:db8:aa:bb::1', '2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb:1:2:3:4%eth0', '2001:db8:aa:bb::192.0.2.1']) {
      expect(limitAddress(address)).toBe('2001:db8:aa:bb::/64');
      expect(wideLimitAddress(address)).toBe('2001:db8:aa::/48');
    }
    expect(limitAddress('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(limitAddress('::')).toBe('0:0:0:0::/64');
    expect(limitAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });
  test('IPv4, loopback and the non-addresses stay as they are, with no wider block', () => {
    for (const address of ['203.0.113.7', '::1', 'local', 'unknown']) {
      expect(limitAddress(address)).toBe(address);
      expect(wideLimitAddress(address)).toBeNull();
    }
  });
});
