import * as login from '@/app/api/accountImport/login/route';
import * as couponInfo from '@/app/api/accountImport/getCouponInfo/route';
import * as confirmRegister from '@/app/api/accountImport/confirmRegister/[...parts]/route';
import * as recoverRequest from '@/app/api/accountImport/recoverPassword/[email]/route';
import * as recover from '@/app/api/accountImport/recoverPassword/route';
import * as orders from '@/app/api/orders/route';
import { checkPassword } from '@/lib/auth/password';
import { isLocalAddress, PEER_HEADER, RATE_RULES } from '@/lib/auth/rate-limit';
import { messages as m } from '@/lib/messages';
import { useTestDatabase } from '@/scripts/test-support/db';
import { recordFigure } from '@/scripts/test-support/figures';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { codeIn, startMailCatcher, useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

/*
 * Abuse caps at the handler level (decision 8), where the network address can be set: the e-mail
 * suite runs everything from 127.0.0.1, which the per-address caps of lib/auth/rate-limit.ts
 * leave to the per-user ones.
 */
jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual<typeof import('@/lib/auth/password')>('@/lib/auth/password');
  return { ...actual, checkPassword: jest.fn(actual.checkPassword) };
});

const peer = (address: string) => ({ [PEER_HEADER]: address });
type Answer = { message?: string; errorType?: number; code?: string };

