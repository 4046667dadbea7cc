import * as getCouponInfo from '@/app/api/accountImport/getCouponInfo/route';
import * as usersuggest from '@/app/api/accountImport/usersuggest/route';
import { RATE_RULES } from '@/lib/auth/rate-limit';
import { messages as m } from '@/lib/messages';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { fillUserSearchKeys } from './user-search-service';
import { call } from '@/scripts/test-support/http';

type CouponAnswer = { couponInfo?: { productDiscount: number; code: string }; errorType?: number; message?: string };
type Suggestion = { _id: string; name: string; lastName: string; email: string; phone: string };

const checkCoupon = (token: string, code: string) =>
  call<CouponAnswer>(getCouponInfo.GET, { url: `/api/accountImport/getCouponInfo?couponInfo=${encodeURIComponent(code)}`, token });
const suggest = (token: string | undefined, userToSearch: string, limit = 10, page = 1) =>
  call<Suggestion[] | { message: string }>(usersuggest.GET, {
    url: `/api/accountImport/usersuggest?page=${page}&limit=${limit}&userToSearch=${encodeURIComponent(userToSearch)}`,
    token,
  });

describe('GET getCouponInfo', () => {
  useTestDatabase();

  test("another user's coupon answers its discount, whatever the case typed", async () => {
    const { user: owner } = await createUser({ couponCode: 'ABC234', discountCoupon: 4 });
    const { token } = await createUser();
    const res = await checkCoupon(token, 'abc234');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ couponInfo: { productDiscount: 4, code: owner.couponCode } });
  });

  test('the own coupon answers 400 errorType 3', async () => {
    const { user, token } = await createUser();
    expect((await checkCoupon(token, user.couponCode)).body).toEqual({ errorType: 3, message: m.coupon.own });
  });

  test('an unknown or malformed coupon answers 400 CUPON INCORRECTO', async () => {
    const { token } = await createUser();
    for (const code of ['ZZZZZ9', 'ABC', 'ABC$%^', 'ABCDEFG']) {
      const res = await checkCoupon(token, code);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(m.coupon.invalid);
    }
  });

  test('needs a signed-in user', async () => {
    expect((await call(getCouponInfo.GET, { url: '/api/accountImport/getCouponInfo?couponInfo=ABC234' })).status).toBe(401);
  });

  test('checks are rate-limited per user (guessing)', async () => {
    const { token } = await createUser();
    for (let i = 0; i < RATE_RULES.couponChecksPerUser.limit; i++) expect((await checkCoupon(token, `QQQQ${String(i).padStart(2, '0')}`)).status).toBe(400);
    const blocked = await checkCoupon(token, 'ABC234');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('GET usersuggest', () => {
  useTestDatabase();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await createUser({ isImportAdmin: true, name: 'Admin', lastName: 'Pedidos' })).token;
    await createUser({ name: 'José', lastName: 'Martí Pérez', email: 'jose.marti@prueba.cu' });
    await createUser({ name: 'Josefina', lastName: 'Ñico', email: 'fina@prueba.cu' });
    await createUser({ name: 'María', lastName: 'López García', email: 'maria.lopez@prueba.cu' });
    await createUser({ name: 'Pedro', lastName: 'Gómez', email: 'pedro.g@prueba.cu' });
    // The suggestions go through the indexed search texts (the regular expression only serves before the fill).
    await fillUserSearchKeys();
  });

  test('a buyer or a seller answers 403; a visitor 401', async () => {
    expect((await suggest((await createUser()).token, 'jose')).status).toBe(403);
    expect((await suggest((await createUser({ isImportCompany: true })).token, 'jose')).status).toBe(403);
    expect((await suggest(undefined, 'jose')).status).toBe(401);
  });

  test('import and super admins get a case- and accent-insensitive prefix match on name, last name and e-mail', async () => {
    const names = async (token: string, text: string) => ((await suggest(token, text)).body as Suggestion[]).map((s) => s.name).sort();
    expect(await names(adminToken, 'JOSE')).toEqual(['Josefina', 'José']);
    expect(await names(adminToken, 'garc')).toEqual(['María']);
    expect(await names(adminToken, 'MARTÍ')).toEqual(['José']);
    expect(await names(adminToken, 'pedro.g@')).toEqual(['Pedro']);
    expect(await names(adminToken, 'osé')).toEqual([]);
    const superToken = (await createUser({ isSuperAdmin: true })).token;
    expect(await names(superToken, 'mar')).toEqual(['José', 'María']);
  });

  test('answers only the suggestion fields', async () => {
    const [first] = (await suggest(adminToken, 'maria')).body as Suggestion[];
    expect(Object.keys(first).sort()).toEqual(['_id', 'email', 'lastName', 'name', 'phone']);
  });

  test('under 3 characters answers an empty list', async () => {
    expect((await suggest(adminToken, 'jo')).body).toEqual([]);
  });

  test('limit is at most 20 and pages move through the list', async () => {
    for (let i = 0; i < 23; i++) await createUser({ name: `Zoila${i}`, lastName: 'Serie', email: `zoila${i}@prueba.cu` });
    expect((await suggest(adminToken, 'zoila', 50)).body).toHaveLength(20);
    const page1 = (await suggest(adminToken, 'zoila', 10, 1)).body as Suggestion[];
    const page3 = (await suggest(adminToken, 'zoila', 10, 3)).body as Suggestion[];
    expect(page3).toHaveLength(3);
    expect(page1.map((s) => s._id)).not.toContain(page3[0]._id);
  });

  test('regular-expression syntax is matched literally (no injection)', async () => {
    for (const text of ['.*.*', '^(a|b)', '[a-z]+', '\\w+']) {
      const res = await suggest(adminToken, text);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });
});
