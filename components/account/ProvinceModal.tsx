'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { isServedProvince, municipalitiesOf, PROVINCE_OPTIONS } from '@/lib/geo/provinces';
import { checkoutMessages } from '@/lib/messages/checkout';
import { commonMessages } from '@/lib/messages/common';
import { deliveryQuoteMessages } from '@/lib/messages/delivery-quote';
import { fieldsMessages } from '@/lib/messages/fields';
import { homeMessages } from '@/lib/messages/home';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/Field';
import ui from '@/components/ui/ui.module.css';
import { useRegion } from './ProvincePicker';
import { setStoredMunicipality, useStoredMunicipality } from './province-store';
import styles from './account.module.css';

/** The picker's provinces: the first entry (all provinces) is skipped. */
const CHOICES = PROVINCE_OPTIONS.slice(1);

/**
 * 'SELECCIONE UNA PROVINCIA': a radio list (default La Habana) and, for the fees shown upfront, the
 * delivery municipality; ACEPTAR stores both and reloads the current URL with ?region=.
 */
export default function ProvinceModal({ onClose }: { onClose(): void }) {
  const router = useRouter();
  const { region, setRegion } = useRegion();
  const [choice, setChoice] = useState(region);
  const stored = useStoredMunicipality();
  const [municipality, setMunicipality] = useState(stored?.region === region ? stored.municipality : '');
  const municipalities = municipalitiesOf(choice);

  function accept(event: React.FormEvent) {
    event.preventDefault();
    setRegion(choice);
    setStoredMunicipality(choice, municipalities.includes(municipality) ? municipality : '');
    onClose();
    const url = new URL(window.location.href);
    url.searchParams.set('region', choice);
    router.push(`${url.pathname}${url.search}`);
  }

  return (
    <Dialog open inPage onClose={onClose} title={homeMessages.provincePicker}>
      <form onSubmit={accept}>
        <fieldset className={styles.provinceList}>
          <legend className="visually-hidden">{fieldsMessages.province}</legend>
          {CHOICES.map((province) => (
            <label key={province}>
              <input type="radio" name="province" value={province} checked={choice === province} onChange={() => setChoice(province)} />
              {province}
            </label>
          ))}
        </fieldset>
        {/* Said where the province is chosen, not first at CONFIRMAR PEDIDO. */}
        <p className={styles.notServed} role="status">
          {!isServedProvince(choice) && (
            <>
              {checkoutMessages.regionNotServed} {deliveryQuoteMessages.browseOnly}
            </>
          )}
        </p>
        <SelectField
          label={deliveryQuoteMessages.municipality}
          value={municipalities.includes(municipality) ? municipality : ''}
          options={[{ value: '', label: deliveryQuoteMessages.anyMunicipality }, ...municipalities]}
          onChange={(e) => setMunicipality(e.target.value)}
        />
        <div className={styles.row}>
          <button type="submit" className={ui.button}>
            {commonMessages.accept}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
