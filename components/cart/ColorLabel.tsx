import { colorName } from '@/lib/catalog/color-name';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import styles from './ColorLabel.module.css';

/**
 * A chosen colour on a cart or order line: its swatch and its name ("Color: Rojo"), as the
 * add-to-cart dialog shows it. A dot alone says nothing to a colour-blind eye.
 */
export function ColorLabel({ color }: { color: string }) {
  return (
    <span className={styles.color}>
      <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
      {addToCartMessages.colorChosen(colorName(color))}
    </span>
  );
}
