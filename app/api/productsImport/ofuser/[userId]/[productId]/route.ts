import { route } from '@/lib/http/route';
import { pageQuerySchema } from '@/lib/catalog/schemas';
import { listSellerProducts } from '@/lib/catalog/service';

export const dynamic = 'force-dynamic';

/** A seller's other products, 10 a page; productId (or -1) is left out of the list. */
export const GET = route({ query: pageQuerySchema }, ({ params, query }) => listSellerProducts(String(params.userId), query, String(params.productId)));
