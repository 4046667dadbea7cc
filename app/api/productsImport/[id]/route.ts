import { route } from '@/lib/http/route';
import { productInputSchema, productViewQuerySchema } from '@/lib/catalog/schemas';
import { viewProduct } from '@/lib/catalog/service';
import { deleteListing, updateListing } from '@/lib/catalog/listing-service';

export const dynamic = 'force-dynamic';

/** The product, or null when missing or deleted; the view counts once per user or anonymous session. */
export const GET = route({ query: productViewQuerySchema, auth: 'optional' }, ({ params, query, viewer }) =>
  viewProduct(String(params.id), viewer, query.sessionId));

/** The owner's edit of the listing. */
export const PUT = route({ body: productInputSchema, auth: 'user', permission: 'products:sell' }, ({ params, body, viewer }) =>
  updateListing(viewer, String(params.id), body));

/** Soft delete by the owner or a super admin: { ok: true }. */
export const DELETE = route({ auth: 'user' }, ({ params, viewer }) => deleteListing(viewer, String(params.id)));
