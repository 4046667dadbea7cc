import { ledgerChains, ledgerSum, planWalletChange, type WalletChange } from './plan';

const now = new Date('2026-11-22T10:00:00Z');
const pay = (amountCents: number, extra: Partial<WalletChange> = {}): WalletChange => ({
  user: 'u1',
  amountCents,
  kind: 'orderPayment',
  orderId: 'o1',
  ...extra,
});

describe('planWalletChange', () => {
  test('appends one entry with the balance after and the next seq', () =>
    expect(planWalletChange({ balanceCents: 5000, seq: 3, points: 0 }, pay(-1200), now)).toEqual({
      balanceAfterCents: 3800,
      seqAfter: 4,
      entries: [{ seq: 4, amountCents: -1200, kind: 'orderPayment', orderId: 'o1', reason: '', by: null, balanceAfterCents: 3800, createdAt: now }],
    }));

  test('a wallet with money and no entry yet gets an opening entry first', () => {
    const plan = planWalletChange({ balanceCents: 5000, seq: 0, points: 0 }, pay(-1000), now)!;
    expect(plan.entries.map((e) => [e.seq, e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
      [1, 'opening', 5000, 5000],
      [2, 'orderPayment', -1000, 4000],
    ]);
    expect(ledgerSum(plan.entries)).toBe(plan.balanceAfterCents);
  });

  test('an empty wallet without entries gets no opening entry', () =>
    expect(
      planWalletChange({ balanceCents: 0, seq: 0, points: 0 }, pay(700, { kind: 'adjustment', reason: 'Bono', by: 'a1' }), now)!.entries.map((e) => [
        e.seq,
        e.kind,
        e.reason,
        e.by,
      ]),
    ).toEqual([[1, 'adjustment', 'Bono', 'a1']]));

  test.each<[string, number, number, number, number]>([
    ['more than the balance', 500, 0, -501, 0],
    ['more points than held', 500, 10, -100, -11],
  ])('refuses taking %s', (_, balanceCents, points, amountCents, pointsDelta) =>
    expect(planWalletChange({ balanceCents, seq: 1, points }, pay(amountCents, { points: pointsDelta }), now)).toBeNull(),
  );

  test('refuses fractions of a cent', () => expect(planWalletChange({ balanceCents: 500, seq: 1, points: 0 }, pay(-0.5), now)).toBeNull());

  test('points alone move no money and append nothing', () =>
    expect(planWalletChange({ balanceCents: 500, seq: 2, points: 300 }, pay(0, { points: -100 }), now)).toEqual({
      entries: [],
      balanceAfterCents: 500,
      seqAfter: 2,
    }));

  test('taking the whole balance leaves 0', () =>
    expect(planWalletChange({ balanceCents: 500, seq: 1, points: 0 }, pay(-500), now)!.balanceAfterCents).toBe(0));
});

describe('ledgerChains', () => {
  const entry = (seq: number, amountCents: number, balanceAfterCents: number) => ({ seq, amountCents, balanceAfterCents });
  test.each<[string, ReturnType<typeof entry>[], boolean]>([
    ['empty', [], true],
    ['in order', [entry(1, 500, 500), entry(2, -200, 300)], true],
    ['stored out of order', [entry(2, -200, 300), entry(1, 500, 500)], true],
    ['a gap in seq', [entry(1, 500, 500), entry(3, -200, 300)], false],
    ['a wrong balance after', [entry(1, 500, 500), entry(2, -200, 350)], false],
  ])('%s → %p', (_, entries, chains) => expect(ledgerChains(entries)).toBe(chains));
});
