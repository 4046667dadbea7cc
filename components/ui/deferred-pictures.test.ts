import { DEFERRED_SRC, DEFERRED_SRCSET, deferredAttributes, PLACEHOLDER_SRC, reveal } from './deferred-pictures';

/** An element's attributes, as much of an <img> as reveal() touches. */
function fakeImage(attributes: Record<string, string>) {
  const map = new Map(Object.entries(attributes));
  return {
    map,
    getAttribute: (name: string) => map.get(name) ?? null,
    setAttribute: (name: string, value: string) => void map.set(name, value),
    removeAttribute: (name: string) => void map.delete(name),
  };
}

describe('deferred pictures', () => {
  test('a deferred picture is drawn with the placeholder and keeps its sources aside', () => {
    expect(deferredAttributes('/_next/image?w=640', '/_next/image?w=384 384w, /_next/image?w=640 640w')).toEqual({
      src: PLACEHOLDER_SRC,
      [DEFERRED_SRC]: '/_next/image?w=640',
      [DEFERRED_SRCSET]: '/_next/image?w=384 384w, /_next/image?w=640 640w',
    });
    expect(deferredAttributes('/logo.webp', undefined)).toEqual({ src: PLACEHOLDER_SRC, [DEFERRED_SRC]: '/logo.webp' });
  });

  test('revealed, it gets its real sources once, and the marks that found it are gone', () => {
    const image = fakeImage({ alt: '', ...deferredAttributes('/a?w=640', '/a?w=384 384w, /a?w=640 640w') });
    reveal(image);
    expect(Object.fromEntries(image.map)).toEqual({ alt: '', src: '/a?w=640', srcset: '/a?w=384 384w, /a?w=640 640w' });
    image.setAttribute('src', '/changed');
    reveal(image); // a second call finds nothing to do
    expect(image.getAttribute('src')).toBe('/changed');
  });

  test('a picture that was never deferred is left alone', () => {
    const image = fakeImage({ src: '/b.webp' });
    reveal(image);
    expect(Object.fromEntries(image.map)).toEqual({ src: '/b.webp' });
  });
});
