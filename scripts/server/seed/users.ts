import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { DEMO_COMPANIES, companyLogoUrl, deliveryCostsFor, type ProvinceDeliveryCost } from './companies';
import type { Random } from './random';

export type DemoRole = 'buyer' | 'seller' | 'orderAdmin' | 'superAdmin';

/** The demo accounts, one per role (README and e2e tests log in with these). */
export const DEMO_ACCOUNTS = [
  { key: 'buyer', email: 'comprador@importa.cu', password: 'Comprador123', role: 'Comprador' },
  { key: 'seller', email: 'vendedor@importa.cu', password: 'Vendedor123', role: 'Empresa importadora (vendedor)' },
  { key: 'orderAdmin', email: 'pedidos@importa.cu', password: 'Pedidos123', role: 'Administrador de pedidos' },
  { key: 'superAdmin', email: 'admin@importa.cu', password: 'Admin1234', role: 'Superadministrador' },
] as const satisfies readonly { key: DemoRole; email: string; password: string; role: string }[];

/** The buyer's fixed coupon code; every other code comes from the PRNG. */
export const BUYER_COUPON = 'COMPRA';
const BCRYPT_COST = 10;

/** A User document ready for insertMany. */
export type UserSeedDoc = {
  _id: Types.ObjectId;
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  lastName: string;
  phone: string;
  region: string;
  municipality: string;
  profilePictureUrl: string;
  couponCode: string;
  isImportCompany: boolean;
  isImportAdmin: boolean;
  isSuperAdmin: boolean;
  walletCents: number;
  /** The opening ledger entry of a wallet that starts with money (copied to WalletEntry by the recovery sweep or the first read). */
  walletSeq: number;
  walletPending: { seq: number; amountCents: number; kind: 'opening'; balanceAfterCents: number; createdAt: Date }[];
  points: number;
  productsSoldCount: number;
  importCompanyName?: string;
  importCompanyDescription?: string;
  importCompanyPercent?: number;
  importCompanyFastDelivery?: boolean;
  importCompanyMinPercent?: number;
  importCompanyMaxPercent?: number;
  deliveryCosts: ProvinceDeliveryCost[];
  deliveryAddresses: { name: string; address: string; region: string; municipality: string; phone: string; ci: string; isDefault: boolean }[];
};

/** A person account before hashing: `key` is the role key or the company slug. */
type UserPlan = { key: string; password: string; doc: Omit<UserSeedDoc, '_id' | 'passwordHash' | 'couponCode'>; coupon?: string };

const COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh 6-character coupon code not in `taken` (which it then joins). */
export function nextCoupon(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = Array.from({ length: 6 }, () => random.pick([...COUPON_ALPHABET])).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

/** A wallet holding `cents` from the start, with its opening ledger entry so the balance is the ledger's sum. */
function openingWallet(cents: number): Pick<UserSeedDoc, 'walletCents' | 'walletSeq' | 'walletPending'> {
  return {
    walletCents: cents,
    walletSeq: 1,
    walletPending: [{ seq: 1, amountCents: cents, kind: 'opening', balanceAfterCents: cents, createdAt: new Date() }],
  };
}

function person(email: string, name: string, lastName: string, phone: string, extra: Partial<UserPlan['doc']> = {}): UserPlan['doc'] {
  return {
    username: email,
    email,
    name,
    lastName,
    phone,
    region: 'La Habana',
    municipality: 'Plaza de la Revolución',
    profilePictureUrl: '',
    isImportCompany: false,
    isImportAdmin: false,
    isSuperAdmin: false,
    walletCents: 0,
    walletSeq: 0,
    walletPending: [],
    points: 0,
    productsSoldCount: 0,
    deliveryCosts: [],
    deliveryAddresses: [],
    ...extra,
  };
}

function plans(): UserPlan[] {
  const password = (key: DemoRole) => DEMO_ACCOUNTS.find((a) => a.key === key)!.password;
  const buyer: UserPlan = {
    key: 'buyer',
    password: password('buyer'),
    coupon: BUYER_COUPON,
    doc: person('comprador@importa.cu', 'Laura', 'Pérez García', '+5351234567', {
      ...openingWallet(5000),
      points: 300,
      deliveryAddresses: [
        {
          name: 'Laura Pérez García',
          address: 'Calle 23 #456, apto 3, entre F y G, Vedado',
          region: 'La Habana',
          municipality: 'Plaza de la Revolución',
          phone: '+5351234567',
          ci: '85031245678',
          isDefault: true,
        },
      ],
    }),
  };
  const companies: UserPlan[] = DEMO_COMPANIES.map((c) => ({
    key: c.slug,
    // Only the seller demo account has a known password; the other companies get an unguessable one.
    password: c.email === 'vendedor@importa.cu' ? password('seller') : crypto.randomBytes(18).toString('base64url'),
    doc: person(c.email, c.contact.name, c.contact.lastName, c.phone, {
      municipality: 'Centro Habana',
      profilePictureUrl: companyLogoUrl(c.slug),
      isImportCompany: true,
      importCompanyName: c.name,
      importCompanyDescription: c.description,
      importCompanyPercent: c.percent,
      importCompanyFastDelivery: c.fastDelivery,
      importCompanyMinPercent: 5,
      importCompanyMaxPercent: 30,
      deliveryCosts: deliveryCostsFor(c.pattern),
    }),
  }));
  const orderAdmin: UserPlan = {
    key: 'orderAdmin',
    password: password('orderAdmin'),
    doc: person('pedidos@importa.cu', 'Marta', 'Rodríguez Vega', '+5356789012', { municipality: 'Playa', isImportAdmin: true }),
  };
  const superAdmin: UserPlan = {
    key: 'superAdmin',
    password: password('superAdmin'),
    doc: person('admin@importa.cu', 'Jorge', 'Fernández Castillo', '+5358901234', { municipality: 'Playa', isSuperAdmin: true }),
  };
  return [buyer, ...companies, orderAdmin, superAdmin];
}

/**
 * The demo users keyed by role key or company slug, with bcrypt hashes (cost 10) and unique
 * coupon codes. `existing` maps e-mails already in the database to their ids: those users are
 * reused as they are and left out of `toInsert`.
 */
export async function planDemoUsers(
  random: Random,
  existing: ReadonlyMap<string, Types.ObjectId>,
  takenCoupons: Set<string>,
): Promise<{ ids: Map<string, Types.ObjectId>; toInsert: Map<string, UserSeedDoc> }> {
  const ids = new Map<string, Types.ObjectId>();
  const toInsert = new Map<string, UserSeedDoc>();
  const all = plans();
  const hashes = await Promise.all(all.map((p) => (existing.has(p.doc.email) ? '' : bcrypt.hash(p.password, BCRYPT_COST))));
  all.forEach((plan, i) => {
    const fixed = plan.coupon && !takenCoupons.has(plan.coupon) ? plan.coupon : undefined;
    if (fixed) takenCoupons.add(fixed);
    const coupon = fixed ?? nextCoupon(random, takenCoupons);
    const found = existing.get(plan.doc.email);
    if (found) {
      ids.set(plan.key, found);
      return;
    }
    const _id = new Types.ObjectId();
    ids.set(plan.key, _id);
    toInsert.set(plan.key, { _id, passwordHash: hashes[i], couponCode: coupon, ...plan.doc });
  });
  return { ids, toInsert };
}
