import { expect, test } from '@playwright/test';
import { RATE_RULES } from '../../lib/auth/rate-limit';
import { paths } from '../../lib/http/paths';
import { freePort } from '../../scripts/server/net';
import { clearRateLimits, closeRawDb, limiterCounts } from './support/db';
import { insertUser, runEmail, tokenOf } from './support/identities';
import { expectLimited } from './support/limits';
import { startStoreProcess, type StoreProcess } from '../../scripts/test-support/store-launcher';

/*
 * Behind a reverse proxy (decision 19): every shopper reaches the store from the proxy's address, so
 * per-address caps must read the client from X-Forwarded-For, and only when TRUST_PROXY says the
 * proxy is there. A store server of its own (the same build and database) runs with TRUST_PROXY=1
 * on loopback, this test playing the proxy: two forwarded clients each get their own coupon-check
 * cap, and loopback (the proxy) is no longer an exemption for them. The suite's store, without
 * TRUST_PROXY, never reads the header (address-caps.spec.ts checks a non-loopback peer with it).
 */

const CLIENT_A = '198.51.100.10';
const CLIENT_B = '198.51.100.20';
let proxied: StoreProcess | undefined;
let tokens: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await clearRateLimits('coupon');
  // Enough buyers that the per-user cap (20 coupon checks) never answers first.
  const buyers = Math.ceil(RATE_RULES.couponChecksPerAddress.limit / RATE_RULES.couponChecksPerUser.limit) + 1;
  tokens = [];
  for (let i = 0; i < buyers; i++) tokens.push(await tokenOf(await insertUser({ email: runEmail('proxy'), password: `Proxy-${i}-${Date.now()}` })));
  proxied = await startStoreProcess({ port: await freePort(), env: { TRUST_PROXY: '1' } });
});

test.afterAll(async () => {
  await proxied?.kill();
  await clearRateLimits('coupon');
  await closeRawDb();
});

test('with TRUST_PROXY=1 each forwarded client has its own per-address cap, counted from the right of X-Forwarded-For', async ({ request }) => {
  test.setTimeout(180_000);
  const rule = RATE_RULES.couponChecksPerAddress;
  const perUser = RATE_RULES.couponChecksPerUser.limit;
  // What the client wrote to the left of the proxy's entry is never read.
  const ask = (token: string, forwardedFor: string) =>
    request.get(`${proxied!.url}${paths.account.couponInfo('ZZZZZ9')}`, { headers: { authorization: token, 'x-forwarded-for': forwardedFor } });
  let sent = 0;
  for (const token of tokens.slice(0, -1)) {
    for (let i = 0; i < perUser && sent < rule.limit; i++, sent++) {
      const answer = await ask(token, sent % 2 ? `203.0.113.${sent % 250}, ${CLIENT_A}` : CLIENT_A);
      expect(answer.status(), `call ${sent + 1}: ${await answer.text()}`).toBe(400);
    }
  }
  const last = tokens[tokens.length - 1];
  await expectLimited(await ask(last, CLIENT_A), rule, 'client A past its cap');
  await expectLimited(await ask(last, `${CLIENT_B}, ${CLIENT_A}`), rule, 'client A claiming to be B on the left');
  const other = await ask(last, CLIENT_B);
  expect(other.status(), `client B: ${await other.text()}`).toBe(400);
  expect(await limiterCounts('coupon:address:')).toEqual({ [`coupon:address:${CLIENT_A}`]: rule.limit, [`coupon:address:${CLIENT_B}`]: 1 });
});

test('without TRUST_PROXY a forwarded address is never read: the calls count under no address it names', async ({ request }) => {
  await clearRateLimits('coupon');
  for (const forwardedFor of [CLIENT_A, `${CLIENT_B}, ${CLIENT_A}`, '203.0.113.99']) {
    const answer = await request.get(paths.account.couponInfo('ZZZZZ9'), { headers: { authorization: tokens[0], 'x-forwarded-for': forwardedFor } });
    expect(answer.status(), await answer.text()).toBe(400);
  }
  // The suite's store sees the loopback peer, left to the per-user cap: no per-address count at all.
  expect(await limiterCounts('coupon:address:')).toEqual({});
});
