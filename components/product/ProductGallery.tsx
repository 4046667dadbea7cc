'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { galleryMessages } from '@/lib/messages/gallery';
import { Icon } from '@/components/layout/icons';
import { PlainImage } from '@/components/ui/PlainImage';
import styles from './ProductGallery.module.css';

// Opens on a tap on the picture: its code is not part of the page's first load.
const Lightbox = dynamic(() => import('./Lightbox').then((m) => m.Lightbox), { ssr: false });

/** The detail page's image carousel: main image, previous/next, thumbnails, and a full-screen lightbox. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const t = galleryMessages;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  if (count === 0) return null;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <button type="button" className={styles.zoom} onClick={() => setZoomed(true)} aria-label={`${t.open}: ${t.image(name, index + 1, count)}`}>
          <PlainImage
            src={images[index]}
            alt={t.image(name, index + 1, count)}
            width={600}
            height={600}
            sizes="(max-width: 639px) 100vw, 440px"
            preload={index === 0}
            fetchPriority={index === 0 ? 'high' : undefined}
            // The page's largest paint: drawn in the frame that lays it out, not in a later one that hydration can hold back (decision 21).
            decoding={index === 0 ? 'sync' : undefined}
            className={styles.main}
          />
        </button>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(-1)} aria-label={t.previous}>
              <Icon name="chevronLeft" />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label={t.next}>
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t.thumbnails}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" onClick={() => setIndex(i)} aria-current={i === index ? 'true' : undefined} aria-label={t.image(name, i + 1, count)}>
                <PlainImage src={src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && <Lightbox images={images} name={name} index={index} onIndex={setIndex} onClose={() => setZoomed(false)} />}
    </div>
  );
}
