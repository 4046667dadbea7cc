import { fieldErrors } from '@/components/ui/field-errors';
import type { DeliveryAddressDto } from '@/lib/account/dto';

/** The address form's fields (isDefault is decided by the list, not typed). */
export type AddressValues = Pick<DeliveryAddressDto, 'name' | 'address' | 'region' | 'municipality' | 'phone' | 'ci'>;
export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

const FIELDS: readonly (keyof AddressValues)[] = ['name', 'address', 'region', 'municipality', 'phone', 'ci'];

/** The first schema message of each field, from zod's issues. */
export function addressErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AddressErrors {
  const known = issues.filter((issue) => (FIELDS as readonly PropertyKey[]).includes(issue.path[0]));
  return fieldErrors(known) as AddressErrors;
}

/**
 * The full list to save with `address` added (index null) or replacing the one at `index`, and
 * where it ended up. The first address is the default; an edited one keeps its flag.
 */
export function withAddress(list: readonly DeliveryAddressDto[], address: AddressValues, index: number | null): { list: DeliveryAddressDto[]; at: number } {
  const values: AddressValues = {
    name: address.name,
    address: address.address,
    region: address.region,
    municipality: address.municipality,
    phone: address.phone,
    ci: address.ci,
  };
  if (index !== null && index >= 0 && index < list.length) {
    return { list: list.map((a, i) => (i === index ? { ...values, isDefault: a.isDefault } : a)), at: index };
  }
  return { list: [...list, { ...values, isDefault: list.length === 0 }], at: list.length };
}
