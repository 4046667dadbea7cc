import { listCategories, listProducts } from '@/lib/catalog/service';
import { lightResponse } from '@/components/datasaver/light-html';
import { LIGHT_PAGE_SIZE, lightHome, pageOf } from '@/components/datasaver/light-pages';

export const dynamic = 'force-dynamic';

/** The light home (data-saver mode; next.config.mjs rewrites '/' here): newest or searched products as plain HTML. */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const kept = new URLSearchParams();
  for (const key of ['searchPhrase', 'categoryId']) {
    const value = query.get(key)?.slice(0, 200);
    if (value) kept.set(key, value);
  }
  const page = pageOf(query);
  const [products, { categories }] = await Promise.all([
    listProducts({
      page: String(page),
      limit: String(LIGHT_PAGE_SIZE),
      promoted: 'false',
      searchPhrase: kept.get('searchPhrase') ?? undefined,
      categoryId: kept.get('categoryId') ?? undefined,
    }),
    listCategories(),
  ]);
  return lightResponse(lightHome({ products, categories, query: kept, page }));
}
