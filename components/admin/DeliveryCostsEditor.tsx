'use client';

import type { DistributorInput } from '@/lib/admin/schemas';
import { PROVINCES, municipalitiesOf } from '@/lib/geo/provinces';
import { adminMessages } from '@/lib/messages/admin';
import { fieldsMessages } from '@/lib/messages/fields';
import { CheckField, NumberField } from '@/components/dashboard/fields';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { SelectField } from '@/components/ui/Field';
import styles from './admin.module.css';

const adminDistributorsMessages = adminMessages.distributors;
type Costs = DistributorInput['deliveryCosts'];
type Province = Costs[number];

/** A province's terms with every municipality listed (missing ones cost 0). */
function withAllMunicipalities(entry: Province): Province {
  const known = new Map(entry.municipalities.map((m) => [m.name, m.cost]));
  return { ...entry, municipalities: municipalitiesOf(entry.provinceName).map((name) => ({ name, cost: known.get(name) ?? 0 })) };
}

/** COSTOS DE ENTREGA: per province whether the company delivers, when it is free, and the cost per municipality. */
export function DeliveryCostsEditor({ value, onChange, error }: { value: Costs; onChange(value: Costs): void; error?: string }) {
  const setAt = (index: number, patch: Partial<Province>) => onChange(value.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const unused = PROVINCES.map((p) => p.name).filter((name) => !value.some((p) => p.provinceName === name));
  const add = () =>
    onChange([
      ...value,
      withAllMunicipalities({ provinceName: unused[0], available: true, isFree: { always: false, above: false, aboveNumber: 0 }, municipalities: [] }),
    ]);
  return (
    <fieldset>
      <legend>{adminDistributorsMessages.deliveryCosts}</legend>
      {error && (
        <p className={dashboard.errorBox} role="alert">
          {error}
        </p>
      )}
      {value.map((entry, i) => (
        <div key={entry.provinceName} className={styles.province}>
          <div className={dashboard.spread}>
            <SelectField
              label={fieldsMessages.province}
              options={[entry.provinceName, ...unused]}
              value={entry.provinceName}
              onChange={(e) => setAt(i, withAllMunicipalities({ ...entry, provinceName: e.target.value, municipalities: [] }))}
            />
            <button type="button" className={`button button-secondary ${styles.small}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              {adminDistributorsMessages.removeProvince}
            </button>
          </div>
          <CheckField label={adminDistributorsMessages.delivers} checked={entry.available} onChange={(available) => setAt(i, { available })} />
          <CheckField
            label={adminDistributorsMessages.freeAlways}
            checked={entry.isFree.always}
            onChange={(always) => setAt(i, { isFree: { ...entry.isFree, always } })}
          />
          <CheckField
            label={adminDistributorsMessages.freeAbove}
            checked={entry.isFree.above}
            onChange={(above) => setAt(i, { isFree: { ...entry.isFree, above } })}
          />
          {entry.isFree.above && (
            <NumberField
              label={adminDistributorsMessages.aboveNumber}
              step={0.01}
              value={entry.isFree.aboveNumber}
              onChange={(aboveNumber) => setAt(i, { isFree: { ...entry.isFree, aboveNumber } })}
            />
          )}
          <div className={dashboard.grid4}>
            {withAllMunicipalities(entry).municipalities.map((m) => (
              <NumberField
                key={m.name}
                label={adminDistributorsMessages.municipalityCost(m.name)}
                step={0.01}
                value={m.cost}
                onChange={(cost) =>
                  setAt(i, { municipalities: withAllMunicipalities(entry).municipalities.map((x) => (x.name === m.name ? { ...x, cost } : x)) })
                }
              />
            ))}
          </div>
        </div>
      ))}
      {unused.length > 0 && (
        <button type="button" className="button button-secondary" onClick={add}>
          {adminDistributorsMessages.addProvince}
        </button>
      )}
    </fieldset>
  );
}
