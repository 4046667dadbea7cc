import { PlainLink } from '@/components/ui/PlainLink';
import { homeMessages } from '@/lib/messages/home';
import { Icon } from '@/components/layout/icons';
import { closeIcon } from '@/components/layout/inner-icons';
import type { FilterChip } from './home-filters';
import styles from './FilterChips.module.css';

const h = homeMessages;

/** The active filters over the home list, each a link to the same list without it (server-rendered, no script of its own). */
export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={h.chips} className={styles.bar}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <PlainLink href={chip.href} className={styles.chip} aria-label={h.chipRemove(chip.label)} title={h.chipRemove(chip.label)}>
              <span className={styles.label}>{chip.label}</span>
              <Icon path={closeIcon} size={16} />
            </PlainLink>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <PlainLink href="/" className={styles.clear}>
              {h.chipsClear}
            </PlainLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
