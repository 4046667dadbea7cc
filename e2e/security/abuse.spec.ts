import { expect, test, type APIRequestContext } from '@playwright/test';
import mongoose from 'mongoose';
import { hashSecret } from '../../lib/auth/codes';
import { RATE_RULES } from '../../lib/auth/rate-limit';
import { paths } from '../../lib/http/paths';
import { messages as m } from '../../lib/messages';
import { recordFigure, scaled } from '../../scripts/test-support/figures';
import { codeFromMail, waitForMail } from '../support/mail';
import { clearRateLimits, closeRawDb, rawDb } from './support/db';
import { authHeaders, buildWorld, insertUser, runEmail, type World } from './support/identities';
import { expectLimited } from './support/limits';

/*
 * Brute force and abuse against the real server (decision 8): login lockout per account whatever
 * X-Forwarded-For says, recovery codes that cannot be guessed, capped code e-mails, coupon guessing
 * and order flooding. Every test starts and ends with the limiter's counts for 127.0.0.1 cleared, so
 * the other specs of the run (same address) are not locked out by this one.
 */
const LIMITER_KEYS = ['login:', 'code-request:', 'code-check:', 'coupon-check:', 'coupon:', 'order:'];
let world: World;

test.beforeAll(async ({ request }) => {
  for (const prefix of LIMITER_KEYS) await clearRateLimits(prefix);
  world = await buildWorld(request);
});

test.afterAll(async () => {
  for (const prefix of LIMITER_KEYS) await clearRateLimits(prefix);
  await closeRawDb();
});

