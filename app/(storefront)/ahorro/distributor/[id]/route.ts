import { getPublicUser } from '@/lib/account/profile-service';
import { listSellerProducts } from '@/lib/catalog/service';
import { AppError } from '@/lib/errors';
import { messages } from '@/lib/messages';
import { sellerName } from '@/components/product/product-display';
import { html, lightPage, lightResponse } from '@/components/datasaver/light-html';
import { LIGHT_PAGE_SIZE, lightDistributor, pageOf } from '@/components/datasaver/light-pages';

export const dynamic = 'force-dynamic';

const notFound = () => lightResponse(lightPage({ title: messages.pages.notFound, path: '/', body: html`<h1>${messages.pages.notFound}</h1>` }), 404);

/** A seller's light page (data-saver mode; next.config.mjs rewrites /distributor/{id} here). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const user = await getPublicUser(null, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'notFound') return null;
    throw error;
  });
  if (!user || !user.isImportCompany) return notFound();
  const query = new URLSearchParams();
  const page = pageOf(new URL(request.url).searchParams);
  if (page > 1) query.set('page', String(page));
  const products = await listSellerProducts(user._id, { page: String(page), limit: String(LIGHT_PAGE_SIZE) });
  const seller = { _id: user._id, name: sellerName(user), description: user.importCompanyDescription };
  return lightResponse(lightDistributor({ seller, products, query: new URLSearchParams(), page }));
}
