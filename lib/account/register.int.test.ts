import mongoose from 'mongoose';
import * as register from '@/app/api/accountImport/route';
import * as confirmRegister from '@/app/api/accountImport/confirmRegister/[...parts]/route';
import * as login from '@/app/api/accountImport/login/route';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import { PEER_HEADER, RATE_RULES } from '@/lib/auth/rate-limit';
import { messages as m } from '@/lib/messages';
import { EmailCode } from '@/models/EmailCode';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { codeIn, startMailCatcher } from '@/scripts/test-support/smtp';

type Answer = { code?: string; errorType?: number; message?: string; token?: string; user?: Record<string, unknown> };

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let peer = 0;

/** The digits of the last mail caught for `email`. */
function digitsSentTo(email: string): string {
  return codeIn(mail.lastTo(email));
}

/** Step 1 from a fresh network address, so per-address limits do not couple the tests. */
function askCode(...parts: string[]) {
  return call<Answer>(confirmRegister.GET, {
    url: `/api/accountImport/confirmRegister/${parts.map(encodeURIComponent).join('/')}`,
    params: { parts },
    headers: { [PEER_HEADER]: `198.51.100.${++peer}` },
  });
}

function payload(email: string, code: string, emailCode: string, extra: Record<string, unknown> = {}) {
  return {
    username: email,
    email,
    phone: '+5355512345',
    password: 'Secreta1',
    region: m.register.unknownRegion,
    code,
    emailCode,
    name: 'Ana',
    lastName: 'Pérez Díaz',
    ...extra,
  };
}

function submit(body: unknown) {
  return call<Answer>(register.POST, { url: '/api/accountImport', body, headers: { [PEER_HEADER]: `198.51.100.${++peer}` } });
}

async function codeFor(email: string): Promise<{ code: string; digits: string }> {
  const res = await askCode(email, email, 'Ana Pérez', '+5355512345');
  expect(res.status).toBe(200);
  return { code: res.body.code!, digits: digitsSentTo(email) };
}

