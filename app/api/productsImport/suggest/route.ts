import { route } from '@/lib/http/route';
import { suggestQuerySchema } from '@/lib/catalog/schemas';
import { suggestProducts } from '@/lib/catalog/suggest';

export const dynamic = 'force-dynamic';

/** Up to five product names for the text typed in the search box; shared caches may keep each answer a minute. */
export const GET = route({ query: suggestQuerySchema }, async ({ query }) =>
  Response.json(await suggestProducts(query.q), { headers: { 'cache-control': 'public, max-age=60' } }),
);
