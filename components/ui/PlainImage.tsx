import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { deferredAttributes } from './deferred-pictures';

type Props = ImageProps & {
  /**
   * The widest source worth listing (px). With `sizes` in vw, Next lists every configured width up
   * to 1920 for a 208 px card; each candidate is written twice per card (HTML and page data).
   */
  maxSourceWidth?: number;
  /**
   * Below the fold: drawn with a placeholder, the picture loads only as the shopper nears it
   * (`components/ui/deferred-pictures.ts`), not with the page as Chromium's lazy loading would.
   */
  deferred?: boolean;
};

/** The `srcSet` candidates no wider than `max` (the narrowest is kept if all are wider), and the widest kept as `src`. */
export function capSources(srcSet: string | undefined, max: number): { srcSet?: string; src?: string } {
  if (!srcSet) return {};
  const candidates = srcSet.split(', ').map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? NaN) }));
  if (candidates.some((c) => Number.isNaN(c.width))) return { srcSet };
  const kept = candidates.filter((c) => c.width <= max);
  const list = kept.length ? kept : candidates.slice(0, 1);
  return { srcSet: list.map((c) => c.entry).join(', '), src: list[list.length - 1].entry.replace(/ \d+w$/, '') };
}

/** The attributes of a PlainImage's <img> (what next/image's getImageProps answers, sources capped). */
export type PlainImageAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's optimised attributes (srcset, sizes, lazy loading) for a plain <img>, and the
 * preload hint for `preload`. Computed on the server, so a client component can draw optimised
 * pictures without next/image's code in the browser (components/product/ProductGallery.tsx).
 */
export function plainImageAttributes({ maxSourceWidth, ...props }: Omit<Props, 'deferred'>): PlainImageAttributes {
  const { props: image } = getImageProps(props);
  const sources = maxSourceWidth ? capSources(image.srcSet, maxSourceWidth) : {};
  // What next/image does for `preload`: a <link rel="preload"> in the head, for the page's largest picture.
  if (props.preload) {
    preload(sources.src ?? image.src, {
      as: 'image',
      imageSrcSet: sources.srcSet ?? image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  return { ...image, ...sources };
}

/**
 * next/image's optimised sources (srcset, sizes, lazy loading) on a plain <img>, with nothing to
 * hydrate: next/image is a client component with about a dozen hooks per picture, and a page of
 * product cards shows two pictures per card.
 */
export function PlainImage({ deferred = false, ...props }: Props) {
  const { src, srcSet, ...rest } = plainImageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  if (deferred) return <img {...rest} {...deferredAttributes(src, srcSet)} alt={props.alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  return <img {...rest} src={src} srcSet={srcSet} alt={props.alt} />;
}
