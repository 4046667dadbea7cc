'use client';

import { PRODUCT_CURRENCIES } from '@/lib/catalog/schemas';
import type { SellerTerms } from '@/lib/catalog/seller-terms';
import { PROVINCES } from '@/lib/geo/provinces';
import { formatUsd } from '@/lib/money';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { listingFormMessages } from '@/lib/messages/listing-form';
import type { ImportRates } from '@/lib/pricing/import-cost';
import { SelectField, TextField } from '@/components/ui/Field';
import { CheckField, NumberField } from '@/components/dashboard/fields';
import type { SectionProps } from './ListingSections';
import { pricingPreview, type ListingValues } from './listing-values';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';
type Clock = ListingValues['deliveryCalendar']['minTime'];

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5));

/**
 * IMPORTACIÓN Y ENVÍO: delivery tags, weight and dimensions, manual cost, and the import cost
 * previewed live. Fast delivery and a manual cost are offered only when the seller's record allows
 * them (the server refuses them otherwise), or to untick them on a listing that has them.
 */
export function ListingShipping({ values, errors, set, rates, seller }: SectionProps & { rates: ImportRates; seller: SellerTerms | null }) {
  const preview = pricingPreview(values, rates);
  const offersFastDelivery = seller?.importCompanyFastDelivery !== false || values.fastDelivery;
  const offersManualCost = seller?.isManualImportCost !== false || values.isManualImportCost;
  return (
    <fieldset>
      <legend>{listingFormMessages.shipping}</legend>
      {offersFastDelivery && (
        <CheckField label={listingFormMessages.fastDelivery} checked={values.fastDelivery} onChange={(fastDelivery) => set({ fastDelivery })} />
      )}
      <CheckField label={listingFormMessages.shippingBySea} checked={values.shippingBySea} onChange={(shippingBySea) => set({ shippingBySea })} />
      <CheckField label={listingFormMessages.possibleDiscount} checked={values.possibleDiscount} onChange={(possibleDiscount) => set({ possibleDiscount })} />
      <div className={dashboard.grid4}>
        <NumberField label={listingFormMessages.weight} value={values.weight} onChange={(weight) => set({ weight })} error={errors.weight} />
        <NumberField label={listingFormMessages.large} value={values.large} onChange={(large) => set({ large })} error={errors.large} />
        <NumberField label={listingFormMessages.height} value={values.height} onChange={(height) => set({ height })} error={errors.height} />
        <NumberField label={listingFormMessages.width} value={values.width} onChange={(width) => set({ width })} error={errors.width} />
      </div>
      {offersManualCost && (
        <CheckField
          label={listingFormMessages.manualImportCost}
          checked={values.isManualImportCost}
          onChange={(isManualImportCost) => set({ isManualImportCost })}
        />
      )}
      {values.isManualImportCost && (
        <NumberField
          label={listingFormMessages.importCost}
          step={0.01}
          value={values.importCost}
          onChange={(importCost) => set({ importCost })}
          error={errors.importCost}
        />
      )}
      <div className={styles.preview} aria-live="polite">
        <p>{listingFormMessages.importPreview(formatUsd(preview.importCost))}</p>
        <p>{listingFormMessages.totalPreview(formatUsd(preview.total))}</p>
      </div>
    </fieldset>
  );
}

function ClockField({ label, value, onChange }: { label: string; value: Clock; onChange(value: Clock): void }) {
  return (
    <div className={dashboard.grid4} role="group" aria-label={label}>
      <SelectField
        label={`${label}: ${addToCartMessages.hour}`}
        options={HOURS}
        value={String(value.hours)}
        onChange={(e) => onChange({ ...value, hours: Number(e.target.value) })}
      />
      <SelectField
        label={addToCartMessages.minutes}
        options={MINUTES}
        value={String(value.minutes)}
        onChange={(e) => onChange({ ...value, minutes: Number(e.target.value) })}
      />
      <SelectField
        label={addToCartMessages.ampm}
        options={['AM', 'PM']}
        value={value.ampm}
        onChange={(e) => onChange({ ...value, ampm: e.target.value as Clock['ampm'] })}
      />
    </div>
  );
}

