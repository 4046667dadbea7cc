import { deliveryMessages } from '../messages/delivery';

export type DeliveryLabelProduct = {
  fastDelivery: boolean;
  shippingBySea: boolean;
  deliveryCalendar?: { allowed?: boolean | null } | null;
};

const HOURS_PER_DAY = 24;
const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;

/** Delivery label of a card (deliveryMessages): calendar (calendar allowed + fast), fast, bySea, else byAir. */
export function deliveryLabel(product: DeliveryLabelProduct): string {
  const d = deliveryMessages;
  if (product.fastDelivery && product.deliveryCalendar?.allowed) return d.calendar;
  if (product.fastDelivery) return d.fast;
  if (product.shippingBySea) return d.bySea;
  return d.byAir;
}

/**
 * A duration in hours as Spanish text: under 24 h in hours, from 24 h in whole days, from 7 days
 * in whole weeks (deliveryMessages.hours/days/weeks, singular for 1); partial units are dropped.
 */
export function deliveryTimeText(hours: number): string {
  const h = Math.max(0, Math.round(hours));
  const d = deliveryMessages;
  if (h >= HOURS_PER_WEEK) return d.weeks(Math.floor(h / HOURS_PER_WEEK));
  if (h >= HOURS_PER_DAY) return d.days(Math.floor(h / HOURS_PER_DAY));
  return d.hours(h);
}
