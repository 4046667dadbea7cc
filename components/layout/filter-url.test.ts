import { categoryUrl, clearedFiltersUrl, filterFormUrl } from './filter-url';

const current = new URLSearchParams('searchPhrase=cafe&minPrice=5&maxPoints=9&region=Matanzas&fastDelivery=true&page=3');

test('a category keeps region and flags and clears text, price and points', () => {
  expect(categoryUrl(current, 'c1')).toBe('/?region=Matanzas&fastDelivery=true&categoryId=c1');
});

test('category 0 means all categories', () => {
  expect(categoryUrl(new URLSearchParams('categoryId=c1'), '0')).toBe('/');
});

test('the filter form writes filled fields and drops empty, zero and unchecked ones', () => {
  const form = new FormData();
  form.set('minPrice', ' 10 ');
  form.set('maxPrice', '0');
  form.set('possibleDiscount', 'true');
  expect(filterFormUrl(current, form)).toBe('/?searchPhrase=cafe&minPrice=10&region=Matanzas&possibleDiscount=true');
});

test('clearing filters keeps text and region', () => {
  expect(clearedFiltersUrl(current)).toBe('/?searchPhrase=cafe&region=Matanzas');
});
