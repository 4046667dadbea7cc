import { z } from 'zod';
import { ordersMessages } from '../messages/orders';

export const HOUSE_GUIDE_MAX = 20;

export type HouseGuideCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks an order's house guide number (docs/contract/buying.md §5): present and at most 20 characters
 * (else ordersMessages.houseGuideRequired), digits only (else ordersMessages.houseGuideNotNumber).
 */
export function validateHouseGuide(input: string | number | null | undefined): HouseGuideCheck {
  const value = input == null ? '' : String(input).trim();
  if (!value || value.length > HOUSE_GUIDE_MAX) return { ok: false, message: ordersMessages.houseGuideRequired };
  if (!/^\d+$/.test(value)) return { ok: false, message: ordersMessages.houseGuideNotNumber };
  return { ok: true, value };
}

/** zod form of validateHouseGuide for the editOrder body: accepts a string or a number, yields the digits. */
export const houseGuideSchema = z.union([z.string(), z.number()], { error: ordersMessages.houseGuideRequired }).transform((input, ctx) => {
  const check = validateHouseGuide(input);
  if (check.ok) return check.value;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});
