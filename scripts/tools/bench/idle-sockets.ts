import { note } from '../../server/progress';
import { median } from '../lighthouse/goals';
import { load } from './load';
import { fmt, type SuiteOptions } from './options';
import type { Figure } from './report';
import { IDLE_SOCKETS, type SuiteIds } from './suite-data';

/** Throughput of the store's product list with 200 idle, signed-in Socket.IO clients against without them, alternating. */
export async function idleSocketsFigure(store: string, ids: SuiteIds, options: SuiteOptions): Promise<Figure> {
  const { io } = await import('socket.io-client');
  const { signToken } = await import('@/lib/auth/token');
  const tokens = ids.socketUsers.map((u) => signToken(u.id, u.sessionVersion));
  const url = `${store}/api/productsImport?limit=10&promoted=false&page=1`;
  const ratios: number[] = [];
  let withSockets = 0;
  let without = 0;
  for (let round = 0; round < options.rounds; round++) {
    const plain = await load(url, options);
    const sockets = Array.from({ length: IDLE_SOCKETS }, (_, i) =>
      io(store, { auth: { token: tokens[i % tokens.length] }, transports: ['websocket'], reconnection: false, forceNew: true }),
    );
    await Promise.all(
      sockets.map((s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : s.once('connect', () => resolve()).once('connect_error', reject)))),
    );
    const loaded = await load(url, options);
    sockets.forEach((s) => s.disconnect());
    note(`sin clientes ${fmt(plain.reqPerSec)} req/s; con ${IDLE_SOCKETS} clientes ${fmt(loaded.reqPerSec)} req/s`);
    ratios.push(loaded.reqPerSec / plain.reqPerSec);
    withSockets += loaded.reqPerSec / options.rounds;
    without += plain.reqPerSec / options.rounds;
  }
  const ratio = median(ratios);
  return {
    figure: `${IDLE_SOCKETS} clientes Socket.IO inactivos: req/s`,
    store: fmt(withSockets),
    baseline: `${fmt(without)} (sin ellos)`,
    ratio: fmt(ratio, 2),
    goal: '≥ 0.9',
    pass: ratio >= 0.9,
  };
}
