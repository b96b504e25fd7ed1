/**
 * Deterministic choice for the builtin companion: every "random" pick is a hash of the conversation,
 * so the same conversation always gets the same reply (and tests can rely on it). Never Math.random
 * or the clock.
 */

/** 32-bit FNV-1a of a string. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Mixes a salt into a seed (a small avalanche step), so that each pick in a reply is independent. */
export function mix(seed: number, salt: number): number {
  let h = (seed ^ Math.imul((salt + 0x9e3779b9) >>> 0, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Picks variants for one reply. `used` is everything the companion already said in this
 * conversation: a variant already used is passed over while a fresh one remains, so the companion
 * does not repeat its own sentences.
 */
export class Chooser {
  private n = 0;

  constructor(
    private readonly seed: number,
    /** All earlier assistant messages, joined. */
    private readonly used: string,
    /** The latest assistant messages, joined: for framings that should not come twice in a row. */
    private readonly recent: string,
  ) {}

  /** A fresh number for the next pick. */
  next(): number {
    this.n += 1;
    return mix(this.seed, this.n);
  }

  /** One of the items, by hash. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Chooser.pick: no items');
    return items[this.next() % items.length]!;
  }

  /** Whether this text was already said in the conversation. */
  said(text: string): boolean {
    return text.length > 0 && this.used.includes(text);
  }

  /** Whether this text was said in the latest replies. */
  saidRecently(text: string): boolean {
    return text.length > 0 && this.recent.includes(text);
  }

  /**
   * The first rendered variant, starting at a hashed position, that was not said before; when all
   * were said, the one at the hashed position. Variants rendering to '' are skipped.
   */
  fresh(variants: readonly string[]): string {
    const list = variants.filter((v) => v.length > 0);
    if (list.length === 0) return '';
    const start = this.next() % list.length;
    for (let k = 0; k < list.length; k++) {
      const v = list[(start + k) % list.length]!;
      if (!this.said(v)) return v;
    }
    return list[start]!;
  }
}
