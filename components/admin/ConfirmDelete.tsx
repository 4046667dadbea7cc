'use client';

import { adminMessages } from '@/lib/messages/admin';
import { productMessages } from '@/lib/messages/product';
import { Dialog } from '@/components/ui/Dialog';
import styles from './admin.module.css';

type Props<T extends { name: string }> = {
  /** The row to delete; the dialog is closed while null. */
  item: T | null;
  title: string;
  question: string;
  onClose(): void;
  /** Runs after the dialog closes on 'Eliminar'. */
  onConfirm(item: T): void;
};

/** The question before an admin deletes a row, with the row's name: 'Cancelar' or 'Eliminar'. */
export function ConfirmDelete<T extends { name: string }>({ item, title, question, onClose, onConfirm }: Props<T>) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={title}>
      <p>
        {question} <strong>{item?.name}</strong>
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {adminMessages.cancel}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (item) onConfirm(item);
            onClose();
          }}
        >
          {productMessages.delete}
        </button>
      </div>
    </Dialog>
  );
}
