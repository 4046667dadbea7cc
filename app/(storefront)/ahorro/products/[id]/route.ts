import { getProduct } from '@/lib/catalog/service';
import { messages } from '@/lib/messages';
import { html, lightPage, lightResponse } from '@/components/datasaver/light-html';
import { lightProduct } from '@/components/datasaver/light-pages';

export const dynamic = 'force-dynamic';

/** A product's light page (data-saver mode; next.config.mjs rewrites /products/detail/{id} here). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) return lightResponse(lightPage({ title: messages.pages.notFound, path: '/', body: html`<h1>${messages.pages.notFound}</h1>` }), 404);
  return lightResponse(lightProduct(product));
}
