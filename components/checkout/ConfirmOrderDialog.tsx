'use client';

import { useState } from 'react';
import { CARD_CURRENCIES } from '@/lib/catalog/reference';
import { formatUsd } from '@/lib/money';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { cashMessages } from '@/lib/messages/cash';
import { checkoutMessages } from '@/lib/messages/checkout';
import { transferMessages } from '@/lib/messages/transfer';
import { TRANSFER_PAY_WITHIN_HOURS } from '@/lib/transfer/rules';
import { CHECKOUT_PAYMENT_TYPES, PAYMENT_PLACEHOLDER, paymentLabel } from '@/lib/orders/status';
import { SelectField, TextField } from '@/components/ui/Field';
import { checkTendered } from '@/lib/cash/payment-status';
import { Dialog } from '@/components/ui/Dialog';
import { useSnackbar } from '@/components/ui/Snackbar';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import type { CheckFailure, PaymentChoice } from './order-checks';
import styles from './checkout.module.css';

export type PaymentForm = { paymentType: PaymentChoice | ''; currency: string; cashTendered: string };
/** Payment by transfer as checkout offers it: the details the super admin set, or null while it is off. */
export type OfferedTransfer = { details: string } | null;

type Props = {
  total: number;
  walletBalance: number;
  useWallet: boolean;
  onUseWallet(on: boolean): void;
  cardEnabled: boolean;
  transfer: OfferedTransfer;
  submitting: boolean;
  onClose(): void;
  /** Runs the checks and places the order; answers the failed check to show beside its field. */
  onConfirm(form: PaymentForm): CheckFailure | null;
};

const c = checkoutMessages;

/**
 * The confirmation modal: the total, the payment method (card only when enabled), the card
 * currency, the wallet checkbox (disabled at balance 0) and CONFIRMAR PEDIDO ('CONFIRMANDO' while
 * the order is created). A failed payment or currency check shows its tooltip under the field.
 */
export function ConfirmOrderDialog({ total, walletBalance, useWallet, onUseWallet, cardEnabled, transfer, submitting, onClose, onConfirm }: Props) {
  const snackbar = useSnackbar();
  const [form, setForm] = useState<PaymentForm>({ paymentType: '', currency: '', cashTendered: '' });
  const [tenderedError, setTenderedError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckFailure | null>(null);
  const methods = CHECKOUT_PAYMENT_TYPES.filter((type) => (type !== 'OnlineStripe' || cardEnabled) && (type !== 'OnlineTransfer' || transfer));
  function confirm() {
    const tendered = form.paymentType === 'OnDelivery' ? checkTendered(form.cashTendered, total) : null;
    if (tendered && !tendered.ok) {
      const c = cashMessages;
      setTenderedError(
        tendered.reason === 'tooLow' ? c.tenderedTooLow(formatUsd(total)) : tendered.reason === 'tooHigh' ? c.tenderedTooHigh : c.tenderedInvalid,
      );
      return;
    }
    setTenderedError(null);
    setFailure(onConfirm(form));
  }
  const tooltip = (field: CheckFailure['field']) => (failure && failure.field === field ? failure.tooltip : null);
  /** A new value answers the check that failed on this field: its tooltip and red border go. */
  function choose(field: 'paymentType' | 'currency', value: string) {
    setForm({ ...form, [field]: value } as PaymentForm);
    if (failure?.field !== field || !value) return;
    setFailure(null);
    snackbar.hide(); // the same check's warning notice
  }

  return (
    <Dialog open onClose={submitting ? () => undefined : onClose} title={c.confirmOrder}>
      <p className={styles.bigTotal}>{`${cartMessages.total}: ${formatUsd(total)}`}</p>
      <div className={styles.form}>
        <SelectField
          label={c.paymentMethod}
          value={form.paymentType}
          error={tooltip('paymentType')}
          options={[{ value: '', label: paymentLabel(PAYMENT_PLACEHOLDER) }, ...methods.map((type) => ({ value: type, label: paymentLabel(type) }))]}
          onChange={(e) => choose('paymentType', e.target.value)}
        />
        {form.paymentType === 'OnlineStripe' && (
          <SelectField
            label={c.currency}
            value={form.currency}
            error={tooltip('currency')}
            options={[{ value: '', label: paymentLabel(PAYMENT_PLACEHOLDER) }, ...CARD_CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))]}
            onChange={(e) => choose('currency', e.target.value)}
          />
        )}
        {form.paymentType === 'OnDelivery' && (
          <TextField
            label={cashMessages.tendered}
            inputMode="decimal"
            value={form.cashTendered}
            error={tenderedError}
            placeholder={cashMessages.tenderedHint}
            onChange={(e) => setForm({ ...form, cashTendered: e.target.value })}
          />
        )}
        {form.paymentType === 'OnlineTransfer' && transfer && (
          <section className={styles.transfer} aria-label={transferMessages.payTitle} data-testid="checkout-transfer">
            <strong>{transferMessages.payTitle}</strong>
            <pre className={styles.transferDetails}>{transfer.details}</pre>
            <p>
              <strong>{transferMessages.amount(formatUsd(total))}</strong>
            </p>
            <p className={styles.muted}>{transferMessages.checkoutHint(TRANSFER_PAY_WITHIN_HOURS)}</p>
          </section>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={useWallet} disabled={walletBalance <= 0} onChange={(e) => onUseWallet(e.target.checked)} />
          <span>
            {c.useWallet} <span className={styles.muted}>({cartPageMessages.walletBalance(formatUsd(walletBalance))})</span>
          </span>
        </label>
      </div>
      <button type="button" className={`${ui.button} ${styles.placeOrder}`} disabled={submitting} onClick={confirm}>
        {submitting ? (
          <>
            <Spinner /> {c.confirming}
          </>
        ) : (
          c.confirmOrder
        )}
      </button>
    </Dialog>
  );
}
