import { Types } from 'mongoose';
import { connectDb } from '../db';
import { Product, type ProductDoc } from '@/models/Product';
import { User } from '@/models/User';
import type { ProductDto, ProductSeller } from './dto';

type LeanProduct = ProductDoc & { _id: Types.ObjectId; createdAt: Date };
type SellerFields = Pick<ProductSeller, 'name' | 'lastName' | 'importCompanyName' | 'profilePictureUrl'> & { _id: Types.ObjectId };

const SELLER_FIELDS = '_id name lastName importCompanyName profilePictureUrl';

/** Newest visible products, for the server-rendered home page. */
export async function listLatestProducts(limit: number): Promise<ProductDto[]> {
  await connectDb();
  const products = (await Product.find({ deleted: false }).sort({ createdAt: -1 }).limit(limit).lean()) as LeanProduct[];
  return toProductDtos(products);
}

/** Map products to DTOs, loading their sellers' public fields in one query. */
export async function toProductDtos(products: LeanProduct[]): Promise<ProductDto[]> {
  const sellerIds = [...new Set(products.map((p) => String(p.user)))];
  const sellers = (await User.find({ _id: { $in: sellerIds } }, SELLER_FIELDS).lean()) as SellerFields[];
  const byId = new Map(sellers.map((s) => [String(s._id), s]));
  return products.map((p) => toProductDto(p, byId.get(String(p.user))));
}

function toProductDto(p: LeanProduct, seller: SellerFields | undefined): ProductDto {
  const importCost = p.isManualImportCost ? p.importCost : 0;
  const calendar = p.deliveryCalendar ?? {};
  return {
    _id: String(p._id),
    name: p.name,
    description: p.description,
    price: p.price,
    importCost,
    totalPrice: Math.round((p.price + importCost) * 100) / 100,
    category: { _id: String(p.category?._id), name: p.category?.name ?? '' },
    user: {
      _id: String(p.user),
      name: seller?.name ?? '',
      lastName: seller?.lastName ?? '',
      importCompanyName: seller?.importCompanyName ?? '',
      profilePictureUrl: seller?.profilePictureUrl ?? '',
    },
    mainImageUrl: p.mainImageUrl,
    secondaryImagesUrl: p.secondaryImagesUrl,
    available: p.available && p.availableCount > 0,
    availableCount: p.availableCount,
    maxCount: p.maxCount,
    availableCountByTags: p.availableCountByTags.map((t) => ({ size: t.size, color: t.color, availableCount: t.availableCount })),
    fastDelivery: p.fastDelivery,
    promoted: p.promoted,
    possibleDiscount: p.possibleDiscount,
    shippingBySea: p.shippingBySea,
    points: p.points,
    viewsCount: p.viewsCount,
    deliveryCalendar: {
      allowed: Boolean(calendar.allowed),
      minHoursTime: calendar.minHoursTime ?? 1,
      maxHoursTime: calendar.maxHoursTime ?? 336,
      minTime: { hours: calendar.minTime?.hours ?? 9, minutes: calendar.minTime?.minutes ?? 0, ampm: (calendar.minTime?.ampm as 'AM' | 'PM') ?? 'AM' },
      maxTime: { hours: calendar.maxTime?.hours ?? 6, minutes: calendar.maxTime?.minutes ?? 0, ampm: (calendar.maxTime?.ampm as 'AM' | 'PM') ?? 'PM' },
    },
    distributor: { name: p.distributor?.name ?? '' },
    isManualImportCost: p.isManualImportCost,
    weight: p.weight,
    large: p.large,
    height: p.height,
    width: p.width,
    createdAt: p.createdAt.toISOString(),
  };
}