/** CALENDARIO DE ENTREGA: whether buyers choose a date and time, the notice window and the hours of the day. */
export function ListingCalendar({ values, errors, set }: SectionProps) {
  const calendar = values.deliveryCalendar;
  const setCalendar = (patch: Partial<typeof calendar>) => set({ deliveryCalendar: { ...calendar, ...patch } });
  return (
    <fieldset>
      <legend>{listingFormMessages.calendar}</legend>
      <CheckField label={listingFormMessages.calendarAllowed} checked={calendar.allowed} onChange={(allowed) => setCalendar({ allowed })} />
      {calendar.allowed && (
        <>
          <div className={styles.grid2}>
            <NumberField
              label={listingFormMessages.minHoursTime}
              step={1}
              min={1}
              value={calendar.minHoursTime}
              onChange={(minHoursTime) => setCalendar({ minHoursTime })}
              error={errors['deliveryCalendar.minHoursTime']}
            />
            <NumberField
              label={listingFormMessages.maxHoursTime}
              step={1}
              min={1}
              value={calendar.maxHoursTime}
              onChange={(maxHoursTime) => setCalendar({ maxHoursTime })}
              error={errors['deliveryCalendar.maxHoursTime']}
            />
          </div>
          <ClockField label={listingFormMessages.minTime} value={calendar.minTime} onChange={(minTime) => setCalendar({ minTime })} />
          <ClockField label={listingFormMessages.maxTime} value={calendar.maxTime} onChange={(maxTime) => setCalendar({ maxTime })} />
        </>
      )}
    </fieldset>
  );
}

/** GANANCIA DE LA PLATAFORMA: fixed or percentage, and what the platform and the seller get per unit. */
export function ListingEarning({ values, errors, set, rates }: SectionProps & { rates: ImportRates }) {
  const preview = pricingPreview(values, rates);
  const types = [
    { value: 'percent', label: listingFormMessages.earningPercent },
    { value: 'fixed', label: listingFormMessages.earningFixed },
  ];
  return (
    <fieldset>
      <legend>{listingFormMessages.earning}</legend>
      <div className={styles.grid2}>
        <SelectField
          label={listingFormMessages.earningType}
          options={types}
          value={values.platformEarningType}
          onChange={(e) => set({ platformEarningType: e.target.value as 'fixed' | 'percent' })}
        />
        {values.platformEarningType === 'fixed' ? (
          <NumberField
            label={listingFormMessages.fixedEarning}
            step={0.01}
            value={values.fixedPlatformEarning}
            onChange={(fixedPlatformEarning) => set({ fixedPlatformEarning })}
            error={errors.fixedPlatformEarning}
          />
        ) : (
          <NumberField label={listingFormMessages.percent} value={values.percent} max={100} onChange={(percent) => set({ percent })} error={errors.percent} />
        )}
      </div>
      <div className={styles.preview} aria-live="polite">
        <p>{listingFormMessages.platformEarning(formatUsd(preview.platformEarning))}</p>
        <p>{listingFormMessages.sellerReceives(formatUsd(preview.sellerReceives))}</p>
      </div>
    </fieldset>
  );
}

/** OTROS DATOS: points, distributor, source currency and the provinces the listing is offered in. */
export function ListingMore({ values, errors, set }: SectionProps) {
  const toggleRegion = (name: string, on: boolean) => set({ regions: on ? [...values.regions, name] : values.regions.filter((r) => r !== name) });
  return (
    <fieldset>
      <legend>{listingFormMessages.more}</legend>
      <div className={styles.grid2}>
        <NumberField label={listingFormMessages.points} step={1} value={values.points} onChange={(points) => set({ points })} error={errors.points} />
        <TextField
          label={listingFormMessages.distributorName}
          value={values.distributor.name}
          maxLength={120}
          onChange={(e) => set({ distributor: { name: e.target.value } })}
        />
        <TextField
          label={listingFormMessages.distributorUrl}
          type="url"
          value={values.distributorUrl}
          maxLength={500}
          onChange={(e) => set({ distributorUrl: e.target.value })}
          error={errors.distributorUrl}
        />
        <SelectField
          label={listingFormMessages.currency}
          options={PRODUCT_CURRENCIES}
          value={values.currency}
          onChange={(e) => set({ currency: e.target.value })}
          error={errors.currency}
        />
        <NumberField
          label={listingFormMessages.exchangeValue}
          value={values.currencyExchangeValue}
          onChange={(currencyExchangeValue) => set({ currencyExchangeValue })}
          error={errors.currencyExchangeValue}
        />
      </div>
      <h3 className={dashboard.muted}>{listingFormMessages.regions}</h3>
      <p className={dashboard.muted}>{listingFormMessages.regionsHint}</p>
      <div className={styles.regions}>
        {PROVINCES.map((p) => (
          <CheckField key={p.name} label={p.name} checked={values.regions.includes(p.name)} onChange={(on) => toggleRegion(p.name, on)} />
        ))}
      </div>
    </fieldset>
  );
}
