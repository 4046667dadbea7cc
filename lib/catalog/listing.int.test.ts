import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import * as distributor from '@/app/api/admin/distributors/[id]/route';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { messages } from '@/lib/messages';
import { Product } from '@/models/Product';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

const m = messages.listing;
const tokens: Record<'seller' | 'other' | 'buyer' | 'admin', string> = { seller: '', other: '', buyer: '', admin: '' };
let sellerId = '';
let categoryId = '';
let clothingId = '';

const valid = (fields: Record<string, unknown> = {}) => ({
  name: 'Licuadora Oster',
  description: 'Vaso de vidrio',
  price: 40,
  category: categoryId,
  availableCount: 8,
  weight: 2,
  ...fields,
});
const create = (body: unknown, token: string | undefined = tokens.seller) =>
  call<ProductDto & { message?: string }>(products.POST, { url: '/api/productsImport', method: 'POST', body, token });
const edit = (id: string, body: unknown, token: string | undefined = tokens.seller) =>
  call<ProductDto & { message?: string }>(product.PUT, { url: `/api/productsImport/${id}`, method: 'PUT', body, token, params: { id } });
const toggle = (id: string, available: boolean, token: string | undefined) =>
  call<{ _id: string; available: boolean }>(products.PATCH, {
    url: '/api/productsImport/',
    method: 'PATCH',
    body: { _id: id, available: true, availableChecked: available },
    token,
  });
const remove = (id: string, token: string | undefined) =>
  call<{ ok: boolean }>(product.DELETE, { url: `/api/productsImport/${id}`, method: 'DELETE', token, params: { id } });
const search = async (phrase: string) =>
  (await call<ProductDto[]>(products.GET, { url: `/api/productsImport?searchPhrase=${encodeURIComponent(phrase)}` })).body;

