import type { LeanUser } from '@/models/User';
import { fromCents } from '../money';

/** The login answer's user (docs/contract/catalogue.md §3 "Login response"). */
export type LoginUserDto = {
  _id: string;
  username: string;
  email: string;
  profilePictureUrl: string;
  isImportCompany: boolean;
  isImportAdmin: boolean;
  isSuperAdmin: boolean;
  name: string;
  lastName: string;
  phone: string;
};

export type DeliveryAddressDto = { name: string; address: string; region: string; municipality: string; phone: string; ci: string; isDefault: boolean };

/** The signed-in user's own profile: never the password hash, session version or push subscriptions. */
export type ProfileDto = LoginUserDto & {
  wallet: number;
  points: number;
  couponCode: string;
  discountCoupon: number;
  deliveryAddresses: DeliveryAddressDto[];
  region: string;
  municipality: string;
  notificationsWeb: boolean;
  notificationsEmail: boolean;
  importCompanyName: string;
  importCompanyDescription: string;
  importCompanyPercent: number;
  importCompanyFastDelivery: boolean;
  importCompanyMinPercent: number;
  importCompanyMaxPercent: number;
  isManualImportCost: boolean;
  deliveryCosts: unknown[];
  productsSoldCount: number;
  userPromotedCount: number;
};

/** A distributor as anyone may see it; `wallet` only for the user themself or an admin. */
export type PublicUserDto = {
  _id: string;
  profilePictureUrl: string;
  importCompanyName: string;
  importCompanyDescription: string;
  name: string;
  lastName: string;
  isImportCompany: boolean;
  wallet?: number;
};

/** The login fields of a user. */
export function toLoginUser(u: LeanUser): LoginUserDto {
  return {
    _id: String(u._id),
    username: u.username,
    email: u.email,
    profilePictureUrl: u.profilePictureUrl ?? '',
    isImportCompany: Boolean(u.isImportCompany),
    isImportAdmin: Boolean(u.isImportAdmin),
    isSuperAdmin: Boolean(u.isSuperAdmin),
    name: u.name ?? '',
    lastName: u.lastName ?? '',
    phone: u.phone ?? '',
  };
}

/** A user's own full profile; wallet in USD (walletCents / 100). */
export function toProfile(u: LeanUser): ProfileDto {
  return {
    ...toLoginUser(u),
    wallet: fromCents(u.walletCents ?? 0),
    points: u.points ?? 0,
    couponCode: u.couponCode,
    discountCoupon: u.discountCoupon ?? 0,
    deliveryAddresses: (u.deliveryAddresses ?? []).map((a) => ({
      name: a.name,
      address: a.address,
      region: a.region,
      municipality: a.municipality,
      phone: a.phone,
      ci: a.ci,
      isDefault: Boolean(a.isDefault),
    })),
    region: u.region ?? '',
    municipality: u.municipality ?? '',
    notificationsWeb: u.notificationsWeb ?? true,
    notificationsEmail: u.notificationsEmail ?? true,
    importCompanyName: u.importCompanyName ?? '',
    importCompanyDescription: u.importCompanyDescription ?? '',
    importCompanyPercent: u.importCompanyPercent ?? 0,
    importCompanyFastDelivery: Boolean(u.importCompanyFastDelivery),
    importCompanyMinPercent: u.importCompanyMinPercent ?? 0,
    importCompanyMaxPercent: u.importCompanyMaxPercent ?? 100,
    isManualImportCost: Boolean(u.isManualImportCost),
    deliveryCosts: JSON.parse(JSON.stringify(u.deliveryCosts ?? [])) as unknown[],
    productsSoldCount: u.productsSoldCount ?? 0,
    userPromotedCount: u.userPromotedCount ?? 0,
  };
}

/** The public distributor fields of a user, plus the wallet (USD) when `withWallet`. */
export function toPublicUser(u: LeanUser, withWallet: boolean): PublicUserDto {
  const dto: PublicUserDto = {
    _id: String(u._id),
    profilePictureUrl: u.profilePictureUrl ?? '',
    importCompanyName: u.importCompanyName ?? '',
    importCompanyDescription: u.importCompanyDescription ?? '',
    name: u.name ?? '',
    lastName: u.lastName ?? '',
    isImportCompany: Boolean(u.isImportCompany),
  };
  if (withWallet) dto.wallet = fromCents(u.walletCents ?? 0);
  return dto;
}
