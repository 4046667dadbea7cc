/** Storage helpers of the in-memory catalogue index: string dictionaries and growable typed columns (pure). */

/** Bits of the flags column. */
export const FLAG = { deleted: 1, promoted: 2, fast: 4, discount: 8 } as const;

/** Small integer codes for repeated strings (category ids, seller ids, currencies). */
export class Dictionary {
  private codes = new Map<string, number>();
  private values: string[] = [];

  /** The code of `value`, assigning the next one when new. */
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a known value, or undefined (a filter on it matches nothing). */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** The string of a code. */
  value(code: number): string {
    return this.values[code];
  }
}

/** The numeric fields of one row. */
export type RowValues = {
  createdAt: number;
  totalPrice: number;
  points: number;
  salesCount: number;
  flags: number;
  category: number;
  seller: number;
  currency: number;
  regions: number;
};

/** One typed array per numeric field, grown by doubling; a row is an index into all of them. */
export class Columns {
  private capacity = 1024;
  private length = 0;
  createdAt = new Float64Array(this.capacity);
  totalPrice = new Float64Array(this.capacity);
  points = new Float64Array(this.capacity);
  salesCount = new Float64Array(this.capacity);
  flags = new Uint8Array(this.capacity);
  category = new Uint32Array(this.capacity);
  seller = new Uint32Array(this.capacity);
  currency = new Uint32Array(this.capacity);
  regions = new Uint32Array(this.capacity);

  /** Reserve the next row and return its number. */
  append(): number {
    if (this.length === this.capacity) this.grow();
    return this.length++;
  }

  /** Write every field of `row`. */
  write(row: number, values: RowValues): void {
    for (const key of Object.keys(values) as (keyof RowValues)[]) this[key][row] = values[key];
  }

  /** Reorder the rows: new row i is old row `order[i]`. */
  permute(order: Int32Array): void {
    for (const key of ['createdAt', 'totalPrice', 'points', 'salesCount', 'flags', 'category', 'seller', 'currency', 'regions'] as const) {
      const old = this[key];
      const next = old.slice();
      order.forEach((from, to) => (next[to] = old[from]));
      (this[key] as typeof old) = next;
    }
  }

  /** True when `row` has the flag bit `bit`. */
  flag(row: number, bit: number): boolean {
    return (this.flags[row] & bit) !== 0;
  }

  /** Bytes of all column buffers. */
  get bytes(): number {
    return this.capacity * (8 * 4 + 1 + 4 * 4);
  }

  private grow(): void {
    this.capacity *= 2;
    const grow = <T extends Float64Array | Uint8Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(this.capacity);
      next.set(old);
      return next;
    };
    this.createdAt = grow(this.createdAt, (n) => new Float64Array(n));
    this.totalPrice = grow(this.totalPrice, (n) => new Float64Array(n));
    this.points = grow(this.points, (n) => new Float64Array(n));
    this.salesCount = grow(this.salesCount, (n) => new Float64Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.category = grow(this.category, (n) => new Uint32Array(n));
    this.seller = grow(this.seller, (n) => new Uint32Array(n));
    this.currency = grow(this.currency, (n) => new Uint32Array(n));
    this.regions = grow(this.regions, (n) => new Uint32Array(n));
  }
}
