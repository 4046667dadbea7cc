import { deliveryCode, deliveryPhotoToken, isDeliveryCode, orderIdFromPhotoToken, orderIdFromToken, trackingToken } from './token';

const key = Buffer.from('a'.repeat(32));
const otherKey = Buffer.from('b'.repeat(32));
const id = '65a1b2c3d4e5f60718293a4b';

describe('tracking token', () => {
  test('round trip', () => expect(orderIdFromToken(trackingToken(id, key), key)).toBe(id));

  test.each([
    ['another key', trackingToken(id, otherKey)],
    ['another order id with this signature', `65a1b2c3d4e5f60718293a4c.${trackingToken(id, key).split('.')[1]}`],
    ['a signature cut short', trackingToken(id, key).slice(0, -1)],
    ['no signature', id],
    ['not an id', `hola.${trackingToken(id, key).split('.')[1]}`],
    ['extra part', `${trackingToken(id, key)}.x`],
  ])('refuses %s', (_name, token) => expect(orderIdFromToken(token, key)).toBeNull());
});

describe('delivery photo token', () => {
  test('round trip', () => expect(orderIdFromPhotoToken(deliveryPhotoToken(id, key), key)).toBe(id));

  test('a photo token never opens the tracking page, nor a tracking token the photo', () => {
    expect(orderIdFromToken(deliveryPhotoToken(id, key), key)).toBeNull();
    expect(orderIdFromPhotoToken(trackingToken(id, key), key)).toBeNull();
  });

  test('refuses another key', () => expect(orderIdFromPhotoToken(deliveryPhotoToken(id, otherKey), key)).toBeNull());
});

describe('delivery code', () => {
  test('4 digits, stable, per order and key', () => {
    const code = deliveryCode(id, key);
    expect(code).toMatch(/^\d{4}$/);
    expect(deliveryCode(id, key)).toBe(code);
    expect(isDeliveryCode(id, code, key)).toBe(true);
    expect(isDeliveryCode(id, ` ${code} `, key)).toBe(true);
    expect(isDeliveryCode(id, String((Number(code) + 1) % 10_000).padStart(4, '0'), key)).toBe(false);
    expect(isDeliveryCode(id, '12345', key)).toBe(false);
  });

  test('codes spread over the 10,000 values', () => {
    const codes = new Set(Array.from({ length: 500 }, (_, i) => deliveryCode(i.toString(16).padStart(24, '0'), key)));
    expect(codes.size).toBeGreaterThan(480);
  });
});
