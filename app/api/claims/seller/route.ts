import { route } from '@/lib/http/route';
import { sellerOpenClaims } from '@/lib/claims/service';

/** GET /api/claims/seller (sellers): { claims } open on the viewer's own lines, newest first (/delivers). */
export const GET = route({ auth: 'user', permission: 'dashboard:sell' }, ({ viewer }) => sellerOpenClaims(viewer));
