import type { ProductDto } from '@/lib/catalog/dto';
import type { CartLine } from '@/components/cart/cart-lines';

/** A cart line for the unit tests: a plain product (no tags, no calendar) with `overrides`. */
export function testLine(overrides: Partial<ProductDto> & { sellerId?: string } = {}, count = 1, extra: Partial<CartLine> = {}): CartLine {
  const { sellerId = 's1', ...fields } = overrides;
  const product: ProductDto = {
    _id: 'p1',
    name: 'Producto',
    description: '',
    price: 10,
    importCost: 2,
    totalPrice: 12,
    category: { _id: 'c1', name: 'Hogar' },
    user: { _id: sellerId, name: 'Ana', lastName: 'Gil', importCompanyName: `Tienda ${sellerId}`, profilePictureUrl: '' },
    mainImageUrl: '',
    secondaryImagesUrl: [],
    available: true,
    availableCount: 10,
    maxCount: 5,
    availableCountByTags: [],
    fastDelivery: false,
    promoted: false,
    possibleDiscount: true,
    shippingBySea: false,
    points: 10,
    viewsCount: 0,
    deliveryCalendar: {
      allowed: false,
      minHoursTime: 1,
      maxHoursTime: 336,
      minTime: { hours: 9, minutes: 0, ampm: 'AM' },
      maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
    },
    distributor: { name: '' },
    isManualImportCost: false,
    weight: 1,
    large: 1,
    height: 1,
    width: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...fields,
  };
  return { product, count, size: '', color: '', ...extra };
}
