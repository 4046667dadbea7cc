import { cachedRead, clearCachedReads, sharedWhilePending } from './read-cache';

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

describe('sharedWhilePending', () => {
  const slowRead = (answer: () => number) => () => new Promise<number>((resolve) => setTimeout(() => resolve(answer()), 5));

  it('joins the callers that ask while the read runs, and reads again once it has settled', async () => {
    let reads = 0;
    const load = slowRead(() => ++reads);
    const [a, b] = await Promise.all([sharedWhilePending('k', load), sharedWhilePending('k', load)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await sharedWhilePending('k', load)).toBe(2);
  });

  it('keeps other keys apart, and a failure for no later caller', async () => {
    let reads = 0;
    const [a, b] = await Promise.all([
      sharedWhilePending(
        'a',
        slowRead(() => ++reads),
      ),
      sharedWhilePending(
        'b',
        slowRead(() => ++reads),
      ),
    ]);
    expect([a, b].sort()).toEqual([1, 2]);
    await expect(sharedWhilePending('k', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await sharedWhilePending('k', async () => 7)).toBe(7);
  });
});
