import { capSources } from './PlainImage';

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
