import { messages } from './messages';

type Leaf = { path: string; value: string };

function leaves(node: unknown, path: string): Leaf[] {
  if (typeof node === 'string') return [{ path, value: node }];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  return [];
}

/** Places that deliberately show the same text, by reference to one constant. */
const ALIASES = new Set([
  'cart.groupFast',
  'deliveryQuote.free',
  'trackStatus.confirmed',
  'trackStatus.sent',
  'trackStatus.received',
  'trackStatus.delivered',
  'admin.cancel',
  'cash.statuses.cancelado',
  'cash.statuses.porVerificar',
  'reviews.yes',
  'reviews.hide',
  'admin.products.hide',
]);

describe('messages', () => {
  const all = leaves(messages, '');

  test('every text is written once (aliases aside)', () => {
    const seen = new Map<string, string>();
    const duplicates = all.filter(({ path, value }) => {
      if (ALIASES.has(path)) return false;
      if (seen.has(value)) return true;
      seen.set(value, path);
      return false;
    });
    expect(duplicates).toEqual([]);
  });

  test('no text is empty or padded', () => expect(all.filter(({ value }) => value === '' || value !== value.trim())).toEqual([]));

  test.each<[string, string, string]>([
    ['addToCart.maxCount', messages.addToCart.maxCount(7), '7'],
    ['cart.maxCount', messages.cart.maxCount(7), '7'],
    ['addToCart.availableCount', messages.addToCart.availableCount(3), '3'],
    ['addToCart.sizeColorCount', messages.addToCart.sizeColorCount(3), '3'],
    ['calendar.shortNotice', messages.calendar.shortNotice(4), '4'],
    ['calendar.timeWindow', messages.calendar.timeWindow('09:00 AM', '06:00 PM'), '09:00 AM'],
    ['cart.freeAbove', messages.cart.freeAbove('50'), '50'],
    ['cart.available', messages.cart.available(9), '9'],
    ['payment.success', messages.payment.success(1042), '#1042'],
    ['orders.orderOfUser', messages.orders.orderOfUser(1042, 'ANA'), '#1042'],
    ['screens.loadingPage', messages.screens.loadingPage('Pedidos'), 'Pedidos'],
    ['common.page', messages.common.page(2, 5), '2/5'],
    ['common.range', messages.common.range(21, 40, 95), '21-40/95'],
  ])('%s inserts its argument', (_, text, part) => expect(text).toContain(part));

  test('the single-order payment failure is the list text in lower case without the final stop', () => {
    expect(messages.payment.failedInline).toBe(messages.payment.failed.slice(0, -1).toLowerCase());
    expect(messages.payment.failedInline.endsWith('.')).toBe(false);
  });

  test('seven weekdays, Sunday first as Date#getDay counts', () => expect(messages.calendar.weekdays).toHaveLength(7));

  test('counts agree with their noun: 1 fila correcta, 2 filas correctas', () => {
    expect(messages.csv.summary(1, 1)).toBe('1 fila correcta y 1 con errores.');
    expect(messages.csv.summary(2, 0)).toBe('2 filas correctas y 0 con errores.');
  });
});
