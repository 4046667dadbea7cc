import { can, isOwner, type Viewer } from '../auth/roles';

/** What GET /api/accountImport/{id} shows of a user: nothing (404), the public fields, or those and the wallet. */
export type PublicUserAccess = 'none' | 'public' | 'withWallet';

/**
 * Sellers are public (the distributor page needs their names); buyers and admins are not, so their
 * names cannot be read by walking ids (decision 19.11). The user themself and the order and super
 * admins, who see every order's buyer and wallet payments, see any user with the wallet.
 */
export function publicUserAccess(viewer: Viewer, user: { _id: unknown; isImportCompany?: boolean | null }): PublicUserAccess {
  if (isOwner(viewer, String(user._id)) || can(viewer, 'orders:read-all')) return 'withWallet';
  return user.isImportCompany ? 'public' : 'none';
}
