'use client';

import { useRef, type ReactNode } from 'react';
import { carouselMessages } from '@/lib/messages/carousel';
import { commonMessages } from '@/lib/messages/common';
import { Icon, chevronLeftIcon, chevronRightIcon } from '@/components/layout/icons';
import styles from './ScrollCarousel.module.css';

type Props = {
  /** Extra class of the track: sets items per slide and how many items show (see BestSellers.module.css). */
  trackClassName?: string;
  children: ReactNode;
};

/**
 * A manual carousel: a horizontal scroll-snap track (swipe, scroll or Tab through the links) with
 * previous/next buttons that move one slide, i.e. the visible width. No auto-play. Put it in a
 * <section> labelled by its title.
 */
export function ScrollCarousel({ trackClassName, children }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    // The enclosing <section>, labelled by its title, is the landmark; this is only the scroller.
    <div className={styles.carousel}>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => move(-1)} aria-label={carouselMessages.previous}>
        <Icon path={chevronLeftIcon} />
      </button>
      <ul ref={track} className={trackClassName ? `${styles.track} ${trackClassName}` : styles.track}>
        {children}
      </ul>
      <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => move(1)} aria-label={commonMessages.next}>
        <Icon path={chevronRightIcon} />
      </button>
    </div>
  );
}
