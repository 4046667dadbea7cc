import sharp from 'sharp';
import type { Types } from 'mongoose';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as sellingData from '@/app/api/sellingData/getUserSellingData/route';
import * as listing from '@/app/api/sellingData/listings/[id]/route';
import * as delivers from '@/app/api/delivers/route';
import * as deliverLine from '@/app/api/delivers/[orderId]/[lineId]/route';
import * as uploads from '@/app/api/uploads/route';
import * as users from '@/app/api/admin/users/route';
import * as roles from '@/app/api/admin/users/[id]/roles/route';
import * as wallet from '@/app/api/admin/users/[id]/wallet/route';
import * as products from '@/app/api/admin/products/route';
import * as product from '@/app/api/admin/products/[id]/route';
import * as productHidden from '@/app/api/admin/products/[id]/hidden/route';
import * as ownHidden from '@/app/api/sellingData/hidden/route';
import * as categories from '@/app/api/admin/categories/route';
import * as category from '@/app/api/admin/categories/[id]/route';
import * as distributors from '@/app/api/admin/distributors/route';
import * as distributor from '@/app/api/admin/distributors/[id]/route';
import * as finances from '@/app/api/admin/finances/route';
import * as financesCsv from '@/app/api/admin/finances.csv/route';
import * as currency from '@/app/api/admin/currency/route';
import * as currencyHistory from '@/app/api/admin/currency/history/route';
import { messages } from '../messages';
import { insertOrder } from '../selling/test-orders';

withTestDatabase();

/*
 * Every call this area adds, for every kind of person: visitor (no token) 401, allowed roles 200,
 * everyone else 403. Mutating calls get a fresh target per attempt, so a 200 never depends on
 * an earlier row.
 */
type Who = 'visitor' | 'buyer' | 'seller' | 'orderAdmin' | 'superAdmin';
const PEOPLE: Who[] = ['visitor', 'buyer', 'seller', 'orderAdmin', 'superAdmin'];
type Person = { token?: string; _id?: Types.ObjectId };
const people = {} as Record<Who, Person>;
type Handler = Parameters<typeof call>[0];
type Row = { name: string; allowed: Who[]; run(p: Person, who: Who): Promise<number> };

let n = 0;
const unique = (prefix: string) => `${prefix} ${++n}`;

async function status(handler: Handler, p: Person, url: string, options: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  return (await call(handler, { url, token: p.token, ...options })).status;
}

/** A product of the seller (the only one who may read its form values). */
const sellersProduct = async () => createProduct({ _id: people.seller._id! }, { name: unique('Olla') });

