import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { fromCents } from '../money';
import { walletLedgerOf } from '../wallet/service';
import type { PublicProfileDto, UserAccountDto } from './dto';
import { Order } from '@/models/Order';
import { User } from '@/models/User';
import { personalDisplayName } from './display-name';
import { isObjectIdText } from '../ids';

const isId = isObjectIdText;

/**
 * The public face of a user: a seller by the company name, anyone else by first name and the
 * initial of the last name (a buyer's full name is not for every visitor). Null when unknown.
 */
export async function getPublicProfile(id: string): Promise<PublicProfileDto | null> {
  if (!isId(id)) return null;
  await connectDb();
  const u = await User.findById(id, 'name lastName importCompanyName importCompanyDescription profilePictureUrl isImportCompany').lean();
  if (!u) return null;
  const seller = Boolean(u.isImportCompany);
  const personal = personalDisplayName(u.name, u.lastName);
  return {
    _id: String(u._id),
    displayName: (seller && u.importCompanyName) || personal || '—',
    profilePictureUrl: u.profilePictureUrl ?? '',
    isSeller: seller,
    description: seller ? (u.importCompanyDescription ?? '') : '',
  };
}

/** GET /api/users/{id}/account (super admins): the account, how many orders it placed and its wallet ledger. */
export async function getUserAccount(id: string | string[] | undefined): Promise<UserAccountDto> {
  if (typeof id !== 'string' || !isId(id)) throw new AppError('notFound');
  await connectDb();
  const u = await User.findById(
    id,
    'name lastName email phone couponCode points walletCents isImportCompany isImportAdmin isSuperAdmin region municipality createdAt',
  ).lean();
  if (!u) throw new AppError('notFound');
  const [ordersCount, ledger] = await Promise.all([Order.countDocuments({ 'user._id': u._id }), walletLedgerOf(id)]);
  return {
    _id: String(u._id),
    fullName: `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || u.email,
    email: u.email,
    phone: u.phone ?? '',
    couponCode: u.couponCode ?? '',
    points: u.points ?? 0,
    wallet: fromCents(u.walletCents ?? 0),
    roles: { seller: Boolean(u.isImportCompany), orderAdmin: Boolean(u.isImportAdmin), superAdmin: Boolean(u.isSuperAdmin) },
    region: u.region ?? '',
    municipality: u.municipality ?? '',
    createdAt: new Date(u.createdAt ?? 0).toISOString(),
    ordersCount,
    ledger: ledger!,
  };
}
