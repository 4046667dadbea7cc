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
    expect(deferredAttributes('/_next/image?w=384', '/_next/image?w=384 384w, /_next/image?w=640 640w')).toEqual({
      src: PLACEHOLDER_SRC,
      [DEFERRED_SRC]: '/_next/image?w=384',
      [DEFERRED_SRCSET]: '/_next/image?w=384 384w, /_next/image?w=640 640w',
    });
    expect(deferredAttributes('/logo.webp', undefined)).toEqual({ src: PLACEHOLDER_SRC, [DEFERRED_SRC]: '/logo.webp' });
  });

  test("a src that is the srcset's widest candidate (next/image's) is written once, in the srcset", () => {
    expect(deferredAttributes('/_next/image?w=640', '/_next/image?w=384 384w, /_next/image?w=640 640w')).toEqual({
      src: PLACEHOLDER_SRC,
      [DEFERRED_SRCSET]: '/_next/image?w=384 384w, /_next/image?w=640 640w',
    });
    expect(deferredAttributes('/_next/image?w=64', '/_next/image?w=32 1x, /_next/image?w=64 2x')).toEqual({
      src: PLACEHOLDER_SRC,
      [DEFERRED_SRCSET]: '/_next/image?w=32 1x, /_next/image?w=64 2x',
    });
  });

  test('revealed, it gets its real sources once, and the marks that found it are gone', () => {
    for (const src of ['/a?w=640', '/a?w=384']) {
      const image = fakeImage({ alt: '', ...deferredAttributes(src, '/a?w=384 384w, /a?w=640 640w') });
      reveal(image);
      expect(Object.fromEntries(image.map)).toEqual({ alt: '', src, srcset: '/a?w=384 384w, /a?w=640 640w' });
      image.setAttribute('src', '/changed');
      reveal(image); // a second call finds nothing to do
      expect(image.getAttribute('src')).toBe('/changed');
    }
    const single = fakeImage(deferredAttributes('/logo.webp', undefined));
    reveal(single);
    expect(Object.fromEntries(single.map)).toEqual({ src: '/logo.webp' });
  });

  test('a picture that was never deferred is left alone', () => {
    const image = fakeImage({ src: '/b.webp' });
    reveal(image);
    expect(Object.fromEntries(image.map)).toEqual({ src: '/b.webp' });
  });
});
