'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { layoutMessages } from '@/lib/messages/layout';
import { uiMessages } from '@/lib/messages/ui';
import type { CategoryOption } from './category-option';
import { Icon, filterIcon } from './icons';
import styles from './TopBar.module.css';

const loadPanel = () => import('./FilterPanel');
// The panel (categories, province, price form) loads on first hover, focus or click: not in first-load JS.
const FilterPanel = lazyComponent(() => loadPanel().then((m) => m.FilterPanel), <p className={styles.panelLoading}>{uiMessages.loading}</p>);

/** The FILTROS button of the top bar: opens on mouse hover or click; Escape and outside clicks close it. */
export function FilterMenu({ categories }: { categories: readonly CategoryOption[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? 80 : 250);
  };

  return (
    <div
      ref={root}
      className={styles.filter}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={layoutMessages.filters}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon path={filterIcon} size={20} />
        <span className={styles.buttonText} aria-hidden="true">
          {layoutMessages.filters}
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={layoutMessages.filterMenu}>
        {open && <FilterPanel categories={categories} onDone={() => close(false)} />}
      </div>
    </div>
  );
}
