// Plain JavaScript: the cluster's primary and Next's cache handler (shared-pages.mjs) load it outside
// the bundles, and the kept answers (kept-answers.ts) use it too. Types: byte-bounded-lru.d.mts.

/**
 * Entries by key, least recently used dropped first once their bytes (as `measure` counts them)
 * pass `budgetBytes`. A Map iterates in insertion order and a read entry is moved to its end, so
 * the first entry is always the least recently used.
 */
export class ByteBoundedLru {
  #budgetBytes;
  #entries = new Map();
  #bytes = 0;

  constructor(budgetBytes, measure) {
    this.#budgetBytes = budgetBytes;
    this.measure = measure;
  }

  /** The bytes held now. */
  get bytes() {
    return this.#bytes;
  }

  /** How many entries are held. */
  get size() {
    return this.#entries.size;
  }

  /** The entry, now the most recently used. */
  get(key) {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.value;
  }

  /** The entry, its place left as it is (a look that is not a use). */
  peek(key) {
    return this.#entries.get(key)?.value;
  }

  /** Keeps `value` as the most recent; one larger than the whole budget is not kept. */
  set(key, value) {
    this.delete(key);
    const bytes = this.measure(value);
    if (bytes > this.#budgetBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.#budgetBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.bytes;
    }
  }

  delete(key) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.bytes;
  }
}
