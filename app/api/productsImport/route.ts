import { route } from '@/lib/http/route';
import { availabilitySchema, listQuerySchema, listingRequestSchema } from '@/lib/catalog/schemas';
import { listProducts } from '@/lib/catalog/service';
import { createListing, setAvailability } from '@/lib/catalog/listing-service';

export const dynamic = 'force-dynamic';

/** The filtered catalogue page, or the top sellers of a region (docs/contract/catalogue.md §7). */
export const GET = route({ query: listQuerySchema }, ({ query }) => listProducts(query));

/** A seller's new listing. */
export const POST = route({ body: listingRequestSchema, auth: 'user', permission: 'products:sell' }, ({ body, viewer }) => createListing(viewer, body));

/** The owner's availability toggle: answers { _id, available }. */
export const PATCH = route({ body: availabilitySchema, auth: 'user' }, ({ body, viewer }) => setAvailability(viewer, body));
