import '#server-only';
import { connectDb, WITHOUT_TIME_LIMIT } from '../db';
import { AppError } from '../errors';
import type { ResolutionKind } from './rules';
import { refundToCard } from './card-refund';
import { settleReplacementStock } from './replacement';
import { finishTake, isReserved, landedAnyway, lineOfClaim, replacementOf, undoTake, type Applied, type FoundLine, type TakenClaim } from './service';
import { Claim } from '@/models/Claim';

/** Longer than any resolution takes (a Stripe call times out well within it): a claim taken longer ago was cut short. */
export const CLAIM_RESOLUTION_BOUND_MS = 10 * 60_000;

export type ClaimRecoveryReport = { resolved: number; reopened: number; left: number };

/** True when Stripe surely refunded nothing: no Stripe configured, or Stripe refused the request itself (4xx other than a conflict or a rate limit). */
function refusedByStripe(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.cause === undefined) return true;
  const status = (error.cause as { statusCode?: number }).statusCode;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** What a take cut short had applied already, or null when nothing moved (then it is undone); 'retry' leaves it for the next turn. */
async function appliedOf(claim: TakenClaim, found: FoundLine): Promise<Applied | null | 'retry'> {
  const { kind, amountCents, reason, takeId } = claim.resolution;
  const byKind: Record<ResolutionKind, () => Promise<Applied | null | 'retry'>> = {
    // A refusal moves nothing: the decision was recorded when taken.
    refused: async () => ({ amountCents: 0, reason: reason ?? '' }),
    replacement: async () => {
      const line = replacementOf(found.order, claim._id);
      await settleReplacementStock(found.line, takeId, line !== undefined);
      return line ? { amountCents: 0, reason: '', replacementLine: line._id } : null;
    },
    wallet: async () => ((await landedAnyway(claim)) ? { amountCents, reason: '' } : null),
    card: async () => {
      if (!isReserved(found.line, takeId)) return null;
      // The refund's idempotency key is the claim's: asking again answers the refund made, or makes the one that never reached Stripe.
      try {
        return { amountCents, reason: '', stripeRefundId: await refundToCard(found.order, amountCents, String(claim._id)) };
      } catch (error) {
        if (refusedByStripe(error)) return null;
        console.error(`[reclamaciones] pedido #${claim.orderNumber}: reembolso a la tarjeta sin respuesta; se reintenta en el próximo turno`, error);
        return 'retry';
      }
    },
  };
  return byKind[kind]();
}

/**
 * Resolutions a stopped process (or a lost database) left taken for longer than `olderThanMs`
 * are finished when their money or goods moved (the wallet entry names the claim, the replacement
 * line names it, a reserved card refund is asked of Stripe again with the claim's key; a refusal
 * moved nothing and is finished), and otherwise undone: the line's reservation released, the
 * claim open again. Every step is guarded by the take, so two sweeps at once do the work once and a
 * second sweep changes nothing (docs/BUSINESS-RULES.md, claims).
 */
export async function recoverResolvingClaims({ olderThanMs = CLAIM_RESOLUTION_BOUND_MS, now = new Date() } = {}): Promise<ClaimRecoveryReport> {
  await connectDb();
  const cutoff = new Date(now.getTime() - olderThanMs);
  const stale = await Claim.find({ status: 'resolving', 'resolution.takenAt': { $lte: cutoff } })
    .setOptions(WITHOUT_TIME_LIMIT)
    .lean<TakenClaim[]>();
  const report: ClaimRecoveryReport = { resolved: 0, reopened: 0, left: 0 };
  for (const claim of stale) {
    try {
      const found = await lineOfClaim(claim);
      const applied = await appliedOf(claim, found);
      if (applied === 'retry') report.left++;
      else if (applied === null) report.reopened += (await undoTake(claim, found)) ? 1 : 0;
      else report.resolved += (await finishTake(claim, found, applied, now)) ? 1 : 0;
    } catch (error) {
      report.left++;
      console.error(`[reclamaciones] reclamación ${String(claim._id)}: no se pudo recuperar`, error);
    }
  }
  return report;
}
