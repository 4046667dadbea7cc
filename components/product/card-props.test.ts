import type { ProductDto } from '@/lib/catalog/dto';
import { checkAddition, limitProductOf } from '@/components/cart/cart-lines';
import { cardControlsProductOf, cartCardProductOf, favoriteProductOf, ownerCardProductOf } from './card-props';

const calendar = {
  allowed: true,
  minHoursTime: 24,
  maxHoursTime: 336,
  minTime: { hours: 9, minutes: 0, ampm: 'AM' as const },
  maxTime: { hours: 6, minutes: 0, ampm: 'PM' as const },
};

/** A whole product as the catalogue answers it, with every field a card does not show filled in. */
const product: ProductDto = {
  _id: 'p1',
  name: 'Camisa de lino',
  description: 'Una descripción larga que ninguna tarjeta muestra.',
  price: 20,
  importCost: 5,
  totalPrice: 25,
  category: { _id: 'c1', name: 'Ropa' },
  user: { _id: 's1', name: 'Ana', lastName: 'Pérez', importCompanyName: 'Tienda A', profilePictureUrl: '/a.webp' },
  mainImageUrl: '/camisa.webp',
  secondaryImagesUrl: ['/camisa-2.webp'],
  available: true,
  availableCount: 6,
  maxCount: 3,
  availableCountByTags: [
    { size: 'M', color: '#111111', availableCount: 2 },
    { size: 'L', color: '#111111', availableCount: 4 },
  ],
  fastDelivery: false,
  promoted: true,
  possibleDiscount: false,
  shippingBySea: false,
  points: 10,
  viewsCount: 99,
  deliveryCalendar: calendar,
  distributor: { name: 'Distribuidora' },
  isManualImportCost: false,
  weight: 1.5,
  large: 30,
  height: 5,
  width: 20,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const plain: ProductDto = { ...product, _id: 'p2', availableCountByTags: [], deliveryCalendar: { ...calendar, allowed: false } };

describe('the favourite keeps what FAVORITOS shows', () => {
  test('id, name, picture and price, nothing else', () => {
    expect(favoriteProductOf(product)).toEqual({ _id: 'p1', name: 'Camisa de lino', mainImageUrl: '/camisa.webp', totalPrice: 25 });
  });
});

describe('the cart controls get the limits and the calendar', () => {
  test('a sized product with a calendar: its size list, per-tag stock and calendar', () => {
    expect(cartCardProductOf(product)).toEqual({
      _id: 'p1',
      name: 'Camisa de lino',
      totalPrice: 25,
      fastDelivery: false,
      maxCount: 3,
      availableCount: 6,
      available: true,
      sizeKind: 'clothing',
      availableCountByTags: product.availableCountByTags,
      deliveryCalendar: calendar,
    });
  });

  test('a product without sizes or calendar carries neither', () => {
    const card = cartCardProductOf({ ...plain, availableCountByTags: [{ size: '', color: '#111111', availableCount: 4 }] });
    expect(card.sizeKind).toBeNull();
    expect(card.availableCountByTags).toEqual([]);
    expect(card.deliveryCalendar).toBeNull();
  });

  test('the limits read from the card are the ones read from the whole product', () => {
    for (const whole of [product, plain]) expect(limitProductOf(cartCardProductOf(whole))).toEqual(limitProductOf(whole));
  });

  test('the add-to-cart check decides the same on the card as on the whole product', () => {
    const adds = [
      { productId: 'p1', count: 3, size: 'L', color: '#111111' },
      { productId: 'p1', count: 3, size: 'M', color: '#111111' },
      { productId: 'p1', count: 4, size: 'L', color: '#111111' },
    ];
    for (const add of adds) expect(checkAddition(cartCardProductOf(product), [], add)).toEqual(checkAddition(product, [], add));
  });
});

describe('the owner controls get whose the product is', () => {
  test('id, name, availability and the seller id', () => {
    expect(ownerCardProductOf(product)).toEqual({ _id: 'p1', name: 'Camisa de lino', available: true, sellerId: 's1' });
  });
});

describe("a list card's controls share one object", () => {
  test("it holds each control's fields and nothing else, and the favourite stored from it is the same", () => {
    const shared = cardControlsProductOf(product);
    expect(shared).toEqual({ ...cartCardProductOf(product), ...favoriteProductOf(product), ...ownerCardProductOf(product) });
    expect(favoriteProductOf(shared)).toEqual(favoriteProductOf(product));
    expect(limitProductOf(shared)).toEqual(limitProductOf(product));
  });
});
