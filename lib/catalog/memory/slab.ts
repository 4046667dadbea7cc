/**
 * Variable-length records of many rows in one growable typed array (pure): a row's record is
 * (offset, length) into it, so 100,000 records are two number columns and one buffer instead of
 * 100,000 heap objects for the garbage collector to trace. A replaced record's old bytes are
 * reclaimed by compaction once they are half the buffer.
 */

type Typed = Uint8Array | Int32Array;

export class Slab<T extends Typed> {
  private data: T;
  private used = 0;
  private live = 0;
  private offsets = new Float64Array(1024);
  private lengths = new Int32Array(1024);

  constructor(private readonly make: (length: number) => T) {
    this.data = make(64 * 1024);
  }

  /** Store `record` as row `row`'s (replacing any earlier one). */
  set(row: number, record: T): void {
    this.ensureRows(row + 1);
    this.live -= this.lengths[row];
    if (this.used + record.length > this.data.length) this.makeRoom(record.length);
    this.data.set(record, this.used);
    this.offsets[row] = this.used;
    this.lengths[row] = record.length;
    this.used += record.length;
    this.live += record.length;
  }

  /** Row `row`'s record (a view: copy it before the next `set`). */
  get(row: number): T {
    if (row >= this.lengths.length) return this.data.subarray(0, 0) as T;
    const start = this.offsets[row];
    return this.data.subarray(start, start + this.lengths[row]) as T;
  }

  /** Reorder the rows: new row i is old row `order[i]`. */
  permute(order: Int32Array): void {
    const offsets = new Float64Array(this.offsets.length);
    const lengths = new Int32Array(this.lengths.length);
    order.forEach((old, i) => {
      offsets[i] = this.offsets[old];
      lengths[i] = this.lengths[old];
    });
    this.offsets = offsets;
    this.lengths = lengths;
  }

  /** Give back the buffer's unused tail, keeping an eighth for later writes (after a bulk load). */
  trim(): void {
    const next = this.make(this.used + (this.used >> 3));
    next.set(this.data.subarray(0, this.used));
    this.data = next;
  }

  /** Bytes of the buffer and row columns. */
  get bytes(): number {
    return this.data.byteLength + this.offsets.byteLength + this.lengths.byteLength;
  }

  private ensureRows(rows: number): void {
    if (rows <= this.offsets.length) return;
    const size = Math.max(rows, this.offsets.length * 2);
    const offsets = new Float64Array(size);
    offsets.set(this.offsets);
    const lengths = new Int32Array(size);
    lengths.set(this.lengths);
    this.offsets = offsets;
    this.lengths = lengths;
  }

  /** Compact when at least half the buffer is garbage, otherwise grow (doubling). */
  private makeRoom(extra: number): void {
    const garbage = this.used - this.live;
    const size = garbage * 2 >= this.used ? Math.max(this.data.length, (this.live + extra) * 2) : Math.max(this.data.length * 2, this.used + extra);
    const next = this.make(size);
    if (garbage * 2 < this.used) {
      next.set(this.data.subarray(0, this.used));
    } else {
      let at = 0;
      for (let row = 0; row < this.offsets.length; row++) {
        const length = this.lengths[row];
        if (!length) continue;
        next.set(this.data.subarray(this.offsets[row], this.offsets[row] + length), at);
        this.offsets[row] = at;
        at += length;
      }
      this.used = at;
    }
    this.data = next;
  }
}
