import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { processes } from '@/scripts/test-support/process-memory';
import * as products from '@/app/api/admin/products/route';
import { updateProduct } from '../catalog/product-writes';
import { searchTokens } from '../catalog/search-text';
import { NEWEST_FIRST } from '../paging';
import { Product } from '@/models/Product';
import { textFilter } from './people';
import { deleteProduct, setProductHidden, updateProductFlags } from './products-service';
import type { AdminProductDto } from './dto';

withTestDatabase();

/** Each process keeps its own searched words (lib/admin/product-search.ts). */
const { asProcess } = processes(['__importaAdminSearch']);

test("the admin's name search, kept per process, answers what the database's own filter finds after listings are created, renamed, flagged, deleted or removed", async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user: seller } = await createUser({ isImportCompany: true });
  const list = (process: string, query: string) =>
    asProcess(process, async () => {
      const { status, body } = await call<{ count: number; products: AdminProductDto[] }>(products.GET, { url: `/api/admin/products?${query}`, token });
      expect(status).toBe(200);
      return { count: body.count, names: body.products.map((p) => p.name) };
    });
  // The database's answer to the same search: every listing not deleted whose name has a word starting with it, newest first.
  const expected = async (search: string, flags: Record<string, boolean> = {}, limit = 20) => {
    const found = await Product.find({ deleted: false, ...textFilter(search, ['name']) }, 'name promoted hidden')
      .sort(NEWEST_FIRST)
      .lean();
    const kept = found.filter((d) => Object.entries(flags).every(([flag, value]) => d[flag as 'promoted' | 'hidden'] === value));
    return { count: kept.length, names: kept.slice(0, limit).map((d) => d.name) };
  };
  const both = async (query: string, search: string, flags?: Record<string, boolean>, limit?: number) => {
    const want = await expected(search, flags, limit);
    expect(await list('one', query)).toEqual(want);
    expect(await list('two', query)).toEqual(want);
    return want;
  };

  const rice = await createProduct(seller, { name: 'Olla arrocera' });
  const express = await createProduct(seller, { name: 'Olla exprés' });
  await createProduct(seller, { name: 'Sartén', description: 'Para olla' });
  expect((await both('search=olla', 'olla')).count).toBe(2);

  // Process two writes: a new listing, a rename out of the word, a hidden and a promoted one; process one sees each at its next call.
  const clay = await createProduct(seller, { name: 'Olla de barro' });
  expect((await both('search=olla', 'olla')).names[0]).toBe('Olla de barro');
  await asProcess('two', () => updateProduct(express._id, { $set: { name: 'Cacerola exprés', searchTokens: searchTokens('Cacerola exprés') } }));
  expect(await both('search=OLLA', 'olla')).toMatchObject({ count: 2 });
  await setProductHidden(String(rice._id), true);
  await updateProductFlags(String(rice._id), { promoted: true });
  expect(await both('search=olla&filter=hidden', 'olla', { hidden: true })).toEqual({ count: 1, names: ['Olla arrocera'] });
  expect(await both('search=olla&filter=promoted', 'olla', { promoted: true })).toEqual({ count: 1, names: ['Olla arrocera'] });
  expect(await both('search=olla&limit=1&page=1', 'olla', {}, 1)).toMatchObject({ count: 2, names: ['Olla de barro'] });

  // A soft delete leaves; a listing removed outright (no write to see) is found by the word's count, and read again.
  await deleteProduct(String(rice._id));
  expect((await both('search=olla', 'olla')).count).toBe(1);
  await Product.collection.deleteOne({ _id: clay._id });
  expect(await both('search=olla', 'olla')).toEqual({ count: 0, names: [] });
});
