import jwt from 'jsonwebtoken';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import * as logout from '@/app/api/accountImport/logout/route';
import { loadViewer } from '@/lib/auth/guard';
import { SESSION_LIFETIME_SECONDS, signToken, verifyToken } from '@/lib/auth/token';
import { env } from '@/lib/env';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

/*
 * Sessions end (decision 19.9): a renewal by getUserWithToken keeps the session's start, so a
 * stolen token cannot renew itself past SESSION_LIFETIME_SECONDS from its sign-in.
 */
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const profile = (token: string) => call<{ token: string }>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token });

describe('the absolute session lifetime', () => {
  useTestDatabase();

  test('a renewal keeps the session start and expiry: renewed 29 days in, the token dies on day 30 all the same', async () => {
    const { user } = await createUser();
    const started = nowSeconds() - 29 * DAY;
    const old = signToken(String(user._id), 0, started);
    const renewed = await profile(old);
    expect(renewed.status).toBe(200);
    const claims = jwt.decode(renewed.body.token) as { ses: number; exp: number };
    expect(claims).toMatchObject({ ses: started, exp: started + SESSION_LIFETIME_SECONDS });
    expect(verifyToken(renewed.body.token, nowSeconds() + 2 * DAY)).toBeNull();
    // And renewing the renewed token changes nothing either.
    const again = jwt.decode((await profile(renewed.body.token)).body.token) as { exp: number };
    expect(again.exp).toBe(started + SESSION_LIFETIME_SECONDS);
  });

  test('a token whose session began more than the lifetime ago is refused, whatever expiry it carries', async () => {
    const { user } = await createUser();
    const stale = jwt.sign({ ver: 0, ses: nowSeconds() - SESSION_LIFETIME_SECONDS - 60 }, env().JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(user._id),
      expiresIn: '30d',
    });
    expect((await profile(stale)).status).toBe(401);
  });

  test('a token issued before the session start was carried counts its session from when it was issued', async () => {
    const { user } = await createUser();
    const issued = (iat: number) => jwt.sign({ ver: 0, iat }, env().JWT_SECRET, { algorithm: 'HS256', subject: String(user._id), expiresIn: '30d' });
    const iat = nowSeconds() - DAY;
    const recent = await profile(issued(iat));
    expect(recent.status).toBe(200);
    expect((jwt.decode(recent.body.token) as { exp: number }).exp).toBe(iat + SESSION_LIFETIME_SECONDS);
  });

  test("logout ends this device's session on the server: its token and renewals are refused, other devices stay signed in", async () => {
    const { user } = await createUser();
    const phone = signToken(String(user._id), 0, nowSeconds() - DAY);
    const laptop = signToken(String(user._id), 0, nowSeconds() - 2 * DAY);
    const renewed = (await profile(phone)).body.token;
    const out = (token: string, body: unknown) => call<{ message: string }>(logout.POST, { url: '/api/accountImport/logout', method: 'POST', token, body });
    // A stray request without the confirmation ends nothing.
    expect((await out(phone, {})).status).toBe(400);
    expect((await profile(phone)).status).toBe(200);
    const answer = await out(phone, { confirm: true });
    expect([answer.status, answer.body.message]).toEqual([200, 'Se cerró la sesión en este dispositivo.']);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(renewed)).status).toBe(401);
    // The socket handshake and every route read the viewer the same way.
    expect(await loadViewer(phone)).toBeNull();
    expect((await profile(laptop)).status).toBe(200);
    expect((await out(phone, { confirm: true })).status).toBe(401);
  });
});
