import { route } from '@/lib/http/route';
import { getUserSellingData } from '@/lib/selling/service';

export const dynamic = 'force-dynamic';

/**
 * GET /api/sellingData/getUserSellingData (sellers): { totalSells, totalIncomes, totalProfits,
 * bestSellers, bestEarnings, salesByMonth } of the viewer's own sales.
 */
export const GET = route({ auth: 'user', permission: 'dashboard:sell' }, ({ viewer }) => getUserSellingData(viewer));
