import * as vitals from '@/app/api/vitals/route';
import { WebVital } from '@/models/WebVital';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import type { VitalsRow } from './percentile';

withTestDatabase();

const send = (body: unknown) => call(vitals.POST, { url: '/api/vitals', method: 'POST', body });

test('beacons are stored under the route pattern and super admins read the p75 per page and day', async () => {
  const lcps = [1200, 2600, 1800, 4100];
  for (const [i, value] of lcps.entries()) {
    const answer = await send({
      path: `/products/detail/66a1b2c3d4e5f60718293a4${i}`,
      metrics: [
        { name: 'LCP', value },
        { name: 'TTFB', value: 300 + i },
      ],
    });
    expect(answer.status).toBe(200);
  }
  expect(
    (
      await send({
        path: '/',
        metrics: [
          { name: 'CLS', value: 0.08 },
          { name: 'INP', value: 180 },
        ],
      })
    ).status,
  ).toBe(200);
  expect(await WebVital.distinct('route')).toEqual(expect.arrayContaining(['/products/detail/[id]', '/']));
  expect(await WebVital.countDocuments({ route: /66a1/ })).toBe(0);

  for (const bad of [{ path: '/', metrics: [{ name: 'LCP', value: 1e9 }] }, { path: '/', metrics: [{ name: 'FID', value: 3 }] }, { metrics: [] }]) {
    expect((await send(bad)).status).toBe(400);
  }

  const buyer = await createUser();
  const admin = await createUser({ isSuperAdmin: true });
  expect((await call(vitals.GET, { url: '/api/vitals' })).status).toBe(401);
  expect((await call(vitals.GET, { url: '/api/vitals', token: buyer.token })).status).toBe(403);
  const report = await call<{ rows: VitalsRow[]; samples: number }>(vitals.GET, { url: '/api/vitals', token: admin.token });
  expect(report.status).toBe(200);
  const product = report.body.rows.find((r) => r.route === '/products/detail/[id]')!;
  expect(product.metrics).toEqual({ LCP: { p75: 2600, count: 4 }, TTFB: { p75: 302, count: 4 } });
  expect(report.body.rows.find((r) => r.route === '/')!.metrics).toEqual({ CLS: { p75: 0.08, count: 1 }, INP: { p75: 180, count: 1 } });
});

test('one address may send 30 beacons per 10 minutes; past that the beacon is refused and nothing is stored', async () => {
  const before = await WebVital.countDocuments();
  const answers = [];
  for (let i = 0; i < 32; i++) answers.push((await send({ path: '/cart', metrics: [{ name: 'LCP', value: 1000 }] })).status);
  expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  expect(await WebVital.countDocuments()).toBeLessThanOrEqual(before + 30);
});
