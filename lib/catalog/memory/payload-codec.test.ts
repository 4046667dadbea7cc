import { decodeBody, encodeBody } from './payload-codec';
import { toProductBody } from '../product-dto';
import { Slab } from './slab';
import type { LeanProduct } from '@/models/Product';

const doc = {
  _id: '5f1d7f1c2b3a4d5e6f708192',
  name: 'Camiseta de algodón',
  description: 'Niño pequeño, ñandú',
  price: 12.5,
  category: { _id: 'c'.repeat(24), name: 'Ropa' },
  user: 'u'.repeat(24),
  mainImageUrl: '/a.webp',
  secondaryImagesUrl: ['/b.webp'],
  available: true,
  availableCount: 3,
  maxCount: 2,
  availableCountByTags: [{ size: 'M', color: 'azul', availableCount: 3 }],
  fastDelivery: true,
  promoted: false,
  possibleDiscount: true,
  shippingBySea: false,
  weight: 0.3,
  large: 30,
  height: 2,
  width: 20,
  isManualImportCost: false,
  importCost: 0,
  viewsCount: 7,
  points: 4,
  distributor: { name: 'Moda' },
  deliveryCalendar: {
    allowed: true,
    minHoursTime: 4,
    maxHoursTime: 168,
    minTime: { hours: 9, minutes: 30, ampm: 'AM' },
    maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
  },
  createdAt: new Date('2026-01-02T03:04:05.006Z'),
} as unknown as LeanProduct;

describe('compact answers', () => {
  test('decode(encode(answer)) is the answer, in under half the keyed JSON', () => {
    const body = toProductBody(doc, { airRatePerKg: 12, seaRatePerKg: 4 });
    const text = encodeBody(body);
    expect(decodeBody(text)).toEqual(body);
    expect(text.length).toBeLessThan(JSON.stringify(body).length * 0.6);
  });
});

describe('slab', () => {
  test("keeps each row's record through growth, replacement, compaction and reordering", () => {
    const slab = new Slab((n) => new Int32Array(n));
    const expected = new Map<number, number[]>();
    for (let round = 0; round < 5; round++) {
      for (let row = 0; row < 3000; row++) {
        const record = Array.from({ length: (row + round) % 7 }, (_, i) => row * 10 + i + round);
        slab.set(row, Int32Array.from(record));
        expected.set(row, record);
      }
    }
    expect([...expected].every(([row, record]) => Array.from(slab.get(row)).join() === record.join())).toBe(true);
    slab.permute(Int32Array.from([2, 0, 1]));
    expect(Array.from(slab.get(0))).toEqual(expected.get(2));
    expect(Array.from(slab.get(5000))).toEqual([]);
  });
});
