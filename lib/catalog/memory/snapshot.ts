import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CatalogIndex } from './catalog-index';
import type { IndexEntry } from './index-entry';

/*
 * The in-memory index on disk, so a restart reads one local file (about 2 s at 100,000 products)
 * instead of every product from the database (about 48 s on the embedded FerretDB). JSON lines: a
 * header, one packed entry per row, and an end line, so a file cut short is seen as such. The
 * caller then reads the products changed since `takenAt` (lib/catalog/memory/catalog-store.ts).
 */

const FORMAT = 'importa-catalog-index';
/** Raise when the packed row below changes: an older file is then ignored, never misread. */
export const SNAPSHOT_VERSION = 1;
/** Rows per write: each write waits for the disk, so serving goes on between them. */
const ROWS_PER_WRITE = 1000;
/** Rows read between two turns of the event loop, so requests are answered while the index loads. */
const ROWS_PER_TURN = 2000;

/**
 * What a snapshot must match to be used: the database it was taken from, and a fingerprint of the
 * code and rates that made its entries (an answer made at other freight rates is stale).
 */
export type SnapshotStamp = { database: string; fingerprint: string };

type Header = { format: string; version: number; takenAt: number; rows: number } & SnapshotStamp;
type Packed = [string, number, number, number, number, number, string, string, string[], string, number, number, number, string[], string];

const bit = (value: boolean | undefined) => (value ? 1 : 0);

function pack(e: IndexEntry): Packed {
  return [
    e.id,
    e.createdAt,
    bit(e.deleted || e.hidden),
    bit(e.promoted),
    bit(e.fastDelivery),
    bit(e.possibleDiscount),
    e.categoryId,
    e.sellerId,
    [...e.regions],
    e.currency,
    e.totalPrice,
    e.points,
    e.salesCount,
    [...e.tokens],
    e.payload,
  ];
}

function unpack(value: unknown): IndexEntry {
  const p = value as Packed;
  if (!Array.isArray(p) || p.length !== 15 || typeof p[0] !== 'string' || typeof p[14] !== 'string' || !Array.isArray(p[13])) throw new Error('fila ilegible');
  const [
    id,
    createdAt,
    deleted,
    promoted,
    fastDelivery,
    possibleDiscount,
    categoryId,
    sellerId,
    regions,
    currency,
    totalPrice,
    points,
    salesCount,
    tokens,
    payload,
  ] = p;
  return {
    id,
    createdAt,
    deleted: deleted === 1,
    promoted: promoted === 1,
    fastDelivery: fastDelivery === 1,
    possibleDiscount: possibleDiscount === 1,
    categoryId,
    sellerId,
    regions,
    currency,
    totalPrice,
    points,
    salesCount,
    tokens,
    payload,
  };
}

/**
 * Write `index` to `file` (through a temporary file, renamed at the end, so a crash leaves the
 * previous snapshot whole). `takenAt` is read before the first row: a row written to the index
 * during the walk is newer than it, so the catch-up after a restart reads that product again.
 */
export async function writeSnapshot(file: string, index: CatalogIndex, stamp: SnapshotStamp): Promise<{ rows: number; bytes: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const out = fs.createWriteStream(temp);
  const write = (text: string) => new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  try {
    const header: Header = { format: FORMAT, version: SNAPSHOT_VERSION, ...stamp, takenAt: Date.now(), rows: index.size };
    await write(`${JSON.stringify(header)}\n`);
    let rows = 0;
    let batch: string[] = [];
    for (const entry of index.entries()) {
      batch.push(JSON.stringify(pack(entry)));
      if (batch.length === ROWS_PER_WRITE) {
        await write(`${batch.join('\n')}\n`);
        batch = [];
      }
      rows++;
    }
    await write(`${batch.length ? `${batch.join('\n')}\n` : ''}${JSON.stringify({ end: true, rows })}\n`);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const bytes = fs.statSync(temp).size;
    fs.renameSync(temp, file);
    return { rows, bytes };
  } catch (error) {
    out.destroy();
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** Why a snapshot cannot be used, for the log. */
export type SnapshotRefusal = { refused: string };

function refusal(header: Header, stamp: SnapshotStamp): string | null {
  if (header.format !== FORMAT || header.version !== SNAPSHOT_VERSION) return `formato ${String(header.format)} v${String(header.version)}`;
  if (header.database !== stamp.database) return `de otra base de datos (${String(header.database)})`;
  if (header.fingerprint !== stamp.fingerprint) return 'hecha por otro código o con otras tarifas';
  return null;
}

/**
 * Load the rows of `file` into `index` (a bulk load left open: the caller adds the products changed
 * since, then calls finishLoad). Answers the snapshot's time, or why it was refused; a refused file
 * may have put rows into `index`, which must then be dropped.
 */
export async function readSnapshot(file: string, index: CatalogIndex, stamp: SnapshotStamp): Promise<{ takenAt: number } | SnapshotRefusal> {
  if (!fs.existsSync(file)) return { refused: 'no existe' };
  // One read into a buffer outside the JS heap, cut at newlines here: readline took twice as long.
  const data = await fs.promises.readFile(file);
  let header: Header | undefined;
  let rows = 0;
  let ended = false;
  try {
    for (let start = 0, line = 0; start < data.length; line++) {
      const newline = data.indexOf(10, start);
      const end = newline < 0 ? data.length : newline;
      const text = data.toString('utf8', start, end);
      start = end + 1;
      if (!text) continue;
      if (ended) return { refused: 'datos tras el final' };
      if (!header) {
        header = JSON.parse(text) as Header;
        const refused = refusal(header, stamp);
        if (refused) return { refused };
      } else if (text.startsWith('{')) {
        ended = (JSON.parse(text) as { end?: boolean; rows?: number }).rows === rows;
        if (!ended) return { refused: 'final que no cuadra' };
      } else {
        index.load(unpack(JSON.parse(text)));
        rows++;
      }
      if (line % ROWS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    return { refused: `ilegible (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!header || !ended || rows !== header.rows) return { refused: 'incompleta' };
  return { takenAt: header.takenAt };
}
