import { expect, test, type APIResponse } from '@playwright/test';
import { RATE_RULES } from '../../lib/auth/rate-limit';
import { paths } from '../../lib/http/paths';
import { messages as m } from '../../lib/messages';
import { freePort } from '../../scripts/server/net';
import { clearRateLimits, closeRawDb, limiterCounts, rawDb } from './support/db';
import { insertUser, runEmail, tokenOf } from './support/identities';
import { expectLimited } from './support/limits';
import { nonLoopbackAddress, startStoreProcess, type StoreProcess } from '../../scripts/test-support/store-launcher';

/*
 * Per-address caps through the real server (decision 8, Brute force and abuse): the store counts
 * order attempts and coupon checks per TCP peer, which scripts/server/server.ts writes into x-importa-peer
 * over anything the client sent, and leaves loopback peers to the per-user caps (every e2e request
 * comes from 127.0.0.1). So this spec starts a store server of its own (the same build and database,
 * scripts/test-support/store-launcher.ts) listening on a non-loopback address of this machine and
 * calls it there: the peer the server sees is that address. Every call forges X-Forwarded-For,
 * X-Real-IP, Forwarded and x-importa-peer, half of them claiming 127.0.0.1, the exempt address.
 * lib/auth/abuse-caps.int.test.ts covers the same caps at the handler level, with a made-up header.
 */

const ADDRESS = nonLoopbackAddress();
let store: StoreProcess | undefined;
let tokens: string[] = [];

/** Headers a client may forge to hide or move its address; `i` varies them per call. */
function forged(i: number): Record<string, string> {
  const claimed = i % 2 === 0 ? '127.0.0.1' : `198.51.100.${(i % 250) + 1}`;
  return { 'x-forwarded-for': `203.0.113.${(i % 250) + 1}, ${claimed}`, 'x-real-ip': claimed, forwarded: `for=${claimed}`, 'x-importa-peer': claimed };
}

/** A 429 with a Retry-After within the window and the Spanish message. */
test.beforeAll(async () => {
  test.skip(!ADDRESS, 'this machine has no non-loopback IPv4 address to reach the store from');
  test.setTimeout(180_000);
  await clearRateLimits('order:address:');
  await clearRateLimits('coupon:address:');
  // Enough buyers that the per-user caps (30 orders, 20 coupon checks) never answer first.
  const buyers = Math.ceil(RATE_RULES.orderAttemptsPerAddress.limit / RATE_RULES.orderAttemptsPerUser.limit) + 1;
  tokens = [];
  for (let i = 0; i < buyers; i++) tokens.push(await tokenOf(await insertUser({ email: runEmail('direccion'), password: `Direccion-${i}-${Date.now()}` })));
  store = await startStoreProcess({ host: ADDRESS!, port: await freePort() });
});

test.afterAll(async () => {
  await store?.kill();
  await clearRateLimits('order:address:');
  await clearRateLimits('coupon:address:');
  await closeRawDb();
});

/**
 * Sends `limit` calls from ADDRESS spread over the buyers but the last (each under its per-user cap),
 * all answered without a 429; then the last buyer, fresh for the per-user cap, is refused with
 * every forged header, and the count stays the address's and at the limit.
 */
async function capFromOneAddress(
  key: string,
  rule: { limit: number; windowMs: number },
  perUser: number,
  send: (token: string, headers: Record<string, string>) => Promise<APIResponse>,
): Promise<void> {
  let sent = 0;
  for (const token of tokens.slice(0, -1)) {
    for (let i = 0; i < perUser && sent < rule.limit; i++, sent++) {
      const answer = await send(token, forged(sent));
      expect(answer.status(), `call ${sent + 1}: ${await answer.text()}`).toBe(400);
    }
  }
  expect(sent).toBe(rule.limit);
  // Only the TCP peer was counted: not one of the forged addresses, not loopback.
  expect(await limiterCounts(`${key}:address:`)).toEqual({ [`${key}:address:${ADDRESS}`]: rule.limit });
  const last = tokens[tokens.length - 1];
  for (let i = 0; i < 4; i++) await expectLimited(await send(last, forged(1000 + i)), rule, `past the cap, forged ${JSON.stringify(forged(1000 + i))}`);
  await expectLimited(await send(last, {}), rule, 'past the cap, no forged header');
  // Refused calls are not counted, and forging moved nothing.
  expect(await limiterCounts(`${key}:address:`)).toEqual({ [`${key}:address:${ADDRESS}`]: rule.limit });
}

test('order attempts from one address answer 429 with Retry-After past the per-address cap, whatever address headers the client sends', async ({ request }) => {
  test.setTimeout(180_000);
  const rule = RATE_RULES.orderAttemptsPerAddress;
  const ordersBefore = await (await rawDb()).collection('orders').countDocuments();
  await capFromOneAddress('order', rule, RATE_RULES.orderAttemptsPerUser.limit, (token, headers) =>
    request.post(`${store!.url}${paths.orders.root()}`, { headers: { ...headers, authorization: `Bearer ${token}` }, data: {} }),
  );
  expect(await (await rawDb()).collection('orders').countDocuments()).toBe(ordersBefore);
  // Control: the same buyer from loopback (the suite's store) is not capped by the other address's count.
  const local = await request.post(paths.orders.root(), { headers: { authorization: tokens[tokens.length - 1] }, data: {} });
  expect(local.status(), await local.text()).toBe(400);
});

test('coupon checks from one address answer 429 with Retry-After past the per-address cap, whatever address headers the client sends', async ({ request }) => {
  test.setTimeout(180_000);
  const rule = RATE_RULES.couponChecksPerAddress;
  await capFromOneAddress('coupon', rule, RATE_RULES.couponChecksPerUser.limit, (token, headers) =>
    request.get(`${store!.url}${paths.account.couponInfo('ZZZZZ9')}`, { headers: { ...headers, authorization: `Bearer ${token}` } }),
  );
  const local = await request.get(paths.account.couponInfo('ZZZZZ9'), { headers: { authorization: tokens[tokens.length - 1] } });
  expect(local.status(), await local.text()).toBe(400);
  expect(((await local.json()) as { message: string }).message).toBe(m.coupon.invalid);
});
