// The types of byte-bounded-lru.mjs (plain JavaScript, loaded outside the bundles too).
export class ByteBoundedLru<T = unknown> {
  constructor(budgetBytes: number, measure: (value: T) => number);
  readonly measure: (value: T) => number;
  readonly bytes: number;
  readonly size: number;
  get(key: string): T | undefined;
  peek(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
}
