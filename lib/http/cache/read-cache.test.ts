import { cachedRead, clearCachedReads } from './read-cache';

describe('cachedRead', () => {
  afterEach(() => clearCachedReads());

  it('answers from the copy within its lifetime and reads again after it', async () => {
    let clock = 0;
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedRead('k', 1000, load, { now: () => clock })).toBe(1);
    clock = 999;
    expect(await cachedRead('k', 1000, load, { now: () => clock })).toBe(1);
    clock = 1000;
    expect(await cachedRead('k', 1000, load, { now: () => clock })).toBe(2);
  });

  it('shares one pending read between concurrent callers', async () => {
    let reads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    const [a, b] = await Promise.all([cachedRead('k', 1000, load), cachedRead('k', 1000, load)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed read', async () => {
    await expect(cachedRead('k', 1000, () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cachedRead('k', 1000, async () => 'ok')).toBe('ok');
  });

  it('reads again after the copies are dropped', async () => {
    let reads = 0;
    await cachedRead('k', 60_000, async () => ++reads);
    clearCachedReads();
    expect(await cachedRead('k', 60_000, async () => ++reads)).toBe(2);
  });
});
