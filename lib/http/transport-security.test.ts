import { parseTrustProxy } from './client-address';
import { HSTS_VALUE, reachedOverTls, setTransportSecurity } from './transport-security';

describe('Strict-Transport-Security behind a TLS proxy', () => {
  const trusted = parseTrustProxy('1');
  test("with TRUST_PROXY, the proxy's X-Forwarded-Proto: https sets it; http, none or an untrusted header does not", () => {
    expect(reachedOverTls('https', trusted)).toBe(true);
    expect(reachedOverTls('http, https', trusted)).toBe(true); // the last value is the one the proxy appended
    expect(reachedOverTls('https, http', trusted)).toBe(false);
    expect(reachedOverTls(undefined, trusted)).toBe(false);
    expect(reachedOverTls('https', parseTrustProxy(undefined))).toBe(false);
  });

  test('the header is set on the answer', () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
    setTransportSecurity({ headers: { 'x-forwarded-proto': 'https' } } as never, res as never, trusted);
    expect(headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    headers.clear();
    setTransportSecurity({ headers: {} } as never, res as never, trusted);
    expect(headers.size).toBe(0);
  });
});