describe('abuse caps', () => {
  useTestDatabase();
  const mail = useMailCatcher();

  test('10 wrong passwords from 10 addresses do not lock the owner out: the right password from a new address signs in (decision 19)', async () => {
    const { user } = await createUser();
    const limit = RATE_RULES.loginFailuresPerAccount.limit;
    for (let i = 0; i < limit; i++) {
      const answer = await call<Answer>(login.POST, {
        url: '/api/accountImport/login',
        body: { username: user.email, password: `Mala${i}` },
        headers: peer(`203.0.113.${i + 1}`),
      });
      expect(answer.body.errorType).toBe(1);
    }
    const owner = await call<Answer & { token?: string }>(login.POST, {
      url: '/api/accountImport/login',
      body: { username: user.email, password: 'Clave123' },
      headers: peer('198.51.100.77'),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
    // The owner hears of it once, in Spanish.
    const notices = mail.messages.filter((caught) => caught.to.includes(user.email));
    expect(notices).toHaveLength(1);
    expect(notices[0].raw).toContain(m.mail.loginAttacksSubject);
  });

  test('on an account under attack an address that failed gets no more tries, before bcrypt runs; one that has not gets one', async () => {
    const { user } = await createUser();
    const bcrypt = jest.mocked(checkPassword);
    bcrypt.mockClear();
    const tryFrom = (address: string, password: string) =>
      call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username: user.email, password }, headers: peer(address) });
    const limit = RATE_RULES.loginFailuresPerAccount.limit;
    for (let i = 0; i < limit; i++) expect((await tryFrom(`203.0.113.${i + 1}`, `Mala${i}`)).body.errorType).toBe(1);
    expect(bcrypt).toHaveBeenCalledTimes(limit);
    const failed = await tryFrom('203.0.113.1', 'Clave123');
    expect(failed.status).toBe(429);
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(bcrypt).toHaveBeenCalledTimes(limit);
    // A fresh address of the attacker's gets one guess, then is refused too.
    expect((await tryFrom('192.0.2.50', 'Mala-otra')).body.errorType).toBe(1);
    expect((await tryFrom('192.0.2.50', 'Mala-mas')).status).toBe(429);
    expect(bcrypt).toHaveBeenCalledTimes(limit + 1);
  });

  test(`one address failing ${RATE_RULES.loginFailuresPerAccountAddress.limit} times on an account is refused there; the owner elsewhere is not`, async () => {
    const { user } = await createUser();
    const tryFrom = (address: string, password: string) =>
      call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username: user.email, password }, headers: peer(address) });
    for (let i = 0; i < RATE_RULES.loginFailuresPerAccountAddress.limit; i++) expect((await tryFrom('203.0.113.200', `Mala${i}`)).body.errorType).toBe(1);
    expect((await tryFrom('203.0.113.200', 'Clave123')).status).toBe(429);
    expect((await tryFrom('198.51.100.78', 'Clave123')).status).toBe(200);
  });

  test('120 guesses from 120 addresses of one IPv6 /64 get the checks of one address, and the right password from there is refused too', async () => {
    const { user } = await createUser();
    const bcrypt = jest.mocked(checkPassword);
    bcrypt.mockClear();
    const tryFrom = (address: string, password: string) =>
      call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username: user.email, password }, headers: peer(address) });
    let checked = 0;
    for (let i = 1; i <= 120; i++) {
      const answer = await tryFrom(`2001:db8:aa:bb:${i.toString(16)}::1`, `Mala${i}`);
      if (answer.body.errorType === 1) checked += 1;
      else expect(answer.status).toBe(429);
    }
    recordFigure('intentos de contraseña por /64', checked);
    expect(checked).toBe(RATE_RULES.loginFailuresPerAccountAddress.limit);
    expect(bcrypt).toHaveBeenCalledTimes(checked);
    expect((await tryFrom('2001:db8:aa:bb:ffff::1', 'Clave123')).status).toBe(429);
  });

  test(`failures from many /64s of one IPv6 /48 stop at the block's total of ${RATE_RULES.loginFailuresPerWideBlock.limit}`, async () => {
    const total = RATE_RULES.loginFailuresPerWideBlock.limit;
    // Unknown accounts: each failure costs the block without bcrypt.
    for (let i = 1; i <= total; i++)
      expect(
        (
          await call<Answer>(login.POST, {
            url: '/api/accountImport/login',
            body: { username: `nadie${i}@prueba.cu`, password: 'x' },
            headers: peer(`2001:db8:48:${i.toString(16)}::1`),
          })
        ).body.errorType,
      ).toBe(0);
    const next = await call<Answer>(login.POST, {
      url: '/api/accountImport/login',
      body: { username: 'nadie@prueba.cu', password: 'x' },
      headers: peer('2001:db8:48:ffff::1'),
    });
    expect(next.status).toBe(429);
    // Another /48 is another holder.
    expect(
      (
        await call<Answer>(login.POST, {
          url: '/api/accountImport/login',
          body: { username: 'nadie@prueba.cu', password: 'x' },
          headers: peer('2001:db8:49::1'),
        })
      ).body.errorType,
    ).toBe(0);
  }, 180_000);

  test("past the account's hourly failures from any addresses only its known devices are checked: the owner signs in from home, even after mistyping there", async () => {
    const { user } = await createUser();
    const bcrypt = jest.mocked(checkPassword);
    const attempt = (address: string, password: string, cookie?: string) =>
      call<Answer & { token?: string }>(login.POST, {
        url: '/api/accountImport/login',
        body: { username: user.email, password },
        headers: { ...peer(address), ...(cookie ? { cookie } : {}) },
      });
    // The owner signed in from home before: the answer marks the browser, for the login route only.
    const first = await attempt('198.51.100.10', 'Clave123');
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/accountImport\/login/);
    const homeCookie = setCookie.split(';')[0];
    // The owner mistypes once at home; then one fresh address after another guesses.
    expect((await attempt('198.51.100.10', 'Clave12', homeCookie)).body.errorType).toBe(1);
    bcrypt.mockClear();
    let checked = 0;
    for (let i = 1; i <= 60; i++) {
      const answer = await attempt(`203.0.113.${i}`, `Mala${i}`);
      if (answer.body.errorType === 1) checked += 1;
      else expect(answer.status).toBe(429);
    }
    // One failure was the owner's: the hour's budget leaves the attacker the rest, then no address is checked.
    expect(checked).toBe(RATE_RULES.loginFailuresPerAccountHour.limit - 1);
    expect(bcrypt).toHaveBeenCalledTimes(checked);
    const fresh = await attempt('192.0.2.99', 'Clave123');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    // Without the mark, home is an address that failed on an account under attack; with it, the owner is in.
    expect((await attempt('198.51.100.10', 'Clave123')).status).toBe(429);
    const home = await attempt('198.51.100.10', 'Clave123', homeCookie);
    expect(home.status).toBe(200);
    expect(home.body.token).toBeTruthy();
    // A mark for another account, or a forged one, is no mark.
    const other = await createUser();
    const forged = homeCookie.replace(String(user._id), String(other.user._id));
    expect(
      (
        await call<Answer>(login.POST, {
          url: '/api/accountImport/login',
          body: { username: user.email, password: 'Clave123' },
          headers: { ...peer('192.0.2.98'), cookie: forged },
        })
      ).status,
    ).toBe(429);
    expect((await attempt('192.0.2.98', 'Clave123', `${homeCookie.slice(0, -2)}xx`)).status).toBe(429);
  });

  test('coupon checks are capped per network address as well as per user', async () => {
    const address = '203.0.113.40';
    const perUser = RATE_RULES.couponChecksPerUser.limit;
    const perAddress = RATE_RULES.couponChecksPerAddress.limit;
    const users = await Promise.all(Array.from({ length: Math.ceil(perAddress / perUser) + 1 }, () => createUser()));
    const ask = (token: string, from: string) =>
      call<Answer>(couponInfo.GET, { url: '/api/accountImport/getCouponInfo?couponInfo=ZZZZZ9', token, headers: peer(from) });
    let sent = 0;
    for (const { token } of users.slice(0, -1)) {
      for (let i = 0; i < perUser && sent < perAddress; i++, sent++) expect((await ask(token, address)).body.message).toBe(m.coupon.invalid);
    }
    const last = users[users.length - 1].token;
    const capped = await ask(last, address);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(m.server.rateLimited);
    // The same user from another address, or from the store's own machine, is not capped by this address.
    expect((await ask(last, '203.0.113.41')).status).toBe(400);
    expect((await ask(last, '127.0.0.1')).status).toBe(400);
  });

  test('order attempts are capped per user and per network address', async () => {
    const perUser = RATE_RULES.orderAttemptsPerUser.limit;
    const perAddress = RATE_RULES.orderAttemptsPerAddress.limit;
    const attempt = (token: string, from: string) => call<Answer>(orders.POST, { url: '/api/orders', body: {}, token, headers: peer(from) });
    const flooder = await createUser();
    for (let i = 0; i < perUser; i++) expect((await attempt(flooder.token, `198.51.100.${i + 1}`)).status).toBe(400);
    expect((await attempt(flooder.token, '198.51.100.200')).status).toBe(429);

    const address = '203.0.113.60';
    const users = await Promise.all(Array.from({ length: Math.ceil(perAddress / perUser) + 1 }, () => createUser()));
    let sent = 0;
    for (const { token } of users.slice(0, -1)) {
      for (let i = 0; i < perUser && sent < perAddress; i++, sent++) expect((await attempt(token, address)).status).toBe(400);
    }
    const last = users[users.length - 1].token;
    expect((await attempt(last, address)).status).toBe(429);
    expect((await attempt(last, '203.0.113.61')).status).toBe(400);
  }, 180_000);

  test('loopback and in-process callers are the store’s own machine', () => {
    expect(['local', '127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].every(isLocalAddress)).toBe(true);
    expect(['203.0.113.5', '::ffff:203.0.113.5', '10.0.0.1', '1270.0.0.1'].some(isLocalAddress)).toBe(false);
  });

  test('no e-mail code appears in any answer or log line', async () => {
    const mail = await startMailCatcher();
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    try {
      const { user } = await createUser();
      const asked = await call<Answer>(recoverRequest.GET, {
        url: `/api/accountImport/recoverPassword/${user.email}`,
        params: { email: user.email },
        headers: peer('203.0.113.90'),
      });
      const digits = codeIn(mail.lastTo(user.email));
      const wrong = String((Number(digits) + 1) % 10_000).padStart(4, '0');
      const refused = await call<Answer>(recover.POST, {
        url: '/api/accountImport/recoverPassword',
        body: { code: asked.body.code, emailCode: wrong },
        headers: peer('203.0.113.90'),
      });
      const email = 'nuevo-registro@prueba.cu';
      const registered = await call<Answer>(confirmRegister.GET, {
        url: `/api/accountImport/confirmRegister/${email}/${email}`,
        params: { parts: [email, email] },
        headers: peer('203.0.113.90'),
      });
      const registerDigits = codeIn(mail.lastTo(email));
      for (const answer of [asked, refused, registered]) {
        const text = JSON.stringify(answer.body) + JSON.stringify([...answer.headers]);
        expect(text).not.toContain(digits);
        expect(text).not.toContain(registerDigits);
      }
      expect(lines.filter((line) => line.includes(digits) || line.includes(registerDigits))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await mail.stop();
    }
  });
});
