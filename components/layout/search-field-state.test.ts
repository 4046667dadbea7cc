import { awaitedPhrase, followUrl, homeUrl, keyMove, stepActive } from './search-field-state';

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
  const open = { shown: true, active: 1, count: 3 };
  expect(keyMove('Escape', open)).toEqual({ kind: 'close' });
  expect(keyMove('Escape', { ...open, shown: false })).toBeNull();
  expect(keyMove('Enter', open)).toEqual({ kind: 'pick', index: 1 });
  expect(keyMove('Enter', { ...open, active: -1 })).toBeNull();
  expect(keyMove('Enter', { ...open, active: 3 })).toBeNull();
  expect(keyMove('ArrowUp', { ...open, shown: false })).toEqual({ kind: 'step', step: -1 });
  expect(keyMove('ArrowDown', { shown: false, active: -1, count: 0 })).toBeNull();
  expect(keyMove('a', open)).toBeNull();
});

test('our own search coming back to the URL leaves what the user typed since; any other URL change shows its text', () => {
  expect(followUrl('zapatos', { value: 'zapatos roj', sentPhrase: 'zapatos ' })).toEqual({ value: 'zapatos roj', sentPhrase: null });
  expect(followUrl('bolso', { value: 'zapatos roj', sentPhrase: 'zapatos ' })).toEqual({ value: 'bolso', sentPhrase: 'zapatos ' });
  expect(followUrl('', { value: 'zapatos', sentPhrase: null })).toEqual({ value: '', sentPhrase: null });
});

test('a search awaits its URL only on the home page and only when the URL will change', () => {
  expect(awaitedPhrase('bolso', { onHome: true, urlPhrase: 'zapatos' })).toBe('bolso');
  expect(awaitedPhrase(' zapatos ', { onHome: true, urlPhrase: 'zapatos' })).toBeNull();
  expect(awaitedPhrase('bolso', { onHome: false, urlPhrase: '' })).toBeNull();
});
