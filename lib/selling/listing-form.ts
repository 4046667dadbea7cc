import type { Viewer } from '../auth/guard';
import { isOwner } from '../auth/roles';
import type { SizeKind } from '../catalog/reference';
import { importRates } from '../pricing/configured-rates';
import type { ProductInput } from '../catalog/schemas';
import { connectDb } from '../db';
import { AppError } from '../errors';
import type { ListingFormOptions } from './dto';
import { Category } from '@/models/Category';
import { Product } from '@/models/Product';

/** Categories (menu order) and freight rates for the listing form; public data, read by the server page. */
export async function listingFormOptions(): Promise<ListingFormOptions> {
  await connectDb();
  const docs = await Category.find({}, '_id name sizeKind order').sort({ order: 1, name: 1 }).lean();
  const categories = docs.map((c) => ({ _id: String(c._id), name: c.name, sizeKind: (c.sizeKind as SizeKind | null) ?? null }));
  return { categories, rates: importRates() };
}

type Clock = { hours?: number | null; minutes?: number | null; ampm?: string | null } | null | undefined;
const clock = (t: Clock, hours: number, ampm: 'AM' | 'PM') => ({
  hours: t?.hours ?? hours,
  minutes: t?.minutes ?? 0,
  ampm: t?.ampm === 'AM' || t?.ampm === 'PM' ? t.ampm : ampm,
});

/**
 * GET /api/sellingData/listings/{id} (sellers, the owner only): every field of the listing the
 * form edits, shaped like the listing schema's input (category as its id). 404 when missing or
 * deleted, 403 for another seller's listing.
 */
export async function getListingForEdit(viewer: Viewer, id: string): Promise<ProductInput> {
  await connectDb();
  const p = await Product.findById(id).lean();
  if (!p || p.deleted) throw new AppError('notFound');
  if (!isOwner(viewer, p.user)) throw new AppError('forbidden');
  const calendar = p.deliveryCalendar;
  return {
    name: p.name,
    description: p.description ?? '',
    price: p.price,
    category: String(p.category?._id ?? ''),
    mainImageUrl: p.mainImageUrl ?? '',
    secondaryImagesUrl: p.secondaryImagesUrl ?? [],
    available: p.available !== false,
    availableCount: p.availableCount ?? 0,
    maxCount: p.maxCount ?? 5,
    availableCountByTags: (p.availableCountByTags ?? []).map((t) => ({ size: t.size ?? '', color: t.color ?? '', availableCount: t.availableCount ?? 0 })),
    fastDelivery: Boolean(p.fastDelivery),
    possibleDiscount: Boolean(p.possibleDiscount),
    shippingBySea: Boolean(p.shippingBySea),
    weight: p.weight ?? 0,
    large: p.large ?? 0,
    height: p.height ?? 0,
    width: p.width ?? 0,
    isManualImportCost: Boolean(p.isManualImportCost),
    importCost: p.importCost ?? 0,
    points: p.points ?? 0,
    distributorUrl: p.distributorUrl ?? '',
    distributor: { name: p.distributor?.name ?? '' },
    deliveryCalendar: {
      allowed: Boolean(calendar?.allowed),
      minHoursTime: calendar?.minHoursTime ?? 1,
      maxHoursTime: calendar?.maxHoursTime ?? 336,
      minTime: clock(calendar?.minTime, 9, 'AM'),
      maxTime: clock(calendar?.maxTime, 6, 'PM'),
    },
    platformEarningType: p.platformEarningType === 'fixed' ? 'fixed' : 'percent',
    fixedPlatformEarning: p.fixedPlatformEarning ?? 0,
    percent: p.percent ?? 0,
    currencyExchangeValue: p.currencyExchangeValue ?? 1,
    regions: p.regions ?? [],
    currency: p.currency ?? 'USD',
  };
}
