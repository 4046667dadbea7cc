import { route } from '@/lib/http/route';
import { pageQuerySchema } from '@/lib/catalog/schemas';
import { listSellerProducts } from '@/lib/catalog/service';

export const dynamic = 'force-dynamic';

/** A distributor's products for its public page, 10 a page. */
export const GET = route({ query: pageQuerySchema }, ({ params, query }) => listSellerProducts(String(params.id), query));
