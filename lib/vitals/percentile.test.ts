import { p75, summariseVitals, utcDay } from './percentile';
import { routePattern, vitalsBeaconSchema } from './metrics';

describe('p75 (nearest rank)', () => {
  test.each<[number[], number | null]>([
    [[], null],
    [[7], 7],
    [[1, 2], 2],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1], 3],
    [[10, 20, 30, 40, 50], 40],
    [Array.from({ length: 100 }, (_, i) => i + 1), 75],
    [Array.from({ length: 101 }, (_, i) => i + 1), 76],
    [[0.05, 0.3, 0.01, 0.1], 0.1],
  ])('%j → %p', (values, expected) => expect(p75(values)).toBe(expected));

  test('leaves the input unsorted', () => {
    const values = [3, 1, 2];
    p75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

test('summarises per page and per day, newest day first', () => {
  const rows = summariseVitals([
    { name: 'LCP', value: 1000, route: '/', day: '2026-11-21' },
    { name: 'LCP', value: 3000, route: '/', day: '2026-11-21' },
    { name: 'LCP', value: 2000, route: '/', day: '2026-11-21' },
    { name: 'CLS', value: 0.2, route: '/', day: '2026-11-21' },
    { name: 'LCP', value: 5000, route: '/cart', day: '2026-11-21' },
    { name: 'INP', value: 120, route: '/', day: '2026-11-22' },
  ]);
  expect(rows).toEqual([
    { route: '/', day: '2026-11-22', metrics: { INP: { p75: 120, count: 1 } } },
    { route: '/', day: '2026-11-21', metrics: { LCP: { p75: 3000, count: 3 }, CLS: { p75: 0.2, count: 1 } } },
    { route: '/cart', day: '2026-11-21', metrics: { LCP: { p75: 5000, count: 1 } } },
  ]);
  expect(utcDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
});

test.each<[string, string]>([
  ['/', '/'],
  ['/?page=2', '/'],
  ['/products/detail/66a1b2c3d4e5f60718293a4b', '/products/detail/[id]'],
  ['/users/66a1b2c3d4e5f60718293a4b', '/users/[id]'],
  ['/distributor/x', '/distributor/[id]'],
  ['/orders', '/orders'],
  ['/orders/u1', '/orders/[userId]'],
  ['/orders/u1/o1#top', '/orders/[userId]/[orderId]'],
  ['/delivers/u1/o1', '/delivers/[...ids]'],
  ['/myproducts/edit/abc', '/myproducts/edit/[id]'],
  ['/66a1b2c3d4e5f60718293a4b', '/[id]'],
  ['/adminVitals', '/adminVitals'],
  ['/<script>alert(1)</script>', '(otra)'],
  ['/cart/extra', '(otra)'],
])('%s is counted as %s', (path, pattern) => expect(routePattern(path)).toBe(pattern));

describe('beacon schema', () => {
  test('accepts the four metrics within bounds', () =>
    expect(
      vitalsBeaconSchema.parse({
        path: '/',
        metrics: [
          { name: 'LCP', value: 1800.5 },
          { name: 'CLS', value: 0.02 },
        ],
        extra: 1,
      }),
    ).toEqual({
      path: '/',
      metrics: [
        { name: 'LCP', value: 1800.5 },
        { name: 'CLS', value: 0.02 },
      ],
    }));
  test.each([
    ['unknown metric', { path: '/', metrics: [{ name: 'FID', value: 10 }] }],
    ['negative', { path: '/', metrics: [{ name: 'LCP', value: -1 }] }],
    ['out of bounds', { path: '/', metrics: [{ name: 'CLS', value: 50 }] }],
    ['not a number', { path: '/', metrics: [{ name: 'INP', value: 'NaN' }] }],
    ['no metrics', { path: '/', metrics: [] }],
    ['too many', { path: '/', metrics: Array.from({ length: 9 }, () => ({ name: 'LCP', value: 1 })) }],
    ['not a path', { path: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] }],
  ])('refuses %s', (_, body) => expect(vitalsBeaconSchema.safeParse(body).success).toBe(false));
});
