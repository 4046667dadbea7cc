import { sniffImage } from '../uploads/image-rules';

/* A receipt's type read from its bytes (server only: it reads Buffers). Pure. */

export type ReceiptKind = 'jpeg' | 'png' | 'webp' | 'pdf';

/** '%%EOF' within the last kilobyte: a whole PDF, not a renamed fragment or another file with a PDF header. */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/** A receipt's type by its bytes, whatever its name or declared type say: an image (JPEG, PNG, WebP) or a PDF; null for anything else. */
export function sniffReceipt(bytes: Uint8Array): ReceiptKind | null {
  const image = sniffImage(bytes);
  if (image) return image;
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  return head === '%PDF-' && endsLikePdf(bytes) ? 'pdf' : null;
}
