import type { FinanceFigures } from './finances';
import type { DistributorInput } from './schemas';

/** The answers of the admin calls, as the browser receives them (plain JSON). */

/** Who did something, as the admin screens show an author. */
export type Person = { _id: string; name: string; email: string };

/** A user as the users screen lists it: never the password hash, codes or sessions. */
export type AdminUserDto = {
  _id: string;
  email: string;
  name: string;
  lastName: string;
  phone: string;
  isImportCompany: boolean;
  isImportAdmin: boolean;
  isSuperAdmin: boolean;
  wallet: number;
  importCompanyName: string;
  createdAt: string;
};

/** One audit entry: who changed the wallet, when, from what to what (USD), and why. */
export type WalletAdjustmentDto = { _id: string; by: Person; before: number; after: number; delta: number; reason: string; createdAt: string };

/** The three role flags a super admin grants or removes. */
export type RoleFlags = { isImportCompany: boolean; isImportAdmin: boolean; isSuperAdmin: boolean };

/** One role audit entry: who changed the user's roles, when, and the flags before and after. */
export type RoleChangeDto = { _id: string; by: Person; before: RoleFlags; after: RoleFlags; createdAt: string };

/** A listing as the products screen shows it. */
export type AdminProductDto = {
  _id: string;
  name: string;
  price: number;
  totalPrice: number;
  mainImageUrl: string;
  category: string;
  seller: { _id: string; name: string };
  promoted: boolean;
  available: boolean;
  availableCount: number;
  /** Hidden by a super admin: out of every shopper list and page. */
  hidden: boolean;
  createdAt: string;
};

/** A category with its number of listings not deleted. */
export type AdminCategoryDto = { _id: string; name: string; iconUrl: string; order: number; sizeKind: 'clothing' | 'shoes' | null; products: number };

/** An import company as the distributors screen edits it. */
export type AdminDistributorDto = DistributorInput & { _id: string; email: string; name: string; lastName: string };

/** The current rate of a card currency (units per USD) and who set it. */
export type RateDto = { currency: 'eur' | 'mxn'; value: number | null; updatedAt: string | null; updatedBy: Person | null };

/** One change of a rate: from what to what, by whom, when. */
export type RateChangeDto = { _id: string; currency: string; previousValue: number | null; value: number; changedBy: Person; createdAt: string };

/** GET /api/admin/finances. */
export type FinancesReport = {
  from: string;
  to: string;
  totals: FinanceFigures;
  periods: (FinanceFigures & { month: string; label: string })[];
  sellers: (FinanceFigures & { sellerId: string; name: string })[];
};
