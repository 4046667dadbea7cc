import type { ServerResponse } from 'node:http';
import { chunkBytes } from './after-end';
import { PAGE_ALIVE_ATTRIBUTE } from './page-alive';

/*
 * A page's first frame is drawn before any of its scripts is fetched.
 *
 * Next.js puts a page's chunks in its <head> as `async` scripts and preloads the bootstrap chunk.
 * On a good line they arrive with the stylesheets and run before the first frame, so the shopper
 * waits for the whole React runtime to download and compile before seeing the page; on a slow line
 * their 190 KB share the line with the stylesheets and the pictures the first frame needs. Here each
 * chunk's tag becomes a call that queues its address, and a small loader, placed where the first
 * chunk was, adds the scripts once the browser reports the first contentful paint, the page's
 * high-priority pictures (the largest paint: a best-seller tile, a gallery's first picture) have
 * arrived, and two more frames have been drawn. Hydration then starts a frame or two after the
 * paint instead of before it. Lighthouse's simulation charges the download of every script that
 * arrived before the largest paint to it (docs/PERFORMANCE.md, "Phones: how Lighthouse is run").
 *
 * The loader starts the scripts anyway after SCRIPTS_AT_THE_LATEST_MS (a picture that never
 * arrives), at once in a tab that is not shown (it draws nothing), and at the shopper's first tap.
 * A chunk queued after the start (the bootstrap chunk, at the end of the document's shell) is added
 * at once. The inline scripts carrying the page's data (`self.__next_f`) are left as they are: they
 * only queue data for the runtime.
 */

/** The page's scripts start at the latest this long after the loader runs (parsing the <head>). */
export const SCRIPTS_AT_THE_LATEST_MS = 4000;

/** The global the queued chunks are pushed to (before the loader has started them, kept in order). */
const QUEUE = '__importaScripts';

/** How long after the scripts start a tap before the page is alive is held for it. */
const HELD_TAPS_FOR_MS = 30_000;

/**
 * The loader (ES5: it runs before anything else, in any browser the store serves). `start` adds the
 * queued scripts; `painted` waits for the high-priority pictures, then two frames. A tap on a control
 * before React has committed the hydrated page would be lost (React drops a click it cannot hydrate
 * for at once, e.g. while a client component's chunk is still on its way): it starts the scripts at
 * once, is kept from everything else (caught on `window`, before React's listeners on `document`) and
 * is repeated once the page is alive (PAGE_ALIVE_ATTRIBUTE on <html>, set by the root's first
 * effect); a second tap on the same control meanwhile is dropped. So is a key pressed on such a
 * control (an arrow on the user menu's button); Enter and Space are left to become that tap, Tab to
 * move the focus. Links and forms that post somewhere work without scripts and are left alone.
 */
export const SCRIPTS_AFTER_PAINT_LOADER = `(function(w,d){var q=[],on=0,held=[],clicked=[],waits=0;
function add(u){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)}
function alive(){return d.documentElement.hasAttribute('${PAGE_ALIVE_ATTRIBUTE}')}
function watch(){if(alive()||++waits>${HELD_TAPS_FOR_MS / 50}){w.removeEventListener('click',early,true);w.removeEventListener('keydown',early,true);if(alive())setTimeout(function(){for(var i=0;i<held.length;i++)if(held[i].b.isConnected)held[i].again()})}else setTimeout(watch,50)}
function start(){if(on)return;on=1;for(var i=0;i<q.length;i++)add(q[i]);watch()}
function hold(e,b,again){e.preventDefault();e.stopImmediatePropagation();if(again)held.push({b:b,again:again})}
function early(e){start();var t=e.target,b=t&&t.closest&&t.closest('button,[role="button"],[role="switch"],[role="tab"],[role="menuitem"]');
if(!b||alive()||b.closest('a[href]')||(b.type==='submit'&&b.form&&b.form.hasAttribute('action')))return;
if(e.type==='click'){hold(e,b,clicked.indexOf(b)<0&&function(){b.click()});clicked.push(b);return}
if(e.key==='Enter'||e.key===' '||e.key==='Tab')return;
var k={key:e.key,code:e.code,shiftKey:e.shiftKey,ctrlKey:e.ctrlKey,altKey:e.altKey,metaKey:e.metaKey,bubbles:true,cancelable:true};
hold(e,b,function(){b.dispatchEvent(new KeyboardEvent('keydown',k))})}
w.addEventListener('click',early,true);w.addEventListener('keydown',early,true);
w.${QUEUE}={push:function(u){on?add(u):q.push(u)}};
function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}
function painted(){var left=0;function one(){if(--left===0)afterFrames()}
for(var i=0;i<d.images.length;i++){var m=d.images[i];if(m.getAttribute('fetchpriority')==='high'&&!m.complete){left++;m.addEventListener('load',one);m.addEventListener('error',one)}}
if(!left)afterFrames()}
setTimeout(start,${SCRIPTS_AT_THE_LATEST_MS});
if(d.visibilityState==='hidden')return start();
try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true});return}}catch(e){}
afterFrames()})(window,document)`.replace(/\n/g, '');

