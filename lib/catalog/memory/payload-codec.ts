import type { ProductBody } from '../product-dto';

/**
 * A product's answer as a compact JSON array (values in a fixed order, booleans as 0/1, dates as
 * milliseconds), as the memory engine keeps 100,000 of them: about 45 % of the keyed JSON. Pure.
 */

type Clock = ProductBody['deliveryCalendar']['minTime'];
type Packed = [
  string,
  string,
  string,
  number,
  number,
  number,
  [string, string],
  string,
  string[],
  number,
  number,
  number,
  [string, string, number][],
  number,
  number,
  number,
  number,
  number,
  number,
  [number, number, number, [number, number, string], [number, number, string]],
  string,
  number,
  number,
  number,
  number,
  number,
  number,
];

const bit = (value: boolean) => (value ? 1 : 0);
const packClock = (t: Clock): [number, number, string] => [t.hours, t.minutes, t.ampm];
const unpackClock = ([hours, minutes, ampm]: [number, number, string]): Clock => ({ hours, minutes, ampm: ampm === 'PM' ? 'PM' : 'AM' });

/** The compact JSON text of a product's answer. */
export function encodeBody(b: ProductBody): string {
  const c = b.deliveryCalendar;
  const packed: Packed = [
    b._id,
    b.name,
    b.description,
    b.price,
    b.importCost,
    b.totalPrice,
    [b.category._id, b.category.name],
    b.mainImageUrl,
    b.secondaryImagesUrl,
    bit(b.available),
    b.availableCount,
    b.maxCount,
    b.availableCountByTags.map((t): [string, string, number] => [t.size, t.color, t.availableCount]),
    bit(b.fastDelivery),
    bit(b.promoted),
    bit(b.possibleDiscount),
    bit(b.shippingBySea),
    b.points,
    b.viewsCount,
    [bit(c.allowed), c.minHoursTime, c.maxHoursTime, packClock(c.minTime), packClock(c.maxTime)],
    b.distributor.name,
    bit(b.isManualImportCost),
    b.weight,
    b.large,
    b.height,
    b.width,
    Date.parse(b.createdAt),
  ];
  return JSON.stringify(packed);
}

/** The product's answer back from `encodeBody`'s text. */
export function decodeBody(text: string): ProductBody {
  const [
    _id,
    name,
    description,
    price,
    importCost,
    totalPrice,
    [categoryId, categoryName],
    mainImageUrl,
    secondaryImagesUrl,
    available,
    availableCount,
    maxCount,
    tags,
    fastDelivery,
    promoted,
    possibleDiscount,
    shippingBySea,
    points,
    viewsCount,
    [allowed, minHoursTime, maxHoursTime, minTime, maxTime],
    distributorName,
    isManualImportCost,
    weight,
    large,
    height,
    width,
    createdAt,
  ] = JSON.parse(text) as Packed;
  return {
    _id,
    name,
    description,
    price,
    importCost,
    totalPrice,
    category: { _id: categoryId, name: categoryName },
    mainImageUrl,
    secondaryImagesUrl,
    available: available === 1,
    availableCount,
    maxCount,
    availableCountByTags: tags.map(([size, color, count]) => ({ size, color, availableCount: count })),
    fastDelivery: fastDelivery === 1,
    promoted: promoted === 1,
    possibleDiscount: possibleDiscount === 1,
    shippingBySea: shippingBySea === 1,
    points,
    viewsCount,
    deliveryCalendar: { allowed: allowed === 1, minHoursTime, maxHoursTime, minTime: unpackClock(minTime), maxTime: unpackClock(maxTime) },
    distributor: { name: distributorName },
    isManualImportCost: isManualImportCost === 1,
    weight,
    large,
    height,
    width,
    createdAt: new Date(createdAt).toISOString(),
  };
}
