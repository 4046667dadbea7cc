import type { WalletEntryKind } from './kinds';

/** One ledger entry as MI CUENTA and the admin's user page show it (USD). */
export type WalletEntryDto = {
  seq: number;
  kind: WalletEntryKind;
  amount: number;
  balanceAfter: number;
  reason: string;
  orderId: string | null;
  orderNumber: number | null;
  createdAt: string;
};

/** A wallet's ledger: the balance, the newest entries, and whether the balance equals the sum of all entries. */
export type WalletLedgerDto = { balance: number; entries: WalletEntryDto[]; total: number; balanced: boolean };
