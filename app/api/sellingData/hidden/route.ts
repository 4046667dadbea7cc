import { route } from '@/lib/http/route';
import { listOwnHiddenListings } from '@/lib/admin/hidden-listings';

export const dynamic = 'force-dynamic';

/** GET /api/sellingData/hidden (sellers): the viewer's listings hidden by a super admin. */
export const GET = route({ auth: 'user', permission: 'products:sell' }, ({ viewer }) => listOwnHiddenListings(viewer));
