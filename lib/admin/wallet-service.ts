import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, withDocumentLock } from '../guarded-write';
import { messages } from '../messages';
import { fromCents, toCents } from '../money';
import { User } from '@/models/User';
import { WalletAdjustment } from '@/models/WalletAdjustment';
import { peopleById, personOrNobody } from './people';
import type { WalletInput } from './schemas';
import type { Person, WalletAdjustmentDto } from './dto';

const TRIES = 3;

type LeanAdjustment = { _id: Types.ObjectId; by: Types.ObjectId; beforeCents: number; afterCents: number; deltaCents: number; reason: string; createdAt?: Date };

function toDto(entry: LeanAdjustment, people: ReadonlyMap<string, Person>): WalletAdjustmentDto {
  return {
    _id: String(entry._id), by: personOrNobody(people, entry.by), before: fromCents(entry.beforeCents), after: fromCents(entry.afterCents),
    delta: fromCents(entry.deltaCents), reason: entry.reason, createdAt: new Date(entry.createdAt ?? 0).toISOString(),
  };
}

/**
 * PATCH /api/admin/users/{id}/wallet (super admins): adds `amount` USD (negative to take) to the
 * user's wallet, never below 0, and keeps an audit entry with the exact balance before and after.
 * The entry is written first; the balance then changes only if it is still the one read
 * (compare-and-set through guardedUpdate), else the entry is removed and the whole step retried,
 * up to 3 times (then 409). No database transactions are needed (FerretDB v1 has none). Admin
 * adjustments of one wallet run one at a time in this process.
 */
export async function adjustWallet(viewer: Viewer, userId: string, input: WalletInput): Promise<{ wallet: number; adjustment: WalletAdjustmentDto }> {
  await connectDb();
  // Admin adjustments of one wallet queue up in this process (a key of their own: guardedUpdate takes the user's).
  return withDocumentLock(`wallet-adjust:${userId}`, () => adjustOnce(viewer, userId, input));
}

async function adjustOnce(viewer: Viewer, userId: string, input: WalletInput): Promise<{ wallet: number; adjustment: WalletAdjustmentDto }> {
  const deltaCents = toCents(input.amount);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const user = await User.findById(userId, 'walletCents').lean();
    if (!user) throw new AppError('notFound');
    const beforeCents = user.walletCents ?? 0;
    const afterCents = beforeCents + deltaCents;
    if (afterCents < 0) throw new AppError('validation', { message: messages.admin.users.walletNegative });
    const entry = await WalletAdjustment.create({ user: userId, by: viewer._id, beforeCents, afterCents, deltaCents, reason: input.reason });
    const written = await guardedUpdate(User, userId, { walletCents: beforeCents }, { $set: { walletCents: afterCents } }).catch(async (error: unknown) => {
      await WalletAdjustment.deleteOne({ _id: entry._id });
      throw error;
    });
    if (written) {
      const people = await peopleById([viewer._id]);
      return { wallet: fromCents(afterCents), adjustment: toDto(entry.toObject() as LeanAdjustment, people) };
    }
    await WalletAdjustment.deleteOne({ _id: entry._id });
  }
  throw new AppError('conflict');
}

/** GET /api/admin/users/{id}/wallet (super admins): the balance and every adjustment, newest first. */
export async function walletHistory(userId: string): Promise<{ wallet: number; adjustments: WalletAdjustmentDto[] }> {
  await connectDb();
  const user = await User.findById(userId, 'walletCents').lean();
  if (!user) throw new AppError('notFound');
  const entries = (await WalletAdjustment.find({ user: userId }).sort({ createdAt: -1, _id: -1 }).limit(200).lean()) as LeanAdjustment[];
  const people = await peopleById(entries.map((e) => e.by));
  return { wallet: fromCents(user.walletCents ?? 0), adjustments: entries.map((e) => toDto(e, people)) };
}
