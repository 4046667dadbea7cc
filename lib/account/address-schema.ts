import { z } from 'zod';
import { isMunicipalityOf, isProvince, MUNICIPALITY_PLACEHOLDER } from '../geo/provinces';
import { addressMessages } from '../messages/address';
import { serverMessages } from '../messages/server';

export const ADDRESS_LIMITS = { name: 80, address: 160, phone: 20, ci: 20 } as const;
/** Most delivery addresses one account keeps (a bound the spec leaves open). */
export const MAX_DELIVERY_ADDRESSES = 20;

/** A required trimmed text: every failure (missing, empty, too long) reads `message`. */
function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

/**
 * One delivery address (docs/contract/catalogue.md §5): name ≤ 80, address ≤ 160, a real province, a municipality
 * of that province (not the 'Municipio' placeholder), phone ≤ 20 as digits with an optional leading
 * '+', ci ≤ 20 digits (the 11-digit rule is not enforced, as in the original). Unknown keys are stripped.
 */
export const deliveryAddressSchema = z
  .object({
    name: requiredText(ADDRESS_LIMITS.name, addressMessages.name),
    address: requiredText(ADDRESS_LIMITS.address, addressMessages.address),
    region: z.string({ error: addressMessages.region }).trim().refine(isProvince, addressMessages.region),
    municipality: z.string({ error: addressMessages.municipality }).trim(),
    phone: z
      .string({ error: addressMessages.phoneRequired })
      .trim()
      .min(1, addressMessages.phoneRequired)
      .max(ADDRESS_LIMITS.phone, addressMessages.phoneInvalid)
      .regex(/^\+?\d+$/, addressMessages.phoneInvalid),
    ci: z
      .string({ error: addressMessages.ciRequired })
      .trim()
      .min(1, addressMessages.ciRequired)
      .max(ADDRESS_LIMITS.ci, addressMessages.ciInvalid)
      .regex(/^\d+$/, addressMessages.ciInvalid),
    isDefault: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const ok = value.municipality !== MUNICIPALITY_PLACEHOLDER && isMunicipalityOf(value.region, value.municipality);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['municipality'], message: addressMessages.municipality });
  });

export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** The full address list a user saves (PATCH updateDeliveryAddresses). */
export const deliveryAddressListSchema = z.array(deliveryAddressSchema).max(MAX_DELIVERY_ADDRESSES, serverMessages.validation);

/** The list with exactly one default: the first flagged one, or the first address when none is. */
export function withSingleDefault(addresses: readonly DeliveryAddress[]): DeliveryAddress[] {
  const index = Math.max(
    0,
    addresses.findIndex((a) => a.isDefault),
  );
  return addresses.map((a, i) => ({ ...a, isDefault: i === index }));
}
