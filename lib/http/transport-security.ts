import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from './client-address';

/** A year, subdomains included: what browsers and the HSTS preload list expect. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the store over TLS: the store itself serves plain HTTP, so only a
 * trusted proxy (TRUST_PROXY) can say so, in the X-Forwarded-Proto it appends (the last value).
 */
export function reachedOverTls(forwardedProto: string | string[] | undefined, trust: TrustProxy): boolean {
  if (!trust || forwardedProto === undefined) return false;
  const values = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto).split(',');
  return values[values.length - 1].trim().toLowerCase() === 'https';
}

/** Strict-Transport-Security on every answer to a browser that came over TLS: from then on it never asks over plain HTTP. */
export function setTransportSecurity(req: IncomingMessage, res: ServerResponse, trust: TrustProxy): void {
  if (reachedOverTls(req.headers['x-forwarded-proto'], trust)) res.setHeader('strict-transport-security', HSTS_VALUE);
}
