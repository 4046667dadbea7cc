import '#server-only';
import { Types } from 'mongoose';
import { connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { updateById } from '../guarded-write';
import { messages } from '../messages';
import { updateProduct } from '../catalog/product-writes';
import { expireStorefrontPages } from '../http/cache/storefront-pages';
import { Category, type LeanCategory } from '@/models/Category';
import { Product } from '@/models/Product';
import type { CategoryInput, CategoryPatch } from './schemas';
import type { AdminCategoryDto } from './dto';

const m = messages.admin.categories;

function toDto(c: LeanCategory, products: number): AdminCategoryDto {
  const sizeKind = c.sizeKind === 'clothing' || c.sizeKind === 'shoes' ? c.sizeKind : null;
  return { _id: String(c._id), name: c.name, iconUrl: c.iconUrl ?? '', order: c.order ?? 0, sizeKind, products };
}

/** Listings not deleted per category id, counted by the database. */
async function productCounts(): Promise<Map<string, number>> {
  const rows = await Product.aggregate<{ _id: Types.ObjectId; n: number }>([
    { $match: { deleted: false } },
    { $group: { _id: '$category._id', n: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [String(r._id), r.n]));
}

const duplicate = (error: unknown) => (isDuplicateKey(error) ? new AppError('conflict', { message: m.duplicate, cause: error }) : error);

/** GET /api/admin/categories (super admins): every category in menu order with its number of listings. */
export async function listAdminCategories(): Promise<AdminCategoryDto[]> {
  await connectDb();
  const [docs, counts] = await Promise.all([Category.find({}).sort({ order: 1, name: 1 }).lean<LeanCategory[]>(), productCounts()]);
  return docs.map((c) => toDto(c, counts.get(String(c._id)) ?? 0));
}

/** POST /api/admin/categories (super admins): a new category; 409 when the name is taken. */
export async function createCategory(input: CategoryInput): Promise<AdminCategoryDto> {
  await connectDb();
  const created = await Category.create(input).catch((error: unknown) => {
    throw duplicate(error);
  });
  expireStorefrontPages(); // the menu of every page (inserts and deletes are no guarded writes)
  return toDto(created.toObject(), 0);
}

/**
 * PATCH /api/admin/categories/{id} (super admins): rename, icon, order or size list. A new name is
 * copied into the listings that store it, one guarded write each (a bulk update on FerretDB would
 * write whole documents back and could undo a concurrent stock change).
 */
export async function updateCategory(id: string, input: CategoryPatch): Promise<AdminCategoryDto> {
  await connectDb();
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const updated = await updateById(Category, id, { $set: set }).catch((error: unknown) => {
    throw duplicate(error);
  });
  if (!updated) throw new AppError('notFound');
  if (input.name !== undefined) await renameInProducts(id, updated.name);
  return toDto(updated, (await productCounts()).get(id) ?? 0);
}

async function renameInProducts(categoryId: string, name: string): Promise<void> {
  const ids = await Product.find({ 'category._id': new Types.ObjectId(categoryId), 'category.name': { $ne: name } }, '_id').lean();
  for (const { _id } of ids) await updateProduct(_id, { $set: { 'category.name': name } });
}

/** DELETE /api/admin/categories/{id} (super admins): only a category without listings (409 otherwise). */
export async function deleteCategory(id: string): Promise<{ ok: true }> {
  await connectDb();
  if (!(await Category.exists({ _id: id }))) throw new AppError('notFound');
  if (await Product.exists({ 'category._id': new Types.ObjectId(id), deleted: false })) throw new AppError('conflict', { message: m.notEmpty });
  await Category.deleteOne({ _id: id });
  expireStorefrontPages();
  return { ok: true };
}
