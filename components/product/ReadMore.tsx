'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { readMoreMessages } from '@/lib/messages/read-more';
import styles from './ReadMore.module.css';

/** Height of the collapsed text in px (docs/contract/catalogue.md §2). */
const COLLAPSED_PX = 120;

/** Long text collapsed to 120 px with 'LEER MAS' / 'LEER MENOS'; short text shows whole, without the button. */
export function ReadMore({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const content = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > COLLAPSED_PX + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const collapsed = overflows && !expanded;
  return (
    <div>
      <div
        id={id}
        ref={content}
        className={collapsed ? `${styles.text} ${styles.collapsed}` : styles.text}
        style={collapsed ? { maxHeight: COLLAPSED_PX } : undefined}
      >
        {children}
      </div>
      {overflows && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? readMoreMessages.readLess : readMoreMessages.readMore}
        </button>
      )}
    </div>
  );
}
