import type { Viewer } from '../auth/guard';
import { can, isOwner } from '../auth/roles';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { NEWEST_FIRST } from '../paging';
import type { ProductDto } from '../catalog/dto';
import { toProductDtos } from '../catalog/sellers';
import { isObjectIdText } from '../ids';
import { Product, type LeanProduct } from '@/models/Product';

/** Most hidden listings one seller's page shows. */
const HIDDEN_LIMIT = 100;

/** GET /api/sellingData/hidden (sellers): the viewer's listings hidden by a super admin, newest first. */
export async function listOwnHiddenListings(viewer: Viewer): Promise<ProductDto[]> {
  await connectDb();
  const docs = await Product.find({ user: viewer._id, deleted: false, hidden: true }).sort(NEWEST_FIRST).limit(HIDDEN_LIMIT).lean<LeanProduct[]>();
  return toProductDtos(docs);
}

/**
 * GET /api/sellingData/hidden/{id}: a listing hidden by a super admin, for its owner and super admins
 * only (the detail page shows it to them, marked); anyone else, or a listing that is not hidden, 404.
 */
export async function hiddenListingFor(viewer: Viewer, id: string): Promise<ProductDto> {
  if (!isObjectIdText(id)) throw new AppError('notFound');
  await connectDb();
  const doc = await Product.findOne({ _id: id, deleted: false, hidden: true }).lean<LeanProduct>();
  if (!doc || !(isOwner(viewer, doc.user) || can(viewer, 'products:hide'))) throw new AppError('notFound');
  return (await toProductDtos([doc]))[0];
}
