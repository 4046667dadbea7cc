import type { Figure } from './report';
import { BRANDS, BENCH_CATEGORIES } from './words';
import { login, send, type Session } from './ops-client';
import type { OpsFixture } from './ops-fixture';
import { paths } from '@/lib/http/paths';
import { orderPayload } from '../../test-support/orders';

/*
 * The scaling table (README, "Varios procesos"): the store with one worker and with N workers (the
 * cores `npm start` would use), beside the bare dynamic page with one process and with N, in the same
 * run. The bare page's own gain from N processes is what this machine and a load generator sharing
 * its cores allow any Next.js app, so the store's gain is read beside it. Three loads, each measured
 * on the four servers in turn:
 * - distinct searches: every request a search nobody made a moment ago (the home renders it);
 * - the product-list API with a distinct query on every request;
 * - a realistic mix: product pages drawn from the whole catalogue and searches drawn from a word list
 *   under load, while buyers change their carts and place orders at a steady rate (each order
 *   expires the cached pages in every worker).
 * Goals: N workers reach 1.7 times one worker's throughput on distinct searches and on the mix (on
 * 2 cores: 0.85 per core), and distinct searches with N workers reach half the bare page's.
 */

export type Measured = { reqPerSec: number; p99: number; errors: number; failures: string };
/** One load on one server: `next` gives each request's path (numbered `n`), or the fixed `path`. */
export type LoadRun = (base: string, plan: { path?: string; next?: (n: number) => string }) => Promise<Measured>;

export type ScalingServers = { single: string; many: string; workers: number; bare: string; bareMany: string };
export type ScalingData = { categoryId: string; productIds: readonly string[]; fixture: OpsFixture };

/** Orders placed per second during the mix, by buyers in turn (each one under its order cap for a whole run). */
const MIX_ORDERS_PER_SECOND = 2;
/** Of the mix's reads, this share are product pages; the rest are searches. */
const MIX_PRODUCT_SHARE = 0.7;

const WORDS = [...BENCH_CATEGORIES.flatMap((c) => c.nouns), ...BRANDS];
// Knuth's multiplicative hash in 32 bits: the plain product passes 2^53 for the run's request numbers
// and loses its low bits, which drew only every other product page.
const pick = <T>(list: readonly T[], n: number): T => list[(Math.imul(n, 2_654_435_761) >>> 0) % list.length];

