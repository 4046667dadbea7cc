import { Types } from 'mongoose';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as users from '@/app/api/admin/users/route';
import { fillUserSearchKeys, userSearchKeysReady } from '../account/user-search-service';
import { listUsers } from './users-service';
import { User } from '@/models/User';
import type { AdminUserDto } from './dto';

/*
 * Decision 18: the super admin's user search reads the indexed search texts (lib/account/user-search.ts)
 * instead of matching a regular expression against every user, and finds what the regular
 * expression found: the start of any word of the name, of the e-mail, accents and case ignored;
 * and now the phone too.
 */

withTestDatabase();

let token: string;
let rawId: string;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  token = (await createUser({ isSuperAdmin: true, name: 'Admin', lastName: 'Uno', email: 'admin@prueba.cu', createdAt: day(1) })).token;
  await createUser({ name: 'José', lastName: 'Martí', email: 'jmarti@prueba.cu', phone: '+53 5 111 2222', createdAt: day(2) });
  await createUser({ name: 'María José', lastName: 'Pérez García', email: 'mperez@prueba.cu', createdAt: day(3) });
  await createUser({ name: 'Pepe', lastName: 'López', email: 'jose.lopez@prueba.cu', createdAt: day(4) });
  await createUser({ name: 'Josefa', lastName: 'Ruiz', email: 'jruiz@prueba.cu', createdAt: day(5) });
  await createUser({ name: 'Ana', lastName: 'Joselito', email: 'ana@prueba.cu', phone: '+53 5 999 0000', createdAt: day(6) });
  // Stored without the model, as an import or the bench's shoppers are: no search texts until the fill.
  const raw = await User.collection.insertOne({
    _id: new Types.ObjectId(),
    username: 'raw@prueba.cu',
    email: 'raw@prueba.cu',
    passwordHash: 'x',
    name: 'Josué',
    lastName: 'Crudo',
    phone: '',
    couponCode: 'RAW001',
    createdAt: day(7),
    updatedAt: day(7),
  });
  rawId = String(raw.insertedId);
});

type Found = { count: number; users: AdminUserDto[] };
const search = (text: string, page = 1, limit = 20) =>
  call<Found>(users.GET, { url: `/api/admin/users?search=${encodeURIComponent(text)}&page=${page}&limit=${limit}`, token }).then((r) => r.body);
const emails = (found: Found) => found.users.map((u) => u.email);

test('users stored without search texts get them once; searches use the texts from then on', async () => {
  expect(userSearchKeysReady()).toBe(false);
  expect(await fillUserSearchKeys()).toBeGreaterThanOrEqual(1);
  expect(userSearchKeysReady()).toBe(true);
  expect(await User.findById(rawId, 'searchName searchEmail').lean()).toMatchObject({ searchName: 'josue crudo', searchEmail: 'raw@prueba.cu' });
});

test("a word start of the name or last name, or the e-mail's start, accents and case ignored, newest first", async () => {
  expect(emails(await search('JOSE'))).toEqual(['ana@prueba.cu', 'jruiz@prueba.cu', 'jose.lopez@prueba.cu', 'mperez@prueba.cu', 'jmarti@prueba.cu']);
  expect(emails(await search('jos'))).toEqual([
    'raw@prueba.cu',
    'ana@prueba.cu',
    'jruiz@prueba.cu',
    'jose.lopez@prueba.cu',
    'mperez@prueba.cu',
    'jmarti@prueba.cu',
  ]);
  expect(emails(await search('garcía'))).toEqual(['mperez@prueba.cu']);
  expect(emails(await search('jose perez'))).toEqual(['mperez@prueba.cu']);
  expect(emails(await search('martí'))).toEqual(['jmarti@prueba.cu']);
  expect(emails(await search('nadie'))).toEqual([]);
  // Not inside a word: 'arti' is in Martí but starts nothing.
  expect((await search('arti')).count).toBe(0);
});

test('a phone is found by the start of its digits', async () => {
  expect(emails(await search('+53 5 111'))).toEqual(['jmarti@prueba.cu']);
  expect(emails(await search('53599'))).toEqual(['ana@prueba.cu']);
});

test('the count is of distinct users, and the pages split them in order', async () => {
  const all = await search('jos');
  expect(all.count).toBe(6);
  const pages = [await search('jos', 1, 4), await search('jos', 2, 4)];
  expect(pages.map((p) => p.count)).toEqual([6, 6]);
  expect(pages.flatMap(emails)).toEqual(emails(all));
});

test('a user renamed through the model is found by the new name only', async () => {
  const user = (await User.findOne({ email: 'jmarti@prueba.cu' }))!;
  user.name = 'Julián';
  await user.save();
  expect(emails(await search('julian'))).toEqual(['jmarti@prueba.cu']);
  expect(emails(await search('jose'))).not.toContain('jmarti@prueba.cu');
});

test("a search whose client has gone stops before reading the page's users", async () => {
  const original = User.find.bind(User);
  const read: string[] = [];
  const spy = jest.spyOn(User, 'find').mockImplementation(((...args: Parameters<typeof User.find>) => {
    read.push(Object.keys(args[0] ?? {}).join());
    return original(...args);
  }) as typeof User.find);
  try {
    await listUsers({ search: 'jos', page: 1, limit: 20 }, new AbortController().signal);
    expect(read).toContain('_id');
    read.length = 0;
    await expect(listUsers({ search: 'jos', page: 1, limit: 20 }, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(read.length).toBeGreaterThan(0);
    expect(read).not.toContain('_id');
  } finally {
    spy.mockRestore();
  }
});
