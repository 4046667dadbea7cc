'use client';

import { ADDRESS_LIMITS } from '@/lib/account/address-schema';
import { MUNICIPALITY_PLACEHOLDER, municipalitiesOf } from '@/lib/geo/provinces';
import { fieldsMessages } from '@/lib/messages/fields';
import { SelectField, TextField } from '@/components/ui/Field';
import type { AddressErrors, AddressValues } from './address-list';

type Props = {
  values: AddressValues;
  errors: AddressErrors;
  /** The provinces offered. */
  provinces: readonly string[];
  /** Let the browser fill name and phone: only when the address is the signed-in user's own. */
  autoFill: boolean;
  onChange(values: AddressValues): void;
};

/** The fields of a delivery address; choosing another province resets the municipality. */
export function AddressFields({ values, errors, provinces, autoFill, onChange }: Props) {
  const set = (key: keyof AddressValues) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value });
  return (
    <>
      <TextField
        label={fieldsMessages.fullName}
        autoComplete={autoFill ? 'name' : undefined}
        maxLength={ADDRESS_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        label={fieldsMessages.address}
        multiline
        rows={3}
        maxLength={ADDRESS_LIMITS.address}
        value={values.address}
        error={errors.address}
        onChange={set('address')}
      />
      <SelectField
        label={fieldsMessages.province}
        value={values.region}
        error={errors.region}
        options={[...provinces]}
        onChange={(e) => onChange({ ...values, region: e.target.value, municipality: MUNICIPALITY_PLACEHOLDER })}
      />
      <SelectField
        label={MUNICIPALITY_PLACEHOLDER}
        value={values.municipality}
        error={errors.municipality}
        options={[{ value: MUNICIPALITY_PLACEHOLDER, label: MUNICIPALITY_PLACEHOLDER, disabled: true }, ...municipalitiesOf(values.region)]}
        onChange={set('municipality')}
      />
      <TextField
        label={fieldsMessages.phone}
        type="tel"
        inputMode="tel"
        autoComplete={autoFill ? 'tel' : undefined}
        maxLength={ADDRESS_LIMITS.phone}
        value={values.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      <TextField label={fieldsMessages.ci} inputMode="numeric" maxLength={ADDRESS_LIMITS.ci} value={values.ci} error={errors.ci} onChange={set('ci')} />
    </>
  );
}