describe('registration: confirmRegister and POST /api/accountImport', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  test('end to end: a real SMTP server catches the code, the account is created and signed in, then logs in', async () => {
    const email = 'nueva.cuenta@prueba.cu';
    const step1 = await askCode(email, email, 'Ana Pérez', '+5355512345');
    expect(step1.status).toBe(200);
    expect(Object.keys(step1.body)).toEqual(['code']);
    const digits = digitsSentTo(email);
    expect(digits).toMatch(/^\d{4}$/);
    expect(JSON.stringify(step1.body)).not.toContain(digits);
    expect(await EmailCode.countDocuments({ codeHash: digits })).toBe(0);

    const created = await submit(payload(email, step1.body.code!, digits));
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email, username: email, name: 'Ana', lastName: 'Pérez Díaz', isImportCompany: false });
    expect(JSON.stringify(created.body)).not.toMatch(/passwordHash|sessionVersion/);
    const me = await call<{ user: Record<string, unknown> }>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token: created.body.token });
    expect(me.body.user).toMatchObject({ email, wallet: 0, points: 0, region: m.register.unknownRegion });
    expect(me.body.user.couponCode).toMatch(/^[A-Z0-9]{6}$/);

    const signedIn = await call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username: email, password: 'Secreta1' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user!._id).toBe(created.body.user!._id);
  });

  test('the resend variant (username and e-mail only) sends a new code', async () => {
    const res = await askCode('reenvio@prueba.cu', 'reenvio@prueba.cu');
    expect(res.status).toBe(200);
    expect(digitsSentTo('reenvio@prueba.cu')).toMatch(/^\d{4}$/);
    expect((await askCode('a@prueba.cu', 'a@prueba.cu', 'Ana')).status).toBe(404);
  });

  test('confirmRegister: errorType 2 for a malformed e-mail, 0 when the username is taken, 1 when the e-mail is', async () => {
    expect((await askCode('sinarroba', 'sinarroba')).body).toEqual({ errorType: 2, message: m.register.badEmail });
    const { user } = await createUser({ email: 'tomado@prueba.cu', username: 'tomado' });
    expect((await askCode('tomado', 'libre@prueba.cu')).body).toEqual({ errorType: 0, message: m.register.alreadyRegistered });
    expect((await askCode('libre', user.email)).body).toEqual({ errorType: 1, message: m.register.alreadyRegistered });
  });

  test('code requests are capped per e-mail per hour', async () => {
    const email = 'muchas.veces@prueba.cu';
    for (let i = 0; i < RATE_RULES.codeRequestsPerEmailHour.limit; i++) expect((await askCode(email, email)).status).toBe(200);
    const blocked = await askCode(email, email);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  test('code requests are capped per network address', async () => {
    const headers = { [PEER_HEADER]: '203.0.113.50' };
    const ask = (i: number) => call<Answer>(confirmRegister.GET, { url: '/x', params: { parts: [`d${i}@prueba.cu`, `d${i}@prueba.cu`] }, headers });
    for (let i = 0; i < RATE_RULES.codeRequestsPerAddressHour.limit; i++) expect((await ask(i)).status).toBe(200);
    expect((await ask(99)).status).toBe(429);
  });

  test('POST: errorType 0 username in use, 1 e-mail in use, 3 wrong code or a code sent to another e-mail', async () => {
    const { user } = await createUser({ email: 'ocupado@prueba.cu', username: 'ocupado' });
    const { code, digits } = await codeFor('libre2@prueba.cu');
    expect((await submit(payload('libre2@prueba.cu', code, digits, { username: 'ocupado' }))).body).toEqual({
      errorType: 0,
      message: m.register.usernameInUse,
    });
    expect((await submit(payload(user.email, code, digits, { username: 'otro' }))).body).toEqual({ errorType: 1, message: m.register.emailInUse });
    const wrong = digits === '0000' ? '0001' : '0000';
    expect((await submit(payload('libre2@prueba.cu', code, wrong))).body).toEqual({ errorType: 3, message: m.register.codeMismatch });
    expect((await submit(payload('otra@prueba.cu', code, digits))).body.errorType).toBe(3);
    expect((await submit(payload('libre2@prueba.cu', code, digits))).status).toBe(200);
    expect((await submit(payload('libre3@prueba.cu', code, digits))).body.errorType).toBe(3);
  });

  test('an expired code answers codeExpired', async () => {
    const { code, digits } = await codeFor('caducado@prueba.cu');
    await EmailCode.updateOne({ requestId: code }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await submit(payload('caducado@prueba.cu', code, digits))).body.message).toBe(m.server.codeExpired);
  });

  test('role flags, wallet, points, _id and $-keys in the body are ignored', async () => {
    const email = 'ambicioso@prueba.cu';
    const { code, digits } = await codeFor(email);
    const forged = {
      isSuperAdmin: true,
      isImportAdmin: true,
      isImportCompany: true,
      wallet: 1000,
      walletCents: 100000,
      points: 999,
      _id: new mongoose.Types.ObjectId().toString(),
      sessionVersion: 7,
      couponCode: 'AAAAAA',
      discountCoupon: 100,
      $where: 'sleep(1000)',
    };
    const res = await submit(payload(email, code, digits, forged));
    expect(res.status).toBe(200);
    const stored = await User.findOne({ email }).lean();
    expect(stored).toMatchObject({
      isSuperAdmin: false,
      isImportAdmin: false,
      isImportCompany: false,
      walletCents: 0,
      points: 0,
      sessionVersion: 0,
      discountCoupon: 5,
    });
    expect(String(stored!._id)).not.toBe(forged._id);
    expect(stored!.couponCode).not.toBe('AAAAAA');
  });

  test('passwords: at least 6 characters and at most 72 bytes', async () => {
    const { code, digits } = await codeFor('clave@prueba.cu');
    expect((await submit(payload('clave@prueba.cu', code, digits, { password: 'corta' }))).body.message).toBe(m.register.passwordTooShort);
    const long = 'ñ'.repeat(37); // 37 characters, 74 bytes
    expect((await submit(payload('clave@prueba.cu', code, digits, { password: long }))).body.message).toBe(m.server.passwordTooLong);
    expect((await submit(payload('clave@prueba.cu', code, digits, { password: 'ñ'.repeat(36) }))).status).toBe(200);
  });

  test('region: Desconocida or a real province, nothing else', async () => {
    const { code, digits } = await codeFor('provincia@prueba.cu');
    expect((await submit(payload('provincia@prueba.cu', code, digits, { region: 'Narnia' }))).body.message).toBe(m.address.region);
    const res = await submit(payload('provincia@prueba.cu', code, digits, { region: 'Matanzas' }));
    expect((await User.findById(res.body.user!._id).lean())!.region).toBe('Matanzas');
  });

  test('promotionUser: an existing user is stored and counted; anything else is ignored', async () => {
    const { user: promoter } = await createUser();
    const first = await codeFor('invitado@prueba.cu');
    const res = await submit(payload('invitado@prueba.cu', first.code, first.digits, { promotionUser: String(promoter._id) }));
    expect(String((await User.findById(res.body.user!._id).lean())!.promotionUser)).toBe(String(promoter._id));
    expect((await User.findById(promoter._id).lean())!.userPromotedCount).toBe(1);
    const second = await codeFor('invitado2@prueba.cu');
    const bogus = await submit(payload('invitado2@prueba.cu', second.code, second.digits, { promotionUser: new mongoose.Types.ObjectId().toString() }));
    expect(bogus.status).toBe(200);
    expect((await User.findById(bogus.body.user!._id).lean())!.promotionUser).toBeNull();
  });
});
