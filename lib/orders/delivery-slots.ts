import { formatDeliverySlot, type DeliverySlot } from '../format';

/** An order line as far as its agreed delivery slot goes. */
export type SlotLine = { name: string; deliveryCalendar?: DeliverySlot | null };

/**
 * The delivery slots agreed for an order's calendar lines, in line order, each as the store writes
 * a slot ('DOMINGO 29 NOV 04:15 PM') with its product's name; lines without a slot are left out.
 */
export function agreedSlots(lines: readonly SlotLine[]): { name: string; slot: string }[] {
  return lines.flatMap((line) => {
    const slot = formatDeliverySlot(line.deliveryCalendar);
    return slot ? [{ name: line.name, slot }] : [];
  });
}

/** The distinct slot texts of an order (one per agreed slot, however many lines share it). */
export function distinctSlots(lines: readonly SlotLine[]): string[] {
  return [...new Set(agreedSlots(lines).map((line) => line.slot))];
}
