import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { cachedRead, forgetCachedRead } from '../http/cache/read-cache';
import { messages } from '../messages';
import type { TransferSettingsDto } from './dto';
import type { TransferSettingsInput } from './schemas';
import { TransferSettings } from '@/models/TransferSettings';
import { User } from '@/models/User';

/*
 * The super admin's transfer settings, kept in the database (one document): every process reads
 * them there. The cart page's copy lives 15 s at most and is forgotten in every process at each
 * save (forgetCachedRead tells the others through lib/cluster/bus.ts); an order reads them fresh.
 */

const SETTINGS_ID = 'transfer';
const CACHE_KEY = 'transfer-settings';
const CACHE_MS = 15_000;

type LeanSettings = { enabled?: boolean | null; details?: string | null; updatedAt?: Date | null; updatedBy?: unknown };

async function readSettings(): Promise<LeanSettings | null> {
  await connectDb();
  return TransferSettings.findById(SETTINGS_ID).lean<LeanSettings>();
}

/** What checkout offers: the details when the method is on, else null. From a copy of at most 15 s. */
export async function offeredTransfer(): Promise<{ details: string } | null> {
  const settings = await cachedRead(CACHE_KEY, CACHE_MS, readSettings);
  return settings?.enabled && settings.details ? { details: settings.details } : null;
}

/** Order creation's check, read fresh: the details the order keeps, or 400 when the method is off. */
export async function assertTransferOffered(): Promise<string> {
  const settings = await readSettings();
  if (!settings?.enabled || !settings.details) throw new AppError('transferDisabled');
  return settings.details;
}

/** GET /api/admin/transfer's settings part: on or off, the details, and who saved them last. */
export async function settingsForAdmin(): Promise<TransferSettingsDto> {
  const settings = await readSettings();
  const by = settings?.updatedBy ? await User.findById(settings.updatedBy, 'name lastName email').lean() : null;
  return {
    enabled: Boolean(settings?.enabled),
    details: settings?.details ?? '',
    updatedAt: settings?.updatedAt ? new Date(settings.updatedAt).toISOString() : null,
    updatedBy: by ? `${by.name ?? ''} ${by.lastName ?? ''}`.trim() || by.email : null,
  };
}

/** PUT /api/admin/transfer (super admins): one write of the whole document, then every process forgets its copy. */
export async function saveTransferSettings(
  viewer: NonNullable<Viewer>,
  input: TransferSettingsInput,
): Promise<{ message: string; settings: TransferSettingsDto }> {
  await connectDb();
  await TransferSettings.updateOne(
    { _id: SETTINGS_ID },
    { $set: { enabled: input.enabled, details: input.details, updatedBy: viewer._id } },
    { upsert: true, runValidators: true },
  );
  forgetCachedRead(CACHE_KEY);
  const t = messages.transfer;
  return { message: `${t.settingsSaved} ${input.enabled ? t.switchedOn : t.switchedOff}`, settings: await settingsForAdmin() };
}
