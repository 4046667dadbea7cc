import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, REWRITE_TRIES } from '../guarded-write';
import { NEWEST_FIRST, skipOf } from '../paging';
import { CurrencyRate } from '@/models/CurrencyRate';
import { CurrencyRateChange } from '@/models/CurrencyRateChange';
import { peopleById, personOrNobody } from './people';
import { RATE_CURRENCIES, type CurrencyHistoryQuery, type CurrencyInput } from './schemas';
import type { RateChangeDto, RateDto } from './dto';

/** GET /api/admin/currency (super admins): the current EUR and MXN rates (units per USD) card payments use. */
export async function listRates(): Promise<{ rates: RateDto[] }> {
  await connectDb();
  const docs = await CurrencyRate.find({}).lean();
  const people = await peopleById(docs.map((d) => d.updatedBy));
  const rates = RATE_CURRENCIES.map((currency) => {
    const doc = docs.find((d) => d.currency === currency);
    return {
      currency,
      value: doc?.value ?? null,
      updatedAt: doc ? new Date(doc.updatedAt).toISOString() : null,
      updatedBy: doc?.updatedBy ? personOrNobody(people, doc.updatedBy) : null,
    };
  });
  return { rates };
}

/**
 * PUT /api/admin/currency (super admins): sets a currency's rate (read by lib/payments when a card
 * checkout opens) and records the change with its author and the previous value. The history entry
 * is written first; the rate then changes only if it is still the one read (compare-and-set), else
 * the entry is removed and the step retried, so the history always chains exactly.
 */
export async function setRate(viewer: Viewer, input: CurrencyInput): Promise<RateDto> {
  await connectDb();
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const current = await CurrencyRate.findOne({ currency: input.currency }).lean();
    const change = await CurrencyRateChange.create({
      currency: input.currency,
      previousValue: current?.value ?? null,
      value: input.value,
      changedBy: viewer._id,
    });
    const set = { $set: { value: input.value, updatedBy: viewer._id } };
    const written = await (
      current
        ? guardedUpdate(CurrencyRate, current._id, { value: current.value }, set)
        : CurrencyRate.create({ currency: input.currency, value: input.value, updatedBy: viewer._id })
            .then((d) => d.toObject())
            .catch(() => null)
    ).catch(async (error: unknown) => {
      await CurrencyRateChange.deleteOne({ _id: change._id });
      throw error;
    });
    if (written) return (await listRates()).rates.find((r) => r.currency === input.currency)!;
    await CurrencyRateChange.deleteOne({ _id: change._id });
  }
  throw new AppError('conflict');
}

/** GET /api/admin/currency/history (super admins): the changes, newest first, of one currency or all; { count, changes }. */
export async function rateHistory(query: CurrencyHistoryQuery): Promise<{ count: number; changes: RateChangeDto[] }> {
  await connectDb();
  const filter = query.currency ? { currency: query.currency } : {};
  const [count, docs] = await Promise.all([
    CurrencyRateChange.countDocuments(filter),
    CurrencyRateChange.find(filter).sort(NEWEST_FIRST).skip(skipOf(query)).limit(query.limit).lean(),
  ]);
  const people = await peopleById(docs.map((d) => d.changedBy));
  const changes = docs.map((d) => ({
    _id: String(d._id),
    currency: d.currency,
    previousValue: d.previousValue ?? null,
    value: d.value,
    changedBy: personOrNobody(people, d.changedBy),
    createdAt: new Date(d.createdAt).toISOString(),
  }));
  return { count, changes };
}
