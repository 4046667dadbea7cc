import * as login from '@/app/api/accountImport/login/route';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import { hashPassword } from '@/lib/auth/password';
import { PEER_HEADER, RATE_RULES } from '@/lib/auth/rate-limit';
import { messages as m } from '@/lib/messages';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

type Answer = { errorType?: number; message?: string; token?: string; user?: Record<string, unknown> };

const LOGIN_FIELDS = ['_id', 'email', 'isImportAdmin', 'isImportCompany', 'isSuperAdmin', 'lastName', 'name', 'phone', 'profilePictureUrl', 'username'];

function tryLogin(username: unknown, password: unknown, headers: Record<string, string> = {}) {
  return call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username, password }, headers });
}

describe('POST /api/accountImport/login', () => {
  useTestDatabase();

  test('signs in by e-mail, trimmed and case-insensitive, with exactly the login fields and a working token', async () => {
    const { user, password } = await createUser({ email: 'ana.login@prueba.cu' });
    const res = await tryLogin('  ANA.Login@Prueba.CU ', password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.user!).sort()).toEqual(LOGIN_FIELDS);
    expect(res.body.user).toMatchObject({ _id: String(user._id), email: 'ana.login@prueba.cu', isSuperAdmin: false });
    const me = await call<Answer>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token: res.body.token });
    expect(me.status).toBe(200);
  });

  test('signs in by username too', async () => {
    const { password } = await createUser({ username: 'pepe_importa' });
    expect((await tryLogin('Pepe_Importa', password)).status).toBe(200);
  });

  test('unknown user answers errorType 0 and the spec message', async () => {
    const res = await tryLogin('nadie@prueba.cu', 'Clave123');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorType: 0, message: m.login.unknownUser });
  });

  test('wrong password answers errorType 1', async () => {
    const { user } = await createUser();
    const res = await tryLogin(user.email, 'otra-clave');
    expect(res.body).toEqual({ errorType: 1, message: m.login.wrongPassword });
  });

  test('a password longer than 72 bytes never matches on its first 72 bytes', async () => {
    const exact = 'k'.repeat(72);
    const { user } = await createUser({ passwordHash: await hashPassword(exact) });
    expect((await tryLogin(user.email, `${exact}extra`)).body.errorType).toBe(1);
    expect((await tryLogin(user.email, exact)).status).toBe(200);
  });

  test('missing fields answer the form messages', async () => {
    expect((await tryLogin('  ', 'x')).body.message).toBe(m.login.userRequired);
    expect((await tryLogin('a@b.cu', '')).body.message).toBe(m.login.passwordRequired);
  });

  test('after 10 failures from one address the account answers it 429 with Retry-After, whatever X-Forwarded-For says, even for the right password', async () => {
    const { user, password } = await createUser();
    const limit = RATE_RULES.loginFailuresPerAccountAddress.limit;
    for (let i = 0; i < limit; i++) {
      const res = await tryLogin(user.email, `mala-${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.body.errorType).toBe(1);
    }
    for (const forwarded of ['198.51.100.7', '192.0.2.99']) {
      const blocked = await tryLogin(user.email, password, { 'x-forwarded-for': forwarded });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.body.message).toBe(m.server.rateLimited);
    }
    // The username spells the same account: the limit follows the account, not the typed text.
    expect((await tryLogin(user.username, password)).status).toBe(429);
    const other = await createUser();
    expect((await tryLogin(other.user.email, other.password)).status).toBe(200);
  });

  test('one network address is limited across accounts', async () => {
    const peer = { [PEER_HEADER]: '198.51.100.200' };
    for (let i = 0; i < RATE_RULES.loginFailuresPerAddress.limit; i++) {
      expect((await tryLogin(`nadie${i}@prueba.cu`, 'x', peer)).status).toBe(400);
    }
    const { user, password } = await createUser();
    expect((await tryLogin(user.email, password, peer)).status).toBe(429);
    expect((await tryLogin(user.email, password, { [PEER_HEADER]: '198.51.100.201' })).status).toBe(200);
  });
});
