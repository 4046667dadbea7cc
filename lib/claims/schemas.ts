import { z } from 'zod';
import { freeText, idSchema } from '../http/text-schemas';
import { messages } from '../messages';
import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, CLAIM_TEXT_MAX, REFUSAL_REASON_MAX, RESOLUTION_KINDS } from './rules';

const c = messages.claims;
const objectId = idSchema;
const text = freeText;
/** The name of a private photo stored by POST /api/claims/photo. */
const photoName = z.string({ error: c.photoMissing }).regex(/^[0-9a-f]{24}$/, c.photoMissing);

/** POST /api/claims body. */
export const openClaimSchema = z.object({
  orderId: objectId,
  lineId: objectId,
  reason: z.enum(CLAIM_REASONS, { error: c.chooseReason }),
  description: text(CLAIM_TEXT_MAX).default(''),
  photos: z.array(photoName, { error: messages.server.validation }).max(CLAIM_PHOTOS_MAX, c.tooManyPhotos).default([]),
});
export type OpenClaimInput = z.output<typeof openClaimSchema>;

/** GET /api/claims?orderId=. */
export const orderClaimsQuerySchema = z.object({ orderId: objectId });

/** POST /api/claims/photo form fields (the file in 'file'). */
export const claimPhotoFieldsSchema = z.object({ orderId: objectId, lineId: objectId });

/** GET /api/claims/photo/{token}: '{orderId}.{photo}.{signature}'. */
export const claimPhotoTokenSchema = z.string().regex(/^[0-9a-f]{24}\.[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);

/** An amount in USD with at most 2 decimals, above 0. */
const usd = z
  .number({ error: c.amountInvalid })
  .positive(c.amountInvalid)
  .max(1_000_000, c.amountInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, c.amountInvalid);

/**
 * POST /api/admin/claims/{id}/resolve body: a refund (wallet or card) with its amount (USD; the
 * whole line's rest when left out), a replacement, or a refusal with its reason.
 */
export const resolveClaimSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal(RESOLUTION_KINDS[0]), amount: usd.optional() }),
    z.object({ kind: z.literal(RESOLUTION_KINDS[1]), amount: usd.optional() }),
    z.object({ kind: z.literal(RESOLUTION_KINDS[2]) }),
    z.object({ kind: z.literal(RESOLUTION_KINDS[3]), reason: text(REFUSAL_REASON_MAX).pipe(z.string().min(3, c.reasonRequired)) }),
  ],
  { error: messages.server.validation },
);
export type ResolveClaimInput = z.output<typeof resolveClaimSchema>;

/** GET /api/admin/claims?status=&page=. */
export const adminClaimsQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A claim id in the path. */
export const claimIdSchema = objectId;
