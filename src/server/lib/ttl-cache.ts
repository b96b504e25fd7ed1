/**
 * A small time-limited, size-bounded cache for public reads that many people make at once (a
 * memorial shared at a funeral). Entries live a couple of seconds, so an instance that did not
 * see a change serves it at most that late; the instance that made the change drops it at once.
 * Bounded by entry count and, with `weigh`, by total weight (bytes), so that what it holds stays
 * small whatever is read; expired entries are dropped as new ones arrive.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; expires: number; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly limit: { maxWeight: number; weigh: (value: V) => number } | null = null,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.limit ? this.limit.weigh(value) : 0;
    if (this.limit && weight > this.limit.maxWeight) return;
    const now = this.now();
    // Map keeps insertion order: the first entries are the oldest, and expire first.
    for (const [oldest, entry] of this.entries) {
      const full =
        this.entries.size >= this.maxEntries ||
        (this.limit !== null && this.totalWeight + weight > this.limit.maxWeight);
      if (!full && entry.expires > now) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, weight });
    this.totalWeight += weight;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }
}
