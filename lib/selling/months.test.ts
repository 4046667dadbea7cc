import { lastMonths, monthLabel, monthOf, monthsBetween, parseMonth } from './months';

describe('months', () => {
  test.each([
    ['2025-03', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
    ['2024-12', '2024-12-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    ['2024-02', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
  ])('%s runs from %s to %s', (key, start, end) => {
    const month = parseMonth(key)!;
    expect([month.key, month.start.toISOString(), month.end.toISOString()]).toEqual([key, start, end]);
  });

  test.each(['2025-13', '2025-00', '25-01', '2025-1', '', 'abcd-ef'])('%p is not a month', (key) => expect(parseMonth(key)).toBeNull());

  test('the month of an instant is UTC', () => expect(monthOf(new Date('2025-05-31T23:59:59.999Z')).key).toBe('2025-05'));

  test('months between, inclusive, across a year', () =>
    expect(monthsBetween(parseMonth('2024-11')!, parseMonth('2025-02')!).map((m) => m.key)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']));

  test('an inverted range is empty', () => expect(monthsBetween(parseMonth('2025-02')!, parseMonth('2025-01')!)).toEqual([]));

  test('the last 6 months end with the current one', () =>
    expect(lastMonths(new Date('2025-02-10T12:00:00Z'), 6).map((m) => m.key)).toEqual(['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02']));

  test.each([
    ['2025-03', 'MAR 2025'],
    ['2024-12', 'DIC 2024'],
    ['nope', 'nope'],
  ])('label of %s is %s', (key, label) => expect(monthLabel(key)).toBe(label));
});
