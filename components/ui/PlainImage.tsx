import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised sources (srcset, sizes, lazy loading) on a plain <img>, with nothing to
 * hydrate: next/image is a client component with about a dozen hooks per picture, and a page of
 * product cards shows two pictures per card.
 */
export function PlainImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  return <img {...image} alt={props.alt} />;
}
