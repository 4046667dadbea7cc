import { listingMessages as m } from '../messages/listing';
import type { ProductInput } from './schemas';

/** What an admin set on a seller's record that bounds the seller's listings (/adminDistributors). */
export type SellerTerms = {
  isManualImportCost?: boolean | null;
  importCompanyFastDelivery?: boolean | null;
  importCompanyMinPercent?: number | null;
  importCompanyMaxPercent?: number | null;
};

export type ListingTerms = Pick<ProductInput, 'isManualImportCost' | 'fastDelivery' | 'platformEarningType' | 'percent'>;

/**
 * The first field of a listing the seller's record does not allow, with its message, or null
 * (decision 19.7): a manual import cost only for a seller allowed one, fast delivery only with
 * the permission, and a percentage earning within the seller's min and max percent. A fixed
 * earning is not a percentage, so the range does not bound it. Missing fields read as the
 * model's defaults (no manual cost, no fast delivery, 0 to 100 %).
 */
export function sellerTermsViolation(listing: ListingTerms, seller: SellerTerms): { field: keyof ListingTerms; message: string } | null {
  if (listing.isManualImportCost && !seller.isManualImportCost) return { field: 'isManualImportCost', message: m.manualImportCostNotAllowed };
  if (listing.fastDelivery && !seller.importCompanyFastDelivery) return { field: 'fastDelivery', message: m.fastDeliveryNotAllowed };
  const min = seller.importCompanyMinPercent ?? 0;
  const max = seller.importCompanyMaxPercent ?? 100;
  if (listing.platformEarningType === 'percent' && (listing.percent < min || listing.percent > max)) return { field: 'percent', message: m.percentOutsideSellerRange(min, max) };
  return null;
}
