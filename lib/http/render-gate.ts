import type { ServerResponse } from 'node:http';
import { afterEnd } from './after-end';

/*
 * Page renders let in a few at a time, the rest waiting in arrival order (decision 9). Rendering a
 * page is CPU work on the one JavaScript thread: fifty renders at once do not finish sooner than
 * fifty in turn, but each keeps its React tree alive meanwhile (the heap grows, collections get
 * longer) and the first arrivals are starved by later ones (the home with a search answered its
 * first burst of fifty requests after up to 2.7 s while the others took 0.6 s).
 */

/**
 * Renders in progress at once (IMPORTA_RENDERS_AT_ONCE in lib/env.ts overrides it). A page that
 * waits for the database holds its place meanwhile, so not 1. On the benchmark catalogue, fifty
 * shoppers searching the home: 4 at once gave 62-70 req/s at p99 0.86-1.16 s and 340 MB, no limit
 * 51-55 req/s at p99 2.7-3.1 s and 361 MB; 2 at once was no better than 4.
 */
export const RENDERS_AT_ONCE = 4;

/** Not page renders: the API, Next's files and images, and public files (a dot in the last segment). */
const NOT_A_RENDER = /^\/(?:api|_next)(?:\/|$)|\.[a-z0-9]+$/i;

/** Whether a request URL asks Next to render a page (documents and the client router's RSC requests alike). */
export function isPageRender(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0];
  return !NOT_A_RENDER.test(path);
}

/** At most `limit` holders at once; the others get in first come, first served. */
export class FifoGate {
  private inside = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Resolves once in, with the function that lets the next one in (calling it twice is harmless). */
  enter(): Promise<() => void> {
    return new Promise((resolve) => {
      const admit = () => {
        this.inside += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.inside -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.inside < this.limit) admit();
      else this.waiting.push(admit);
    });
  }

  /** Holders inside and waiting (for tests). */
  get size(): { inside: number; waiting: number } {
    return { inside: this.inside, waiting: this.waiting.length };
  }
}

/**
 * Runs `render` once `gate` lets it in, and lets the next one in as soon as the page is written
 * out (res.end), not when a slow connection has received it; or when the client goes away. A
 * client that left while waiting is not rendered for.
 */
export async function renderInTurn(gate: FifoGate, response: ServerResponse, render: () => unknown): Promise<void> {
  const release = await gate.enter();
  if (response.destroyed || response.writableEnded) {
    release();
    return;
  }
  afterEnd(response, release);
  response.once('close', release);
  try {
    await render();
  } catch (error) {
    release();
    throw error;
  }
}
