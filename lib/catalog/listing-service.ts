import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import { can, isOwner } from '../auth/roles';
import type { Viewer } from '../auth/guard';
import { Category } from '@/models/Category';
import { Product, type LeanProduct } from '@/models/Product';
import { User } from '@/models/User';
import { derivedFields } from './derived-fields';
import { toProductDtos } from './sellers';
import type { ProductDto } from './dto';
import { importRates } from '../pricing/configured-rates';
import { createProduct, updateProduct } from './product-writes';
import { isObjectIdText } from '../ids';
import { sizesFor, type SizeKind } from './reference';
import { sellerTermsViolation, type SellerTerms } from './seller-terms';
import type { AvailabilityInput, ListingRequest, ProductInput } from './schemas';

const m = messages.listing;

function invalid(message: string, field: string): AppError {
  return new AppError('validation', { message, details: { field } });
}

/** The category of a listing, checked to exist, and its sizes checked against the stock by size. */
async function checkedCategory(input: ProductInput): Promise<{ _id: string; name: string }> {
  const category = await Category.findById(input.category, '_id name sizeKind').lean();
  if (!category) throw invalid(m.categoryNotFound, 'category');
  const sizes = sizesFor(category.sizeKind as SizeKind | null);
  input.availableCountByTags.forEach((tag, i) => {
    if (!sizes.length && tag.size) throw invalid(m.noSizes, `availableCountByTags.${i}.size`);
    if (sizes.length && !sizes.includes(tag.size)) throw invalid(m.sizeInvalid, `availableCountByTags.${i}.size`);
  });
  return { _id: String(category._id), name: category.name };
}

/** What an admin set on the seller's record that bounds their listings, and their default percent. */
export async function sellerTermsOf(sellerId: string): Promise<SellerTerms & { importCompanyPercent?: number | null }> {
  await connectDb();
  return (
    (await User.findById(
      sellerId,
      'isManualImportCost importCompanyFastDelivery importCompanyPercent importCompanyMinPercent importCompanyMaxPercent',
    ).lean()) ?? {}
  );
}

/**
 * The listing with the seller's record applied: a percent the seller left out is the record's own
 * percent; then refuses (400, on the field) what the record does not allow: manual import cost,
 * fast delivery, percent range.
 */
async function withSellerTerms(sellerId: string, request: ListingRequest): Promise<ProductInput> {
  const terms = await sellerTermsOf(sellerId);
  const input = { ...request, percent: request.percent ?? terms.importCompanyPercent ?? 0 };
  const violation = sellerTermsViolation(input, terms);
  if (violation) throw invalid(violation.message, violation.field);
  return input;
}

/** The stored fields of a listing: the seller's input, checked against the seller's record, its category and the derived search tokens and total price. */
async function listingFields(sellerId: string, request: ListingRequest) {
  const input = await withSellerTerms(sellerId, request);
  const category = await checkedCategory(input);
  const { searchTokens, totalPrice } = derivedFields(input, importRates());
  return { ...input, category, regions: [...new Set(input.regions)], searchTokens, totalPrice };
}

/** A product the viewer may change: 404 when missing or deleted, 403 unless `allowed` says yes. */
async function loadForChange(id: string, allowed: (doc: LeanProduct) => boolean): Promise<LeanProduct> {
  if (!isObjectIdText(id)) throw new AppError('notFound');
  await connectDb();
  const doc = await Product.findById(id).lean<LeanProduct>();
  if (!doc || doc.deleted) throw new AppError('notFound');
  if (!allowed(doc)) throw new AppError('forbidden');
  return doc;
}

async function answer(doc: LeanProduct | null): Promise<ProductDto> {
  if (!doc) throw new AppError('notFound');
  return (await toProductDtos([doc]))[0];
}

/** POST /api/productsImport: a seller's new listing, owned by the seller; answers the product. */
export async function createListing(viewer: Viewer, input: ListingRequest): Promise<ProductDto> {
  await connectDb();
  return answer(await createProduct({ ...(await listingFields(viewer._id, input)), user: viewer._id }));
}

/** PUT /api/productsImport/{id}: the owner replaces the listing's fields; answers the product. */
export async function updateListing(viewer: Viewer, id: string, input: ListingRequest): Promise<ProductDto> {
  await loadForChange(id, (doc) => isOwner(viewer, doc.user));
  return answer(await updateProduct(id, { $set: await listingFields(viewer._id, input) }));
}

/** PATCH /api/productsImport/: the owner turns availability on or off; answers { _id, available }. */
export async function setAvailability(viewer: Viewer, input: AvailabilityInput): Promise<{ _id: string; available: boolean }> {
  await loadForChange(input._id, (doc) => isOwner(viewer, doc.user));
  const available = input.availableChecked ?? input.available ?? true;
  const updated = await updateProduct(input._id, { $set: { available } });
  if (!updated) throw new AppError('notFound');
  return { _id: input._id, available: Boolean(updated.available) };
}

/** DELETE /api/productsImport/{id}: the owner or a super admin hides the listing for good (soft delete). */
export async function deleteListing(viewer: Viewer, id: string): Promise<{ ok: true }> {
  await loadForChange(id, (doc) => isOwner(viewer, doc.user) || can(viewer, 'products:delete-any'));
  await updateProduct(id, { $set: { deleted: true } });
  return { ok: true };
}
