import { EventEmitter } from 'node:events';
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { PAGE_MESSAGES, askPrimary, detached, entryBytes, handToPrimary, keepPagesForWorkers, pageExpired, type PrimaryChannel } from './shared-pages.mjs';

describe('entryBytes', () => {
  test('a page entry is counted by its text, payload and segments', () => {
    const entry = {
      lastModified: 1,
      value: { kind: 'APP_PAGE', html: 'h'.repeat(1000), rscData: Buffer.alloc(500), segmentData: new Map([['/_tree', Buffer.alloc(300)]]) },
    };
    const bytes = entryBytes(entry);
    expect(bytes).toBeGreaterThanOrEqual(2000 + 500 + 300);
    expect(bytes).toBeLessThan(2000 + 500 + 300 + 200);
  });
});

test('detached copies a page’s Buffers out of the message they arrived in, keeping everything else', () => {
  const message = Buffer.from('<html>…</html>payload-bytes');
  const payload = message.subarray(15);
  const entry = { lastModified: 7, value: { kind: 'APP_PAGE', html: '<p>', rscData: payload, segmentData: new Map([['/_full', payload]]) } };
  const copy = detached(entry) as typeof entry;
  expect(copy).toEqual(entry);
  expect(copy.value.rscData.buffer.byteLength).toBe(payload.byteLength);
  expect(Buffer.isBuffer(copy.value.rscData)).toBe(true);
  expect(copy.value.segmentData.get('/_full')!.buffer).not.toBe(message.buffer);
});

describe('keepPagesForWorkers (the primary)', () => {
  type FakeWorker = { name: string; answers: { id: number; entry: unknown }[]; isConnected(): boolean; send(message: { id: number; entry: unknown }): boolean };
  const worker = (name: string): FakeWorker => ({
    name,
    answers: [],
    isConnected: () => true,
    send(message) {
      this.answers.push(message);
      return true;
    },
  });

  test('keeps what a worker hands over, answers any worker by id, and forgets what is handed over as null', () => {
    const cluster = new EventEmitter();
    const pages = keepPagesForWorkers<FakeWorker>(cluster);
    const [a, b] = [worker('a'), worker('b')];
    const entry = { lastModified: 500, value: { kind: 'APP_PAGE', html: '<p>', rscData: Buffer.from('payload') } };
    cluster.emit('message', a, { type: PAGE_MESSAGES.set, key: '/p', entry });
    cluster.emit('message', b, { type: PAGE_MESSAGES.get, id: 1, key: '/p' });
    cluster.emit('message', b, { type: PAGE_MESSAGES.get, id: 2, key: '/other' });
    cluster.emit('message', a, { type: PAGE_MESSAGES.set, key: '/p', entry: null });
    cluster.emit('message', b, { type: PAGE_MESSAGES.get, id: 3, key: '/p' });
    expect(b.answers).toEqual([
      { type: PAGE_MESSAGES.got, id: 1, entry },
      { type: PAGE_MESSAGES.got, id: 2, entry: null },
      { type: PAGE_MESSAGES.got, id: 3, entry: null },
    ]);
    expect({ toA: a.answers, kept: pages.size }).toEqual({ toA: [], kept: 0 });
  });
});

/** A worker's IPC channel whose primary answers with `answer` (or never, when it is undefined). */
function channelTo(answer?: (key: string) => unknown): PrimaryChannel & { sent: unknown[] } {
  const channel = Object.assign(new EventEmitter(), { connected: true, sent: [] as unknown[] });
  return Object.assign(channel, {
    send(message: unknown) {
      channel.sent.push(message);
      const { id, key } = message as { id: number; key: string };
      if (answer) setImmediate(() => channel.emit('message', { type: PAGE_MESSAGES.got, id, entry: answer(key) }));
      return true;
    },
  });
}

describe('askPrimary', () => {
  test("answers with the primary's copy, matched by id when questions cross", async () => {
    const channel = channelTo((key) => ({ value: key, lastModified: 1 }));
    const [a, b] = await Promise.all([askPrimary('/a', { channel }), askPrimary('/b', { channel })]);
    expect([a?.value, b?.value]).toEqual(['/a', '/b']);
  });

  test('a primary that does not answer makes a miss after the timeout, not a hang', async () => {
    const channel = channelTo();
    const started = performance.now();
    await expect(askPrimary('/a', { channel, timeoutMs: 50 })).resolves.toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(channel.sent).toHaveLength(1);
  });

  test('an answer that arrived while the worker was too busy to read it still counts after the timeout', async () => {
    const channel = Object.assign(new EventEmitter(), {
      connected: true,
      send(message: unknown) {
        // Read in the same turn as the timeout fires, as when the worker's event loop was blocked.
        setTimeout(
          () => channel.emit('message', { type: PAGE_MESSAGES.got, id: (message as { id: number }).id, entry: { value: 'page', lastModified: 1 } }),
          20,
        );
        return true;
      },
    });
    const asked = askPrimary('/a', { channel, timeoutMs: 20 });
    const blockedUntil = performance.now() + 40;
    while (performance.now() < blockedUntil); // both timers are due when the loop comes back
    await expect(asked).resolves.toEqual({ value: 'page', lastModified: 1 });
  });

  test('a closed channel or a failed send is a miss at once', async () => {
    const closed = Object.assign(channelTo(), { connected: false });
    await expect(askPrimary('/a', { channel: closed, timeoutMs: 60_000 })).resolves.toBeNull();
    expect(closed.sent).toHaveLength(0);
    const failing = Object.assign(new EventEmitter(), {
      connected: true,
      send: (_message: unknown, _handle: undefined, _options: object, callback: (error: Error | null) => void) => {
        setImmediate(() => callback(new Error('channel closed')));
        return false;
      },
    });
    await expect(askPrimary('/a', { channel: failing, timeoutMs: 60_000 })).resolves.toBeNull();
  });

  test('handing a page over sends it and never throws', () => {
    const channel = channelTo();
    handToPrimary('/a', { value: 'page', lastModified: 1 }, channel);
    expect(channel.sent).toEqual([{ type: PAGE_MESSAGES.set, key: '/a', entry: { value: 'page', lastModified: 1 } }]);
    const throwing = Object.assign(new EventEmitter(), {
      connected: true,
      send: () => {
        throw new Error('channel closed');
      },
    });
    expect(() => handToPrimary('/a', null, throwing)).not.toThrow();
  });
});

describe('pageExpired (against Next’s own tags manifest)', () => {
  const renderedAt = Date.now() - 10_000;
  const page = (tags?: string) => ({ lastModified: renderedAt, value: { kind: 'APP_PAGE', headers: tags ? { 'x-next-cache-tags': tags } : {} } });
  afterEach(() => tagsManifest.delete('probe-tag'));

  test('a page whose tag expired after it was rendered is expired; one rendered after the write is not', () => {
    expect(pageExpired(page('a,probe-tag'), areTagsExpired)).toBe(false);
    tagsManifest.set('probe-tag', { stale: Date.now() - 5_000, expired: Date.now() - 5_000 });
    expect(pageExpired(page('a,probe-tag'), areTagsExpired)).toBe(true);
    expect(pageExpired({ ...page('probe-tag'), lastModified: Date.now() }, areTagsExpired)).toBe(false);
    expect(pageExpired(page(), areTagsExpired)).toBe(false);
  });
});
