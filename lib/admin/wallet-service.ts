import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import { fromCents, toCents } from '../money';
import { changeWallet, settleWallet } from '../wallet/ledger';
import type { PlannedEntry } from '../wallet/plan';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';
import { peopleById, personOrNobody } from './people';
import type { WalletInput } from './schemas';
import type { Person, WalletAdjustmentDto } from './dto';

type AdjustmentEntry = Pick<PlannedEntry, 'seq' | 'amountCents' | 'balanceAfterCents' | 'reason' | 'createdAt'> & { by?: unknown };

function toDto(entry: AdjustmentEntry, people: ReadonlyMap<string, Person>): WalletAdjustmentDto {
  return {
    _id: String(entry.seq),
    by: personOrNobody(people, entry.by),
    before: fromCents(entry.balanceAfterCents - entry.amountCents),
    after: fromCents(entry.balanceAfterCents),
    delta: fromCents(entry.amountCents),
    reason: entry.reason ?? '',
    createdAt: new Date(entry.createdAt ?? 0).toISOString(),
  };
}

/**
 * PATCH /api/admin/users/{id}/wallet (super admins): adds `amount` USD (negative to take) to the
 * user's wallet, never below 0. The change and its ledger entry (kind 'adjustment', with who and
 * why, and the exact balance after) are written together by lib/wallet/ledger.ts.
 */
export async function adjustWallet(viewer: Viewer, userId: string, input: WalletInput): Promise<{ wallet: number; adjustment: WalletAdjustmentDto }> {
  await connectDb();
  const result = await changeWallet({ user: userId, amountCents: toCents(input.amount), kind: 'adjustment', reason: input.reason, by: viewer._id });
  if (result.status === 'missing') throw new AppError('notFound');
  if (result.status === 'short' || !result.entry) throw new AppError('validation', { message: messages.admin.users.walletNegative });
  const people = await peopleById([viewer._id]);
  return { wallet: fromCents(result.balanceCents), adjustment: toDto(result.entry, people) };
}

/** GET /api/admin/users/{id}/wallet (super admins): the balance and every adjustment, newest first. */
export async function walletHistory(userId: string): Promise<{ wallet: number; adjustments: WalletAdjustmentDto[] }> {
  await connectDb();
  await settleWallet(userId);
  const user = await User.findById(userId, 'walletCents').lean();
  if (!user) throw new AppError('notFound');
  const entries = (await WalletEntry.find({ userId, kind: 'adjustment' }).sort({ seq: -1 }).limit(200).lean()) as AdjustmentEntry[];
  const people = await peopleById(entries.map((e) => e.by));
  return { wallet: fromCents(user.walletCents ?? 0), adjustments: entries.map((e) => toDto(e, people)) };
}
