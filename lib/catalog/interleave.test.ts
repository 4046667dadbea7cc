import { interleavePromoted } from './interleave';

const r = (n: number) => Array.from({ length: n }, (_, i) => `r${i + 1}`);
const p = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('a promoted item after every 3 regular ones', () => {
  test.each<[string, string[], string[], string]>([
    ['a full page: 10 + 5', r(10), p(5), 'r1 r2 r3 p1 r4 r5 r6 p2 r7 r8 r9 p3 r10 p4 p5'],
    ['fewer promoted', r(10), p(2), 'r1 r2 r3 p1 r4 r5 r6 p2 r7 r8 r9 r10'],
    ['no promoted', r(4), [], 'r1 r2 r3 r4'],
    ['no regular', [], p(3), 'p1 p2 p3'],
    ['short last page', r(2), p(5), 'r1 r2 p1 p2 p3 p4 p5'],
    ['exactly 3 regular', r(3), p(1), 'r1 r2 r3 p1'],
  ])('%s', (_, regular, promoted, expected) => expect(interleavePromoted(regular, promoted).join(' ')).toBe(expected));

  test('every n is configurable', () => expect(interleavePromoted(r(4), p(2), { every: 2 }).join(' ')).toBe('r1 r2 p1 r3 r4 p2'));

  test('a promoted item already listed as regular is skipped', () =>
    expect(interleavePromoted(['a', 'b', 'c', 'd'], ['c', 'x'], { key: (s) => s }).join(' ')).toBe('a b c x d'));

  test('the inputs are not changed', () => {
    const regular = r(3);
    const promoted = p(1);
    interleavePromoted(regular, promoted);
    expect([regular, promoted]).toEqual([r(3), p(1)]);
  });
});
