import { expect, test } from '@playwright/test';
import mongoose from 'mongoose';
import { paths } from '../../lib/http/paths';
import { TRACK_STATUSES } from '../../lib/orders/status';
import { recordFigure, scaled } from '../../scripts/test-support/figures';
import { changedSince, clearRateLimits, closeRawDb, rawDb, snapshotDatabase } from './support/db';
import { authHeaders, buildWorld, havanaAddress, type Identity, type World } from './support/identities';
import { messages as m } from '../../lib/messages';
import { apiRouteKeys, fillSegments, pagePaths } from './support/routes';

/*
 * A generated fuzz run over every write route of the API (decision 8): from a valid body per route, one
 * or more fields are replaced by a value that field can never take (wrong types, NaN, Infinity, huge
 * numbers, strings over the limits, NUL and CRLF, arrays for scalars, invalid ids, operators), required
 * fields are dropped while extra ones are added, and whole bodies are garbage. The seed is fixed
 * (FUZZ_SEED overrides it), so a failure replays. Every payload must be refused with a 4xx and a
 * Spanish message, none may answer 5xx, and the database hash of each route's run is unchanged.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const PAYLOADS = scaled(1_200, 20_000);
const LONG = 'x'.repeat(100_000);

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JSON text spliced into the body as is (NaN, Infinity and 1e999 have no JSON.stringify form). */
class Raw {
  constructor(readonly text: string) {}
}

type Kind =
  | 'text'
  | 'optText'
  | 'int'
  | 'num'
  | 'money'
  | 'percent'
  | 'bool'
  | 'id'
  | 'enum'
  | 'digits'
  | 'array'
  | 'object'
  | 'email'
  | 'password'
  | 'code4'
  | 'url'
  | 'b64';
const OPERATOR = { $ne: '' };
const BAD: Record<Kind, unknown[]> = {
  text: [null, 12, true, [], {}, ['a'], OPERATOR, LONG, 'a\u0000b', 'a\r\nb', '', '   '],
  optText: [12, true, [], {}, ['a'], OPERATOR, LONG, 'a\u0000b', 'a\r\nb'],
  int: ['1', null, true, [], {}, OPERATOR, 1.5, 1e21, -1e21, new Raw('1e999'), new Raw('-1e999'), new Raw('NaN'), new Raw('Infinity')],
  num: ['1', null, true, [], {}, OPERATOR, 1e21, -1e21, new Raw('1e999'), new Raw('NaN'), new Raw('-Infinity')],
  money: ['5', null, true, [], {}, OPERATOR, 0, 1.005, 10_001, -10_001, 1e21, new Raw('1e999'), new Raw('NaN')],
  percent: ['5', null, true, [], {}, OPERATOR, -1, 101, 1e21, new Raw('1e999'), new Raw('NaN')],
  bool: ['true', 'false', 1, 0, null, [], {}, OPERATOR, new Raw('NaN')],
  id: ['abc', '', 12, null, true, [], {}, OPERATOR, 'g'.repeat(24), '0'.repeat(23), '0'.repeat(25), LONG, `${'0'.repeat(23)}\u0000`, `${'0'.repeat(22)}\r\n`],
  enum: ['no-existe', '', 12, null, true, [], {}, OPERATOR, LONG, 'a\u0000'],
  digits: ['abc', -1, 1.5, 1e30, '', null, true, [], {}, OPERATOR, LONG, '12\u00003', '1\r\n2', '1'.repeat(21)],
  array: ['x', 12, null, true, {}, OPERATOR, new Raw('NaN')],
  object: ['x', 12, null, true, [], new Raw('NaN')],
  email: [12, null, [], {}, OPERATOR, 'no-es-correo', 'a@b', `${LONG}@x.com`, 'a@x.com\r\nBcc: c@d.com', 'a\u0000@x.com', '<a@x.com>', 'a@x.com, b@y.com'],
  password: [12, null, [], {}, OPERATOR, '', '12345', 'ñ'.repeat(40), 'a\u0000bcdefg'],
  code4: ['abc', '12345', 12345, -1, 1.5, null, [], {}, OPERATOR, '12\u000034', new Raw('NaN')],
  url: [
    12,
    null,
    [],
    {},
    OPERATOR,
    'http://push.example.com/x',
    'https://127.0.0.1/x',
    `https://push.example.com/${LONG}`,
    'https://push.example.com/\u0000',
    'javascript:alert(1)',
  ],
  b64: [12, null, [], {}, OPERATOR, '', 'a b', '!!', LONG],
};
/** Whole bodies that are no JSON object at all. */
const GARBAGE = [
  'null',
  '[]',
  '"x"',
  '1',
  'true',
  '{',
  '{"a":}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '\u0000',
  '{"a":"\u0000"}',
  '[{}]',
  '{"__proto__":{"isSuperAdmin":true}}',
  'undefined',
];
const EXTRA = { isSuperAdmin: true, isImportAdmin: true, walletCents: 1e9, points: 1e9, _id: '000000000000000000000000', $set: { isSuperAdmin: true } };

type Field = { path: (string | number)[]; kind: Kind; required?: boolean };
type Target = {
  name: string;
  who: Identity;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: (w: World) => string;
  /** A valid body, so one bad field is what makes a payload wrong; none for bodiless routes. */
  template?: (w: World) => Record<string, unknown>;
  fields: Field[];
  /** Path segments that must be ids (or e-mails): each bad value replaces it in `badUrl`. */
  badUrl?: (w: World, segment: string) => string;
  segmentKind?: Kind;
  /** The route has required fields, so '{}' (and an empty body) is malformed too. */
  emptyIsInvalid?: boolean;
  /** Extra keys that are not fields of this route (default EXTRA). */
  extra?: Record<string, unknown>;
};

