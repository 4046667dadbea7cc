import { formatUsd, toCents } from '../money';
import { offlineMessages } from '../messages/offline';

/**
 * "No silent surprises": an order confirmed on the device (perhaps offline, long before it is
 * sent) carries what the buyer saw. The server compares it with what it would charge now and
 * refuses the order when a unit price, the delivery cost or the cart's lines differ. Pure.
 */

/** A browser's checkout key (lib/orders/checkout-key.ts): a random id it made (letters, digits, '-' and '_'). */
export const CHECKOUT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A cart line as the buyer saw it: unit price = price + import cost (USD). */
export type SeenLine = { product: string; size: string; color: string; count: number; unitPrice: number };
/** `delivery` null: the device could not price it (a store's terms unknown there), so it is not compared. */
export type SeenOrder = { lines: SeenLine[]; delivery: number | null };
export type CurrentLine = { product: string; size: string; color: string; count: number; unitPrice: number; name: string };

export type OrderChange =
  { kind: 'price'; product: string; name: string; before: number; after: number } | { kind: 'delivery'; before: number; after: number } | { kind: 'cart' };

const lineKey = (l: Pick<SeenLine, 'product' | 'size' | 'color' | 'count'>) => `${l.product}|${l.size}|${l.color}|${l.count}`;
const sorted = (keys: string[]) => [...keys].sort().join('\n');

/** What differs between what the buyer saw and the order as the server prices it now; empty when nothing does. */
export function orderChanges(seen: SeenOrder, current: { lines: readonly CurrentLine[]; delivery: number }): OrderChange[] {
  const changes: OrderChange[] = [];
  if (sorted(seen.lines.map(lineKey)) !== sorted(current.lines.map(lineKey))) changes.push({ kind: 'cart' });
  const reported = new Set<string>();
  for (const line of seen.lines) {
    const now = current.lines.find((l) => l.product === line.product);
    if (!now || reported.has(line.product) || toCents(now.unitPrice) === toCents(line.unitPrice)) continue;
    reported.add(line.product);
    changes.push({ kind: 'price', product: line.product, name: now.name, before: line.unitPrice, after: now.unitPrice });
  }
  if (seen.delivery !== null && toCents(seen.delivery) !== toCents(current.delivery))
    changes.push({ kind: 'delivery', before: seen.delivery, after: current.delivery });
  return changes;
}

/** The Spanish refusal naming each change. */
export function orderChangedMessage(changes: readonly OrderChange[]): string {
  const m = offlineMessages;
  const parts = changes.map((c) => {
    if (c.kind === 'price') return m.priceChanged(c.name, formatUsd(c.before), formatUsd(c.after));
    if (c.kind === 'delivery') return m.deliveryChanged(formatUsd(c.before), formatUsd(c.after));
    return m.cartChanged;
  });
  return m.orderChanged(parts.join('; '));
}