async function upload(p: Person): Promise<number> {
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  form.set('file', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
  const headers: Record<string, string> = p.token ? { authorization: p.token } : {};
  return (await uploads.POST(new Request('http://localhost/api/uploads', { method: 'POST', body: form, headers }), { params: Promise.resolve({}) })).status;
}

const ADMIN: Who[] = ['superAdmin'];
const ROWS: Row[] = [
  { name: 'GET /api/sellingData/getUserSellingData', allowed: ['seller'], run: (p) => status(sellingData.GET, p, '/api/sellingData/getUserSellingData') },
  {
    name: 'GET /api/sellingData/listings/{id}',
    allowed: ['seller'],
    run: async (p) => {
      const id = String((await sellersProduct())._id);
      return status(listing.GET, p, `/api/sellingData/listings/${id}`, { params: { id } });
    },
  },
  { name: 'GET /api/delivers', allowed: ['seller'], run: (p) => status(delivers.GET, p, '/api/delivers') },
  {
    name: 'PATCH /api/delivers/{orderId}/{lineId}',
    allowed: ['seller'],
    run: async (p) => {
      const prod = await sellersProduct();
      const order = await insertOrder({ buyer: people.buyer._id!, lines: [{ product: prod._id, seller: people.seller._id!, price: 5, count: 1 }] });
      const params = { orderId: String(order._id), lineId: String(order.lines[0]._id) };
      return status(deliverLine.PATCH, p, `/api/delivers/${params.orderId}/${params.lineId}`, {
        method: 'PATCH',
        params,
        body: { currentStatus: messages.trackStatus.available },
      });
    },
  },
  { name: 'POST /api/uploads', allowed: ['seller', 'superAdmin'], run: (p) => upload(p) },
  { name: 'GET /api/admin/users', allowed: ADMIN, run: (p) => status(users.GET, p, '/api/admin/users?search=a') },
  {
    name: 'PATCH /api/admin/users/{id}/roles',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await createUser()).user._id);
      return status(roles.PATCH, p, `/api/admin/users/${id}/roles`, { method: 'PATCH', params: { id }, body: { isImportCompany: true } });
    },
  },
  {
    name: 'GET /api/admin/users/{id}/roles',
    allowed: ADMIN,
    run: (p) => {
      const id = String(people.buyer._id);
      return status(roles.GET, p, `/api/admin/users/${id}/roles`, { params: { id } });
    },
  },
  {
    name: 'GET /api/admin/users/{id}/wallet',
    allowed: ADMIN,
    run: (p) => {
      const id = String(people.buyer._id);
      return status(wallet.GET, p, `/api/admin/users/${id}/wallet`, { params: { id } });
    },
  },
  {
    name: 'PATCH /api/admin/users/{id}/wallet',
    allowed: ADMIN,
    run: (p) => {
      const id = String(people.buyer._id);
      return status(wallet.PATCH, p, `/api/admin/users/${id}/wallet`, { method: 'PATCH', params: { id }, body: { amount: 1, reason: 'Prueba de acceso' } });
    },
  },
  { name: 'GET /api/admin/products', allowed: ADMIN, run: (p) => status(products.GET, p, '/api/admin/products?filter=promoted') },
  {
    name: 'PATCH /api/admin/products/{id}',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await sellersProduct())._id);
      return status(product.PATCH, p, `/api/admin/products/${id}`, { method: 'PATCH', params: { id }, body: { promoted: true } });
    },
  },
  {
    name: 'PUT /api/admin/products/{id}/hidden',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await sellersProduct())._id);
      return status(productHidden.PUT, p, `/api/admin/products/${id}/hidden`, { method: 'PUT', params: { id }, body: { hidden: true } });
    },
  },
  { name: 'GET /api/sellingData/hidden', allowed: ['seller'], run: (p) => status(ownHidden.GET, p, '/api/sellingData/hidden') },
  {
    name: 'DELETE /api/admin/products/{id}',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await sellersProduct())._id);
      return status(product.DELETE, p, `/api/admin/products/${id}`, { method: 'DELETE', params: { id } });
    },
  },
  { name: 'GET /api/admin/categories', allowed: ADMIN, run: (p) => status(categories.GET, p, '/api/admin/categories') },
  {
    name: 'POST /api/admin/categories',
    allowed: ADMIN,
    run: (p) => status(categories.POST, p, '/api/admin/categories', { method: 'POST', body: { name: unique('Categoría') } }),
  },
  {
    name: 'PATCH /api/admin/categories/{id}',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await createCategory(unique('Cat')))._id);
      return status(category.PATCH, p, `/api/admin/categories/${id}`, { method: 'PATCH', params: { id }, body: { order: 3 } });
    },
  },
  {
    name: 'DELETE /api/admin/categories/{id}',
    allowed: ADMIN,
    run: async (p) => {
      const id = String((await createCategory(unique('Vacía')))._id);
      return status(category.DELETE, p, `/api/admin/categories/${id}`, { method: 'DELETE', params: { id } });
    },
  },
  { name: 'GET /api/admin/distributors', allowed: ADMIN, run: (p) => status(distributors.GET, p, '/api/admin/distributors') },
  {
    name: 'PATCH /api/admin/distributors/{id}',
    allowed: ADMIN,
    run: (p) => {
      const id = String(people.seller._id);
      const body = { importCompanyName: 'Tienda', importCompanyPercent: 10, importCompanyMinPercent: 5, importCompanyMaxPercent: 20 };
      return status(distributor.PATCH, p, `/api/admin/distributors/${id}`, { method: 'PATCH', params: { id }, body });
    },
  },
  { name: 'GET /api/admin/finances', allowed: ADMIN, run: (p) => status(finances.GET, p, '/api/admin/finances') },
  {
    name: 'GET /api/admin/finances.csv',
    allowed: ADMIN,
    run: async (p) => {
      const answer = await financesCsv.GET(new Request('http://localhost/api/admin/finances.csv', { headers: p.token ? { authorization: p.token } : {} }), {
        params: Promise.resolve({}),
      });
      return answer.status;
    },
  },
  { name: 'GET /api/admin/currency', allowed: ADMIN, run: (p) => status(currency.GET, p, '/api/admin/currency') },
  {
    name: 'PUT /api/admin/currency',
    allowed: ADMIN,
    run: (p) => status(currency.PUT, p, '/api/admin/currency', { method: 'PUT', body: { currency: 'eur', value: 0.9 + (++n % 10) / 100 } }),
  },
  { name: 'GET /api/admin/currency/history', allowed: ADMIN, run: (p) => status(currencyHistory.GET, p, '/api/admin/currency/history?currency=eur') },
];

beforeAll(async () => {
  people.visitor = {};
  const flags: Record<Exclude<Who, 'visitor'>, Record<string, boolean>> = {
    buyer: {},
    seller: { isImportCompany: true },
    orderAdmin: { isImportAdmin: true },
    superAdmin: { isSuperAdmin: true },
  };
  for (const [who, roleFlags] of Object.entries(flags)) {
    const { user, token } = await createUser(roleFlags);
    people[who as Who] = { token, _id: user._id };
  }
});

const expected = (row: Row, who: Who) => (who === 'visitor' ? 401 : row.allowed.includes(who) ? 200 : 403);

describe.each(ROWS.map((row) => [row.name, row] as const))('%s', (_, row) => {
  test.each(PEOPLE.map((who) => [who, expected(row, who)] as const))('%s → %i', async (who, code) => {
    expect(await row.run(people[who], who)).toBe(code);
  });
});
