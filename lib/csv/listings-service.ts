import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { readBodyBytes } from '../http/input';
import { messages } from '../messages';
import type { Viewer } from '../auth/guard';
import { createListing, sellerTermsOf } from '../catalog/listing-service';
import type { ProductInput } from '../catalog/schemas';
import { sellerTermsViolation } from '../catalog/seller-terms';
import { foldText } from '../catalog/search-text';
import { Category } from '@/models/Category';
import { Product } from '@/models/Product';
import { checkListingRows, listingRecords, type CsvImportReport } from './listing-rows';
import { CsvSyntaxError, parseCsv, toCsv } from './rfc4180';
import { MAX_CSV_BYTES } from './csv-limits';

export type { CsvImportReport } from './listing-rows';

/** Largest CSV file accepted (about a thousand listings with descriptions). */

/** GET /api/productsImport/csv: the viewer's listings (not deleted), oldest first, as CSV with a BOM for spreadsheets. */
export async function exportListingsCsv(viewer: Viewer): Promise<string> {
  await connectDb();
  const docs = await Product.find({ user: viewer._id, deleted: false }).sort({ createdAt: 1, _id: 1 }).lean();
  const records = listingRecords(
    docs.map((doc) => ({
      name: doc.name,
      description: doc.description ?? '',
      price: doc.price,
      categoryName: doc.category?.name ?? '',
      availableCount: doc.availableCount ?? 0,
      maxCount: doc.maxCount ?? 5,
      weight: doc.weight ?? 0,
      large: doc.large ?? 0,
      height: doc.height ?? 0,
      width: doc.width ?? 0,
      shippingBySea: Boolean(doc.shippingBySea),
      fastDelivery: Boolean(doc.fastDelivery),
      mainImageUrl: doc.mainImageUrl ?? '',
    })),
  );
  return `\uFEFF${toCsv(records)}`;
}

/** The request body as text, refusing more than MAX_CSV_BYTES (whatever Content-Length says). */
export async function readCsvBody(request: Request): Promise<string> {
  const bytes = await readBodyBytes(request, MAX_CSV_BYTES, () => new AppError('validation', { message: messages.csv.tooBig }));
  return new TextDecoder().decode(bytes);
}

/**
 * POST /api/productsImport/csv: check every row with the listing schema. A file with any error
 * imports nothing, unless `confirmValid` says the seller saw the report and wants the valid rows;
 * then those (only those) are created as the create form would, in file order.
 */
export async function importListingsCsv(viewer: Viewer, text: string, confirmValid: boolean): Promise<CsvImportReport> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { valid: 0, invalid: 0, imported: 0, errors: [], fileErrors: [messages.csv.badFile] };
    throw error;
  }
  await connectDb();
  const categories = new Map((await Category.find({}, '_id name').lean()).map((c) => [foldText(c.name).trim(), String(c._id)]));
  // The file has no percent column: each row takes the seller's own percent, and the seller's terms are checked with the rest.
  const terms = await sellerTermsOf(viewer._id);
  const withSellerPercent = (input: ProductInput): ProductInput => ({ ...input, percent: terms.importCompanyPercent ?? 0 });
  const checked = checkListingRows(
    records,
    (name) => categories.get(foldText(name).trim()),
    (input) => sellerTermsViolation(withSellerPercent(input), terms),
  );
  const report: CsvImportReport = {
    valid: checked.valid.length,
    invalid: checked.invalidRows,
    imported: 0,
    errors: checked.errors,
    fileErrors: checked.fileErrors,
  };
  if (checked.fileErrors.length || (checked.invalidRows > 0 && !confirmValid)) return report;
  for (const { input } of checked.valid) {
    await createListing(viewer, withSellerPercent(input));
    report.imported++;
  }
  return report;
}
