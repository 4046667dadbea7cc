/**
 * Roles and permissions: the spec's flags map to permissions in one table; `can()` is the only
 * role check. Pure: the flags must come from the database, never from the token alone.
 */

/** The signed-in user as the role check needs it, or null for a visitor. */
export type Viewer = { _id: string; isImportCompany: boolean; isImportAdmin: boolean; isSuperAdmin: boolean } | null;

/** 'user' is any signed-in account; the others come from the flags. */
export type Role = 'user' | 'seller' | 'orderAdmin' | 'superAdmin';

const PERMISSIONS = {
  'account:use': ['user'], // cart, favourites, addresses, own orders
  'products:sell': ['seller'], // create and manage own listings
  'dashboard:sell': ['seller'], // /selldashboard, /delivers
  'products:delete-any': ['superAdmin'],
  'products:hide': ['superAdmin'], // hide or show any listing from /adminProducts
  'orders:read-all': ['orderAdmin', 'superAdmin'],
  'orders:advance': ['orderAdmin', 'superAdmin'],
  'orders:edit-guide': ['orderAdmin', 'superAdmin'],
  'orders:cancel': ['superAdmin'],
  'orders:read-payment': ['superAdmin'], // payment observation and currency conversion
  'orders:edit-address': ['superAdmin'], // EDITAR DIRECCION DE ENTREGA on Solicitado and Confirmado orders
  'users:read-private': ['superAdmin'], // /users/{id}: e-mail, phone, roles, coupon, points and wallet ledger
  'vitals:read': ['superAdmin'], // /adminVitals: field Core Web Vitals per page and day
  'users:suggest': ['orderAdmin', 'superAdmin'],
  'admin:screens': ['superAdmin'],
  'uploads:image': ['seller', 'superAdmin'], // listing images and category icons
  'zones:manage': ['superAdmin'], // pause new orders to a province or municipality
  'orders:deliver': ['orderAdmin', 'superAdmin'], // courier: delivery code and cash received (sellers: their own orders, checked in lib/tracking)
  'cash:reconcile': ['superAdmin'], // per-courier cash hand-over and refunds
  'conversations:use': ['user'], // own conversations with the store (per order and support)
  'conversations:answer': ['orderAdmin', 'superAdmin'], // read every conversation and answer as the store
  'reviews:hide': ['superAdmin'], // hide a verified review, with a reason kept in the audit log
  'payments:transfer': ['superAdmin'], // transfer details on or off, and confirm or reject receipts
  'claims:resolve': ['superAdmin'], // /adminClaims: resolve a buyer's claim (refund to the wallet or card, replacement, refusal)
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** The roles a viewer holds (none for a visitor). */
export function rolesOf(viewer: Viewer): Role[] {
  if (!viewer) return [];
  const roles: Role[] = ['user'];
  if (viewer.isImportCompany) roles.push('seller');
  if (viewer.isImportAdmin) roles.push('orderAdmin');
  if (viewer.isSuperAdmin) roles.push('superAdmin');
  return roles;
}

/** True when the viewer holds a role that grants `permission`. */
export function can(viewer: Viewer, permission: Permission): boolean {
  const granted: readonly Role[] = PERMISSIONS[permission];
  return rolesOf(viewer).some((role) => granted.includes(role));
}

/** True when the viewer is signed in and is the owner (ids compared as strings). */
export function isOwner(viewer: Viewer, ownerId: string | { toString(): string } | null | undefined): boolean {
  return viewer !== null && ownerId != null && viewer._id === String(ownerId);
}
