'use client';

import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { galleryMessages } from '@/lib/messages/gallery';
import { Icon, chevronLeftIcon, chevronRightIcon } from '@/components/layout/icons';
import type { PlainImageAttributes } from '@/components/ui/PlainImage';
import styles from './ProductGallery.module.css';

// Opens on a tap on the picture: its code is not part of the page's first load.
const Lightbox = lazyComponent(() => import('./Lightbox').then((m) => m.Lightbox));

/** A picture of the gallery: its attributes as the main image and as a thumbnail, computed on the server (ProductGallery). */
export type GalleryPicture = { main: PlainImageAttributes; thumb: PlainImageAttributes };

/** The detail page's image carousel: main image, previous/next, thumbnails, and a full-screen lightbox. */
export function GalleryCarousel({ images, pictures, name }: { images: readonly string[]; pictures: readonly GalleryPicture[]; name: string }) {
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
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
          <img {...pictures[index].main} alt={t.image(name, index + 1, count)} />
        </button>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(-1)} aria-label={t.previous}>
              <Icon path={chevronLeftIcon} />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label={t.next}>
              <Icon path={chevronRightIcon} />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t.thumbnails}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" onClick={() => setIndex(i)} aria-current={i === index ? 'true' : undefined} aria-label={t.image(name, i + 1, count)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
                <img {...pictures[i].thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && <Lightbox images={images} name={name} index={index} onIndex={setIndex} onClose={() => setZoomed(false)} />}
    </div>
  );
}
