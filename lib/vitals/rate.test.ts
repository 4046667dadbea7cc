import { beaconCounter } from './rate';

test('at most `limit` beacons per address and window; a new window starts afresh', () => {
  const counter = beaconCounter({ limit: 3, windowMs: 1000, maxKeys: 10 });
  expect([1, 2, 3, 4].map(() => counter.allow('a', 0))).toEqual([true, true, true, false]);
  expect(counter.allow('b', 10)).toBe(true);
  expect(counter.allow('a', 999)).toBe(false);
  expect(counter.allow('a', 1000)).toBe(true);
});

test('the map of addresses stays bounded', () => {
  const counter = beaconCounter({ limit: 5, windowMs: 1000, maxKeys: 2 });
  expect([counter.allow('a', 0), counter.allow('b', 0), counter.allow('c', 0)]).toEqual([true, true, false]);
  expect(counter.allow('c', 1000)).toBe(true); // old windows were pruned
});
