import type { LeanProduct } from '@/models/Product';
import type { ImportRates } from '../pricing/import-cost';
import { derivedFields } from './derived-fields';
import type { ProductDto, ProductSeller } from './dto';

/** A product's answer without its seller's public fields (those are joined when answering). */
export type ProductBody = Omit<ProductDto, 'user'>;

type ClockTime = { hours?: number | null; minutes?: number | null; ampm?: string | null } | null | undefined;

function clock(time: ClockTime, fallback: ProductDto['deliveryCalendar']['minTime']): ProductDto['deliveryCalendar']['minTime'] {
  return {
    hours: time?.hours ?? fallback.hours,
    minutes: time?.minutes ?? fallback.minutes,
    ampm: time?.ampm === 'AM' || time?.ampm === 'PM' ? time.ampm : fallback.ampm,
  };
}

/** The seller part of an answer for a seller id when the seller's fields are unknown. */
export function unknownSeller(id: string): ProductSeller {
  return { _id: id, name: '', lastName: '', importCompanyName: '', profilePictureUrl: '' };
}

/** The answer of a product (pure): import cost and total price from lib/pricing at `rates`, sold out as available false. */
export function toProductBody(p: LeanProduct, rates: ImportRates): ProductBody {
  const calendar = p.deliveryCalendar ?? {};
  const { importCost, totalPrice } = derivedFields({ ...p, description: p.description ?? '' }, rates);
  return {
    _id: String(p._id),
    name: p.name,
    description: p.description ?? '',
    price: p.price,
    importCost,
    totalPrice,
    category: { _id: String(p.category?._id), name: p.category?.name ?? '' },
    mainImageUrl: p.mainImageUrl ?? '',
    secondaryImagesUrl: p.secondaryImagesUrl ?? [],
    available: Boolean(p.available) && p.availableCount > 0,
    availableCount: p.availableCount,
    maxCount: p.maxCount,
    availableCountByTags: (p.availableCountByTags ?? []).map((t) => ({ size: t.size ?? '', color: t.color ?? '', availableCount: t.availableCount ?? 0 })),
    fastDelivery: Boolean(p.fastDelivery),
    promoted: Boolean(p.promoted),
    possibleDiscount: Boolean(p.possibleDiscount),
    shippingBySea: Boolean(p.shippingBySea),
    points: p.points ?? 0,
    viewsCount: p.viewsCount ?? 0,
    deliveryCalendar: {
      allowed: Boolean(calendar.allowed),
      minHoursTime: calendar.minHoursTime ?? 1,
      maxHoursTime: calendar.maxHoursTime ?? 336,
      minTime: clock(calendar.minTime, { hours: 9, minutes: 0, ampm: 'AM' }),
      maxTime: clock(calendar.maxTime, { hours: 6, minutes: 0, ampm: 'PM' }),
    },
    distributor: { name: p.distributor?.name ?? '' },
    isManualImportCost: Boolean(p.isManualImportCost),
    weight: p.weight ?? 0,
    large: p.large ?? 0,
    height: p.height ?? 0,
    width: p.width ?? 0,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

/** Join a product's answer with its seller's public fields. */
export function withSeller(body: ProductBody, seller: ProductSeller): ProductDto {
  return { ...body, user: seller };
}
