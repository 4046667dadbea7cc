import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as roles from '@/app/api/admin/users/[id]/roles/route';
import * as users from '@/app/api/admin/users/route';
import * as products from '@/app/api/admin/products/route';
import * as product from '@/app/api/admin/products/[id]/route';
import * as hidden from '@/app/api/admin/products/[id]/hidden/route';
import * as categories from '@/app/api/admin/categories/route';
import * as category from '@/app/api/admin/categories/[id]/route';
import * as distributor from '@/app/api/admin/distributors/[id]/route';
import * as currency from '@/app/api/admin/currency/route';
import * as currencyHistory from '@/app/api/admin/currency/history/route';
import { messages } from '../messages';
import { CurrencyRate } from '@/models/CurrencyRate';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import type { AdminCategoryDto } from './dto';
import type { AdminProductDto } from './dto';
import type { RateChangeDto, RateDto } from './dto';
import type { AdminUserDto } from './dto';

withTestDatabase();

const a = messages.admin;
let token: string;
let adminId: string;
beforeAll(async () => {
  const admin = await createUser({ isSuperAdmin: true });
  token = admin.token;
  adminId = String(admin.user._id);
});

type Msg = { message?: string };

test("roles: grant and remove, never one's own super admin flag; users found by name without accents", async () => {
  const { user } = await createUser({ name: 'José', lastName: 'Martí', email: 'jose.marti@prueba.cu' });
  const id = String(user._id);
  const granted = await call<AdminUserDto>(roles.PATCH, {
    url: `/api/admin/users/${id}/roles`,
    method: 'PATCH',
    token,
    params: { id },
    body: { isImportCompany: true, isImportAdmin: true },
  });
  expect(granted.body).toMatchObject({ isImportCompany: true, isImportAdmin: true, isSuperAdmin: false });
  await call(roles.PATCH, { url: `/api/admin/users/${id}/roles`, method: 'PATCH', token, params: { id }, body: { isImportAdmin: false } });
  expect(await User.findById(id, 'isImportCompany isImportAdmin').lean()).toMatchObject({ isImportCompany: true, isImportAdmin: false });
  const own = await call<Msg>(roles.PATCH, {
    url: `/api/admin/users/${adminId}/roles`,
    method: 'PATCH',
    token,
    params: { id: adminId },
    body: { isSuperAdmin: false },
  });
  expect([own.status, own.body.message]).toEqual([400, a.users.ownSuperAdmin]);
  const found = await call<{ count: number; users: AdminUserDto[] }>(users.GET, { url: '/api/admin/users?search=jose', token });
  expect(found.body.users.map((u) => u.email)).toEqual(['jose.marti@prueba.cu']);
  expect(JSON.stringify(found.body)).not.toMatch(/passwordHash|sessionVersion|couponCode/);
});

test('products: promote, hide, search and delete', async () => {
  const { user: seller } = await createUser({ isImportCompany: true, name: 'Tienda' });
  const olla = await createProduct(seller, { name: 'Olla arrocera' });
  await createProduct(seller, { name: 'Batidora' });
  const id = String(olla._id);
  const patch = (body: unknown) => call(product.PATCH, { url: `/api/admin/products/${id}`, method: 'PATCH', token, params: { id }, body });
  expect((await patch({ promoted: true })).body).toEqual({ _id: id, promoted: true, hidden: false });
  const hideCall = await call(hidden.PUT, { url: `/api/admin/products/${id}/hidden`, method: 'PUT', token, params: { id }, body: { hidden: true } });
  expect(hideCall.body).toEqual({ _id: id, hidden: true });
  expect((await patch({ available: false })).status).toBe(400);
  const list = (query: string) => call<{ count: number; products: AdminProductDto[] }>(products.GET, { url: `/api/admin/products?${query}`, token });
  expect((await list('filter=promoted')).body.products.map((p) => p.name)).toEqual(['Olla arrocera']);
  expect((await list('filter=hidden')).body.products.map((p) => p.name)).toEqual(['Olla arrocera']);
  expect((await list('search=ARROCERA')).body.products.map((p) => [p.name, p.seller.name])).toEqual([['Olla arrocera', 'Tienda Pérez']]);
  // A search pages like the list, newest first, and matches only at a word's start of the name.
  await createProduct(seller, { name: 'Olla exprés', description: 'No es una arrocera' });
  await createProduct(seller, { name: 'Sartén', description: 'Para olla' });
  expect((await list('search=olla&limit=1&page=1')).body).toMatchObject({ count: 2, products: [{ name: 'Olla exprés' }] });
  expect((await list('search=olla&limit=1&page=2')).body).toMatchObject({ count: 2, products: [{ name: 'Olla arrocera' }] });
  expect((await list('search=olla&limit=1&page=3')).body).toMatchObject({ count: 2, products: [] });
  expect((await list('search=arro')).body.products.map((p) => p.name)).toEqual(['Olla arrocera']);
  // A search beside a filter keeps only the listings of both (the flags are checked after the word index).
  expect((await list('search=olla&filter=hidden')).body).toMatchObject({ count: 1, products: [{ name: 'Olla arrocera' }] });
  expect((await list('search=olla&filter=promoted')).body).toMatchObject({ count: 1, products: [{ name: 'Olla arrocera' }] });
  expect((await list('search=batidora&filter=promoted')).body).toEqual({ count: 0, products: [] });
  expect((await call(product.DELETE, { url: `/api/admin/products/${id}`, method: 'DELETE', token, params: { id } })).status).toBe(200);
  expect((await Product.findById(id, 'deleted').lean())!.deleted).toBe(true);
  expect((await list('search=olla')).body.count).toBe(1);
  expect((await patch({ promoted: false })).status).toBe(404);
});

