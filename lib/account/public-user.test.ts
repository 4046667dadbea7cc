import type { Viewer } from '../auth/roles';
import { publicUserAccess } from './public-user';

const viewer = (id: string, flags: Partial<NonNullable<Viewer>> = {}): Viewer => ({
  _id: id,
  isImportCompany: false,
  isImportAdmin: false,
  isSuperAdmin: false,
  ...flags,
});
const buyer = { _id: 'b1', isImportCompany: false };
const seller = { _id: 's1', isImportCompany: true };
const admin = { _id: 'a1', isImportCompany: false };

describe('publicUserAccess', () => {
  test.each<[string, Viewer, { _id: string; isImportCompany: boolean }, string]>([
    ['a visitor, a seller', null, seller, 'public'],
    ['a visitor, a buyer', null, buyer, 'none'],
    ['a visitor, an admin', null, admin, 'none'],
    ['another buyer, a buyer', viewer('b2'), buyer, 'none'],
    ['a seller, a buyer', viewer('s2', { isImportCompany: true }), buyer, 'none'],
    ['a seller, another seller', viewer('s2', { isImportCompany: true }), seller, 'public'],
    ['the buyer themself', viewer('b1'), buyer, 'withWallet'],
    ['the seller themself', viewer('s1', { isImportCompany: true }), seller, 'withWallet'],
    ['an order admin, a buyer', viewer('a2', { isImportAdmin: true }), buyer, 'withWallet'],
    ['a super admin, an admin', viewer('a2', { isSuperAdmin: true }), admin, 'withWallet'],
  ])('%s: %s', (_name, who, user, access) => expect(publicUserAccess(who, user)).toBe(access));
});
