import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { getProduct } from '@/lib/catalog/service';
import { imageResponse } from '@/lib/http/image-response';
import { jpegPreview } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/**
 * GET /products/og/{id}.jpg: the product's main picture as a JPEG for og:image. The store keeps
 * WebP, which WhatsApp and other messaging apps do not preview. Kept a day by whoever fetches it.
 */
export const GET = route({}, async ({ params }) => {
  const product = await getProduct(String(params.id ?? '').replace(/\.jpg$/, ''));
  const jpeg = product && (await jpegPreview(product.mainImageUrl));
  if (!jpeg) throw new AppError('notFound');
  return imageResponse(jpeg, 'image/jpeg', 'public, max-age=86400');
});
