'use client';

import { deliveryCostText, freeAboveText } from '@/lib/cart/delivery-cost';
import { cartMessages } from '@/lib/messages/cart';
import { cartPageMessages } from '@/lib/messages/cart-page';
import { deliveryQuoteMessages } from '@/lib/messages/delivery-quote';
import type { CartLine } from '@/components/cart/cart-lines';
import type { CartSection } from './cart-groups';
import type { GroupCost } from './cart-preview';
import { CartLineItem } from './CartLineItem';
import styles from './checkout.module.css';

type Props = {
  sections: readonly CartSection[];
  groupCosts: ReadonlyMap<string, GroupCost>;
  couponPercent: number;
  /** The delivery address's municipality: lines of a store that does not deliver there are marked. */
  municipality?: string;
  /** The line being saved, or null; while any line saves the controls wait. */
  updating: number | null;
  onPlus(index: number): void;
  onMinus(index: number): void;
  onRemove(index: number): void;
  onEditDate(index: number, line: CartLine): void;
};

function costText(cost: GroupCost): string {
  return cost ? deliveryCostText(cost) : cartPageMessages.deliveryPending;
}

/** The cart's lines: ENTREGA INMEDIATA and IMPORTACION, each by store with the store's delivery cost. */
export function CartGroups({ sections, groupCosts, couponPercent, municipality, updating, onPlus, onMinus, onRemove, onEditDate }: Props) {
  return sections.map((section) => {
    const titleId = `cart-${section.fast ? 'fast' : 'import'}`;
    return (
      <section key={titleId} className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {section.fast ? cartMessages.groupFast : cartMessages.groupImport}
        </h2>
        {section.groups.map((group) => {
          const cost = groupCosts.get(group.key) ?? null;
          const freeAbove = cost ? freeAboveText(cost) : null;
          return (
            <div key={group.key} className={styles.group}>
              <h3 className={styles.storeTitle}>{cartPageMessages.store(group.sellerName)}</h3>
              {cost?.status === 'notDelivering' && municipality && (
                <p className={styles.danger} role="note">
                  {deliveryQuoteMessages.notDelivering(municipality)}
                </p>
              )}
              <ul className={styles.lines}>
                {group.lines.map(({ line, index }) => (
                  <CartLineItem
                    key={`${line.product._id}|${line.size}|${line.color}`}
                    line={line}
                    couponPercent={couponPercent}
                    disabled={updating !== null}
                    saving={updating === index}
                    onPlus={() => onPlus(index)}
                    onMinus={() => onMinus(index)}
                    onRemove={() => onRemove(index)}
                    onEditDate={() => onEditDate(index, line)}
                  />
                ))}
              </ul>
              <p className={styles.deliveryLine}>
                <span>{cartPageMessages.deliveryCost}</span>
                <strong className={cost?.status === 'notDelivering' ? styles.danger : undefined}>{costText(cost)}</strong>
                {freeAbove && <span className={styles.muted}>{freeAbove}</span>}
              </p>
            </div>
          );
        })}
      </section>
    );
  });
}