const NONE = '000000000000000000000000';
const address = havanaAddress('Destinataria Fuzz');
const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const listing: { body?: Record<string, unknown> } = {};
const category: { id?: string } = {};

const listingFields: Field[] = [
  { path: ['name'], kind: 'text', required: true },
  { path: ['price'], kind: 'num', required: true },
  { path: ['category'], kind: 'id', required: true },
  { path: ['availableCount'], kind: 'int' },
  { path: ['maxCount'], kind: 'int' },
  { path: ['description'], kind: 'optText' },
  { path: ['currency'], kind: 'enum' },
  { path: ['regions'], kind: 'array' },
  { path: ['available'], kind: 'bool' },
  { path: ['weight'], kind: 'num' },
];

const TARGETS: Target[] = [
  {
    name: 'login',
    who: 'visitor',
    method: 'POST',
    url: () => paths.account.login(),
    template: () => ({ username: 'nadie-fuzz@seguridad.test', password: 'NoEsLaClave1' }),
    fields: [
      { path: ['username'], kind: 'text', required: true },
      { path: ['password'], kind: 'text', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'register',
    who: 'visitor',
    method: 'POST',
    url: () => paths.account.register(),
    emptyIsInvalid: true,
    template: () => ({
      username: 'fuzz-alta@seguridad.test',
      email: 'fuzz-alta@seguridad.test',
      phone: '+5351234567',
      password: 'Prueba123',
      region: 'La Habana',
      code: 'no-existe-este-codigo',
      emailCode: '1234',
      name: 'Fuzz',
      lastName: 'Prueba',
    }),
    fields: [
      { path: ['username'], kind: 'text', required: true },
      { path: ['email'], kind: 'email', required: true },
      { path: ['phone'], kind: 'text', required: true },
      { path: ['password'], kind: 'password', required: true },
      { path: ['code'], kind: 'text', required: true },
      { path: ['emailCode'], kind: 'code4', required: true },
      { path: ['name'], kind: 'text', required: true },
      { path: ['lastName'], kind: 'text', required: true },
      { path: ['region'], kind: 'enum' },
    ],
  },
  {
    name: 'recover verify',
    who: 'visitor',
    method: 'POST',
    url: () => paths.account.recoverPassword(),
    template: () => ({ code: 'no-existe-este-codigo', emailCode: '1234' }),
    fields: [
      { path: ['code'], kind: 'text', required: true },
      { path: ['emailCode'], kind: 'code4', required: true },
    ],
    emptyIsInvalid: true,
  },
  // Only { confirm: true } ends the sessions (everywhere, or this device's); the 'bool' kind never sends it, so buyerB's tokens survive the run.
  {
    name: 'logoutEverywhere',
    who: 'buyerB',
    method: 'POST',
    url: () => paths.account.logoutEverywhere(),
    template: () => ({ confirm: true }),
    fields: [{ path: ['confirm'], kind: 'bool', required: true }],
    emptyIsInvalid: true,
  },
  {
    name: 'logout',
    who: 'buyerB',
    method: 'POST',
    url: () => paths.account.logout(),
    template: () => ({ confirm: true }),
    fields: [{ path: ['confirm'], kind: 'bool', required: true }],
    emptyIsInvalid: true,
  },
  {
    name: 'recover reset',
    who: 'visitor',
    method: 'PATCH',
    url: () => paths.account.recoverPassword(),
    template: () => ({ email: 'nadie-fuzz@seguridad.test', password: 'Prueba123', resetToken: 'no-existe' }),
    fields: [
      { path: ['email'], kind: 'email', required: true },
      { path: ['password'], kind: 'password', required: true },
      { path: ['resetToken'], kind: 'text', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'subscription',
    who: 'buyerB',
    method: 'POST',
    url: () => paths.account.subscription(),
    emptyIsInvalid: true,
    template: () => ({ subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys } }),
    fields: [
      { path: ['subscription'], kind: 'object', required: true },
      { path: ['subscription', 'endpoint'], kind: 'url', required: true },
      { path: ['subscription', 'keys', 'p256dh'], kind: 'b64', required: true },
      { path: ['subscription', 'keys', 'auth'], kind: 'b64', required: true },
    ],
  },
  {
    name: 'updateCart',
    who: 'buyerB',
    method: 'PATCH',
    url: () => paths.account.updateCart(),
    emptyIsInvalid: true,
    template: (w) => ({ cart: [{ product: w.productId, count: 1, size: '', color: '' }], quantity: 1, productId: w.productId }),
    fields: [
      { path: ['cart'], kind: 'array', required: true },
      { path: ['quantity'], kind: 'int' },
      { path: ['productId'], kind: 'id', required: true },
      { path: ['cart', 0, 'product'], kind: 'id', required: true },
      { path: ['cart', 0, 'count'], kind: 'int', required: true },
      { path: ['cart', 0, 'size'], kind: 'optText' },
    ],
  },
  {
    name: 'updateDeliveryAddresses',
    who: 'buyerB',
    method: 'PATCH',
    url: () => paths.account.updateDeliveryAddresses(),
    emptyIsInvalid: true,
    template: () => ({ deliveryAddresses: [address] }),
    fields: [
      { path: ['deliveryAddresses'], kind: 'array', required: true },
      ...(['name', 'address', 'phone', 'ci'] as const).map((f): Field => ({ path: ['deliveryAddresses', 0, f], kind: 'text', required: true })),
      { path: ['deliveryAddresses', 0, 'region'], kind: 'enum', required: true },
      { path: ['deliveryAddresses', 0, 'municipality'], kind: 'enum', required: true },
      { path: ['deliveryAddresses', 0, 'isDefault'], kind: 'bool' },
    ],
  },
  {
    name: 'create order',
    who: 'buyerB',
    method: 'POST',
    url: () => paths.orders.root(),
    emptyIsInvalid: true,
    template: () => ({
      sender: { name: 'Ana', phone: '+5355555555', ci: '1' },
      addressee: { ...address, address: 'Calle 23, Plaza de la Revolución, La Habana' },
      useWallet: false,
      paymentType: 'OnDelivery',
      currencySelected: '',
    }),
    fields: [
      { path: ['addressee'], kind: 'object', required: true },
      { path: ['paymentType'], kind: 'enum', required: true },
      { path: ['addressee', 'name'], kind: 'text', required: true },
      { path: ['couponInfo'], kind: 'enum' },
    ],
  },
  {
    name: 'change status',
    who: 'orderAdmin',
    method: 'PATCH',
    url: () => paths.orders.root(),
    emptyIsInvalid: true,
    template: (w) => ({ _id: w.order.id, newStatus: 'Confirmado', paymentObservation: 'Pagado en efectivo' }),
    fields: [
      { path: ['_id'], kind: 'id', required: true },
      { path: ['newStatus'], kind: 'enum', required: true },
      { path: ['paymentObservation'], kind: 'optText', required: true },
    ],
  },
  {
    name: 'editOrder',
    who: 'orderAdmin',
    method: 'PATCH',
    url: () => paths.orders.editOrder(),
    template: (w) => ({ orderId: w.order.id, guideHouse: '12345' }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['guideHouse'], kind: 'digits', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'cancelOrder',
    who: 'superAdmin',
    method: 'PATCH',
    url: () => paths.orders.cancelOrder(NONE),
    fields: [],
    badUrl: (_, s) => `/api/orders/cancelOrder/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'availability',
    who: 'sellerS',
    method: 'PATCH',
    url: () => paths.products.root(),
    template: (w) => ({ _id: w.productId, available: true }),
    fields: [
      { path: ['_id'], kind: 'id', required: true },
      { path: ['available'], kind: 'bool' },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'create listing',
    who: 'sellerS',
    method: 'POST',
    url: () => paths.products.root(),
    template: () => ({ ...listing.body }),
    fields: listingFields,
    emptyIsInvalid: true,
  },
  {
    name: 'edit listing',
    who: 'sellerS',
    method: 'PUT',
    url: (w) => paths.products.one(w.productId),
    template: () => ({ ...listing.body }),
    fields: listingFields,
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/productsImport/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'delete listing',
    who: 'sellerS',
    method: 'DELETE',
    url: () => paths.products.one(NONE),
    fields: [],
    badUrl: (_, s) => `/api/productsImport/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'track status',
    who: 'sellerS',
    method: 'PATCH',
    url: (w) => `/api/delivers/${w.order.id}/${w.order.lineId}`,
    emptyIsInvalid: true,
    template: () => ({ currentStatus: TRACK_STATUSES[1], message: 'En camino' }),
    fields: [
      { path: ['currentStatus'], kind: 'enum', required: true },
      { path: ['message'], kind: 'optText' },
    ],
    badUrl: (w, s) => `/api/delivers/${s}/${w.order.lineId}`,
    segmentKind: 'id',
  },
  {
    name: 'wallet',
    who: 'superAdmin',
    method: 'PATCH',
    url: (w) => `/api/admin/users/${w.ids.buyerB}/wallet`,
    template: () => ({ amount: 5, reason: 'Ajuste de prueba' }),
    fields: [
      { path: ['amount'], kind: 'money', required: true },
      { path: ['reason'], kind: 'text', required: true },
    ],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/admin/users/${s}/wallet`,
    segmentKind: 'id',
  },
  {
    name: 'roles',
    who: 'superAdmin',
    method: 'PATCH',
    url: (w) => `/api/admin/users/${w.ids.buyerB}/roles`,
    template: () => ({ isImportCompany: true }),
    extra: { walletCents: 1e9, points: 1e9, _id: NONE, $set: { isSuperAdmin: true } },
    fields: [{ path: ['isImportCompany'], kind: 'bool', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/admin/users/${s}/roles`,
    segmentKind: 'id',
  },
  {
    name: 'currency',
    who: 'superAdmin',
    method: 'PUT',
    url: () => '/api/admin/currency',
    template: () => ({ currency: 'eur', value: 1.1 }),
    fields: [
      { path: ['currency'], kind: 'enum', required: true },
      { path: ['value'], kind: 'num', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'create category',
    who: 'superAdmin',
    method: 'POST',
    url: () => '/api/admin/categories',
    template: () => ({ name: 'Categoría fuzz', iconUrl: '', order: 1, sizeKind: null }),
    fields: [
      { path: ['name'], kind: 'text', required: true },
      { path: ['order'], kind: 'int' },
      { path: ['iconUrl'], kind: 'optText' },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'edit category',
    who: 'superAdmin',
    method: 'PATCH',
    url: () => `/api/admin/categories/${category.id}`,
    template: () => ({ name: 'Categoría cambiada', order: 2 }),
    fields: [
      { path: ['name'], kind: 'text' },
      { path: ['order'], kind: 'int' },
    ],
    badUrl: (_, s) => `/api/admin/categories/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'delete category',
    who: 'superAdmin',
    method: 'DELETE',
    url: () => `/api/admin/categories/${NONE}`,
    fields: [],
    badUrl: (_, s) => `/api/admin/categories/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'promote',
    who: 'superAdmin',
    method: 'PATCH',
    url: (w) => `/api/admin/products/${w.productId}`,
    template: () => ({ promoted: true }),
    fields: [{ path: ['promoted'], kind: 'bool', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/admin/products/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'delete product (admin)',
    who: 'superAdmin',
    method: 'DELETE',
    url: () => `/api/admin/products/${NONE}`,
    fields: [],
    badUrl: (_, s) => `/api/admin/products/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'distributor',
    who: 'superAdmin',
    method: 'PATCH',
    url: (w) => `/api/admin/distributors/${w.ids.sellerS2}`,
    emptyIsInvalid: true,
    template: () => ({ importCompanyName: 'Importadora Dos', importCompanyPercent: 10, importCompanyMinPercent: 0, importCompanyMaxPercent: 100 }),
    fields: [
      { path: ['importCompanyPercent'], kind: 'percent', required: true },
      { path: ['importCompanyMinPercent'], kind: 'percent', required: true },
      { path: ['importCompanyMaxPercent'], kind: 'percent', required: true },
      { path: ['importCompanyName'], kind: 'optText' },
      { path: ['deliveryCosts'], kind: 'array' },
    ],
    badUrl: (_, s) => `/api/admin/distributors/${s}`,
    segmentKind: 'id',
  },
  { name: 'uploads', who: 'sellerS', method: 'POST', url: () => '/api/uploads', fields: [], emptyIsInvalid: true },
  // Routes of the courier, zones, conversations and stock-alert features: garbage bodies and bad ids.
  { name: 'cash handover', who: 'superAdmin', method: 'POST', url: () => '/api/admin/cash/handover', fields: [], emptyIsInvalid: true },
  {
    name: 'cash received',
    who: 'orderAdmin',
    method: 'POST',
    url: () => '/api/admin/cash/received',
    template: () => ({ orderId: NONE }),
    fields: [{ path: ['orderId'], kind: 'id', required: true }],
    emptyIsInvalid: true,
  },
  {
    name: 'cash refunded',
    who: 'superAdmin',
    method: 'POST',
    url: () => '/api/admin/cash/refunded',
    template: () => ({ orderId: NONE }),
    fields: [{ path: ['orderId'], kind: 'id', required: true }],
    emptyIsInvalid: true,
  },
  {
    name: 'hide product',
    who: 'superAdmin',
    method: 'PUT',
    url: (w) => `/api/admin/products/${w.productId}/hidden`,
    template: () => ({ hidden: false }),
    fields: [{ path: ['hidden'], kind: 'bool', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/admin/products/${s}/hidden`,
    segmentKind: 'id',
  },
  { name: 'pause zone', who: 'superAdmin', method: 'POST', url: () => '/api/admin/zones', fields: [], emptyIsInvalid: true },
  {
    name: 'resume zone',
    who: 'superAdmin',
    method: 'DELETE',
    url: () => `/api/admin/zones/${NONE}`,
    fields: [],
    badUrl: (_, s) => `/api/admin/zones/${s}`,
    segmentKind: 'id',
  },
  { name: 'open conversation', who: 'buyerB', method: 'POST', url: () => '/api/conversations', fields: [], emptyIsInvalid: true },
  {
    name: 'send message',
    who: 'buyerB',
    method: 'POST',
    url: () => `/api/conversations/${NONE}/messages`,
    template: () => ({ text: 'Hola' }),
    fields: [{ path: ['text'], kind: 'text', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/conversations/${s}/messages`,
    segmentKind: 'id',
  },
  {
    name: 'read conversation',
    who: 'buyerB',
    method: 'POST',
    url: () => `/api/conversations/${NONE}/read`,
    fields: [],
    badUrl: (_, s) => `/api/conversations/${s}/read`,
    segmentKind: 'id',
  },
  { name: 'edit address', who: 'superAdmin', method: 'PATCH', url: () => '/api/orders/editAddress', fields: [], emptyIsInvalid: true },
  {
    name: 'stock alert',
    who: 'buyerB',
    method: 'POST',
    url: () => '/api/stockAlerts',
    template: () => ({ productId: NONE }),
    fields: [{ path: ['productId'], kind: 'id', required: true }],
    emptyIsInvalid: true,
  },
  {
    name: 'deliver with code',
    who: 'orderAdmin',
    method: 'POST',
    url: () => '/api/tracking/deliver',
    template: (w) => ({ orderId: w.order.id, code: '0000' }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['code'], kind: 'code4', required: true },
      { path: ['photo'], kind: 'optText' },
      { path: ['receiverName'], kind: 'optText' },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'create review',
    who: 'buyerB',
    method: 'POST',
    url: () => '/api/reviews',
    emptyIsInvalid: true,
    template: (w) => ({ orderId: w.order.id, productId: w.productId, rating: 5, asDescribed: true, onTime: true, comment: 'Bien' }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['productId'], kind: 'id', required: true },
      { path: ['rating'], kind: 'int', required: true },
      { path: ['asDescribed'], kind: 'bool', required: true },
      { path: ['onTime'], kind: 'bool', required: true },
      { path: ['comment'], kind: 'optText' },
      { path: ['photoUrl'], kind: 'optText' },
    ],
  },
  {
    name: 'edit review',
    who: 'buyerB',
    method: 'PATCH',
    url: () => `/api/reviews/${NONE}`,
    template: () => ({ rating: 4, asDescribed: true, onTime: false }),
    fields: [
      { path: ['rating'], kind: 'int', required: true },
      { path: ['comment'], kind: 'optText' },
    ],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/reviews/${s}`,
    segmentKind: 'id',
  },
  {
    name: 'reply review',
    who: 'sellerS',
    method: 'POST',
    url: () => `/api/reviews/${NONE}/reply`,
    template: () => ({ text: 'Gracias' }),
    fields: [{ path: ['text'], kind: 'text', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/reviews/${s}/reply`,
    segmentKind: 'id',
  },
  {
    name: 'hide review',
    who: 'superAdmin',
    method: 'POST',
    url: () => `/api/reviews/${NONE}/hide`,
    template: () => ({ reason: 'Ofensiva' }),
    fields: [{ path: ['reason'], kind: 'text', required: true }],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/reviews/${s}/hide`,
    segmentKind: 'id',
  },
  { name: 'review photo', who: 'buyerB', method: 'POST', url: () => '/api/reviews/photo', fields: [], emptyIsInvalid: true },
  {
    name: 'open claim',
    who: 'buyerB',
    method: 'POST',
    url: () => '/api/claims',
    emptyIsInvalid: true,
    template: (w) => ({ orderId: w.order.id, lineId: w.order.lineId, reason: 'damaged', description: 'Llegó roto', photos: [] }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['lineId'], kind: 'id', required: true },
      { path: ['reason'], kind: 'text', required: true },
      { path: ['description'], kind: 'optText' },
    ],
  },
  { name: 'claim photo', who: 'buyerB', method: 'POST', url: () => '/api/claims/photo', fields: [], emptyIsInvalid: true },
  {
    name: 'resolve claim',
    who: 'superAdmin',
    method: 'POST',
    url: () => `/api/admin/claims/${NONE}/resolve`,
    template: () => ({ kind: 'refused', reason: 'Llegó completo' }),
    fields: [
      { path: ['kind'], kind: 'text', required: true },
      { path: ['reason'], kind: 'optText' },
    ],
    emptyIsInvalid: true,
    badUrl: (_, s) => `/api/admin/claims/${s}/resolve`,
    segmentKind: 'id',
  },
  { name: 'delivery photo', who: 'orderAdmin', method: 'POST', url: () => '/api/tracking/deliveryPhoto', fields: [], emptyIsInvalid: true },
  { name: 'vitals beacon', who: 'visitor', method: 'POST', url: () => '/api/vitals', fields: [], emptyIsInvalid: true },
  {
    name: 'transfer settings',
    who: 'superAdmin',
    method: 'PUT',
    url: () => '/api/admin/transfer',
    template: () => ({ enabled: true, details: 'Zelle: pagos@importa.example' }),
    fields: [
      { path: ['enabled'], kind: 'bool', required: true },
      { path: ['details'], kind: 'text', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'confirm transfer',
    who: 'superAdmin',
    method: 'POST',
    url: () => '/api/admin/transfer/confirm',
    template: (w) => ({ orderId: w.order.id, receipt: NONE, note: 'Zelle 1' }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['receipt'], kind: 'id', required: true },
      { path: ['note'], kind: 'optText' },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'reject transfer',
    who: 'superAdmin',
    method: 'POST',
    url: () => '/api/admin/transfer/reject',
    template: (w) => ({ orderId: w.order.id, receipt: NONE, reason: 'Ilegible' }),
    fields: [
      { path: ['orderId'], kind: 'id', required: true },
      { path: ['receipt'], kind: 'id', required: true },
      { path: ['reason'], kind: 'text', required: true },
    ],
    emptyIsInvalid: true,
  },
  {
    name: 'cancel transfer',
    who: 'buyerA',
    method: 'POST',
    url: () => '/api/orders/transferCancel',
    template: (w) => ({ orderId: w.order.id }),
    fields: [{ path: ['orderId'], kind: 'id', required: true }],
    emptyIsInvalid: true,
  },
  { name: 'transfer receipt', who: 'buyerA', method: 'POST', url: () => '/api/orders/transferReceipt', fields: [], emptyIsInvalid: true },
  {
    name: 'stock alert off',
    who: 'buyerB',
    method: 'DELETE',
    url: () => `/api/stockAlerts?productId=${NONE}`,
    fields: [],
    badUrl: (_, s) => `/api/stockAlerts?productId=${s}`,
    segmentKind: 'id',
  },
  { name: 'stripe webhook', who: 'visitor', method: 'POST', url: () => '/api/webhooks/stripe', fields: [], emptyIsInvalid: true },
  {
    name: 'register code',
    who: 'visitor',
    method: 'GET',
    url: () => paths.account.confirmRegister('x', 'y', 'z'),
    fields: [],
    badUrl: (_, s) => `/api/accountImport/confirmRegister/${s}/${s}/Ana%20P/%2B5351234567`,
    segmentKind: 'email',
  },
  {
    name: 'recover code',
    who: 'visitor',
    method: 'GET',
    url: () => paths.account.recoverPassword('x'),
    fields: [],
    badUrl: (_, s) => `/api/accountImport/recoverPassword/${s}`,
    segmentKind: 'email',
  },
];

/*
 * Paths and query strings (decision 19.5): a path parameter that does not decode ('%ff') made
 * Next.js answer 500 on API routes and pages alike, and so did a control character in ?next=. Each
 * malformed segment below goes into every parameter of every route and page; each bad value into
 * every query key a route reads.
 */
const MALFORMED_SEGMENTS = ['%ff', '%ff%fe', '%', '%zz', '%c0%af', '%ed%a0%80', '%00', '%0a', '%0d', '%09', '%1b'];
/** Odd but decodable segments: any answer but a 5xx. */
const ODD_SEGMENTS = ['%E2%80%A8', '%25ff', 'a%2fb', '%EF%BF%BD', 'x'.repeat(200)];
const BAD_QUERY_VALUES = ['%ff', '%ff%fe', '%', '%00', '%0a', '%0d', '%E2%80%A8', '/%0a/x', '/%09/evil.example', '%2F%5Cevil.example', 'x'.repeat(300)]; // 17 keys of 300: under Node's 16 KB header limit
const QUERY_KEYS = [
  'page',
  'limit',
  'searchPhrase',
  'sessionId',
  'next',
  'orderId',
  'productId',
  'region',
  'categoryId',
  'minPrice',
  'maxPrice',
  'minPoints',
  'fastDelivery',
  'topSellProducts',
  'couponInfo',
  'status',
  'q',
];

/** The message of a JSON error answer, or undefined. */
function messageOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** The write routes (every method but GET) this run covers; a new one without a target fails the first test. */
const WRITE_ROUTES_COVERED: Record<string, string[]> = {
  'POST /api/accountImport/login': ['login'],
  'POST /api/accountImport/logoutEverywhere': ['logoutEverywhere'],
  'POST /api/accountImport/logout': ['logout'],
  'POST /api/accountImport': ['register'],
  'POST /api/accountImport/recoverPassword': ['recover verify'],
  'PATCH /api/accountImport/recoverPassword': ['recover reset'],
  'POST /api/accountImport/subscription': ['subscription'],
  'PATCH /api/accountImport/updateCart': ['updateCart'],
  'PATCH /api/accountImport/updateDeliveryAddresses': ['updateDeliveryAddresses'],
  'POST /api/orders': ['create order'],
  'PATCH /api/orders': ['change status'],
  'PATCH /api/orders/editOrder': ['editOrder'],
  'PATCH /api/orders/cancelOrder/[orderId]': ['cancelOrder'],
  'PATCH /api/productsImport': ['availability'],
  'POST /api/productsImport': ['create listing'],
  'PUT /api/productsImport/[id]': ['edit listing'],
  'DELETE /api/productsImport/[id]': ['delete listing'],
  'PATCH /api/delivers/[orderId]/[lineId]': ['track status'],
  'PATCH /api/admin/users/[id]/wallet': ['wallet'],
  'PATCH /api/admin/users/[id]/roles': ['roles'],
  'PUT /api/admin/currency': ['currency'],
  'POST /api/admin/categories': ['create category'],
  'PATCH /api/admin/categories/[id]': ['edit category'],
  'DELETE /api/admin/categories/[id]': ['delete category'],
  'PATCH /api/admin/products/[id]': ['promote'],
  'DELETE /api/admin/products/[id]': ['delete product (admin)'],
  'PATCH /api/admin/distributors/[id]': ['distributor'],
  'POST /api/uploads': ['uploads'],
  'POST /api/webhooks/stripe': ['stripe webhook'],
  'POST /api/admin/cash/handover': ['cash handover'],
  'POST /api/admin/cash/received': ['cash received'],
  'POST /api/admin/cash/refunded': ['cash refunded'],
  'PUT /api/admin/products/[id]/hidden': ['hide product'],
  'POST /api/admin/zones': ['pause zone'],
  'DELETE /api/admin/zones/[id]': ['resume zone'],
  'POST /api/conversations': ['open conversation'],
  'POST /api/conversations/[id]/messages': ['send message'],
  'POST /api/conversations/[id]/read': ['read conversation'],
  'PATCH /api/orders/editAddress': ['edit address'],
  // A CSV body (not JSON) answered by a preview report; its parser has its own tests.
  'POST /api/productsImport/csv': [],
  'POST /api/stockAlerts': ['stock alert'],
  'DELETE /api/stockAlerts': ['stock alert off'],
  'POST /api/tracking/deliver': ['deliver with code'],
  'POST /api/tracking/deliveryPhoto': ['delivery photo'],
  'POST /api/reviews': ['create review'],
  'PATCH /api/reviews/[id]': ['edit review'],
  'POST /api/reviews/[id]/reply': ['reply review'],
  'POST /api/reviews/[id]/hide': ['hide review'],
  'POST /api/reviews/photo': ['review photo'],
  'POST /api/claims': ['open claim'],
  'POST /api/claims/photo': ['claim photo'],
  'POST /api/admin/claims/[id]/resolve': ['resolve claim'],
  'POST /api/vitals': ['vitals beacon'],
  'PUT /api/admin/transfer': ['transfer settings'],
  'POST /api/admin/transfer/confirm': ['confirm transfer'],
  'POST /api/admin/transfer/reject': ['reject transfer'],
  'POST /api/orders/transferCancel': ['cancel transfer'],
  'POST /api/orders/transferReceipt': ['transfer receipt'],
};

type Payload = { target: Target; url: string; body?: string; label: string };

function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

function deleteAt(root: Record<string, unknown>, path: (string | number)[]): Record<string, unknown> {
  const copy = structuredClone(root);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path[path.length - 1]), 1);
  else delete node[path[path.length - 1]];
  return copy;
}

/** JSON text of a body whose values may be Raw texts. */
function encode(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_, value: unknown) => {
    if (value instanceof Raw) {
      raws.push(value.text);
      return `__RAW_${raws.length - 1}__`;
    }
    return value;
  });
  return text.replace(/"__RAW_(\d+)__"/g, (_, i: string) => raws[Number(i)]);
}

const describe = (value: unknown) => (value instanceof Raw ? value.text : JSON.stringify(value)?.slice(0, 40));

/** Every payload of the run: each bad value of each field, each dropped required field, garbage, then random combinations. */
function payloads(w: World, total: number, targets: Target[]): Payload[] {
  const out: Payload[] = [];
  for (const target of targets) {
    const url = target.url(w);
    const template = target.template?.(w);
    if (template) {
      for (const field of target.fields) {
        for (const bad of BAD[field.kind])
          out.push({ target, url, body: encode(setAt(template, field.path, bad)), label: `${target.name}: ${field.path.join('.')} = ${describe(bad)}` });
        if (field.required)
          out.push({
            target,
            url,
            body: encode({ ...deleteAt(template, field.path), ...(target.extra ?? EXTRA) }),
            label: `${target.name}: without ${field.path.join('.')}, with extras`,
          });
      }
    }
    // Garbage where a body is read; a prototype-only body is '{}' to the route, malformed only where fields are required.
    const garbage = GARBAGE.filter((g) => target.emptyIsInvalid || !g.includes('__proto__'));
    if (target.template || target.emptyIsInvalid)
      for (const g of garbage) out.push({ target, url, body: g, label: `${target.name}: body ${JSON.stringify(g)}` });
    if (target.emptyIsInvalid) {
      out.push(
        { target, url, body: '{}', label: `${target.name}: {}` },
        { target, url, body: encode(target.extra ?? EXTRA), label: `${target.name}: only extras` },
      );
    }
    if (target.badUrl) {
      for (const bad of BAD[target.segmentKind ?? 'id'].filter((v) => typeof v === 'string' || typeof v === 'number')) {
        const segment = encodeURIComponent(String(bad).slice(0, 2000));
        if (segment === '') continue; // an empty segment is another URL (the framework's 404/405), not this route
        out.push({ target, url: target.badUrl(w, segment), body: template ? encode(template) : undefined, label: `${target.name}: path ${describe(bad)}` });
      }
    }
  }
  const random = prng(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const withFields = targets.filter((t) => t.template && t.fields.length > 0);
  while (out.length < total) {
    const target = pick(withFields);
    let body = target.template!(w);
    const chosen = new Set<Field>();
    const count = 1 + Math.floor(random() * Math.min(3, target.fields.length));
    while (chosen.size < count) chosen.add(pick(target.fields));
    const parts: string[] = [];
    for (const field of chosen) {
      const bad = pick(BAD[field.kind]);
      body = setAt(body, field.path, bad);
      parts.push(`${field.path.join('.')} = ${describe(bad)}`);
    }
    if (random() < 0.3) body = { ...body, ...(target.extra ?? EXTRA) };
    out.push({ target, url: target.url(w), body: encode(body), label: `${target.name} (random): ${parts.join(', ')}` });
  }
  return out;
}

let world: World;

test.beforeAll(async ({ request }) => {
  world = await buildWorld(request);
  const form = await request.get(`/api/sellingData/listings/${world.productId}`, { headers: authHeaders(world, 'sellerS') });
  expect(form.status()).toBe(200);
  listing.body = (await form.json()) as Record<string, unknown>;
  const anyCategory = await (await rawDb()).collection('categories').findOne({});
  category.id = String(anyCategory?._id);
});

test.afterAll(async () => {
  // Refused logins, code checks and order attempts were counted from 127.0.0.1; later specs start afresh.
  for (const prefix of ['login:', 'code-check:', 'code-request:', `order:user:${world.ids.buyerB}`]) await clearRateLimits(prefix);
  await closeRawDb();
});

test('the fuzz run covers every write route the file system has', () => {
  const writes = apiRouteKeys().filter((key) => !key.startsWith('GET '));
  expect(
    writes.filter((key) => !WRITE_ROUTES_COVERED[key]),
    'write routes without a fuzz target',
  ).toEqual([]);
  const names = new Set(TARGETS.map((t) => t.name));
  for (const covered of Object.values(WRITE_ROUTES_COVERED).flat()) expect(names.has(covered), covered).toBe(true);
});

test('the valid template of each route is accepted, so one bad field is what a refusal answers (control)', async ({ request }) => {
  // Only the routes whose template is harmless to apply; the rest are refused by design (unknown user, no code, empty cart).
  const controls = ['availability', 'updateDeliveryAddresses'];
  for (const target of TARGETS.filter((t) => controls.includes(t.name))) {
    const answer = await request.fetch(target.url(world), {
      method: target.method,
      headers: { ...authHeaders(world, target.who), 'content-type': 'application/json' },
      data: encode(target.template!(world)),
    });
    expect(answer.status(), `${target.name}: ${await answer.text()}`).toBe(200);
  }
});

test(`${PAYLOADS} generated malformed payloads over every write route: 0 accepted, 0 answers of 5xx, nothing changed`, async ({ request }) => {
  test.setTimeout(scaled(300_000, 3_600_000));
  // Targets of routes that exist (the list may name one another change has not landed yet).
  const existing = new Set(
    apiRouteKeys()
      .flatMap((key) => WRITE_ROUTES_COVERED[key] ?? [])
      .concat('register code', 'recover code'),
  );
  const all = payloads(
    world,
    PAYLOADS,
    TARGETS.filter((t) => existing.has(t.name)),
  );
  const accepted: string[] = [];
  const failed: string[] = [];
  const unspanish: string[] = [];
  const changed: string[] = [];
  const byTarget = new Map<Target, Payload[]>();
  for (const p of all) byTarget.set(p.target, [...(byTarget.get(p.target) ?? []), p]);
  for (const [target, list] of byTarget) {
    const before = await snapshotDatabase();
    for (const p of list) {
      const headers: Record<string, string> = { ...authHeaders(world, target.who) };
      if (p.body !== undefined) headers['content-type'] = 'application/json';
      const answer = await request.fetch(p.url, { method: target.method, headers, data: p.body });
      const status = answer.status();
      const text = await answer.text();
      if (status < 400) accepted.push(`${p.label} → ${status}`);
      else if (status >= 500) failed.push(`${p.label} → ${status} ${text.slice(0, 120)}`);
      else {
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (typeof message !== 'string' || message.length === 0) unspanish.push(`${p.label} → ${status} ${text.slice(0, 120)}`);
      }
    }
    const moved = await changedSince(before);
    if (moved.length) changed.push(`${target.name} (${moved.join(', ')})`);
  }
  recordFigure('entradas malformadas probadas', all.length);
  recordFigure('entradas malformadas aceptadas', accepted.length);
  recordFigure('respuestas 5xx', failed.length);
  expect(accepted, 'accepted').toEqual([]);
  expect(failed, '5xx').toEqual([]);
  expect(unspanish, 'answers without a message').toEqual([]);
  expect(changed, 'routes whose run changed the database').toEqual([]);
  expect(all.length).toBeGreaterThanOrEqual(1000);
  // B's stored data is as before: no role, no balance, the same addresses.
  const b = await (await rawDb()).collection('users').findOne({ _id: new mongoose.Types.ObjectId(world.ids.buyerB) });
  expect([b?.isSuperAdmin, b?.isImportAdmin, b?.walletCents]).toEqual([false, false, 1000]);
});

test('every route and page answers a malformed path parameter with 404 and the usual Spanish message, and an odd one without a 5xx', async ({ request }) => {
  test.setTimeout(scaled(300_000, 600_000));
  const wrong: string[] = [];
  let sent = 0;
  const api = apiRouteKeys().filter((key) => key.includes('['));
  for (const key of api) {
    const [method, route] = key.split(' ');
    for (const segment of [...MALFORMED_SEGMENTS, ...ODD_SEGMENTS]) {
      const url = fillSegments(route, segment);
      const answer = await request.fetch(url, { method, headers: authHeaders(world, 'superAdmin'), maxRedirects: 0 });
      const text = await answer.text();
      sent += 1;
      const malformed = MALFORMED_SEGMENTS.includes(segment);
      if (
        malformed
          ? answer.status() !== 404 || messageOf(text) !== m.server.notFound
          : answer.status() >= 500 || (answer.status() >= 400 && typeof messageOf(text) !== 'string')
      ) {
        wrong.push(`${method} ${url.slice(0, 120)} → ${answer.status()} ${text.slice(0, 120)}`);
      }
    }
  }
  for (const page of pagePaths().filter((p) => p.includes('['))) {
    for (const segment of [...MALFORMED_SEGMENTS, ...ODD_SEGMENTS]) {
      const url = fillSegments(page, segment);
      const answer = await request.get(url, { maxRedirects: 0 });
      const text = await answer.text();
      sent += 1;
      const malformed = MALFORMED_SEGMENTS.includes(segment);
      if (malformed ? answer.status() !== 404 || !text.includes(m.pages.notFound) : answer.status() >= 500)
        wrong.push(`GET ${url.slice(0, 120)} → ${answer.status()} ${text.slice(0, 120)}`);
    }
  }
  recordFigure('rutas malformadas probadas', sent);
  expect(wrong, 'answers to malformed or odd paths').toEqual([]);
});

test('bad values in the query string of every GET route and page answer without a 5xx, and ?next= never leaves the store', async ({ request }) => {
  test.setTimeout(scaled(300_000, 600_000));
  const wrong: string[] = [];
  const targets = [
    ...apiRouteKeys()
      .filter((key) => key.startsWith('GET '))
      .map((key) => ({ api: true, path: fillSegments(key.slice(4), NONE) })),
    ...pagePaths().map((page) => ({ api: false, path: fillSegments(page, NONE) })),
  ];
  for (const target of targets) {
    for (const value of BAD_QUERY_VALUES) {
      const query = QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
      const url = `${target.path}?${query}&${QUERY_KEYS[0]}=${value}&searchPhrase[$ne]=1`;
      const answer = await request.get(url, { headers: target.api ? authHeaders(world, 'superAdmin') : {}, maxRedirects: 0 });
      const text = await answer.text();
      const location = answer.headers().location;
      const offsite = location !== undefined && new URL(location, 'http://importa.test').origin !== 'http://importa.test';
      if (answer.status() >= 500 || offsite || (target.api && answer.status() >= 400 && typeof messageOf(text) !== 'string')) {
        wrong.push(`GET ${url.slice(0, 100)} → ${answer.status()} ${location ?? ''} ${text.slice(0, 100)}`);
      }
    }
  }
  expect(wrong, 'answers to bad query strings').toEqual([]);
});

test('/ahorro/on and /ahorro/off go back only to a path of the store: anything else is 400 with the usual Spanish message', async ({ request }) => {
  const refused = [
    '%2F%09%2Fexample.com',
    '/%0a/x',
    '/%0d/x',
    '/%E2%80%A8/x',
    '//example.com',
    '/%5Cexample.com',
    '%5C%5Cexample.com',
    'https://example.com',
    '/.//example.com',
    '%09//example.com',
  ];
  for (const mode of ['on', 'off']) {
    for (const next of refused) {
      const answer = await request.get(`/ahorro/${mode}?next=${next}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location, messageOf(await answer.text())], `/ahorro/${mode}?next=${next}`).toEqual([
        400,
        undefined,
        m.server.validation,
      ]);
    }
    const back = await request.get(`/ahorro/${mode}?next=${encodeURIComponent(`/distributor/${world.ids.sellerS}?page=2`)}`, { maxRedirects: 0 });
    expect([back.status(), back.headers().location]).toEqual([303, `/distributor/${world.ids.sellerS}?page=2`]);
  }
});
