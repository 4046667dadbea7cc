import type { Types } from 'mongoose';
import * as orders from '@/app/api/orders/route';
import { DEFAULT_PROVINCE } from '@/lib/geo/provinces';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import crypto from 'node:crypto';
import { signToken } from '@/lib/auth/token';
import { newCouponCode } from '@/lib/auth/codes';
import { createUser } from './fixtures';
import { call } from './http';

/** A Havana addressee that passes the address rules. */
export const ADDRESSEE = {
  name: 'Luis Gómez Díaz',
  address: 'Calle 23 #456 entre F y G, Plaza de la Revolución, La Habana',
  phone: '+5352223344',
  ci: '85010112345',
  region: DEFAULT_PROVINCE,
  municipality: 'Plaza de la Revolución',
};

/** The order-create payload, cash on delivery unless overridden. */
export function orderPayload(extra: Record<string, unknown> = {}) {
  return {
    sender: { name: 'Ana Pérez', phone: '+5355555555', ci: '90010112345' },
    addressee: ADDRESSEE,
    useWallet: false,
    paymentType: 'OnDelivery',
    currencySelected: '',
    ...extra,
  };
}

/** Delivery terms in Havana: a cost per municipality, optionally free always or above an amount. */
export function havanaTerms(options: { cost?: number; always?: boolean; above?: number } = {}) {
  return [
    {
      provinceName: DEFAULT_PROVINCE,
      available: true,
      isFree: { always: Boolean(options.always), above: options.above !== undefined, aboveNumber: options.above ?? 0 },
      municipalities: [{ name: ADDRESSEE.municipality, cost: options.cost ?? 0 }],
    },
  ];
}

/** A seller delivering in Havana (free unless told otherwise). */
export async function createSeller(options: Parameters<typeof havanaTerms>[0] = {}) {
  return (await createUser({ isImportCompany: true, deliveryCosts: havanaTerms(options) })).user;
}

export type TestSeller = Awaited<ReturnType<typeof createSeller>>;

type CartLine = { product: Types.ObjectId | string; count: number; size?: string; color?: string };

/**
 * A buyer whose stored cart holds `lines`; wallet in cents and points as given. Faster than
 * createUser (no password hash: these buyers only use their token), for tests with many buyers.
 */
export async function createBuyer(lines: CartLine[], fields: { walletCents?: number; points?: number } & Record<string, unknown> = {}) {
  const email = `b${crypto.randomBytes(5).toString('hex')}@prueba.cu`;
  const user = await User.create({
    username: email,
    email,
    passwordHash: 'sin-clave',
    name: 'Ana',
    lastName: 'Pérez',
    phone: '+5355555555',
    couponCode: newCouponCode(),
    region: DEFAULT_PROVINCE,
    cart: { products: lines.map((l) => ({ size: '', color: '', ...l })), points: 0 },
    ...fields,
  });
  return { user, token: signToken(String(user._id), user.sessionVersion ?? 0) };
}

export type TestBuyer = Awaited<ReturnType<typeof createBuyer>>;

/** Puts `lines` back into a buyer's stored cart. */
export async function setCart(userId: Types.ObjectId | string, lines: CartLine[]): Promise<void> {
  await User.updateOne({ _id: userId }, { $set: { 'cart.products': lines.map((l) => ({ size: '', color: '', ...l })) } });
}

export type CreateAnswer = {
  orderId?: string;
  orderNumber?: number;
  message?: string;
  errorType?: number;
  cart?: { products: { count: number; product: { _id: string } }[] };
};

/** POST /api/orders as the holder of `token`. */
export function postOrder(token: string, body: unknown = orderPayload()) {
  return call<CreateAnswer>(orders.POST, { url: '/api/orders', method: 'POST', token, body });
}

/** Stock, sales and the user's balances now, for before/after comparisons. */
export async function snapshot(productIds: (Types.ObjectId | string)[], userId?: Types.ObjectId | string) {
  const products = await Product.find({ _id: { $in: productIds } }, 'availableCount salesCount availableCountByTags').lean();
  const user = userId ? await User.findById(userId, 'walletCents points cart').lean() : null;
  const orderCount = userId ? await Order.countDocuments({ 'user._id': userId }) : 0;
  return {
    stock: Object.fromEntries(products.map((p) => [String(p._id), p.availableCount])),
    sales: Object.fromEntries(products.map((p) => [String(p._id), p.salesCount])),
    tags: Object.fromEntries(products.map((p) => [String(p._id), p.availableCountByTags.map((t) => t.availableCount)])),
    walletCents: user?.walletCents ?? 0,
    points: user?.points ?? 0,
    cartLines: user?.cart?.products?.length ?? 0,
    orderCount,
  };
}
