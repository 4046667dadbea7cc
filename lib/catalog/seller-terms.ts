import { listingMessages as m } from '../messages/listing';
import type { ProductInput } from './schemas';

/** What an admin set on a seller's record that bounds the seller's listings (/adminDistributors). */
export type SellerTerms = {
  isManualImportCost?: boolean | null;
  importCompanyFastDelivery?: boolean | null;
  importCompanyMinPercent?: number | null;
  importCompanyMaxPercent?: number | null;
};

export type ListingTerms = Pick<ProductInput, 'isManualImportCost' | 'fastDelivery' | 'platformEarningType' | 'percent' | 'fixedPlatformEarning' | 'price'>;

/**
 * The fixed earnings a percent range allows on a price, in USD with cents: a percentage earning
 * takes price × percent / (percent + 100) (the seller keeps price × 100 / (percent + 100)), so the
 * same bounds on a fixed earning are those amounts, to the cent (one range end when min = max).
 */
export function fixedEarningRange(price: number, minPercent: number, maxPercent: number): { min: number; max: number } {
  const earning = (percent: number) => (price * percent) / (percent + 100);
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return { min: cents(earning(minPercent)), max: cents(earning(maxPercent)) };
}

/**
 * The first field of a listing the seller's record does not allow, with its message, or null
 * (decision 19.7): a manual import cost only for a seller allowed one, fast delivery only with
 * the permission, and the platform's earning within the seller's min and max percent: a percentage
 * as it is, a fixed earning as the amount those percents take of the listing's price (a fixed 0
 * earned the platform nothing from a seller bound to 10-20 %). Missing fields read as the model's
 * defaults (no manual cost, no fast delivery, 0 to 100 %).
 */
export function sellerTermsViolation(listing: ListingTerms, seller: SellerTerms): { field: keyof ListingTerms; message: string } | null {
  if (listing.isManualImportCost && !seller.isManualImportCost) return { field: 'isManualImportCost', message: m.manualImportCostNotAllowed };
  if (listing.fastDelivery && !seller.importCompanyFastDelivery) return { field: 'fastDelivery', message: m.fastDeliveryNotAllowed };
  const min = seller.importCompanyMinPercent ?? 0;
  const max = seller.importCompanyMaxPercent ?? 100;
  if (listing.platformEarningType === 'percent' && (listing.percent < min || listing.percent > max))
    return { field: 'percent', message: m.percentOutsideSellerRange(min, max) };
  if (listing.platformEarningType === 'fixed') {
    const range = fixedEarningRange(listing.price, min, max);
    if (listing.fixedPlatformEarning < range.min || listing.fixedPlatformEarning > range.max)
      return { field: 'fixedPlatformEarning', message: m.fixedOutsideSellerRange(range.min, range.max) };
  }
  return null;
}
