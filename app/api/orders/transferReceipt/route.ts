import { parseWith } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { receiptFieldsSchema } from '@/lib/transfer/schemas';
import { uploadReceipt } from '@/lib/transfer/service';
import { uploadFromRequest } from '@/lib/uploads/service';

export const dynamic = 'force-dynamic';

/** POST /api/orders/transferReceipt, multipart { orderId, file } (the order's buyer): the transfer's receipt, an image or a PDF. */
export const POST = route({ auth: 'user' }, async ({ viewer, request }) => {
  const { file, fields } = await uploadFromRequest(request);
  return uploadReceipt(viewer, parseWith(receiptFieldsSchema, fields).orderId, file);
});
