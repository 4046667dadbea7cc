import net from 'node:net';
import { paths } from '@/lib/http/paths';
import { send } from './ops-client';
import { BUDGET_MS, putInCart, type OpsContext } from './ops-context';
import { CALL_TIMEOUT_MS, type OpRow } from './ops-measure';
import { note } from '../../server/progress';

const RETRY_MS = 100;
/** How long the store may take to open its port after being started again (66 s was measured at 100,000 products). */
const PORT_TIMEOUT_MS = 600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Resolves when 127.0.0.1:`port` accepts a connection, with the time it did. */
export async function portOpen(port: number): Promise<number> {
  const deadline = Date.now() + PORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await accepts(port)) return performance.now();
    await sleep(25);
  }
  throw new Error(`el puerto ${port} no abrió en ${PORT_TIMEOUT_MS / 1000} s`);
}

type Probe = { name: string; call: (signal: AbortSignal) => Promise<void> };

/** Retries `probe` from `openedAt` until its first correct answer; the row holds that one time. */
async function firstAnswer(probe: Probe, openedAt: number): Promise<OpRow> {
  const row: OpRow = { name: `Tras reiniciar con un núcleo ocupado: ${probe.name}`, budgetMs: BUDGET_MS.firstAnswerAfterRestart, samples: [], failure: null };
  let last = '';
  while (performance.now() - openedAt < CALL_TIMEOUT_MS) {
    try {
      await probe.call(AbortSignal.timeout(Math.max(1, Math.round(CALL_TIMEOUT_MS - (performance.now() - openedAt)))));
      row.samples.push(performance.now() - openedAt);
      note(`${row.name}: primera respuesta correcta a los ${row.samples[0].toFixed(0)} ms de abrir el puerto`);
      return row;
    } catch (error) {
      last = error instanceof Error ? error.message.slice(0, 80) : String(error);
      await sleep(RETRY_MS);
    }
  }
  row.failure = `timeout (${last})`;
  note(`${row.name}: ${row.failure}`);
  return row;
}

/**
 * The first answers after a restart, while another process keeps one core busy (operations.ts):
 * from the moment the new store process's port accepts a connection, the time to the first correct answer of the catalogue, a cart change and a buyer's
 * order list, asked side by side and retried every 100 ms.
 */
export async function restartRows(ctx: OpsContext, port: number): Promise<OpRow[]> {
  const openedAt = await portOpen(port);
  const buyer = ctx.buyers[0];
  const listing = ctx.fixture.listings[0];
  const probes: Probe[] = [
    {
      name: 'catálogo',
      call: async (signal) => {
        const list = await send<unknown[]>(ctx.base, 'GET', paths.products.root({ page: 1, limit: 10, promoted: false }), { signal });
        if (!Array.isArray(list) || !list.length) throw new Error('catálogo vacío');
      },
    },
    {
      name: 'cambio en el carrito',
      call: async (signal) => {
        const { cart } = (await putInCart(ctx, buyer, listing, signal)) as { cart: { products: unknown[] } };
        if (cart.products.length !== 1) throw new Error('carrito sin la línea');
      },
    },
    {
      name: 'lista de pedidos del comprador',
      call: async (signal) => {
        const { count } = await send<{ count: number }>(ctx.base, 'GET', paths.orders.ofUser(buyer.id, { page: 1, limit: 20 }), { token: buyer.token, signal });
        if (!count) throw new Error('sin pedidos');
      },
    },
  ];
  return Promise.all(probes.map((probe) => firstAnswer(probe, openedAt)));
}
