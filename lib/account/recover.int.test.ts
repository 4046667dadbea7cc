import * as recoverRequest from '@/app/api/accountImport/recoverPassword/[email]/route';
import * as recover from '@/app/api/accountImport/recoverPassword/route';
import * as login from '@/app/api/accountImport/login/route';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import { PEER_HEADER, RATE_RULES } from '@/lib/auth/rate-limit';
import { hashPassword } from '@/lib/auth/password';
import { resetEnvCache } from '@/lib/env';
import { resetMailTransport } from '@/lib/mail/transport';
import { messages as m } from '@/lib/messages';
import { EmailCode } from '@/models/EmailCode';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call, type CallResult } from '@/scripts/test-support/http';
import { codeIn, startMailCatcher } from '@/scripts/test-support/smtp';

jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual<typeof import('@/lib/auth/password')>('@/lib/auth/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

type Answer = { code?: string; resetToken?: string; errorType?: number; message?: string; ok?: boolean; token?: string };

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let peer = 0;
const freshPeer = () => ({ [PEER_HEADER]: `198.51.100.${++peer % 250}` });

/** The digits of the last mail caught for `email`. */
function digitsSentTo(email: string): string {
  return codeIn(mail.lastTo(email));
}

const askCode = (email: string) =>
  call<Answer>(recoverRequest.GET, { url: `/api/accountImport/recoverPassword/${encodeURIComponent(email)}`, params: { email }, headers: freshPeer() });
const verify = (code: string, emailCode: string, headers = freshPeer()) =>
  call<Answer>(recover.POST, { url: '/api/accountImport/recoverPassword', body: { code, emailCode }, headers });
const reset = (body: Record<string, unknown>, headers = freshPeer()) =>
  call<Answer>(recover.PATCH, { url: '/api/accountImport/recoverPassword', method: 'PATCH', body, headers });
const signIn = (username: string, password: string) =>
  call<Answer>(login.POST, { url: '/api/accountImport/login', body: { username, password }, headers: freshPeer() });

/** Every 4-digit string except `digits`, in a shuffled order. */
function wrongCodes(digits: string, count: number): string[] {
  const all = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((c) => c !== digits);
  return all.sort(() => Math.random() - 0.5).slice(0, count);
}

describe('password recovery', () => {
  useTestDatabase();
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  test('the whole flow changes the password, ends earlier sessions and spends the grant', async () => {
    const { user, token: oldToken, password } = await createUser();
    const asked = await askCode(user.email.toUpperCase());
    expect(asked.status).toBe(200);
    const digits = digitsSentTo(user.email);
    expect(JSON.stringify(asked.body)).not.toContain(digits);

    const verified = await verify(asked.body.code!, digits);
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body)).toEqual(['resetToken']);
    expect((await verify(asked.body.code!, digits)).body.errorType).toBe(0); // single use

    expect((await reset({ password: 'NuevaClave9', email: user.email, resetToken: 'inventado' })).body.message).toBe(m.server.codeExpired);
    const other = await createUser();
    expect((await reset({ password: 'NuevaClave9', email: other.user.email, resetToken: verified.body.resetToken })).status).toBe(400);
    const changed = await reset({ password: 'NuevaClave9', email: user.email, resetToken: verified.body.resetToken });
    expect(changed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await reset({ password: 'OtraClave99', email: user.email, resetToken: verified.body.resetToken })).body.message).toBe(m.server.codeExpired);

    expect((await signIn(user.email, password)).body.errorType).toBe(1);
    const fresh = await signIn(user.email, 'NuevaClave9');
    expect(fresh.status).toBe(200);
    const refused = await call<Answer>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token: oldToken });
    expect(refused.status).toBe(401);
    expect((await call(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token: fresh.body.token })).status).toBe(200);
  });

  test('brute force: many codes against one request succeed 0 times; after 5 wrong tries even the right code fails; digits never answered', async () => {
    const { user } = await createUser();
    const asked = await askCode(user.email);
    const digits = digitsSentTo(user.email);
    const answers: CallResult<Answer>[] = [asked];
    for (const guess of wrongCodes(digits, 5)) answers.push(await verify(asked.body.code!, guess));
    answers.push(await verify(asked.body.code!, digits));
    for (const guess of wrongCodes(digits, 40)) answers.push(await verify(asked.body.code!, guess));
    answers.push(await verify(asked.body.code!, digits));
    const all = await Promise.all(
      wrongCodes(digits, 30)
        .concat(digits)
        .map((guess) => verify(asked.body.code!, guess)),
    );
    answers.push(...all);

    expect(answers.slice(1).filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.slice(1).every((a) => a.body.errorType === 0 && a.body.message === m.recover.codeMismatch)).toBe(true);
    for (const answer of answers) expect(JSON.stringify(answer.body) + JSON.stringify([...answer.headers])).not.toContain(digits);
    expect((await EmailCode.findOne({ requestId: asked.body.code }).lean())!.attempts).toBe(5);
  });

  test('concurrent tries: at most 5 comparisons ever run and at most one succeeds', async () => {
    const { user } = await createUser();
    const asked = await askCode(user.email);
    const digits = digitsSentTo(user.email);
    const results = await Promise.all([...wrongCodes(digits, 8), digits].map((guess) => verify(asked.body.code!, guess)));
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect((await EmailCode.findOne({ requestId: asked.body.code }).lean())!.attempts).toBeLessThanOrEqual(5);
  });

  test('one network address may check only so many codes', async () => {
    const { user } = await createUser();
    const asked = await askCode(user.email);
    const headers = { [PEER_HEADER]: '203.0.113.77' };
    for (let i = 0; i < RATE_RULES.codeChecksPerAddress.limit; i++) expect((await verify(asked.body.code!, '0000', headers)).status).toBe(400);
    expect((await verify(asked.body.code!, digitsSentTo(user.email), headers)).status).toBe(429);
  });

  test('a forged reset never reaches bcrypt, and resets are capped per address and per e-mail before anything is hashed', async () => {
    const { user } = await createUser();
    const bcrypt = jest.mocked(hashPassword);
    bcrypt.mockClear();
    const forged = (from: string) => reset({ password: 'NuevaClave9', email: user.email, resetToken: 'a'.repeat(43) }, { [PEER_HEADER]: from });
    const perAddress = RATE_RULES.passwordResetsPerAddress.limit;
    for (let i = 0; i < perAddress; i++) expect((await forged('203.0.113.70')).body.message).toBe(m.server.codeExpired);
    const capped = await forged('203.0.113.70');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    // From other addresses, the e-mail's failures are capped too.
    const perEmail = RATE_RULES.passwordResetFailuresPerEmail.limit;
    for (let i = perAddress; i < perEmail; i++) expect((await forged(`203.0.113.${100 + i}`)).status).toBe(400);
    expect((await forged('203.0.113.250')).status).toBe(429);
    expect(bcrypt).not.toHaveBeenCalled();
  });

  test('an expired code answers codeExpired; an expired grant is refused', async () => {
    const { user } = await createUser();
    const asked = await askCode(user.email);
    await EmailCode.updateOne({ requestId: asked.body.code }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await verify(asked.body.code!, digitsSentTo(user.email))).body.message).toBe(m.server.codeExpired);

    const again = await askCode(user.email);
    const verified = await verify(again.body.code!, digitsSentTo(user.email));
    await EmailCode.updateOne({ requestId: again.body.code }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await reset({ password: 'NuevaClave9', email: user.email, resetToken: verified.body.resetToken })).body.message).toBe(m.server.codeExpired);
  });

  test('errorType 0 for an e-mail nobody uses (or a malformed one)', async () => {
    expect((await askCode('nadie@prueba.cu')).body).toEqual({ errorType: 0, message: m.recover.unknownEmail });
    expect((await askCode('no-es-correo')).body.errorType).toBe(0);
  });

  test('errorType 1 when the mail cannot be sent', async () => {
    const { user } = await createUser();
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1?ignoreTLS=true';
    resetEnvCache();
    resetMailTransport();
    try {
      expect((await askCode(user.email)).body).toEqual({ errorType: 1, message: m.recover.sendFailed });
      expect(await EmailCode.countDocuments({ email: user.email })).toBe(0);
    } finally {
      process.env.SMTP_URL = working;
      resetEnvCache();
      resetMailTransport();
    }
  });

  test('PATCH validates the new password like registration', async () => {
    const res = await reset({ password: '123', email: 'a@prueba.cu', resetToken: 'x' });
    expect(res.body.message).toBe(m.register.passwordTooShort);
  });
});
