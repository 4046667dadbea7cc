import type { CartLine } from '@/components/cart/cart-lines';
import { minusOne, plusOne, removeLine, type CartEdit } from '@/components/checkout/cart-edits';

/**
 * Cart changes made without a line (pure). Each names its line by product, size and colour, not
 * by a full cart: sent later, it applies to whatever cart the server holds then, in the order the
 * buyer made them. The screen shows the stored cart with the waiting changes applied.
 */
export type CartOp = 'plus' | 'minus' | 'remove';
export type QueuedCartEdit = { op: CartOp; productId: string; size: string; color: string; name: string };
/** The queue as stored under 'cartEdits': whose it is and the changes, oldest first. */
export type StoredCartEdits = { userId: string; edits: QueuedCartEdit[] };

/** The waiting change `op` of line `index`. */
export function queuedEdit(lines: readonly CartLine[], index: number, op: CartOp): QueuedCartEdit {
  const { product, size, color } = lines[index];
  return { op, productId: product._id, size: size ?? '', color: color ?? '', name: product.name };
}

const lineOf = (lines: readonly CartLine[], edit: QueuedCartEdit) =>
  lines.findIndex((l) => l.product._id === edit.productId && (l.size ?? '') === edit.size && (l.color ?? '') === edit.color);

/** The updateCart request of `edit` against `lines`, or null when its line is gone (nothing to change). */
export function editRequest(lines: readonly CartLine[], edit: QueuedCartEdit): CartEdit | null {
  const index = lineOf(lines, edit);
  if (index < 0) return null;
  if (edit.op === 'plus') return plusOne(lines, index);
  if (edit.op === 'minus') return minusOne(lines, index);
  return removeLine(lines, index);
}

/** `lines` as they will be once the waiting changes are made (the server may still refuse some). */
export function withQueuedEdits(lines: readonly CartLine[], edits: readonly QueuedCartEdit[]): CartLine[] {
  let view = [...lines];
  for (const edit of edits) {
    const index = lineOf(view, edit);
    if (index < 0) continue;
    const line = view[index];
    const count = edit.op === 'plus' ? line.count + 1 : edit.op === 'minus' ? line.count - 1 : 0;
    view = count > 0 ? view.map((l, i) => (i === index ? { ...l, count } : l)) : view.filter((_, i) => i !== index);
  }
  return view;
}
