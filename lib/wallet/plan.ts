import type { WalletEntryKind } from './kinds';

/** One ledger entry as written (amounts in signed integer US cents). */
export type PlannedEntry = {
  seq: number;
  amountCents: number;
  kind: WalletEntryKind;
  orderId: string | null;
  /** The claim a 'claimRefund' pays (lib/claims): how a resolution cut short finds whether its credit landed. */
  claimId?: string;
  reason: string;
  by: string | null;
  balanceAfterCents: number;
  createdAt: Date;
};

/** A change of one wallet: `amountCents` signed; `points` (signed) moves with it in the same write. */
export type WalletChange = {
  user: string;
  amountCents: number;
  kind: Exclude<WalletEntryKind, 'opening'>;
  orderId?: string | null;
  claimId?: string;
  reason?: string;
  by?: string | null;
  points?: number;
};

/** The wallet as read just before a change. */
export type WalletState = { balanceCents: number; seq: number; points: number };

export type WalletPlan = { entries: PlannedEntry[]; balanceAfterCents: number; seqAfter: number };

/**
 * The entries a change appends and the balance it leaves, or null when it would take the balance
 * or the points below 0. A wallet that holds money but no entry yet (created before the ledger)
 * first gets an 'opening' entry for that money, so the balance equals the sum from then on.
 * A change of 0 cents appends nothing (points alone are not money).
 */
export function planWalletChange(state: WalletState, change: WalletChange, now: Date): WalletPlan | null {
  const balanceAfterCents = state.balanceCents + change.amountCents;
  if (!Number.isInteger(change.amountCents) || balanceAfterCents < 0) return null;
  if (state.points + (change.points ?? 0) < 0) return null;
  const entries: PlannedEntry[] = [];
  let seq = state.seq;
  const entry = (amountCents: number, kind: WalletEntryKind, after: number, extra: Partial<PlannedEntry> = {}): PlannedEntry => ({
    seq: ++seq,
    amountCents,
    kind,
    orderId: null,
    reason: '',
    by: null,
    balanceAfterCents: after,
    createdAt: now,
    ...extra,
  });
  if (change.amountCents !== 0) {
    if (state.seq === 0 && state.balanceCents !== 0) entries.push(entry(state.balanceCents, 'opening', state.balanceCents));
    entries.push(
      entry(change.amountCents, change.kind, balanceAfterCents, {
        orderId: change.orderId ?? null,
        ...(change.claimId ? { claimId: change.claimId } : {}),
        reason: change.reason ?? '',
        by: change.by ?? null,
      }),
    );
  }
  return { entries, balanceAfterCents, seqAfter: seq };
}

/** The balance a list of entries adds up to (cents). */
export function ledgerSum(entries: readonly { amountCents: number }[]): number {
  return entries.reduce((sum, e) => sum + e.amountCents, 0);
}

/**
 * Whether a user's entries chain exactly: seq 1..n without gaps, and each balanceAfter equal to
 * the running sum. The admin view shows a warning when this is false.
 */
export function ledgerChains(entries: readonly { seq: number; amountCents: number; balanceAfterCents: number }[]): boolean {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  let running = 0;
  return sorted.every((e, i) => {
    running += e.amountCents;
    return e.seq === i + 1 && e.balanceAfterCents === running;
  });
}
