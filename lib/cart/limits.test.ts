import { messages } from '../messages';
import {
  checkQuantity,
  decrementQuantity,
  displayLimit,
  isAddable,
  isOverLimit,
  tagStock,
  usesTagStock,
  type LimitCheck,
  type LimitProduct,
  type QuantityRequest,
} from './limits';

const addToCartMessages = messages.addToCart;
const importItem: LimitProduct = { fastDelivery: false, maxCount: 5, availableCount: 8, available: true };
const fastItem: LimitProduct = { fastDelivery: true, maxCount: 5, availableCount: 8, available: true };
const shirt: LimitProduct = {
  fastDelivery: true,
  maxCount: 10,
  availableCount: 9,
  available: true,
  sizeKind: 'clothing',
  availableCountByTags: [
    { size: 'M', color: '#000000', availableCount: 2 },
    { size: 'L', color: '#ffffff', availableCount: 7 },
  ],
};
const add = (total: number, extra: Partial<QuantityRequest> = {}): QuantityRequest => ({ total, context: 'add', ...extra });
const ok: LimitCheck = { ok: true };

describe('add to cart and cart plus limits', () => {
  test.each<[string, LimitProduct, QuantityRequest, LimitCheck]>([
    ['non-fast at maxCount', importItem, add(5), ok],
    ['non-fast over maxCount, modal wording', importItem, add(6), { ok: false, code: 'maxCountAdd', limit: 5, message: addToCartMessages.maxCount(5) }],
    [
      'non-fast over maxCount, cart wording',
      importItem,
      add(6, { context: 'cart' }),
      { ok: false, code: 'maxCountCart', limit: 5, message: messages.cart.maxCount(5) },
    ],
    ['fast delivery ignores maxCount', fastItem, add(8), ok],
    ['over availableCount', fastItem, add(9), { ok: false, code: 'availableCount', limit: 8, message: addToCartMessages.availableCount(8) }],
    ['maxCount is checked before availableCount', { ...importItem, availableCount: 3 }, add(6), expect.objectContaining({ code: 'maxCountAdd' })],
    ['availableCount under maxCount', { ...importItem, availableCount: 3 }, add(4), expect.objectContaining({ code: 'availableCount', limit: 3 })],
    ['clothing within the size/colour stock', shirt, add(2, { size: 'M', color: '#000000' }), ok],
    [
      'clothing over the size/colour stock',
      shirt,
      add(3, { size: 'M', color: '#000000' }),
      { ok: false, code: 'sizeColorCount', limit: 2, message: addToCartMessages.sizeColorCount(2) },
    ],
    [
      'clothing: an unlisted combination has no stock',
      shirt,
      add(1, { size: 'M', color: '#ffffff' }),
      expect.objectContaining({ code: 'sizeColorCount', limit: 0 }),
    ],
    ['clothing: availableCount still applies first', shirt, add(10, { size: 'L', color: '#ffffff' }), expect.objectContaining({ code: 'availableCount' })],
    ['a sized category without per-tag stock uses availableCount only', { ...shirt, availableCountByTags: [] }, add(9), ok],
    [
      'available false is not addable',
      { ...fastItem, available: false },
      add(1),
      { ok: false, code: 'notAvailable', limit: 0, message: addToCartMessages.notAvailable },
    ],
    ['availableCount 0 is not addable', { ...fastItem, availableCount: 0 }, add(1), expect.objectContaining({ code: 'notAvailable' })],
    ['negative availableCount is not addable', { ...importItem, availableCount: -2 }, add(1), expect.objectContaining({ code: 'notAvailable' })],
    ['zero units', fastItem, add(0), expect.objectContaining({ code: 'invalidQuantity', message: messages.server.validation })],
    ['a fractional quantity', fastItem, add(1.5), expect.objectContaining({ code: 'invalidQuantity' })],
  ])('%s', (_, product, request, expected) => expect(checkQuantity(product, request)).toEqual(expected));
});

describe('helpers', () => {
  test.each([
    [{ available: true, availableCount: 1 }, true],
    [{ available: false, availableCount: 5 }, false],
    [{ available: true, availableCount: 0 }, false],
  ])('isAddable(%p) = %p', (product, addable) => expect(isAddable(product)).toBe(addable));

  test('tag stock and sized products', () => {
    expect(usesTagStock(shirt)).toBe(true);
    expect(usesTagStock({ ...shirt, sizeKind: null })).toBe(false);
    expect(tagStock(shirt, 'L', '#ffffff')).toBe(7);
    expect(tagStock(shirt, null, null)).toBe(0);
  });

  test.each<[Pick<LimitProduct, 'fastDelivery' | 'maxCount' | 'availableCount'>, number]>([
    [importItem, 5],
    [{ ...importItem, availableCount: 3 }, 3],
    [fastItem, 8],
    [{ ...fastItem, availableCount: -1 }, 0],
  ])('DISPONIBLE limit of %p is %p', (product, limit) => expect(displayLimit(product)).toBe(limit));

  test.each([
    [importItem, 5, false],
    [importItem, 6, true],
    [fastItem, 8, false],
    [fastItem, 9, true],
  ])('over limit: %p with %p in cart → %p', (product, count, over) => expect(isOverLimit(product, count)).toBe(over));

  test.each([
    [3, 2],
    [2, 1],
    [1, 1],
  ])('minus from %p gives %p', (q, next) => expect(decrementQuantity(q)).toBe(next));
});
