import { route } from '@/lib/http/route';
import { pathId } from '@/lib/selling/schemas';
import { getListingForEdit } from '@/lib/selling/listing-form';

export const dynamic = 'force-dynamic';

/** GET /api/sellingData/listings/{id} (the listing's seller): the fields the listing form edits. */
export const GET = route({ auth: 'user', permission: 'products:sell' }, ({ params, viewer }) => getListingForEdit(viewer, pathId(params.id)));
