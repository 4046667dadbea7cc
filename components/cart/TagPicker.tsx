'use client';

import { colorName } from '@/lib/catalog/color-name';
import type { SizeKind } from '@/lib/catalog/reference';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { chooseColor, chooseSize, colorHasStock, colorOptions, sizeHasStock, sizeOptions, type Tag, type TagChoice } from './tag-choice';
import styles from './cart.module.css';

type Props = { tags: readonly Tag[]; kind: SizeKind | null; value: TagChoice; onChange(next: TagChoice): void };

/** Size and colour radio groups; each choice moves the other to an available combination. */
export function TagPicker({ tags, kind, value, onChange }: Props) {
  const a = addToCartMessages;
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{a.size}</legend>
        {sizeOptions(tags, kind).map((size) => (
          <label key={size} className={`${styles.choice} ${sizeHasStock(tags, size) ? '' : styles.empty}`}>
            <input type="radio" name="size" value={size} checked={value.size === size} onChange={() => onChange(chooseSize(tags, value, size))} />
            <span>{size}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        {/* The chosen colour by name: a swatch alone says nothing to a screen reader or a colour-blind eye. */}
        <legend>{value.color ? a.colorChosen(colorName(value.color)) : a.color}</legend>
        {colorOptions(tags).map((color) => (
          <label key={color} className={`${styles.choice} ${styles.swatch} ${colorHasStock(tags, color) ? '' : styles.empty}`} title={colorName(color)}>
            <input
              type="radio"
              name="color"
              value={color}
              aria-label={a.colorOption(colorName(color))}
              checked={value.color === color}
              onChange={() => onChange(chooseColor(tags, kind, value, color))}
            />
            <span style={{ background: color }} />
          </label>
        ))}
      </fieldset>
    </>
  );
}
