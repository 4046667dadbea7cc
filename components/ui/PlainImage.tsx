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

type Optimised = { image: PlainImageAttributes; sources: ReturnType<typeof capSources> };

/** Pictures whose optimised props are kept (a search page shows the same few hundred again and again). */
const KEPT_PICTURES = 2_000;
const keptPictures = new Map<string, Optimised>();

/**
 * getImageProps and capSources for these props. Both depend on the props and the build's image
 * settings alone, and cost about 50 µs a picture: kept per props, so a page of cards does not work
 * out the same sources again on every request. Only for plain props (a string source, no handlers),
 * which every store picture has.
 */
export function optimisedPicture(props: ImageProps, maxSourceWidth: number | undefined): Optimised {
  const compute = (): Optimised => {
    const { props: image } = getImageProps(props);
    return { image, sources: maxSourceWidth ? capSources(image.srcSet, maxSourceWidth) : {} };
  };
  const plain = typeof props.src === 'string' && Object.values(props).every((value) => typeof value !== 'function' && typeof value !== 'object');
  if (!plain) return compute();
  const key = JSON.stringify([maxSourceWidth, props]);
  let kept = keptPictures.get(key);
  if (!kept) {
    if (keptPictures.size >= KEPT_PICTURES) keptPictures.delete(keptPictures.keys().next().value!);
    kept = compute();
    keptPictures.set(key, kept);
  }
  return kept;
}

/**
 * next/image's optimised attributes (srcset, sizes, lazy loading) for a plain <img>, and the
 * preload hint for `preload`. Computed on the server, so a client component can draw optimised
 * pictures without next/image's code in the browser (components/product/ProductGallery.tsx).
 */
export function plainImageAttributes({ maxSourceWidth, ...props }: Omit<Props, 'deferred'>): PlainImageAttributes {
  const { image, sources } = optimisedPicture(props, maxSourceWidth);
  // What next/image does for `preload`: a <link rel="preload"> in the head, for the page's largest picture.
  if (props.preload) {
    preload(sources.src ?? image.src, {
      as: 'image',
      imageSrcSet: sources.srcSet ?? image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // A style object of its own: one kept object met twice in a page is written into its flight data as a
  // path back to the first, longer than the object itself.
  return { ...image, ...sources, style: image.style && { ...image.style } };
}

function isOnlyTransparentColour(style: PlainImageAttributes['style']): boolean {
  return !style || (Object.keys(style).length === 1 && style.color === 'transparent');
}

/**
 * next/image's optimised sources (srcset, sizes, lazy loading) on a plain <img>, with nothing to
 * hydrate: next/image is a client component with about a dozen hooks per picture, and a page of
 * product cards shows two pictures per card.
 */
export function PlainImage({ deferred = false, ...props }: Props) {
  const { src, srcSet, style, ...others } = plainImageAttributes(props);
  // next/image's transparent colour hides the alt text while the picture loads; an empty alt has none
  // to hide, and a card's two pictures would carry the style in the HTML and the flight data.
  const rest = props.alt === '' && isOnlyTransparentColour(style) ? others : { ...others, style };
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  if (deferred) return <img {...rest} {...deferredAttributes(src, srcSet)} alt={props.alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  return <img {...rest} src={src} srcSet={srcSet} alt={props.alt} />;
}
