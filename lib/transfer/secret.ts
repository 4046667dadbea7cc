import crypto from 'node:crypto';
import { env } from '../env';

/** The key of receipt links, derived from JWT_SECRET apart from the tracking key, so no tracking token or photo link opens a receipt. */
export function receiptKey(): Buffer {
  return crypto.createHmac('sha256', env().JWT_SECRET).update('importa:transfer-receipts:v1').digest();
}
