import * as roles from '@/app/api/admin/users/[id]/roles/route';
import { RoleChange } from '@/models/RoleChange';
import { User } from '@/models/User';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import type { AdminUserDto, RoleChangeDto, RoleFlags } from './dto';

withTestDatabase();

const NONE: RoleFlags = { isImportCompany: false, isImportAdmin: false, isSuperAdmin: false };
let admin: { token: string; id: string };
beforeAll(async () => {
  const created = await createUser({ isSuperAdmin: true, name: 'Marta', lastName: 'Gómez' });
  admin = { token: created.token, id: String(created.user._id) };
});

const patch = (id: string, body: Partial<RoleFlags>, token = admin.token) =>
  call<AdminUserDto>(roles.PATCH, { url: `/api/admin/users/${id}/roles`, method: 'PATCH', token, params: { id }, body });
const history = (id: string, token = admin.token) =>
  call<{ roles: RoleFlags; changes: RoleChangeDto[] }>(roles.GET, { url: `/api/admin/users/${id}/roles`, token, params: { id } });

test('every role change is kept: who, when, flags before and after; a change to the same flags is not', async () => {
  const id = String((await createUser()).user._id);
  const start = Date.now();
  expect((await patch(id, { isImportCompany: true })).body).toMatchObject({ isImportCompany: true });
  expect((await patch(id, { isImportCompany: true })).status).toBe(200);
  await patch(id, { isImportAdmin: true, isImportCompany: false });

  const answer = await history(id);
  expect(answer.status).toBe(200);
  expect(answer.body.roles).toEqual({ ...NONE, isImportAdmin: true });
  expect(answer.body.changes.map(({ before, after, by }) => ({ before, after, by: by.name }))).toEqual([
    { before: { ...NONE, isImportCompany: true }, after: { ...NONE, isImportAdmin: true }, by: 'Marta Gómez' },
    { before: NONE, after: { ...NONE, isImportCompany: true }, by: 'Marta Gómez' },
  ]);
  for (const change of answer.body.changes) {
    expect(Date.parse(change.createdAt)).toBeGreaterThanOrEqual(start - 1000);
    expect(change.by._id).toBe(admin.id);
  }
});

test('a refused change leaves no entry, and only super admins read the history', async () => {
  const { user, token } = await createUser({ isImportCompany: true });
  const id = String(user._id);
  expect((await patch(admin.id, { isSuperAdmin: false })).status).toBe(400);
  expect((await patch(id, { isImportAdmin: true }, token)).status).toBe(403);
  expect((await history(id, token)).status).toBe(403);
  expect((await history('5f1d7f1c2b3a4d5e6f708192')).status).toBe(404);
  expect(await RoleChange.countDocuments({ user: { $in: [id, admin.id] } })).toBe(0);
});

test('concurrent changes are all recorded as one unbroken chain that ends at the stored flags', async () => {
  const id = String((await createUser()).user._id);
  const bodies: Partial<RoleFlags>[] = [
    { isImportCompany: true },
    { isImportAdmin: true },
    { isImportCompany: false },
    { isSuperAdmin: true },
    { isImportAdmin: false },
    { isSuperAdmin: false },
  ];
  const answers = await Promise.all(bodies.map((body) => patch(id, body)));
  expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));

  const changes = (await history(id)).body.changes.slice().reverse();
  expect(changes.length).toBeGreaterThan(0);
  expect(changes[0].before).toEqual(NONE);
  for (let i = 1; i < changes.length; i++) expect(changes[i].before).toEqual(changes[i - 1].after);
  const stored = await User.findById(id, 'isImportCompany isImportAdmin isSuperAdmin').lean();
  expect(changes.at(-1)!.after).toEqual({ isImportCompany: stored!.isImportCompany, isImportAdmin: stored!.isImportAdmin, isSuperAdmin: stored!.isSuperAdmin });
});