/** A 429 with a Retry-After of at most `windowSeconds` and the Spanish message. */
test('login answers 429 with Retry-After after 10 failures on one account from one address, whatever X-Forwarded-For says, even for the right password', async ({
  request,
}) => {
  const email = runEmail('bloqueo');
  await insertUser({ email, password: 'Correcta123' });
  const other = runEmail('vecino');
  await insertUser({ email: other, password: 'Vecino1234' });
  // Every call comes from 127.0.0.1 (forwarding headers are not read): the account × address lock.
  const limit = RATE_RULES.loginFailuresPerAccountAddress.limit;
  expect(limit).toBeLessThanOrEqual(10);
  for (let i = 1; i <= limit; i++) {
    const headers = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}`, forwarded: `for=192.0.2.${i}` };
    const answer = await request.post(paths.account.login(), { headers, data: { username: email, password: `Incorrecta${i}` } });
    expect(answer.status(), `try ${i}`).toBe(400);
    expect(((await answer.json()) as { errorType: number }).errorType).toBe(1);
  }
  // The 11th try is refused before the password is compared: the right password gets the same 429.
  await expectLimited(
    await request.post(paths.account.login(), { headers: { 'x-forwarded-for': '8.8.8.8' }, data: { username: email, password: 'Correcta123' } }),
    RATE_RULES.loginFailuresPerAccountAddress,
    'right password',
  );
  for (const forged of ['1.1.1.1', '127.0.0.1', '10.0.0.1, 8.8.4.4', 'unknown']) {
    await expectLimited(
      await request.post(paths.account.login(), {
        headers: { 'x-forwarded-for': forged, 'x-importa-peer': forged },
        data: { username: email.toUpperCase(), password: 'Otra1234' },
      }),
      RATE_RULES.loginFailuresPerAccountAddress,
      forged,
    );
  }
  // The lock is the account's: a neighbour on the same address still signs in.
  expect((await request.post(paths.account.login(), { data: { username: other, password: 'Vecino1234' } })).status()).toBe(200);
});

/** Asks a recovery code for `email`; answers the request id and the e-mailed digits. */
async function askRecovery(request: APIRequestContext, email: string): Promise<{ requestId: string; digits: string; answer: string }> {
  const after = Date.now() - 1000;
  const asked = await request.get(paths.account.recoverPassword(email));
  const answer = await asked.text();
  expect(asked.status(), answer).toBe(200);
  const requestId = (JSON.parse(answer) as { code: string }).code;
  const digits = codeFromMail(await waitForMail(email, { after }));
  return { requestId, digits, answer: answer + JSON.stringify(asked.headers()) };
}

const verify = (request: APIRequestContext, code: string, emailCode: string) => request.post(paths.account.recoverPassword(), { data: { code, emailCode } });

test('recovery codes: never in an answer, only hashed in the database, dead after 5 wrong tries, and a guessing run succeeds 0 times', async ({ request }) => {
  test.setTimeout(scaled(120_000, 1_800_000));
  const email = runEmail('recuperar');
  await insertUser({ email, password: 'Original123' });

  // Control: the right digits on the first try succeed, so a success would be seen.
  const first = await askRecovery(request, email);
  expect(first.answer).not.toContain(first.digits);
  expect(first.requestId.length).toBeGreaterThanOrEqual(20);
  const stored = await (await rawDb()).collection('emailcodes').findOne({ requestId: first.requestId });
  expect(stored?.codeHash).toBe(hashSecret(first.digits, first.requestId));
  const plainFields = Object.entries(stored ?? {})
    .filter(([key]) => key !== 'codeHash' && key !== 'requestId')
    .map(([, value]) => String(value));
  expect(plainFields).not.toContain(first.digits);
  const ok = await verify(request, first.requestId, first.digits);
  expect(ok.status()).toBe(200);
  expect(await ok.text()).not.toContain(first.digits);

  // Five wrong tries kill the code: the right digits are refused afterwards.
  const second = await askRecovery(request, email);
  const wrong = (digits: string, i: number) => String((Number(digits) + 1 + i) % 10_000).padStart(4, '0');
  for (let i = 0; i < 5; i++) {
    const answer = await verify(request, second.requestId, wrong(second.digits, i));
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { errorType: number }).errorType).toBe(0);
  }
  const late = await verify(request, second.requestId, second.digits);
  expect(late.status()).toBe(400);
  expect(((await late.json()) as { message: string }).message).toBe(m.recover.codeMismatch);

  // A script trying every code (bounded in CI), the right one among them after the fifth try.
  await clearRateLimits('code-check:');
  const third = await askRecovery(request, email);
  const tries = scaled(300, 10_000);
  const codes = Array.from({ length: 10_000 }, (_, i) => String((i * 7919 + 1234) % 10_000).padStart(4, '0')).filter((c) => c !== third.digits);
  codes.splice(7, 0, third.digits);
  let successes = 0;
  const statuses = new Map<number, number>();
  for (const code of codes.slice(0, tries)) {
    const answer = await verify(request, third.requestId, code);
    statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
    if (answer.ok()) successes += 1;
    if (answer.status() === 429) await clearRateLimits('code-check:'); // the address limit must not be what saves the code
  }
  recordFigure('códigos adivinados con éxito', successes);
  expect(successes).toBe(0);
  expect(
    [...statuses.keys()].every((status) => status === 400 || status === 429),
    JSON.stringify([...statuses]),
  ).toBe(true);
  const third_ = await (await rawDb()).collection('emailcodes').findOne({ requestId: third.requestId });
  expect(third_?.attempts).toBe(5);
  expect(third_?.verifiedAt ?? null).toBeNull();
});

test('code e-mails are capped per e-mail per hour and per day, and per address', async ({ request }) => {
  await clearRateLimits('code-request:');
  const email = runEmail('correos');
  await insertUser({ email, password: 'Correos123' });
  const hourly = RATE_RULES.codeRequestsPerEmailHour.limit;
  for (let i = 0; i < hourly; i++) expect((await request.get(paths.account.recoverPassword(email))).status(), `request ${i + 1}`).toBe(200);
  await expectLimited(await request.get(paths.account.recoverPassword(email)), RATE_RULES.codeRequestsPerEmailHour, 'hour');
  await expectLimited(await request.get(paths.account.recoverPassword(email.toUpperCase())), RATE_RULES.codeRequestsPerEmailHour, 'hour, upper case');

  // The day's cap: ten requests earlier today (none in the last hour) and the next one is refused.
  const daily = runEmail('diario');
  await insertUser({ email: daily, password: 'Diario1234' });
  const now = Date.now();
  const hits = Array.from({ length: RATE_RULES.codeRequestsPerEmailDay.limit }, (_, i) => {
    const at = new Date(now - (2 + i) * 3_600_000);
    return { key: `code-request:email:${daily}:day`, at, expiresAt: new Date(at.getTime() + RATE_RULES.codeRequestsPerEmailDay.windowMs) };
  });
  await (await rawDb()).collection('ratelimithits').insertMany(hits);
  await expectLimited(await request.get(paths.account.recoverPassword(daily)), RATE_RULES.codeRequestsPerEmailDay, 'day');

  // Mail bombing from one address: distinct fresh e-mails, the address's hourly cap.
  await clearRateLimits('code-request:');
  const perAddress = RATE_RULES.codeRequestsPerAddressHour.limit;
  for (let i = 0; i < perAddress; i++) {
    const fresh = runEmail('bombardeo');
    expect((await request.get(paths.account.confirmRegister(fresh, 'Ana Pérez', '+5351234567'))).status(), `address request ${i + 1}`).toBe(200);
  }
  await expectLimited(
    await request.get(paths.account.confirmRegister(runEmail('bombardeo'), 'Ana Pérez', '+5351234567')),
    RATE_RULES.codeRequestsPerAddressHour,
    'address',
  );
  await expectLimited(
    await request.get(paths.account.recoverPassword(email), { headers: { 'x-forwarded-for': '9.9.9.9' } }),
    RATE_RULES.codeRequestsPerAddressHour,
    'address, recovery',
  );
  await clearRateLimits('code-request:');
});

test('coupon guessing is capped per user, and the real code after the cap is refused too', async ({ request }) => {
  await clearRateLimits('coupon-check:');
  const b = authHeaders(world, 'buyerB');
  const limit = RATE_RULES.couponChecksPerUser.limit;
  let found = 0;
  for (let i = 0; i < limit; i++) {
    const guess = `Z${String(i).padStart(5, '0')}`;
    const answer = await request.get(paths.account.couponInfo(guess), { headers: b });
    expect(answer.status(), guess).toBe(400);
    if (answer.ok()) found += 1;
  }
  await expectLimited(
    await request.get(paths.account.couponInfo(world.secrets.couponCode), { headers: b }),
    RATE_RULES.couponChecksPerUser,
    'real code after the cap',
  );
  recordFigure('códigos adivinados con éxito', found);
  // Another buyer is not locked out by B's guesses (per address, loopback is the store's own machine: see lib/auth/abuse-caps.int.test.ts).
  const answer = await request.get(paths.account.couponInfo(world.secrets.couponCode), { headers: authHeaders(world, 'sellerS2') });
  expect(answer.status(), await answer.text()).toBe(200);
  await clearRateLimits('coupon-check:');
});

test('order flooding is capped per user', async ({ request }) => {
  const b = authHeaders(world, 'buyerB');
  const limit = RATE_RULES.orderAttemptsPerUser.limit;
  const ordersBefore = await (await rawDb()).collection('orders').countDocuments({ 'user._id': new mongoose.Types.ObjectId(world.ids.buyerB) });
  for (let i = 0; i < limit; i++) {
    const answer = await request.post(paths.orders.root(), { headers: b, data: { paymentType: 'OnDelivery', couponInfo: `Q${String(i).padStart(5, '0')}` } });
    expect(answer.status(), `${i}: ${await answer.text()}`).toBe(400);
  }
  await expectLimited(
    await request.post(paths.orders.root(), { headers: b, data: { paymentType: 'OnDelivery', couponInfo: world.secrets.couponCode } }),
    RATE_RULES.orderAttemptsPerUser,
    'order',
  );
  expect(await (await rawDb()).collection('orders').countDocuments({ 'user._id': new mongoose.Types.ObjectId(world.ids.buyerB) })).toBe(ordersBefore);
  // Another buyer still orders (the cap is B's).
  expect((await request.post(paths.orders.root(), { headers: authHeaders(world, 'sellerS2'), data: {} })).status()).toBe(400);
  await clearRateLimits('order:');
});
