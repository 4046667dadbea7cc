import { z } from 'zod';
import { route } from '@/lib/http/route';
import { listCategories } from '@/lib/catalog/service';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ limit: z.coerce.number().int().catch(100).default(100) });

/** The category menu: { categories: [{ _id, name, iconUrl }] } by order, then name. */
export const GET = route({ query: querySchema }, ({ query }) => listCategories(query.limit));
