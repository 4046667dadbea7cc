import cluster from 'node:cluster';
import crypto from 'node:crypto';
import { env } from '../env';
import { globalSlot } from '../global-slot';

/*
 * Messages between the store's processes about what they keep in memory (the kept answers, Next's
 * cached pages, the in-memory catalogue, the short-lived read copies): a process that wrote tells
 * the others, which forget or re-read. One mechanism whatever the deployment: with REDIS_URL a
 * Redis channel (every process on every host); else, in a worker of `npm start`'s cluster, the
 * primary's IPC, which relays to the other workers (scripts/server/cluster-primary.ts); a single
 * process has nobody to tell.
 */

/** What one process tells the others; handlers receive only messages of other processes. */
export type BusMessage = {
  /** Next's cached storefront pages and the kept answers expired. */
  storefront?: boolean;
  /** Only these products' cached pages and kept answers expired (an order's stock). */
  storefrontProducts?: string[];
  /** Products written: the others re-read them for their catalogue. */
  products?: string[];
  /** Models written through guarded writes: the read copies that name them are dropped. */
  models?: string[];
  /** Read copies their owner forgot. */
  reads?: string[];
};

/** The IPC message type the primary relays between workers, and the Redis channel. */
export const BUS_CHANNEL = 'importa:bus';
type Envelope = { type: typeof BUS_CHANNEL; origin: string; message: BusMessage };

type Handler = (message: BusMessage) => void;
type Slot = {
  origin: string;
  handlers: Map<string, Handler>;
  outgoing?: BusMessage;
  redis?: Promise<{ publish(channel: string, text: string): Promise<unknown>; quit(): Promise<unknown> } | null>;
  listening?: boolean;
};
// On globalThis: Next bundles route handlers apart from the custom server, and both publish.
const slot = globalSlot<Slot>('__importaBus', () => ({ origin: `${process.pid}-${crypto.randomBytes(4).toString('hex')}`, handlers: new Map() }));

/** Whether other processes may hold copies: a cluster worker, or any process when Redis carries the messages. */
export function busHasPeers(): boolean {
  return Boolean(env().REDIS_URL) || cluster.isWorker;
}

/**
 * Be told of the other processes' messages (registering a name again replaces it). Starts
 * listening on first use.
 */
export function onBusMessage(name: string, handler: Handler): void {
  slot.handlers.set(name, handler);
  listen();
}

function deliver(envelope: Envelope): void {
  if (envelope.origin === slot.origin) return;
  for (const handler of slot.handlers.values()) {
    try {
      handler(envelope.message);
    } catch (error) {
      console.error('[bus] a handler failed', error);
    }
  }
}

function listen(): void {
  if (slot.listening) return;
  slot.listening = true;
  if (env().REDIS_URL) void redisClient();
  else if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (isEnvelope(message)) deliver(message);
    });
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === BUS_CHANNEL;
}

/** The publishing client, with a subscribed duplicate delivering the channel's messages. */
function redisClient(): NonNullable<Slot['redis']> {
  slot.redis ??= (async () => {
    const { createClient } = await import('redis');
    const publisher = createClient({ url: env().REDIS_URL });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error: unknown) => console.error('[bus] redis', error));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(BUS_CHANNEL, (text) => {
      try {
        deliver(JSON.parse(text) as Envelope);
      } catch (error) {
        console.error('[bus] unreadable message', error);
      }
    });
    return {
      publish: (channel: string, text: string) => publisher.publish(channel, text),
      quit: () => Promise.allSettled([publisher.quit(), subscriber.quit()]),
    };
  })().catch((error: unknown) => {
    console.error('[bus] redis unavailable; the other processes learn writes at the pages’ max age', error);
    return null;
  });
  return slot.redis;
}

/**
 * Tell the other processes (nothing without peers). Messages of one turn of the event loop go
 * together: an order's stock writes to ten products make one message.
 */
export function publish(message: BusMessage): void {
  if (!busHasPeers()) return;
  const outgoing = slot.outgoing;
  if (outgoing) {
    merge(outgoing, message);
    return;
  }
  slot.outgoing = merge({}, message);
  setImmediate(flush);
}

function merge(into: BusMessage, message: BusMessage): BusMessage {
  if (message.storefront) into.storefront = true;
  for (const key of ['storefrontProducts', 'products', 'models', 'reads'] as const) {
    if (message[key]?.length) into[key] = [...new Set([...(into[key] ?? []), ...message[key]!])];
  }
  return into;
}

function flush(): void {
  const message = slot.outgoing;
  slot.outgoing = undefined;
  if (!message) return;
  const envelope: Envelope = { type: BUS_CHANNEL, origin: slot.origin, message };
  if (env().REDIS_URL) {
    void redisClient()
      .then((client) => client?.publish(BUS_CHANNEL, JSON.stringify(envelope)))
      .catch((error: unknown) => console.error('[bus] publish', error));
  } else if (cluster.isWorker && process.connected) process.send?.(envelope);
}

/** Close the Redis clients (the server's stop). */
export async function closeBus(): Promise<void> {
  flush();
  const client = await slot.redis;
  slot.redis = undefined;
  slot.listening = false;
  await client?.quit();
}
