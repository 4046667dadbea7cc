'use client';

import { useState } from 'react';
import type { DeliveryAddressDto } from '@/lib/account/dto';
import { isServedProvince } from '@/lib/geo/province-names';
import { accountMessages } from '@/lib/messages/account';
import { addressMessages } from '@/lib/messages/address';
import { cartMessages } from '@/lib/messages/cart';
import { checkoutMessages } from '@/lib/messages/checkout';
import { commonMessages } from '@/lib/messages/common';
import { AddressDialog } from '@/components/account/AddressDialog';
import { Dialog } from '@/components/ui/Dialog';
import ui from '@/components/ui/ui.module.css';
import styles from './checkout.module.css';

type Props = {
  addresses: readonly DeliveryAddressDto[];
  selected: number | null;
  onSelect(index: number): void;
};

const a = addressMessages;

function AddressText({ address }: { address: DeliveryAddressDto }) {
  return (
    <>
      <strong>
        {address.name} {address.isDefault && <span className={styles.muted}>{a.isDefault}</span>}
      </strong>
      <span>{address.address}</span>
      <span className={styles.muted}>
        {' '}
        · {address.municipality}, {address.region} · {address.phone}
      </span>
    </>
  );
}

/**
 * The delivery address block and its picker 'CAMBIAR DIRECCION DE ENTREGA' (docs/contract/buying.md §4): the
 * default address is marked; choosing one closes the picker; AGREGAR adds one through the address
 * dialog, after which the last address of the list is selected. An address in a province the
 * store does not serve yet says so here, before HACER PEDIDO.
 */
export function AddressBlock({ addresses, selected, onSelect }: Props) {
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const current = selected === null ? null : (addresses[selected] ?? null);
  return (
    <section className={styles.card} aria-labelledby="cart-address">
      <h2 id="cart-address" className={styles.sectionTitle}>
        {a.modalTitle}
      </h2>
      <p className={styles.address}>{current ? <AddressText address={current} /> : cartMessages.selectAddress}</p>
      {current && !isServedProvince(current.region) && (
        <p className={styles.danger} role="alert" data-testid="region-not-served">
          {checkoutMessages.regionNotServed}
        </p>
      )}
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setPicking(true)}>
        {a.changeTitle}
      </button>
      <Dialog open={picking} onClose={() => setPicking(false)} title={a.changeTitle}>
        {addresses.length === 0 && <p className={styles.muted}>{accountMessages.noAddresses}</p>}
        <ul className={styles.picker}>
          {addresses.map((address, index) => (
            <li key={`${index}-${address.name}`}>
              <button
                type="button"
                className={styles.pick}
                aria-current={index === selected}
                onClick={() => {
                  onSelect(index);
                  setPicking(false);
                }}
              >
                <AddressText address={address} />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={ui.button} onClick={() => setAdding(true)}>
          {commonMessages.add}
        </button>
      </Dialog>
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(user) => {
          onSelect(Math.max(0, (user.deliveryAddresses?.length ?? 1) - 1));
          setPicking(false);
        }}
      />
    </section>
  );
}
