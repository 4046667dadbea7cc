import { getImageProps } from 'next/image';
import { capSources, optimisedPicture } from './PlainImage';

const SET = ['/i?w=384 384w', '/i?w=640 640w', '/i?w=828 828w', '/i?w=1920 1920w'].join(', ');

describe('capSources', () => {
  test('keeps the candidates up to the cap and serves the widest kept as src', () => {
    expect(capSources(SET, 640)).toEqual({ srcSet: '/i?w=384 384w, /i?w=640 640w', src: '/i?w=640' });
  });

  test('keeps the narrowest when every candidate is wider, and leaves density lists and no list alone', () => {
    expect(capSources(SET, 100)).toEqual({ srcSet: '/i?w=384 384w', src: '/i?w=384' });
    expect(capSources('/a?w=64 1x, /a?w=128 2x', 100)).toEqual({ srcSet: '/a?w=64 1x, /a?w=128 2x' });
    expect(capSources(undefined, 640)).toEqual({});
  });
});

describe('optimisedPicture', () => {
  const props = { src: '/demo/olla.webp', alt: '', width: 208, height: 208, sizes: '(max-width: 639px) 50vw, 208px' };
  test('gives what getImageProps and capSources give, once worked out per props', () => {
    const { props: image } = getImageProps(props);
    const first = optimisedPicture(props, 640);
    expect(first).toEqual({ image, sources: capSources(image.srcSet, 640) });
    expect(optimisedPicture({ ...props }, 640)).toBe(first);
  });
  test('other props or another cap are other pictures', () => {
    const first = optimisedPicture(props, 640);
    expect(optimisedPicture({ ...props, src: '/demo/otra.webp' }, 640).image.src).not.toBe(first.image.src);
    expect(optimisedPicture(props, 384).sources).toEqual(capSources(first.image.srcSet, 384));
    expect(optimisedPicture(props, undefined).sources).toEqual({});
  });
});
