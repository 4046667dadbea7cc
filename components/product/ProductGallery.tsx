import { plainImageAttributes } from '@/components/ui/PlainImage';
import { GalleryCarousel, type GalleryPicture } from './GalleryCarousel';
import styles from './ProductGallery.module.css';

/**
 * The detail page's gallery. The pictures' optimised attributes are worked out here, on the server,
 * and handed to the carousel: next/image's code (3.5 KB compressed) stays out of the product page's
 * first load. The first picture is the page's largest paint: preloaded, fetched first, and drawn in
 * the frame that lays it out, not in a later one that hydration can hold back (decision 21).
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const pictures: GalleryPicture[] = images.map((src, i) => ({
    main: plainImageAttributes({
      src,
      alt: '',
      width: 600,
      height: 600,
      sizes: '(max-width: 639px) 100vw, 440px',
      preload: i === 0,
      fetchPriority: i === 0 ? 'high' : undefined,
      decoding: i === 0 ? 'sync' : undefined,
      className: styles.main,
    }),
    thumb: plainImageAttributes({ src, alt: '', width: 64, height: 64 }),
  }));
  return <GalleryCarousel images={images} pictures={pictures} name={name} />;
}