describe('seller listings', () => {
  useTestDatabase();

  beforeAll(async () => {
    const seller = await createUser({ isImportCompany: true });
    sellerId = String(seller.user._id);
    tokens.seller = seller.token;
    tokens.other = (await createUser({ isImportCompany: true })).token;
    tokens.buyer = (await createUser()).token;
    tokens.admin = (await createUser({ isSuperAdmin: true })).token;
    categoryId = String((await createCategory('Electrodomésticos'))._id);
    clothingId = String((await createCategory('Ropa', 'clothing'))._id);
  });

  describe.each<CatalogEngine>(['memory', 'database'])('listing writes (%s engine)', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('a seller creates a listing; server fields in the body are ignored', async () => {
      const intruder = { user: '5f1d7f1c2b3a4d5e6f708192', promoted: true, viewsCount: 99, salesCount: 7, totalPrice: 1, searchTokens: ['x'], deleted: true };
      const answer = await create(valid({ name: `Batidora ${engine}`, ...intruder }));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: `Batidora ${engine}`, price: 40, importCost: 24, totalPrice: 64, promoted: false, viewsCount: 0 });
      const stored = (await Product.findById(answer.body._id).lean())!;
      expect(stored).toMatchObject({ promoted: false, viewsCount: 0, salesCount: 0, totalPrice: 64, deleted: false });
      expect(String(stored.user)).toBe(sellerId);
      expect(stored.searchTokens).toEqual(expect.arrayContaining(['batidora', 'vaso', 'vidrio']));
      expect((await search(`batidora ${engine}`)).map((p) => p._id)).toEqual([answer.body._id]);
    });

    test('only sellers create: 401 without token, 403 for a buyer', async () => {
      expect((await create(valid(), '')).status).toBe(401);
      expect((await create(valid(), tokens.buyer)).status).toBe(403);
    });

    test.each<[string, Record<string, unknown>, string]>([
      ['no name', { name: '  ' }, m.nameRequired],
      ['long name', { name: 'x'.repeat(121) }, m.nameTooLong(120)],
      ['long description', { description: 'x'.repeat(4001) }, m.descriptionTooLong(4000)],
      ['price 0', { price: 0 }, m.price(0.01, 100000)],
      ['price too high', { price: 100000.01 }, m.price(0.01, 100000)],
      ['no category', { category: undefined }, m.categoryRequired],
      ['unknown category', { category: '5f1d7f1c2b3a4d5e6f708192' }, m.categoryNotFound],
      ['fractional stock', { availableCount: 1.5 }, m.availableCount],
      ['max count 0', { maxCount: 0 }, m.maxCount],
      ['negative weight', { weight: -1 }, m.measures],
      ['sizes where there are none', { availableCountByTags: [{ size: 'M', color: 'rojo', availableCount: 1 }] }, m.noSizes],
      ['hours 13', { deliveryCalendar: { allowed: true, minTime: { hours: 13, minutes: 0, ampm: 'AM' } } }, m.hours],
      ['minutes 7', { deliveryCalendar: { allowed: true, minTime: { hours: 9, minutes: 7, ampm: 'AM' } } }, m.minutes],
      ['no AM/PM', { deliveryCalendar: { allowed: true, maxTime: { hours: 9, minutes: 0, ampm: 'XX' } } }, m.ampm],
      ['min hours above max', { deliveryCalendar: { minHoursTime: 48, maxHoursTime: 24 } }, m.maxHoursTime(336)],
      ['min hours 0', { deliveryCalendar: { minHoursTime: 0 } }, m.minHoursTime(336)],
      ['fixed earning 1001', { platformEarningType: 'fixed', fixedPlatformEarning: 1001 }, m.fixedEarning(1000)],
      ['percent 101', { percent: 101 }, m.percentEarning(100)],
      ['unknown province', { regions: ['Narnia'] }, m.province],
      ['script image url', { mainImageUrl: 'javascript:alert(1)' }, m.imageUrl],
    ])('validation: %s', async (_label, fields, message) => {
      const answer = await create(valid(fields));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });

    test('clothing sizes come from the reference list', async () => {
      const tag = (size: string) => ({ category: clothingId, availableCountByTags: [{ size, color: 'azul', availableCount: 2 }] });
      expect((await create(valid(tag('XXXL')))).body.message).toBe(m.sizeInvalid);
      expect((await create(valid(tag('XL')))).status).toBe(200);
    });

    test('the owner edits; others get 403, no token 401, missing 404', async () => {
      const id = (await create(valid({ name: `Tostadora ${engine}` }))).body._id;
      expect((await edit(id, valid({ name: 'Ajena' }), tokens.other)).status).toBe(403);
      expect((await edit(id, valid({ name: 'Ajena' }), '')).status).toBe(401);
      expect((await edit('5f1d7f1c2b3a4d5e6f708192', valid())).status).toBe(404);
      const answer = await edit(id, valid({ name: `Freidora ${engine}`, price: 50, viewsCount: 5, promoted: true }));
      expect(answer.body).toMatchObject({ _id: id, name: `Freidora ${engine}`, price: 50, totalPrice: 74, promoted: false, viewsCount: 0 });
      // One word: a search of two would rank the products holding only the second one.
      expect(await search('tostadora ')).toEqual([]);
      expect((await search(`freidora ${engine}`)).map((p) => p._id)).toEqual([id]);
    });

    test('availability: the owner only (403 for another seller, 401 without token)', async () => {
      const id = (await create(valid({ name: `Microondas ${engine}` }))).body._id;
      expect((await toggle(id, false, tokens.other)).status).toBe(403);
      expect((await toggle(id, false, undefined)).status).toBe(401);
      const answer = await toggle(id, false, tokens.seller);
      expect(answer).toMatchObject({ status: 200, body: { _id: id, available: false } });
      expect((await search(`microondas ${engine}`))[0].available).toBe(false);
      expect((await toggle(id, true, tokens.seller)).body).toEqual({ _id: id, available: true });
    });

    test('delete: the owner or a super admin (403 for others); the product disappears', async () => {
      const mine = (await create(valid({ name: `Plancha ${engine}` }))).body._id;
      const theirs = (await create(valid({ name: `Cafetera ${engine}` }))).body._id;
      expect((await remove(mine, tokens.other)).status).toBe(403);
      expect((await remove(mine, tokens.buyer)).status).toBe(403);
      expect((await remove(mine, undefined)).status).toBe(401);
      expect(await remove(mine, tokens.seller)).toMatchObject({ status: 200, body: { ok: true } });
      expect(await remove(theirs, tokens.admin)).toMatchObject({ status: 200, body: { ok: true } });
      expect((await Product.findById(mine).lean())!.deleted).toBe(true);
      expect((await call(product.GET, { url: `/api/productsImport/${mine}`, params: { id: mine } })).body).toBeNull();
      expect(await search('plancha ')).toEqual([]);
      expect(await search('cafetera ')).toEqual([]);
      expect((await remove(mine, tokens.seller)).status).toBe(404);
    });
  });
  test('the server applies what an admin set on the seller: manual import cost, fast delivery, percent range (decision 19.7)', async () => {
    const seller = await createUser({ isImportCompany: true });
    const sellerId2 = String(seller.user._id);
    const setTerms = async (terms: Record<string, unknown>) => {
      const answer = await call(distributor.PATCH, {
        url: `/api/admin/distributors/${sellerId2}`,
        method: 'PATCH',
        token: tokens.admin,
        params: { id: sellerId2 },
        body: { importCompanyPercent: 10, importCompanyMinPercent: 0, importCompanyMaxPercent: 100, ...terms },
      });
      expect(answer.status).toBe(200);
    };
    await setTerms({ isManualImportCost: false, importCompanyFastDelivery: false, importCompanyMinPercent: 5, importCompanyMaxPercent: 30 });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ isManualImportCost: true, importCost: 0 }, 'isManualImportCost', m.manualImportCostNotAllowed], // the review's listing
      [{ fastDelivery: true }, 'fastDelivery', m.fastDeliveryNotAllowed],
      [{ platformEarningType: 'percent', percent: 0 }, 'percent', m.percentOutsideSellerRange(5, 30)],
      [{ platformEarningType: 'percent', percent: 31 }, 'percent', m.percentOutsideSellerRange(5, 30)],
      // A fixed earning is held to what 5-30 % take of the 40 USD price (the second review listed a fixed 0).
      [{ platformEarningType: 'fixed', fixedPlatformEarning: 0 }, 'fixedPlatformEarning', m.fixedOutsideSellerRange(1.9, 9.23)],
      [{ platformEarningType: 'fixed', fixedPlatformEarning: 9.24 }, 'fixedPlatformEarning', m.fixedOutsideSellerRange(1.9, 9.23)],
    ];
    const before = await Product.countDocuments();
    for (const [fields, field, message] of refusals) {
      const answer = await create(valid({ name: 'Nevera fuera de términos', percent: 10, ...fields }), seller.token);
      expect([answer.status, answer.body.message, (answer.body as unknown as { field: string }).field]).toEqual([400, message, field]);
    }
    expect(await Product.countDocuments()).toBe(before);

    // Within the terms it is accepted (a fixed earning within what the percents take); an edit is held to them too and changes nothing.
    const created = await create(valid({ name: 'Nevera en términos', percent: 5 }), seller.token);
    expect(created.status).toBe(200);
    expect(
      (await create(valid({ name: 'Nevera con ganancia fija', platformEarningType: 'fixed', fixedPlatformEarning: 2, percent: 0 }), seller.token)).status,
    ).toBe(200);
    const stored = await Product.findById(created.body._id).lean();
    for (const [fields, field, message] of refusals) {
      const answer = await edit(created.body._id, valid({ name: 'Nevera cambiada', percent: 10, ...fields }), seller.token);
      expect([answer.status, answer.body.message, (answer.body as unknown as { field: string }).field]).toEqual([400, message, field]);
    }
    expect(await Product.findById(created.body._id).lean()).toEqual(stored);

    // Once the admin allows them, the same listing is accepted.
    await setTerms({ isManualImportCost: true, importCompanyFastDelivery: true });
    const allowed = await edit(
      created.body._id,
      valid({ name: 'Nevera rápida', isManualImportCost: true, importCost: 3, fastDelivery: true, percent: 0 }),
      seller.token,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ isManualImportCost: true, importCost: 3, fastDelivery: true });
  });

  test("a listing sent without a percent takes the seller's own importCompanyPercent, on create and on edit", async () => {
    const seller = await createUser({ isImportCompany: true });
    const id = String(seller.user._id);
    const terms = { importCompanyPercent: 12, importCompanyMinPercent: 5, importCompanyMaxPercent: 30 };
    expect(
      (await call(distributor.PATCH, { url: `/api/admin/distributors/${id}`, method: 'PATCH', token: tokens.admin, params: { id }, body: terms })).status,
    ).toBe(200);
    const created = await create(valid({ name: 'Nevera sin porcentaje' }), seller.token);
    expect([created.status, created.body.message]).toEqual([200, undefined]);
    expect(await Product.findById(created.body._id).lean()).toMatchObject({ platformEarningType: 'percent', percent: 12 });
    const edited = await edit(created.body._id, valid({ name: 'Nevera editada sin porcentaje' }), seller.token);
    expect(edited.status).toBe(200);
    expect(await Product.findById(created.body._id).lean()).toMatchObject({ name: 'Nevera editada sin porcentaje', percent: 12 });
    // A percent the seller does send still has to lie within the record's range.
    expect((await create(valid({ name: 'Nevera al 40', percent: 40 }), seller.token)).status).toBe(400);
  });
});
