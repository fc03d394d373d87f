import type { Clock } from './clock.js';

interface Entry<V> {
  value: V;
  /** Epoch milliseconds; the entry is gone from this instant on. */
  expiresAt: number;
}

/**
 * A bounded in-process map whose entries expire at a time given per entry, read from the
 * injected clock (so tests move time by hand). When full, the oldest entry (by insertion)
 * is evicted. Keys may be secrets (access tokens): nothing here logs or exposes them.
 */
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #maxEntries: number;
  readonly #clock: Clock;

  constructor(maxEntries: number, clock: Clock) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
    this.#maxEntries = maxEntries;
    this.#clock = clock;
  }

  /** The value, or undefined when absent or expired (an expired entry is dropped). */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#clock.now().getTime() >= entry.expiresAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores the value until `expiresAt` (epoch ms); an already expired value is not stored. */
  set(key: K, value: V, expiresAt: number): void {
    this.#entries.delete(key);
    if (this.#clock.now().getTime() >= expiresAt) return;
    this.#entries.set(key, { value, expiresAt });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Entries held, expired ones not yet dropped included. */
  get size(): number {
    return this.#entries.size;
  }
}
