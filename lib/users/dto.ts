import type { WalletLedgerDto } from '../wallet/dto';

/** What anyone may see of a user on /users/{id}: never an e-mail, phone, coupon, balance or role flag beyond "seller". */
export type PublicProfileDto = { _id: string; displayName: string; profilePictureUrl: string; isSeller: boolean; description: string };

/** What a super admin sees of a user on /users/{id}. */
export type UserAccountDto = {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  couponCode: string;
  points: number;
  wallet: number;
  roles: { seller: boolean; orderAdmin: boolean; superAdmin: boolean };
  region: string;
  municipality: string;
  createdAt: string;
  ordersCount: number;
  ledger: WalletLedgerDto;
};
