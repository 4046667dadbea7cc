import {
  decodeMonthRows,
  earningsChanged,
  encodeEarnings,
  encodeMonthRows,
  keptSpan,
  keptThrough,
  monthsWithWrittenOrders,
  monthsWithWrittenProducts,
  type KeptMonthStamp,
} from './finance-months';
import { parseMonth } from '../selling/months';
import type { FinanceRow } from './finances';

const row: FinanceRow = {
  month: '2025-03',
  sellerId: 'a',
  units: 3,
  salesCents: 2_500,
  importCents: 300,
  deliveryCents: 100,
  platformCents: 600,
  refundCents: 500,
};

test('a month keeps its rows exactly as summed', () => {
  expect(decodeMonthRows('2025-03', encodeMonthRows([row, { ...row, sellerId: 'b', units: 0 }]))).toEqual([row, { ...row, sellerId: 'b', units: 0 }]);
  expect(decodeMonthRows('2025-03', encodeMonthRows([]))).toEqual([]);
});

const checkedAt = new Date('2025-04-10T12:00:00Z');
const march: KeptMonthStamp = { key: '2025-03', start: new Date('2025-03-01T00:00:00Z'), end: new Date('2025-04-01T00:00:00Z'), checkedAt };
const april: KeptMonthStamp = { key: '2025-04', start: new Date('2025-04-01T00:00:00Z'), end: new Date('2025-05-01T00:00:00Z'), checkedAt };
const at = (iso: string) => new Date(iso);

test('a month is stale when one of its orders was written since its check, the last minute before it included', () => {
  const written = [
    { createdAt: at('2025-03-31T23:59:59Z'), updatedAt: at('2025-04-10T11:59:30Z') },
    { createdAt: at('2025-04-02T10:00:00Z'), updatedAt: at('2025-04-10T11:58:00Z') },
  ];
  expect(monthsWithWrittenOrders([march, april], written)).toEqual(new Set(['2025-03']));
  expect(monthsWithWrittenOrders([march, april], [{ createdAt: at('2025-04-01T00:00:00Z'), updatedAt: at('2025-04-10T13:00:00Z') }])).toEqual(
    new Set(['2025-04']),
  );
  expect(monthsWithWrittenOrders([march, april], [{ createdAt: at('2025-03-05T00:00:00Z'), updatedAt: null }])).toEqual(new Set());
});

test('a written product makes a month stale only when it was sold in it at other earning settings', () => {
  const kept = encodeEarnings(
    ['p', 'q', 'p', 'gone'],
    new Map([
      ['p', { platformEarningType: 'percent', fixedPlatformEarning: 0, percent: 10 }],
      ['q', { platformEarningType: 'fixed', fixedPlatformEarning: 2, percent: 0 }],
    ]),
  );
  const later = at('2025-04-10T12:30:00Z');
  expect(earningsChanged(kept, [{ _id: 'p', updatedAt: later, platformEarningType: 'percent', percent: 10 }], checkedAt)).toBe(false);
  expect(earningsChanged(kept, [{ _id: 'p', updatedAt: later, platformEarningType: 'percent', percent: 12 }], checkedAt)).toBe(true);
  expect(earningsChanged(kept, [{ _id: 'q', updatedAt: later, platformEarningType: 'fixed', fixedPlatformEarning: 3 }], checkedAt)).toBe(true);
  // Written before the check (less the landing minute): already counted.
  expect(earningsChanged(kept, [{ _id: 'q', updatedAt: at('2025-04-10T11:00:00Z'), fixedPlatformEarning: 3 }], checkedAt)).toBe(false);
  // Not sold in the month.
  expect(earningsChanged(kept, [{ _id: 'r', updatedAt: later, percent: 50 }], checkedAt)).toBe(false);
  // Summed as unknown (it earned nothing): any product by that id now changes it.
  expect(earningsChanged(kept, [{ _id: 'gone', updatedAt: later }], checkedAt)).toBe(true);
  expect(monthsWithWrittenProducts([march, { ...april, checkedAt: at('2025-04-10T13:00:00Z') }], [{ _id: 'p', updatedAt: later }])).toEqual([march]);
});

describe('keptSpan', () => {
  const november = parseMonth('2026-11')!;

  test('a past month is kept whole; the month holding today up to the start of today; a month to come not at all', () => {
    expect(keptSpan(november, new Date('2026-12-03T10:00:00Z')).end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(keptSpan(november, new Date('2026-11-27T10:00:00Z')).end.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(keptSpan(november, new Date('2026-11-01T00:30:00Z')).end.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(keptSpan(november, new Date('2026-10-20T10:00:00Z')).end.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  test('a row kept before `through` existed is of its whole month: stale for the month holding today, exact for a past one', () => {
    expect(keptThrough({}, november)).toBe('2026-12-01');
    expect(keptThrough({ through: '2026-11-27' }, november)).toBe('2026-11-27');
  });
});
