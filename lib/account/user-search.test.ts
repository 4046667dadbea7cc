import { byName, newestFirst, prefixRange, userSearchFilters, userSearchKeys } from './user-search';

test('a user is found by the full name from each of its first four words, the e-mail and the phone digits, folded', () => {
  expect(userSearchKeys({ name: 'María  José', lastName: 'Pérez García', email: 'MJ.Perez@Prueba.cu', phone: '+53 5 123-4567' })).toEqual({
    searchName: 'maria jose perez garcia',
    searchName2: 'jose perez garcia',
    searchName3: 'perez garcia',
    searchName4: 'garcia',
    searchEmail: 'mj.perez@prueba.cu',
    searchPhone: '5351234567',
  });
  expect(userSearchKeys({ name: 'Ñico', email: 'n@prueba.cu' })).toMatchObject({ searchName: 'ñico', searchName2: '', searchPhone: '' });
});

test("a prefix is the range up to its last character's successor, so it finds exactly the texts it starts", () => {
  const { $gte, $lt } = prefixRange('jose');
  expect([$gte, $lt]).toEqual(['jose', 'josf']);
  const found = ['jos', 'jose', 'josé', 'jose perez', 'josez', 'josf', 'josea'].filter((text) => text >= $gte && text < $lt);
  expect(found).toEqual(['jose', 'jose perez', 'josez', 'josea']);
});

test('a search is one range per stored text, folded; the phone only for a text that reads as a number', () => {
  expect(userSearchFilters('  José ')).toEqual([
    { searchName: { $gte: 'jose', $lt: 'josf' } },
    { searchName2: { $gte: 'jose', $lt: 'josf' } },
    { searchName3: { $gte: 'jose', $lt: 'josf' } },
    { searchName4: { $gte: 'jose', $lt: 'josf' } },
    { searchEmail: { $gte: 'jose', $lt: 'josf' } },
  ]);
  expect(userSearchFilters('+53 512')).toContainEqual({ searchPhone: { $gte: '53512', $lt: '53513' } });
  expect(userSearchFilters('   ')).toEqual([]);
});

test('newest first, then the greater id first', () => {
  const users = [
    { _id: 'a1', createdAt: new Date('2026-01-01') },
    { _id: 'a3', createdAt: new Date('2026-02-01') },
    { _id: 'a2', createdAt: new Date('2026-01-01') },
  ];
  expect(users.sort(newestFirst).map((u) => u._id)).toEqual(['a3', 'a2', 'a1']);
});

test('by name, then last name, then id', () => {
  const users = [
    { _id: '2', name: 'José', lastName: 'Martí' },
    { _id: '1', name: 'José', lastName: 'Martí' },
    { _id: '3', name: 'Ana', lastName: 'Zayas' },
    { _id: '4', name: 'José', lastName: 'Alfonso' },
  ];
  expect([...users].sort(byName).map((u) => u._id)).toEqual(['3', '4', '1', '2']);
});
