import { route } from '@/lib/http/route';
import { hiddenListingFor } from '@/lib/admin/hidden-listings';

export const dynamic = 'force-dynamic';

/** GET /api/sellingData/hidden/{id}: a hidden listing for its owner or a super admin; 404 for anyone else. */
export const GET = route({ auth: 'user' }, ({ params, viewer }) => hiddenListingFor(viewer, String(params.id)));
