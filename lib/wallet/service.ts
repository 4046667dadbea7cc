import '#server-only';
import { Types } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { fromCents } from '../money';
import { settleWallet } from './ledger';
import { ledgerChains, ledgerSum } from './plan';
import type { WalletLedgerDto } from './dto';
import { Order } from '@/models/Order';
import { User } from '@/models/User';
import { WalletEntry, type LeanWalletEntry } from '@/models/WalletEntry';

const SHOWN = 50;

/** The wallet ledger of `userId` (newest first, at most 50 shown); null for an unknown user. Copies pending entries first. */
export async function walletLedgerOf(userId: string): Promise<WalletLedgerDto | null> {
  await connectDb();
  if (!Types.ObjectId.isValid(userId)) return null;
  await settleWallet(userId);
  const user = await User.findById(userId, 'walletCents').lean();
  if (!user) return null;
  const all = await WalletEntry.find({ userId }, 'seq amountCents balanceAfterCents').lean();
  const shown = await WalletEntry.find({ userId }).sort({ seq: -1 }).limit(SHOWN).lean<LeanWalletEntry[]>();
  const orderIds = shown.flatMap((e) => (e.orderId ? [e.orderId] : []));
  const orders = orderIds.length ? await Order.find({ _id: { $in: orderIds } }, 'orderNumber').lean() : [];
  const numbers = new Map(orders.map((o) => [String(o._id), o.orderNumber]));
  const balanceCents = user.walletCents ?? 0;
  return {
    balance: fromCents(balanceCents),
    total: all.length,
    // A wallet that never moved since the ledger began has no entry and may still hold an old balance.
    balanced: all.length === 0 ? true : ledgerSum(all) === balanceCents && ledgerChains(all),
    entries: shown.map((e) => ({
      seq: e.seq,
      kind: e.kind,
      amount: fromCents(e.amountCents),
      balanceAfter: fromCents(e.balanceAfterCents),
      reason: e.reason ?? '',
      orderId: e.orderId ? String(e.orderId) : null,
      orderNumber: e.orderId ? (numbers.get(String(e.orderId)) ?? null) : null,
      createdAt: new Date(e.createdAt).toISOString(),
    })),
  };
}

/** GET /api/wallet: the signed-in user's own ledger. */
export async function myWalletLedger(userId: string): Promise<WalletLedgerDto> {
  const ledger = await walletLedgerOf(userId);
  if (!ledger) throw new AppError('notFound');
  return ledger;
}
