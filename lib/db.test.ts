import { isDatabaseUnreachable } from '@/lib/db';

/** Which failures answer 503 "unavailable" (lib/http/route.ts) and leave an order to the recovery sweep (lib/orders/create.ts). */
describe('isDatabaseUnreachable', () => {
  const systemError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

  test("the driver's own network errors, and those wrapped in a cause", () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { name: 'MongoNetworkError' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { name: 'MongooseServerSelectionError' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: Object.assign(new Error('x'), { name: 'MongoPoolClearedError' }) }))).toBe(true);
  });

  test('a raw socket failure, as a write to a database killed mid-request throws over a Unix socket', () => {
    expect(isDatabaseUnreachable(systemError('EPIPE', 'write'))).toBe(true);
    expect(isDatabaseUnreachable(systemError('ECONNRESET', 'read'))).toBe(true);
    expect(isDatabaseUnreachable(systemError('ENOENT', 'connect'))).toBe(true);
  });

  test('other failures stay what they are', () => {
    expect(isDatabaseUnreachable(systemError('ENOENT', 'open'))).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error('dup'), { name: 'MongoServerError', code: 11000 }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
