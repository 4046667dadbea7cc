'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PROVINCE_OPTIONS } from '@/lib/geo/provinces';
import { messages } from '@/lib/messages';
import { Dialog } from '@/components/ui/Dialog';
import ui from '@/components/ui/ui.module.css';
import { useRegion } from './ProvincePicker';
import styles from './account.module.css';

/** The picker's provinces: the first entry (all provinces) is skipped. */
const CHOICES = PROVINCE_OPTIONS.slice(1);

/** 'SELECCIONE UNA PROVINCIA': a radio list (default La Habana); ACEPTAR stores it and reloads the current URL with ?region=. */
export default function ProvinceModal({ onClose }: { onClose(): void }) {
  const router = useRouter();
  const { region, setRegion } = useRegion();
  const [choice, setChoice] = useState(region);

  function accept(event: React.FormEvent) {
    event.preventDefault();
    setRegion(choice);
    onClose();
    const url = new URL(window.location.href);
    url.searchParams.set('region', choice);
    router.push(`${url.pathname}${url.search}`);
  }

  return (
    <Dialog open onClose={onClose} title={messages.home.provincePicker}>
      <form onSubmit={accept}>
        <fieldset className={styles.provinceList}>
          <legend className="visually-hidden">{messages.fields.province}</legend>
          {CHOICES.map((province) => (
            <label key={province}>
              <input type="radio" name="province" value={province} checked={choice === province} onChange={() => setChoice(province)} />
              {province}
            </label>
          ))}
        </fieldset>
        <div className={styles.row}>
          <button type="submit" className={ui.button}>{messages.common.accept}</button>
        </div>
      </form>
    </Dialog>
  );
}