/** Buyers change their cart and order one unit, MIX_ORDERS_PER_SECOND a second, until `stop()`; answers how many failed. */
function steadyOrders(base: string, buyers: readonly Session[], listings: readonly string[]): { stop(): Promise<{ placed: number; failed: number }> } {
  let turn = 0;
  let placed = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const i = turn++;
    const buyer = buyers[i % buyers.length];
    const listing = listings[i % listings.length];
    const task = (async () => {
      try {
        await send(base, 'PATCH', paths.account.updateCart(), {
          token: buyer.token,
          body: { cart: [{ product: listing, count: 1 }], quantity: 1, productId: listing },
        });
        const answer = await send<{ orderId?: string }>(base, 'POST', paths.orders.root(), { token: buyer.token, body: orderPayload({}) });
        if (answer.orderId) placed += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  }, 1000 / MIX_ORDERS_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { placed, failed };
    },
  };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Measures the three loads on the three servers, and answers the table's rows. */
export async function scalingFigures(
  servers: ScalingServers,
  data: ScalingData,
  load: LoadRun,
  log: (line: string) => void,
  only: readonly string[] | null = null,
): Promise<Figure[]> {
  const buyers: Session[] = [];
  for (const account of data.fixture.buyers) buyers.push(await login(servers.single, account));
  let distinct = 700_000_000;
  const loads: {
    key: string;
    name: string;
    plan: { path?: string; next?: (n: number) => string };
    bare: string;
    mix?: boolean;
    vsBare?: number;
    scale?: number;
  }[] = [
    {
      key: 'searches',
      name: 'Inicio, cada búsqueda distinta',
      plan: { next: () => `/?searchPhrase=samsung&categoryId=${data.categoryId}&maxPrice=${++distinct}` },
      bare: '/dynamic',
      vsBare: 0.5,
      scale: 1.7,
    },
    {
      key: 'api',
      name: 'API, cada consulta distinta',
      plan: { next: () => `/api/productsImport?limit=10&promoted=false&page=1&maxPrice=${++distinct}` },
      bare: '/api/items',
    },
    {
      key: 'mix',
      name: 'Mezcla: productos, búsquedas, carritos y pedidos',
      plan: {
        next: (n) =>
          n % 10 < MIX_PRODUCT_SHARE * 10 ? `/products/detail/${pick(data.productIds, n)}` : `/?searchPhrase=${encodeURIComponent(pick(WORDS, n))}`,
      },
      bare: '/dynamic',
      mix: true,
      scale: 1.7,
    },
  ];
  const figures: Figure[] = [];
  const unknown = only?.filter((key) => !loads.some((entry) => entry.key === key)) ?? [];
  if (unknown.length) throw new Error(`--loads desconocidas: ${unknown.join(', ')} (hay ${loads.map((entry) => entry.key).join(', ')})`);
  for (const entry of loads.filter((candidate) => !only || only.includes(candidate.key))) {
    const measure = async (base: string) => {
      const writer = entry.mix ? steadyOrders(base, buyers, data.fixture.listings) : null;
      const result = await load(base, entry.plan);
      const orders = await writer?.stop();
      if (orders) log(`  pedidos durante la mezcla: ${orders.placed} hechos, ${orders.failed} fallidos`);
      if (result.failures) log(`  lecturas fallidas: ${result.failures}`);
      return { ...result, errors: result.errors + (orders?.failed ?? 0) };
    };
    const one = await measure(servers.single);
    const many = await measure(servers.many);
    const bare = await load(servers.bare, { path: entry.bare });
    const bareMany = await load(servers.bareMany, { path: entry.bare });
    log(
      `${entry.name}: 1 proceso ${fmt(one.reqPerSec)} req/s, ${servers.workers} procesos ${fmt(many.reqPerSec)} req/s; página base ${fmt(bare.reqPerSec)} → ${fmt(bareMany.reqPerSec)} req/s`,
    );
    const scale = many.reqPerSec / Math.max(one.reqPerSec, 1e-9);
    const bareScale = bareMany.reqPerSec / Math.max(bare.reqPerSec, 1e-9);
    const ofBare = many.reqPerSec / Math.max(bare.reqPerSec, 1e-9);
    const errors = one.errors + many.errors;
    const goals = [entry.scale ? `${servers.workers} procesos ≥ ${entry.scale} × 1` : '', entry.vsBare ? `≥ ${entry.vsBare} de la base` : ''].filter(Boolean);
    figures.push({
      figure: `${entry.name}: req/s, 1 proceso → ${servers.workers}`,
      store: `${fmt(one.reqPerSec)} → ${fmt(many.reqPerSec)}${errors ? ` (${errors} errores)` : ''}`,
      baseline: `${fmt(bare.reqPerSec)} → ${fmt(bareMany.reqPerSec)}`,
      ratio: `${fmt(scale, 2)} × 1 (la base ${fmt(bareScale, 2)} × 1); ${fmt(ofBare, 2)} de la base con 1`,
      goal: goals.join('; ') || '–',
      pass: !errors && (!entry.scale || scale >= entry.scale) && (!entry.vsBare || ofBare >= entry.vsBare),
    });
    figures.push({
      figure: `${entry.name}: p99 ms, 1 proceso → ${servers.workers}`,
      store: `${fmt(one.p99)} → ${fmt(many.p99)}`,
      baseline: `${fmt(bare.p99)} → ${fmt(bareMany.p99)}`,
      ratio: '–',
      goal: '–',
      pass: many.reqPerSec > 0,
    });
  }
  return figures;
}
