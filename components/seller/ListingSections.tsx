'use client';

import { sizesFor } from '@/lib/catalog/reference';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { productMessages } from '@/lib/messages/product';
import type { ListingFormOptions } from '@/lib/selling/dto';
import { SelectField, TextField } from '@/components/ui/Field';
import { CheckField, NumberField } from '@/components/dashboard/fields';
import { tagTotal, type FieldErrors, type ListingValues } from './listing-values';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** What every section of the listing form receives. */
export type SectionProps = { values: ListingValues; errors: FieldErrors; set(patch: Partial<ListingValues>): void };

/** DATOS DEL PRODUCTO: name, description, category and price. */
export function ListingBasics({ values, errors, set, options }: SectionProps & { options: ListingFormOptions }) {
  const categories = [
    { value: '', label: listingFormMessages.selectCategory, disabled: true },
    ...options.categories.map((c) => ({ value: c._id, label: c.name })),
  ];
  return (
    <fieldset>
      <legend>{listingFormMessages.basics}</legend>
      <TextField label={listingFormMessages.name} value={values.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
      <TextField
        label={productMessages.description}
        multiline
        rows={5}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
      />
      <div className={styles.grid2}>
        <SelectField
          label={listingFormMessages.category}
          options={categories}
          value={values.category}
          // Another category has another size list: the size rows no longer apply.
          onChange={(e) => set({ category: e.target.value, availableCountByTags: [] })}
          error={errors.category}
        />
        <NumberField label={listingFormMessages.price} value={values.price} step={0.01} onChange={(price) => set({ price })} error={errors.price} />
      </div>
    </fieldset>
  );
}

/** DISPONIBILIDAD: available, counts, and stock per size and colour for categories with sizes. */
export function ListingStock({ values, errors, set, options }: SectionProps & { options: ListingFormOptions }) {
  const kind = options.categories.find((c) => c._id === values.category)?.sizeKind ?? null;
  const sizes = sizesFor(kind);
  const tags = values.availableCountByTags;
  const setTag = (index: number, patch: Partial<ListingValues['availableCountByTags'][number]>) =>
    set({ availableCountByTags: tags.map((tag, i) => (i === index ? { ...tag, ...patch } : tag)) });
  return (
    <fieldset>
      <legend>{listingFormMessages.stock}</legend>
      <CheckField label={listingFormMessages.available} checked={values.available} onChange={(available) => set({ available })} />
      <div className={styles.grid2}>
        <NumberField
          label={listingFormMessages.availableCount}
          step={1}
          value={values.availableCount}
          onChange={(availableCount) => set({ availableCount })}
          error={errors.availableCount}
        />
        <NumberField
          label={listingFormMessages.maxCount}
          step={1}
          min={1}
          value={values.maxCount}
          onChange={(maxCount) => set({ maxCount })}
          error={errors.maxCount}
        />
      </div>
      {sizes.length > 0 && (
        <>
          <h3 className={dashboard.muted}>{listingFormMessages.stockByTag}</h3>
          {tags.map((tag, i) => (
            <div key={i} className={styles.tagRow}>
              <SelectField
                label={addToCartMessages.size}
                options={['', ...sizes]}
                value={tag.size}
                onChange={(e) => setTag(i, { size: e.target.value })}
                error={errors[`availableCountByTags.${i}.size`]}
              />
              <TextField
                label={addToCartMessages.color}
                value={tag.color}
                maxLength={30}
                onChange={(e) => setTag(i, { color: e.target.value })}
                error={errors[`availableCountByTags.${i}.color`]}
              />
              <NumberField
                label={listingFormMessages.availableCount}
                step={1}
                value={tag.availableCount}
                onChange={(availableCount) => setTag(i, { availableCount })}
                error={errors[`availableCountByTags.${i}.availableCount`]}
              />
              <button
                type="button"
                className="button button-secondary"
                style={{ marginBottom: 12 }}
                onClick={() => set({ availableCountByTags: tags.filter((_, j) => j !== i) })}
              >
                {listingFormMessages.removeTag}
              </button>
            </div>
          ))}
          <div className={dashboard.spread}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => set({ availableCountByTags: [...tags, { size: sizes[0], color: '', availableCount: 1 }] })}
            >
              {listingFormMessages.addTag}
            </button>
            {tags.length > 0 && <span className={dashboard.muted}>{listingFormMessages.tagsTotal(tagTotal(values))}</span>}
          </div>
        </>
      )}
    </fieldset>
  );
}