test('categories: create, unique name, rename copied to listings, delete only when empty', async () => {
  const created = await call<AdminCategoryDto>(categories.POST, {
    url: '/api/admin/categories',
    method: 'POST',
    token,
    body: { name: 'Jardín', order: 4, sizeKind: null },
  });
  expect(created.status).toBe(200);
  const id = created.body._id;
  const again = await call<Msg>(categories.POST, { url: '/api/admin/categories', method: 'POST', token, body: { name: 'Jardín' } });
  expect([again.status, again.body.message]).toEqual([409, a.categories.duplicate]);

  const { user: seller } = await createUser({ isImportCompany: true });
  const listed = await createProduct(seller, { category: { _id: created.body._id, name: 'Jardín' } });
  const renamed = await call<AdminCategoryDto>(category.PATCH, {
    url: `/api/admin/categories/${id}`,
    method: 'PATCH',
    token,
    params: { id },
    body: { name: 'Jardinería', iconUrl: '/media/2025-01/abc.webp' },
  });
  expect(renamed.body).toMatchObject({ name: 'Jardinería', iconUrl: '/media/2025-01/abc.webp', products: 1 });
  expect((await Product.findById(listed._id).lean())?.category?.name).toBe('Jardinería');

  const all = await call<AdminCategoryDto[]>(categories.GET, { url: '/api/admin/categories', token });
  expect(all.body.find((c) => c._id === id)?.products).toBe(1);
  const refused = await call<Msg>(category.DELETE, { url: `/api/admin/categories/${id}`, method: 'DELETE', token, params: { id } });
  expect([refused.status, refused.body.message]).toEqual([409, a.categories.notEmpty]);
  await call(product.DELETE, { url: `/api/admin/products/${listed._id}`, method: 'DELETE', token, params: { id: String(listed._id) } });
  expect((await call(category.DELETE, { url: `/api/admin/categories/${id}`, method: 'DELETE', token, params: { id } })).status).toBe(200);
  expect((await call(category.DELETE, { url: `/api/admin/categories/${id}`, method: 'DELETE', token, params: { id } })).status).toBe(404);
  expect((await createCategory('Otra')).name).toBe('Otra');
});

test('distributors: percent within its bounds, provinces and municipalities checked, only import companies', async () => {
  const { user: seller } = await createUser({ isImportCompany: true });
  const id = String(seller._id);
  const patch = (body: unknown, target = id) =>
    call<Msg & Record<string, unknown>>(distributor.PATCH, { url: `/api/admin/distributors/${target}`, method: 'PATCH', token, params: { id: target }, body });
  const terms = {
    importCompanyName: 'Importadora Caribe',
    importCompanyPercent: 12,
    importCompanyMinPercent: 5,
    importCompanyMaxPercent: 20,
    importCompanyFastDelivery: true,
    deliveryCosts: [
      { provinceName: 'La Habana', available: true, isFree: { always: false, above: true, aboveNumber: 100 }, municipalities: [{ name: 'Playa', cost: 3.5 }] },
    ],
  };
  const saved = await patch(terms);
  expect(saved.status).toBe(200);
  expect(await User.findById(id).lean()).toMatchObject({ importCompanyName: 'Importadora Caribe', importCompanyPercent: 12, importCompanyFastDelivery: true });
  expect((await patch({ ...terms, importCompanyPercent: 30 })).body.message).toBe(a.distributors.percentRange);
  expect((await patch({ ...terms, deliveryCosts: [{ provinceName: 'La Habana', municipalities: [{ name: 'Viñales', cost: 1 }] }] })).body.message).toBe(
    a.distributors.provinceInvalid,
  );
  expect((await patch({ ...terms, deliveryCosts: [{ provinceName: 'Narnia' }] })).body.message).toBe(a.distributors.provinceInvalid);
  const buyer = String((await createUser()).user._id);
  expect((await patch(terms, buyer)).status).toBe(404);
});

test('exchange rates: each change kept with author and previous value; the rate card payments read is the saved one', async () => {
  const put = (body: unknown) => call<RateDto & Msg>(currency.PUT, { url: '/api/admin/currency', method: 'PUT', token, body });
  expect((await put({ currency: 'eur', value: 0.92 })).body).toMatchObject({ currency: 'eur', value: 0.92, updatedBy: { _id: adminId } });
  await put({ currency: 'eur', value: 0.95 });
  await put({ currency: 'mxn', value: 17.25 });
  expect((await put({ currency: 'eur', value: 0 })).body.message).toBe(a.currency.valueInvalid);
  expect((await put({ currency: 'usd', value: 1 })).status).toBe(400);
  // lib/payments/checkout.ts reads CurrencyRate.findOne({ currency }).value when a card checkout opens.
  expect((await CurrencyRate.findOne({ currency: 'eur' }, 'value').lean())!.value).toBe(0.95);

  const rates = await call<{ rates: RateDto[] }>(currency.GET, { url: '/api/admin/currency', token });
  expect(rates.body.rates.map((r) => [r.currency, r.value])).toEqual([
    ['eur', 0.95],
    ['mxn', 17.25],
  ]);
  const history = await call<{ count: number; changes: RateChangeDto[] }>(currencyHistory.GET, { url: '/api/admin/currency/history?currency=eur', token });
  expect(history.body.changes.map((c) => [c.previousValue, c.value, c.changedBy._id])).toEqual([
    [0.92, 0.95, adminId],
    [null, 0.92, adminId],
  ]);
  expect(history.body.changes.every((c) => !Number.isNaN(Date.parse(c.createdAt)))).toBe(true);
});
