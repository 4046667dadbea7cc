import type { ProductDto } from '@/lib/catalog/dto';
import { asFavoritesMap, favoritesOf, refreshFavorite, toggleFavorite } from './favorites-map';

const product = (id: string, name = id) => ({ _id: id, name }) as ProductDto;

test('toggle adds then removes, per user', () => {
  let map = toggleFavorite({}, 'u1', product('a'));
  map = toggleFavorite(map, 'u1', product('b'));
  map = toggleFavorite(map, 'u2', product('a'));
  expect(favoritesOf(map, 'u1').map((p) => p._id)).toEqual(['a', 'b']);
  map = toggleFavorite(map, 'u1', product('a'));
  expect(favoritesOf(map, 'u1').map((p) => p._id)).toEqual(['b']);
  expect(favoritesOf(map, 'u2').map((p) => p._id)).toEqual(['a']);
});

test('refresh replaces only an existing favorite', () => {
  const map = toggleFavorite({}, 'u1', product('a', 'viejo'));
  expect(favoritesOf(refreshFavorite(map, 'u1', product('a', 'nuevo')), 'u1')[0].name).toBe('nuevo');
  expect(refreshFavorite(map, 'u1', product('z'))).toBe(map);
});

test.each<[unknown]>([[null], ['x'], [[1]], [42]])('malformed storage %j reads as empty', (value) => {
  expect(asFavoritesMap(value)).toEqual({});
  expect(favoritesOf(asFavoritesMap(value), 'u1')).toEqual([]);
});

test('entries without an id are skipped', () => expect(favoritesOf({ u1: { a: product('a'), b: {} as ProductDto } }, 'u1').map((p) => p._id)).toEqual(['a']));

test('a favourite is stored as FAVORITOS shows it, not as the whole product', () => {
  const whole = { _id: 'a', name: 'Olla', mainImageUrl: '/olla.webp', totalPrice: 12, description: 'larga', importCost: 3 } as unknown as ProductDto;
  const map = toggleFavorite({}, 'u1', whole);
  expect(map.u1.a).toEqual({ _id: 'a', name: 'Olla', mainImageUrl: '/olla.webp', totalPrice: 12 });
  expect(refreshFavorite(map, 'u1', { ...whole, name: 'Olla nueva' }).u1.a).toEqual({
    _id: 'a',
    name: 'Olla nueva',
    mainImageUrl: '/olla.webp',
    totalPrice: 12,
  });
});
