import crypto from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import mongoose from 'mongoose';
import { hashPassword } from '../../../lib/auth/password';
import { signToken } from '../../../lib/auth/token';
import { DEFAULT_PROVINCE } from '../../../lib/geo/provinces';
import { paths } from '../../../lib/http/paths';
import { loginAs } from '../../support/shopper-fixtures';
import { rawDb } from './db';

/*
 * The seven people of the security suite. Buyers A and B and seller S2 are made for this run by
 * direct inserts (a bcrypt hash, a unique coupon); seller S is the owner of a seeded product that
 * delivers in Havana; the order admin and the super admin are the demo accounts, signed in
 * through the real login. Buyer A then places a real cash-on-delivery order through the API.
 */
export const IDENTITIES = ['visitor', 'buyerA', 'buyerB', 'sellerS', 'sellerS2', 'orderAdmin', 'superAdmin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Everything of buyer A that no one else but admins (and, for the order line, its seller) may ever see. */
export type Secrets = { email: string; phone: string; couponCode: string; addresseeName: string; addresseePhone: string; token: string };

export type World = {
  tokens: Record<Identity, string | null>;
  ids: Record<Exclude<Identity, 'visitor'>, string>;
  passwords: Record<'buyerA' | 'buyerB', string>;
  emails: Record<'buyerA' | 'buyerB', string>;
  /** Buyer A's private data, as it appears in answers. */
  secrets: Secrets;
  /** Buyer A's order (cash on delivery, Solicitado) and its line sold by S. */
  order: { id: string; lineId: string; number: number };
  /** A listing of seller S (the one in A's order). */
  productId: string;
};

const suffix = () => crypto.randomBytes(4).toString('hex');
const coupon = () => Array.from(crypto.randomBytes(6), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('');
const phone = () => `+535${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A Havana address that passes the address rules, with a name unique to this run. */
export function havanaAddress(name: string, addressPhone = phone()) {
  return {
    name,
    address: 'Calle 23 #456 entre F y G',
    region: DEFAULT_PROVINCE,
    municipality: 'Plaza de la Revolución',
    phone: addressPhone,
    ci: '85010112345',
    isDefault: true,
  };
}

/** Inserts a user with a real bcrypt hash; answers its id. */
export async function insertUser(fields: Record<string, unknown> & { email: string; password: string }): Promise<string> {
  const db = await rawDb();
  const { password, ...rest } = fields;
  const now = new Date();
  const doc = {
    _id: new mongoose.Types.ObjectId(),
    username: fields.email,
    passwordHash: await hashPassword(password),
    sessionVersion: 0,
    name: 'Prueba',
    lastName: 'Seguridad',
    phone: phone(),
    profilePictureUrl: '',
    region: DEFAULT_PROVINCE,
    municipality: '',
    isImportCompany: false,
    isImportAdmin: false,
    isSuperAdmin: false,
    walletCents: 0,
    points: 0,
    productsSoldCount: 0,
    userPromotedCount: 0,
    promotionUser: null,
    notificationsWeb: true,
    notificationsEmail: true,
    subscriptions: [],
    deliveryAddresses: [],
    deliveryCosts: [],
    couponCode: coupon(),
    discountCoupon: 5,
    cart: { products: [], points: 0 },
    createdAt: now,
    updatedAt: now,
    ...rest,
  };
  await db.collection('users').insertOne(doc);
  return String(doc._id);
}

/** A token exactly as login would sign it for this user (current session version). */
export async function tokenOf(userId: string): Promise<string> {
  const user = await (await rawDb()).collection('users').findOne({ _id: new mongoose.Types.ObjectId(userId) });
  return signToken(userId, (user?.sessionVersion as number | undefined) ?? 0);
}

/** A fresh e-mail for this run. */
export function runEmail(prefix: string): string {
  return `${prefix}-${suffix()}@seguridad.test`;
}

/** A plain fast-delivery product in stock whose seller delivers in Havana. */
export async function havanaProduct(): Promise<{ productId: string; sellerId: string; deliveryCosts: unknown }> {
  const db = await rawDb();
  const sellers = await db.collection('users').find({ isImportCompany: true, 'deliveryCosts.provinceName': DEFAULT_PROVINCE }).toArray();
  for (const seller of sellers) {
    const havana = (seller.deliveryCosts as { provinceName: string; available?: boolean }[]).find((c) => c.provinceName === DEFAULT_PROVINCE);
    if (havana?.available === false) continue;
    const product = await db.collection('products').findOne({
      user: seller._id,
      deleted: false,
      available: true,
      fastDelivery: true,
      availableCount: { $gt: 5 },
      availableCountByTags: { $size: 0 },
      'deliveryCalendar.allowed': { $ne: true },
    });
    if (product) return { productId: String(product._id), sellerId: String(seller._id), deliveryCosts: seller.deliveryCosts };
  }
  throw new Error('the seed has no plain fast-delivery product of a seller delivering in Havana');
}

/** Builds the seven identities and buyer A's order. */
export async function buildWorld(
  request: APIRequestContext,
  options: { addresseeName?: string; sellerS2Fields?: Record<string, unknown> } = {},
): Promise<World> {
  const { productId, sellerId, deliveryCosts } = await havanaProduct();
  const emails = { buyerA: runEmail('comprador-a'), buyerB: runEmail('comprador-b') };
  const passwords = { buyerA: `ClaveA-${suffix()}`, buyerB: `ClaveB-${suffix()}` };
  const addressee = havanaAddress(options.addresseeName ?? `Destinataria Reservada ${suffix()}`);
  const aPhone = phone();
  const buyerA = await insertUser({
    email: emails.buyerA,
    password: passwords.buyerA,
    phone: aPhone,
    walletCents: 3000,
    points: 40,
    deliveryAddresses: [addressee],
    cart: { products: [{ product: new mongoose.Types.ObjectId(productId), count: 1, size: '', color: '' }], points: 0 },
  });
  const buyerB = await insertUser({
    email: emails.buyerB,
    password: passwords.buyerB,
    walletCents: 1000,
    deliveryAddresses: [havanaAddress(`Otro Destinatario ${suffix()}`)],
  });
  const sellerS2 = await insertUser({
    email: runEmail('vendedor-s2'),
    password: `ClaveS2-${suffix()}`,
    isImportCompany: true,
    importCompanyName: `Importadora Dos ${suffix()}`,
    deliveryCosts,
    ...options.sellerS2Fields,
  });
  const [orderAdmin, superAdmin] = [await loginAs(request, 'orderAdmin'), await loginAs(request, 'superAdmin')];
  const tokens: Record<Identity, string | null> = {
    visitor: null,
    buyerA: await tokenOf(buyerA),
    buyerB: await tokenOf(buyerB),
    sellerS: await tokenOf(sellerId),
    sellerS2: await tokenOf(sellerS2),
    orderAdmin: orderAdmin.token,
    superAdmin: superAdmin.token,
  };
  const placed = await request.post(paths.orders.root(), {
    headers: { authorization: tokens.buyerA! },
    data: {
      sender: { name: 'Ana Pérez', phone: aPhone, ci: '90010112345' },
      addressee: { ...addressee, address: `${addressee.address}, ${addressee.municipality}, ${addressee.region}` },
      useWallet: false,
      paymentType: 'OnDelivery',
      currencySelected: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  const order = await (await rawDb()).collection('orders').findOne({ _id: new mongoose.Types.ObjectId(orderId) });
  const line = (order?.lines as { _id: mongoose.Types.ObjectId; seller: mongoose.Types.ObjectId }[]).find((l) => String(l.seller) === sellerId)!;
  const userA = await (await rawDb()).collection('users').findOne({ _id: new mongoose.Types.ObjectId(buyerA) });
  return {
    tokens,
    ids: { buyerA, buyerB, sellerS: sellerId, sellerS2, orderAdmin: orderAdmin.user._id, superAdmin: superAdmin.user._id },
    passwords,
    emails,
    secrets: {
      email: emails.buyerA,
      phone: aPhone,
      couponCode: String(userA?.couponCode),
      addresseeName: addressee.name,
      addresseePhone: addressee.phone,
      token: tokens.buyerA!,
    },
    order: { id: orderId, lineId: String(line._id), number: Number(order?.orderNumber) },
    productId,
  };
}

/** Authorization header of an identity (none for the visitor). */
export function authHeaders(world: World, who: Identity): Record<string, string> {
  const token = world.tokens[who];
  return token ? { authorization: token } : {};
}

/** The secrets of buyer A found in `text` (empty when none). */
export function leakedSecrets(world: World, text: string): string[] {
  return Object.entries(world.secrets)
    .filter(([, value]) => value && text.includes(value))
    .map(([key]) => key);
}

/** Copies a product of `ownerId` as a new listing (for cells that delete one); answers its id. */
export async function cloneProduct(productId: string): Promise<string> {
  const db = await rawDb();
  const original = await db.collection('products').findOne({ _id: new mongoose.Types.ObjectId(productId) });
  const copy = { ...original, _id: new mongoose.Types.ObjectId(), name: `Copia de seguridad ${suffix()}` };
  await db.collection('products').insertOne(copy);
  return String(copy._id);
}
