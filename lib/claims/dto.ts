import type { ClaimReason, ClaimStatus, ResolutionKind } from './rules';

/** A claim as its buyer, the line's seller and super admins see it (amounts in USD; photos as signed paths). */
export type ClaimDto = {
  _id: string;
  orderId: string;
  orderNumber: number;
  lineId: string;
  productId: string;
  productName: string;
  reason: ClaimReason;
  description: string;
  photos: string[];
  status: ClaimStatus;
  createdAt: string;
  resolution: { kind: ResolutionKind; amount: number; reason: string; at: string } | null;
};

/** What the admin's screen adds: who claims, what the line was paid and has left to refund, and whether the card can take it. */
export type AdminClaimDto = ClaimDto & { buyerName: string; paid: number; refunded: number; refundable: number; paidByCard: boolean };

/** GET /api/admin/claims. */
export type AdminClaimsPage = { count: number; page: number; pageSize: number; claims: AdminClaimDto[] };

/** A refund a claim made, as the cash screen lists it (USD). */
export type ClaimRefundRow = { claimId: string; orderId: string; orderNumber: number; kind: 'wallet' | 'card'; amount: number; at: string };

/** GET /api/claims?orderId=: the order's claims, and the lines a claim may be opened on now (until the ISO time given). */
export type OrderClaimsDto = { claims: ClaimDto[]; claimable: { lineId: string; until: string }[] };
