import { clientAddress } from '@/lib/auth/rate-limit';
import { route } from '@/lib/http/route';
import { listingRequestSchema, productViewQuerySchema } from '@/lib/catalog/schemas';
import { viewProduct } from '@/lib/catalog/service';
import { deleteListing, updateListing } from '@/lib/catalog/listing-service';

export const dynamic = 'force-dynamic';

/** The product, or null when missing or deleted; the view counts once per user, or per anonymous session with a bound per address. */
export const GET = route({ query: productViewQuerySchema, auth: 'optional' }, ({ params, query, viewer, request }) =>
  viewProduct(String(params.id), viewer, query.sessionId, clientAddress(request)),
);

/** The owner's edit of the listing. */
export const PUT = route({ body: listingRequestSchema, auth: 'user', permission: 'products:sell' }, ({ params, body, viewer }) =>
  updateListing(viewer, String(params.id), body),
);

/** Soft delete by the owner or a super admin: { ok: true }. */
export const DELETE = route({ auth: 'user' }, ({ params, viewer }) => deleteListing(viewer, String(params.id)));
