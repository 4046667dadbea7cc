'use client';

import { formatDateTime } from '@/lib/format';
import { transferMessages } from '@/lib/messages/transfer';
import type { ReceiptDto } from '@/lib/transfer/dto';
import styles from './transfer.module.css';

/** A receipt through its signed link: an image shown (with a link to open it whole), a PDF as a download link. */
export function ReceiptView({ receipt, orderNumber }: { receipt: ReceiptDto; orderNumber: number }) {
  return (
    <div data-testid="transfer-receipt">
      <p className={styles.muted}>
        {transferMessages.sentAt}: {formatDateTime(receipt.at)}
      </p>
      <a href={receipt.path} target="_blank" rel="noopener noreferrer">
        {transferMessages.viewReceipt}
        {receipt.kind === 'pdf' ? ' (PDF)' : ''}
      </a>
      {receipt.kind === 'image' && (
        // A private picture behind a signed, expiring link: next/image would copy it into a shared cache.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.receipt} src={receipt.path} alt={transferMessages.receiptAlt(orderNumber)} loading="lazy" />
      )}
    </div>
  );
}
