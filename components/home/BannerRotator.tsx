'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { carouselMessages } from '@/lib/messages/carousel';
import styles from './HomeBanner.module.css';

/** The home banner's interval (docs/contract/catalogue.md §9: carousels 5 s). */
const INTERVAL_MS = 5000;

/**
 * Shows one slide at a time and moves to the next every 5 s. Rotation pauses while the pointer or
 * focus is inside, and with the pause button (WCAG 2.2.2); reduced-motion users start paused.
 */
export function BannerRotator({ slides, label }: { slides: readonly ReactNode[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, count]);

  const t = carouselMessages;
  return (
    <section
      className={styles.banner}
      aria-roledescription="carrusel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={t.goTo(i + 1, count)}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.pause} onClick={() => setPaused(!paused)} aria-pressed={paused}>
          {paused ? t.play : t.pause}
        </button>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={t.goTo(i + 1, count)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
