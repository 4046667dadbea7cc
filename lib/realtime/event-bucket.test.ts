import { eventBucket } from './server';

describe('the per-socket event bucket', () => {
  test('a burst passes, then events are dropped until time refills it, and a long flood disconnects', () => {
    let clock = 0;
    const bucket = eventBucket({ burst: 3, perSecond: 2, dropsBeforeDisconnect: 4 }, () => clock);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual(['pass', 'pass', 'pass', 'drop']);
    clock = 500;
    expect([bucket.take(), bucket.take()]).toEqual(['pass', 'drop']);
    clock = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual(['pass', 'pass', 'pass', 'drop', 'disconnect']);
  });
});
