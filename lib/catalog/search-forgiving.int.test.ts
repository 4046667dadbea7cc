import type { Types } from 'mongoose';
import * as products from '@/app/api/productsImport/route';
import * as suggest from '@/app/api/productsImport/suggest/route';
import { Category } from '@/models/Category';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CatalogEngine } from '@/lib/catalog/engine';
import { setCatalogEngine } from '@/lib/catalog/reader';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { searchTokens } from '@/lib/catalog/search-text';

const names = async (phrase: string) => {
  const answer = await call<ProductDto[]>(products.GET, { url: `/api/productsImport?limit=50&searchPhrase=${encodeURIComponent(phrase)}` });
  expect(answer.status).toBe(200);
  return answer.body.map((product) => product.name).sort();
};

describe('search that forgives', () => {
  useTestDatabase();

  beforeAll(async () => {
    const category = await Category.create({ name: 'Hogar', order: 1, iconUrl: '/h.webp' });
    const seller = (await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'La Habana', available: true }] })).user;
    const add = (name: string, description = '') =>
      createProduct(seller as { _id: Types.ObjectId }, { name, description, category, price: 10, searchTokens: searchTokens(name, description) });
    await add('Televisor Samsung 55', 'Pantalla grande');
    await add('Olla arrocera eléctrica');
    await add('Cafetera italiana');
    await add('Café molido');
    // Created first, so newer products cannot be what puts it ahead of them.
    await add('Zapatos Nike Air', 'Suela de aire');
    await add('Samsung Galaxy A15 128 GB', 'Celular con doble SIM');
    await add('Tenis deportivos para correr', 'Malla transpirable');
    await add('Gorra Nike negra');
  });

  describe.each<CatalogEngine>(['memory', 'database'])('%s engine', (engine) => {
    beforeAll(() => setCatalogEngine(engine));
    afterAll(() => setCatalogEngine('auto'));

    test('accents and capitals never matter', async () => {
      expect(await names('ELECTRICA ')).toEqual(['Olla arrocera eléctrica']);
      expect(await names('cafe ')).toEqual(['Café molido']);
    });

    test('one typo in a word of 5+ letters still finds the product', async () => {
      expect(await names('televsor ')).toEqual(['Televisor Samsung 55']); // a letter missing
      expect(await names('arocera olla ')).toEqual(['Olla arrocera eléctrica']);
      expect(await names('pantala samsung')).toEqual(['Televisor Samsung 55']);
    });

    test('the word being typed may carry one typo too', async () => {
      expect(await names('tlevis')).toEqual(['Televisor Samsung 55']);
      expect(await names('cafet')).toEqual(['Cafetera italiana']);
    });

    test('two typos, or a typo in a short word, find nothing', async () => {
      expect(await names('tlevsor ')).toEqual([]);
      expect(await names('olka ')).toEqual([]);
    });

    test('a phone is found by the words shoppers use for it, not only the one its listing uses', async () => {
      for (const phrase of ['telefono', 'teléfono', 'TELÉFONO ', 'telefonos ', 'movil ', 'celular']) {
        expect([phrase, await names(phrase)]).toEqual([phrase, ['Samsung Galaxy A15 128 GB']]);
      }
    });

    test('a plural or a synonym finds the goods: zapatos finds the tenis too', async () => {
      expect(await names('zapatos ')).toEqual(['Tenis deportivos para correr', 'Zapatos Nike Air']);
      expect(await names('zapato nike')).toEqual(['Zapatos Nike Air']);
    });

    test('when no product holds every word, those holding the most come first instead of nothing', async () => {
      const answer = await call<ProductDto[]>(products.GET, { url: `/api/productsImport?limit=50&searchPhrase=${encodeURIComponent('zapatos nike rojos')}` });
      const ranked = answer.body.map((product) => product.name);
      expect(ranked[0]).toBe('Zapatos Nike Air'); // two of the three words
      expect(ranked.slice(1).sort()).toEqual(['Gorra Nike negra', 'Tenis deportivos para correr']); // one each, newest first
      expect(ranked.slice(1)).toEqual(['Gorra Nike negra', 'Tenis deportivos para correr']);
      const second = await call<ProductDto[]>(products.GET, {
        url: `/api/productsImport?limit=2&page=2&searchPhrase=${encodeURIComponent('zapatos nike rojos')}`,
      });
      expect(second.body.map((product) => product.name)).toEqual(['Tenis deportivos para correr']);
      expect(await names('olla nike samsung ')).toEqual([
        'Gorra Nike negra',
        'Olla arrocera eléctrica',
        'Samsung Galaxy A15 128 GB',
        'Televisor Samsung 55',
        'Zapatos Nike Air',
      ]);
    });

    test('suggestions: at most five names, text only', async () => {
      const answer = await call<{ suggestions: string[] }>(suggest.GET, { url: '/api/productsImport/suggest?q=cafe' });
      expect(answer.status).toBe(200);
      expect(answer.body.suggestions.sort()).toEqual(['Cafetera italiana', 'Café molido']);
      expect((await call<{ suggestions: string[] }>(suggest.GET, { url: '/api/productsImport/suggest?q=televsor' })).body.suggestions).toEqual([
        'Televisor Samsung 55',
      ]);
      expect((await call<{ suggestions: string[] }>(suggest.GET, { url: '/api/productsImport/suggest?q=' })).body.suggestions).toEqual([]);
    });
  });
});
