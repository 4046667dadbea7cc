import { ByteBoundedLru } from './byte-bounded-lru.mjs';

describe('ByteBoundedLru', () => {
  const bySize = (value: string) => value.length;

  test('drops the least recently used entries once the bytes pass the budget', () => {
    const pages = new ByteBoundedLru<string>(10, bySize);
    pages.set('a', 'aaaa');
    pages.set('b', 'bbbb');
    expect(pages.get('a')).toBe('aaaa'); // a is now the most recent
    pages.set('c', 'cccc');
    expect([pages.get('a'), pages.get('b'), pages.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect({ bytes: pages.bytes, size: pages.size }).toEqual({ bytes: 8, size: 2 });
  });

  test('replacing an entry counts its new bytes only, and an entry over the budget is not kept', () => {
    const pages = new ByteBoundedLru<string>(10, bySize);
    pages.set('a', 'aaaa');
    pages.set('a', 'aaaaaa');
    expect({ bytes: pages.bytes, size: pages.size }).toEqual({ bytes: 6, size: 1 });
    pages.set('huge', 'x'.repeat(11));
    expect([pages.get('huge'), pages.get('a')]).toEqual([undefined, 'aaaaaa']);
    pages.delete('a');
    expect({ bytes: pages.bytes, size: pages.size }).toEqual({ bytes: 0, size: 0 });
  });

  test('a peek leaves the entry where it was: the least recently used still goes first', () => {
    const pages = new ByteBoundedLru<string>(10, bySize);
    pages.set('a', 'aaaa');
    pages.set('b', 'bbbb');
    expect(pages.peek('a')).toBe('aaaa');
    pages.set('c', 'cccc');
    expect([pages.peek('a'), pages.peek('b'), pages.peek('c')]).toEqual([undefined, 'bbbb', 'cccc']);
  });
});
