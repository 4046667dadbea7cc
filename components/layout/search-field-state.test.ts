import { awaitedPhrase, homeUrl, isOwnSearch, keyMove, stepActive } from './search-field-state';

test('a new phrase keeps the other filters, trims the text and goes back to page 1', () => {
  expect(homeUrl(new URLSearchParams('categoryId=c1&page=3&searchPhrase=old'), '  café ')).toBe('/?categoryId=c1&searchPhrase=caf%C3%A9');
});

test('an empty phrase drops the search key, and with nothing left the URL is the bare home', () => {
  expect(homeUrl(new URLSearchParams('searchPhrase=old&page=2'), '   ')).toBe('/');
});

test('the arrows cycle through the text box (-1) and the suggestions, both ways', () => {
  expect([stepActive(-1, 1, 3), stepActive(1, 1, 3), stepActive(2, 1, 3)]).toEqual([0, 2, -1]);
  expect([stepActive(-1, -1, 3), stepActive(0, -1, 3), stepActive(2, -1, 3)]).toEqual([2, -1, 1]);
});

test('Escape closes only an open list, Enter picks only a highlighted suggestion, arrows need suggestions', () => {
  expect(keyMove('Escape', true, 1, 3)).toBe('close');
  expect(keyMove('Escape', false, 1, 3)).toBeNull();
  expect(keyMove('Enter', true, 1, 3)).toBe('pick');
  expect(keyMove('Enter', true, -1, 3)).toBeNull();
  expect(keyMove('Enter', true, 3, 3)).toBeNull();
  expect(keyMove('Enter', false, 1, 3)).toBeNull();
  expect([keyMove('ArrowUp', false, -1, 3), keyMove('ArrowDown', true, 0, 3)]).toEqual(['up', 'down']);
  expect(keyMove('ArrowDown', false, -1, 0)).toBeNull();
  expect(keyMove('a', true, 1, 3)).toBeNull();
});

test('only our own search coming back to the URL leaves what the user typed since', () => {
  expect(isOwnSearch('zapatos', 'zapatos ')).toBe(true);
  expect(isOwnSearch('bolso', 'zapatos')).toBe(false);
  expect(isOwnSearch('', null)).toBe(false);
});

test('a search awaits its URL only on the home page and only when the URL will change', () => {
  expect(awaitedPhrase('bolso', true, 'zapatos')).toBe('bolso');
  expect(awaitedPhrase(' zapatos ', true, 'zapatos')).toBeNull();
  expect(awaitedPhrase('bolso', false, '')).toBeNull();
});
