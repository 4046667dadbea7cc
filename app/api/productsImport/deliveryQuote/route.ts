import { route } from '@/lib/http/route';
import { deliveryQuoteQuerySchema } from '@/lib/delivery/quote-schemas';
import { deliveryQuote } from '@/lib/delivery/quote-service';

/**
 * GET /api/productsImport/deliveryQuote?region=&municipality=[&sellers=id,id]: per store { delivers,
 * fee, free, freeAbove? } for that municipality, and `paused` (the zone's notice or null). The same
 * for every shopper of the zone, so it is public and cached a minute.
 */
export const GET = route({ query: deliveryQuoteQuerySchema }, async ({ query }) =>
  Response.json(await deliveryQuote(query), { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' } }),
);
