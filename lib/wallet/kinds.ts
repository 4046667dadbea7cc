/**
 * What moves a wallet. 'opening': the balance a wallet held before its first entry (demo seed,
 * wallets older than the ledger); 'orderPayment': paid towards an order; 'orderRollback': an order
 * that could not be placed gives back what it took; 'cancelRefund': a cancelled order gives back
 * its wallet payment; 'adjustment': a super admin, with a reason; 'claimRefund': a buyer's claim
 * resolved with a refund to the wallet (lib/claims).
 */
export const WALLET_ENTRY_KINDS = ['opening', 'orderPayment', 'orderRollback', 'cancelRefund', 'adjustment', 'claimRefund'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
