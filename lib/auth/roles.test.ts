import { ALL_PERMISSIONS, can, isOwner, rolesOf, type Permission, type Viewer } from './roles';

const viewer = (flags: Partial<NonNullable<Viewer>> = {}): Viewer => ({
  _id: 'u1',
  isImportCompany: false,
  isImportAdmin: false,
  isSuperAdmin: false,
  ...flags,
});

const visitor: Viewer = null;
const buyer = viewer();
const seller = viewer({ isImportCompany: true });
const orderAdmin = viewer({ isImportAdmin: true });
const superAdmin = viewer({ isSuperAdmin: true });

/** Who holds each permission: [visitor, buyer, seller, order admin, super admin]. */
const MATRIX: Record<Permission, [boolean, boolean, boolean, boolean, boolean]> = {
  'account:use': [false, true, true, true, true],
  'products:sell': [false, false, true, false, false],
  'dashboard:sell': [false, false, true, false, false],
  'products:delete-any': [false, false, false, false, true],
  'products:hide': [false, false, false, false, true],
  'orders:read-all': [false, false, false, true, true],
  'orders:advance': [false, false, false, true, true],
  'orders:edit-guide': [false, false, false, true, true],
  'orders:cancel': [false, false, false, false, true],
  'orders:read-payment': [false, false, false, false, true],
  'orders:edit-address': [false, false, false, false, true],
  'users:read-private': [false, false, false, false, true],
  'vitals:read': [false, false, false, false, true],
  'users:suggest': [false, false, false, true, true],
  'admin:screens': [false, false, false, false, true],
  'uploads:image': [false, false, true, false, true],
  'zones:manage': [false, false, false, false, true],
  'orders:deliver': [false, false, false, true, true],
  'cash:reconcile': [false, false, false, false, true],
  'conversations:use': [false, true, true, true, true],
  'conversations:answer': [false, false, false, true, true],
  'reviews:hide': [false, false, false, false, true],
  'payments:transfer': [false, false, false, false, true],
  'claims:resolve': [false, false, false, false, true],
};

describe('permission table', () => {
  test('covers every permission', () => expect(Object.keys(MATRIX).sort()).toEqual([...ALL_PERMISSIONS].sort()));

  const people = [visitor, buyer, seller, orderAdmin, superAdmin];
  test.each(ALL_PERMISSIONS.flatMap((permission) => people.map((who, i) => [permission, i, who] as const)))('%s for person #%i', (permission, i, who) =>
    expect(can(who, permission)).toBe(MATRIX[permission][i]),
  );

  test('flags combine', () => {
    const both = viewer({ isImportCompany: true, isSuperAdmin: true });
    expect(rolesOf(both)).toEqual(['user', 'seller', 'superAdmin']);
    expect(can(both, 'products:sell') && can(both, 'orders:cancel')).toBe(true);
    expect(rolesOf(null)).toEqual([]);
  });
});

describe('ownership', () => {
  test.each<[Viewer, string | { toString(): string } | null | undefined, boolean]>([
    [buyer, 'u1', true],
    [buyer, 'u2', false],
    [buyer, { toString: () => 'u1' }, true],
    [null, 'u1', false],
    [buyer, null, false],
    [superAdmin, 'u9', false],
  ])('%p owns %p → %p', (who, ownerId, owns) => expect(isOwner(who, ownerId)).toBe(owns));
});