/** A chunk tag as Next.js writes it (React's `async=""`), the address captured. */
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next.js's preload of its bootstrap chunk: it would fetch the chunk before the first frame. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
/** How a chunk tag begins: it spans two tags (`<script …>` and `</script>`), so it may be cut after a '>'. */
const CHUNK_TAG_START = '<script src="/_next/static/';
/** How the preload begins (one tag, so a cut inside it is an unclosed '<'). */
const PRELOAD_START = '<link rel="preload" as="script"';
/** More than this held back is not a tag of ours: it is sent as it is. */
const MOST_HELD = 4096;

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

const queued = (src: string) => `<script>${QUEUE}.push(${JSON.stringify(src)})</script>`;

/**
 * The streaming rewrite of one HTML document, on its bytes: `write` answers what may be sent of what
 * has arrived (a tag cut between two chunks is held until its end arrives), `end` the rest. The tags
 * are ASCII and a '<' is never inside a character of several bytes, so nothing is decoded: a stretch
 * without a tag of ours is passed on as it came, and one with a tag is read and written back as
 * latin1, one character a byte, which leaves every other byte as it was.
 */
export class ScriptsAfterPaint {
  private held: Buffer = Buffer.alloc(0);
  private loaderSent = false;

  write(chunk: Buffer): Buffer {
    const bytes = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    const cut = safeEnd(bytes);
    // A copy: the tail must outlive the caller's buffer.
    this.held = Buffer.from(bytes.subarray(cut));
    return this.rewrite(bytes.subarray(0, cut));
  }

  end(): Buffer {
    const rest = this.rewrite(this.held);
    this.held = Buffer.alloc(0);
    return rest;
  }

  private rewrite(bytes: Buffer): Buffer {
    // Most of a page holds no tag of ours: it is passed on without being read.
    if (bytes.indexOf(CHUNK_TAG_START) < 0 && bytes.indexOf(PRELOAD_START) < 0) return bytes;
    const text = bytes
      .toString('latin1')
      .replace(CHUNK_PRELOAD, '')
      .replace(CHUNK_TAG, (_tag, src: string) => {
        const call = queued(src);
        if (this.loaderSent) return call;
        this.loaderSent = true;
        return `<script>${SCRIPTS_AFTER_PAINT_LOADER}</script>${call}`;
      });
    return Buffer.from(text, 'latin1');
  }
}

/** Where the bytes stop being complete: before a tag of ours (or any tag) whose end has not arrived. */
function safeEnd(bytes: Buffer): number {
  let cut = bytes.length;
  const open = bytes.lastIndexOf(LESS_THAN);
  if (open >= 0 && bytes.indexOf(GREATER_THAN, open) < 0) cut = open;
  const tag = bytes.lastIndexOf(CHUNK_TAG_START, cut);
  if (tag >= 0 && bytes.indexOf('</script>', tag) < 0) cut = tag;
  // A prefix of a tag start at the very end ("<scr") is caught by the unclosed '<' above.
  return bytes.length - cut > MOST_HELD ? bytes.length : cut;
}

/** Every script a page's HTML makes the browser fetch: the tags' and the queued ones', in order. */
export function pageScriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(new RegExp(`${QUEUE}\\.push\\("([^"]+\\.js)"\\)`, 'g'))].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  return [...new Set(sources.map((m) => m[1]))];
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];

/**
 * Rewrites an HTML `response` as it is written (after compression is installed, so that what
 * compression receives is already rewritten). Other content types pass untouched. The length
 * changes, so a Content-Length set for the original is removed.
 */
export function writeScriptsAfterPaint(response: ServerResponse): void {
  const write = response.write.bind(response) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
  let rewriter: ScriptsAfterPaint | null | undefined;
  const rewriterFor = () => {
    if (rewriter !== undefined) return rewriter;
    const type = String(response.getHeader('content-type') ?? '');
    rewriter = type.startsWith('text/html') ? new ScriptsAfterPaint() : null;
    if (rewriter && !response.headersSent) response.removeHeader('content-length');
    return rewriter;
  };
  response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    const html = rewriterFor();
    if (!html || chunk == null) return write(chunk, encoding, callback);
    const cb = typeof encoding === 'function' ? encoding : callback;
    return write(html.write(chunkBytes(chunk, encoding)), cb);
  } as Write;
  response.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const html = rewriterFor();
    if (!html) return end(chunk, encoding, callback);
    const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const last = chunk == null || typeof chunk === 'function' ? [] : [html.write(chunkBytes(chunk, encoding))];
    return end(Buffer.concat([...last, html.end()]), cb);
  } as End;
}
