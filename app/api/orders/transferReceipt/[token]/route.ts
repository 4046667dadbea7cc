import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { imageResponse } from '@/lib/http/image-response';
import { receiptTokenSchema } from '@/lib/transfer/schemas';
import { readReceipt } from '@/lib/transfer/service';

export const dynamic = 'force-dynamic';

/**
 * GET /api/orders/transferReceipt/{token}: a transfer receipt to whoever holds its signed, expiring
 * link (given only to the order's buyer and the super admins). An image inline; a PDF only as a
 * download, in a sandbox, since a PDF can carry scripts. Kept by the browser only.
 */
export const GET = route({}, async ({ params }) => {
  const token = receiptTokenSchema.safeParse(params.token);
  if (!token.success) throw new AppError('notFound');
  const receipt = await readReceipt(token.data);
  if (receipt.kind === 'image') return imageResponse(receipt.bytes, 'image/webp', 'private, max-age=3600');
  const answer = imageResponse(receipt.bytes, 'application/pdf', 'private, max-age=3600');
  answer.headers.set('content-disposition', `attachment; filename="comprobante-${receipt.orderNumber}.pdf"`);
  answer.headers.set('content-security-policy', 'sandbox');
  return answer;
});
