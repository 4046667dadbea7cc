import type { Types } from 'mongoose';
import * as products from '@/app/api/productsImport/route';
import * as product from '@/app/api/productsImport/[id]/route';
import * as ofDistributor from '@/app/api/productsImport/ofdistributor/[id]/route';
import * as hide from '@/app/api/admin/products/[id]/hidden/route';
import * as adminProducts from '@/app/api/admin/products/route';
import * as ownHidden from '@/app/api/sellingData/hidden/route';
import * as hiddenOne from '@/app/api/sellingData/hidden/[id]/route';
import sitemap from '@/app/sitemap';
import type { AdminProductDto } from '@/lib/admin/dto';
import type { ProductDto } from '@/lib/catalog/dto';
import { listDistributors } from '@/lib/catalog/distributors';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

/*
 * A listing a super admin hides leaves every shopper read of both catalogue engines (lists, search,
 * top sellers, the distributor's page, the detail, the sitemap and 'COLABORACIONES'); its owner and
 * super admins still reach it; showing it again brings it back.
 */
describe('listings hidden by a super admin', () => {
  useTestDatabase();
  const people = {} as Record<'admin' | 'owner' | 'other' | 'buyer', string>;
  let owner: { _id: Types.ObjectId };

  beforeAll(async () => {
    people.admin = (await createUser({ isSuperAdmin: true })).token;
    const created = await createUser({ isImportCompany: true, importCompanyName: 'Zafiro Import' });
    owner = created.user;
    people.owner = created.token;
    people.other = (await createUser({ isImportCompany: true })).token;
    people.buyer = (await createUser()).token;
  });

  const setHidden = (id: string, hidden: boolean, token = people.admin) =>
    call<{ _id: string; hidden: boolean }>(hide.PUT, { url: `/api/admin/products/${id}/hidden`, method: 'PUT', token, params: { id }, body: { hidden } });
  const listIds = async (query: string) => (await call<ProductDto[]>(products.GET, { url: `/api/productsImport?${query}` })).body.map((p) => p._id);
  const detail = async (id: string) => (await call<ProductDto | null>(product.GET, { url: `/api/productsImport/${id}`, params: { id } })).body;
  const distributorIds = async (id: string) =>
    (await call<ProductDto[]>(ofDistributor.GET, { url: `/api/productsImport/ofdistributor/${id}?page=1`, params: { id } })).body.map((p) => p._id);
  const sitemapUrls = async () => (await sitemap()).map((entry) => entry.url);

  test('only a super admin may hide, and only through the hide call', async () => {
    const id = String((await createProduct(owner, { name: 'Reloj de pared' }))._id);
    expect((await setHidden(id, true, people.owner)).status).toBe(403);
    expect((await setHidden(id, true, people.buyer)).status).toBe(403);
    expect((await call(hide.PUT, { url: `/api/admin/products/${id}/hidden`, method: 'PUT', params: { id }, body: { hidden: true } })).status).toBe(401);
    expect((await setHidden('5f1d7f1c2b3a4d5e6f708192', true)).status).toBe(404);
  });

  describe.each<CatalogEngine>(['memory', 'database'])('%s engine', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('hidden: out of every shopper read; shown again: back', async () => {
      const name = `Tostadora ${engine}`;
      const id = String((await createProduct(owner, { name, salesCount: 10_000 }))._id);
      const sellerId = String(owner._id);
      const visibleEverywhere = async () => [
        (await listIds('page=1&limit=50')).includes(id),
        (await listIds(`searchPhrase=tostadora%20${engine}`)).includes(id),
        (await listIds('topSellProducts=true')).includes(id),
        (await distributorIds(sellerId)).includes(id),
        (await detail(id))?._id === id,
        (await sitemapUrls()).some((url) => url.endsWith(`/products/detail/${id}`)),
      ];
      expect(await visibleEverywhere()).toEqual([true, true, true, true, true, true]);

      expect((await setHidden(id, true)).body).toEqual({ _id: id, hidden: true });
      expect(await visibleEverywhere()).toEqual([false, false, false, false, false, false]);

      // The owner and super admins still reach it; another seller and buyers do not.
      expect((await call<ProductDto>(hiddenOne.GET, { url: `/api/sellingData/hidden/${id}`, token: people.owner, params: { id } })).body.name).toBe(name);
      expect((await call(hiddenOne.GET, { url: `/api/sellingData/hidden/${id}`, token: people.admin, params: { id } })).status).toBe(200);
      expect((await call(hiddenOne.GET, { url: `/api/sellingData/hidden/${id}`, token: people.other, params: { id } })).status).toBe(404);
      expect((await call(hiddenOne.GET, { url: `/api/sellingData/hidden/${id}`, token: people.buyer, params: { id } })).status).toBe(404);
      const own = await call<ProductDto[]>(ownHidden.GET, { url: '/api/sellingData/hidden', token: people.owner });
      expect(own.body.map((p) => p._id)).toContain(id);
      const adminList = await call<{ products: AdminProductDto[] }>(adminProducts.GET, { url: '/api/admin/products?filter=hidden', token: people.admin });
      expect(adminList.body.products.find((p) => p._id === id)).toMatchObject({ hidden: true, available: true });

      expect((await setHidden(id, false)).body).toEqual({ _id: id, hidden: false });
      expect(await visibleEverywhere()).toEqual([true, true, true, true, true, true]);
      expect((await call(hiddenOne.GET, { url: `/api/sellingData/hidden/${id}`, token: people.owner, params: { id } })).status).toBe(404);
    });

    test('listDistributors: import companies with a visible listing, with their counts', async () => {
      const { user: onlyHidden } = await createUser({ isImportCompany: true, importCompanyName: `Oculta ${engine}` });
      const { user: onlyDeleted } = await createUser({ isImportCompany: true, importCompanyName: `Borrada ${engine}` });
      const { user: shop } = await createUser({ isImportCompany: true, importCompanyName: `Activa ${engine}`, profilePictureUrl: '/media/logo.webp' });
      const { user: formerSeller } = await createUser({ isImportCompany: false, name: `Antiguo ${engine}` });
      await createProduct(onlyDeleted, { deleted: true });
      await createProduct(shop, { name: 'Ventilador' });
      await createProduct(shop, { name: 'Batidora' });
      await createProduct(formerSeller, { name: 'Sartén' });
      const hiddenId = String((await createProduct(onlyHidden, { name: 'Plancha' }))._id);
      const hiddenShop = String((await createProduct(shop, { name: 'Freidora' }))._id);
      setCatalogEngine(engine); // the fixtures write around the catalogue service: the memory index is read anew
      await setHidden(hiddenId, true);
      await setHidden(hiddenShop, true);

      const distributors = await listDistributors();
      const mine = distributors.filter((d) => d.name.endsWith(engine));
      expect(mine).toEqual([{ _id: String(shop._id), name: `Activa ${engine}`, pictureUrl: '/media/logo.webp', listings: 2 }]);
      const urls = await sitemapUrls();
      const distributorUrls = urls.filter((url) => url.includes('/distributor/'));
      expect(distributorUrls.map((url) => url.split('/').pop()).sort()).toEqual(distributors.map((d) => d._id).sort());
      expect(urls.some((url) => url.endsWith(`/distributor/${onlyHidden._id}`))).toBe(false);
      expect(urls.some((url) => url.endsWith(`/distributor/${shop._id}`))).toBe(true);
    });
  });
});
