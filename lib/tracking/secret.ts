import crypto from 'node:crypto';
import { env } from '../env';

/** The key of tracking links and delivery codes, derived from JWT_SECRET (rotating it changes every link and code). */
export function trackingKey(): Buffer {
  return crypto.createHmac('sha256', env().JWT_SECRET).update('importa:tracking:v1').digest();
}
