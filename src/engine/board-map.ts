/**
 * An exact map from working boards (plus a small integer tag) to values, keyed by a numeric hash
 * with full comparison on collision: no string keys in the move generator's hot path. Internal.
 */
import type { Work } from './work.js';

/** Random 32-bit words for hashing (fixed: a deterministic xorshift sequence). */
const Z: Int32Array = (() => {
  const t = new Int32Array(52 * 16 + 64);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < t.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    t[i] = x;
  }
  return t;
})();

/** A 32-bit hash of a board, its pins and a tag. */
export function hashWork(w: Work, tag: number): number {
  const b = w.b;
  let h = Math.imul(tag + 1, 0x27d4eb2d) ^ Math.imul(w.myPins, 0x165667b1) ^ Math.imul(w.opPins ^ 0x5bd1e995, 0x2c1b3c6d);
  for (let i = 0; i < 52; i++) {
    const v = b[i];
    if (v !== 0) h ^= Z[i * 16 + (v & 15)];
  }
  return h;
}

/** Do two boards (and pins) hold exactly the same checkers? */
export function sameWork(a: Work, b: Work): boolean {
  if (a.myPins !== b.myPins || a.opPins !== b.opPins) return false;
  const x = a.b;
  const y = b.b;
  for (let i = 0; i < 52; i++) if (x[i] !== y[i]) return false;
  return true;
}

interface Entry<V> {
  readonly w: Work;
  readonly tag: number;
  readonly value: V;
  next: Entry<V> | null;
}

/** Exact map keyed by (board, tag). */
export class BoardMap<V> {
  private readonly buckets = new Map<number, Entry<V>>();
  /** Number of entries. */
  size = 0;

  /** The value stored for a board and tag, if any. */
  get(w: Work, tag: number): V | undefined {
    for (let e: Entry<V> | null | undefined = this.buckets.get(hashWork(w, tag)); e; e = e.next) {
      if (e.tag === tag && sameWork(e.w, w)) return e.value;
    }
    return undefined;
  }

  /** Store a value unless one is already stored; returns the stored value. */
  getOrAdd(w: Work, tag: number, make: () => V): V {
    const h = hashWork(w, tag);
    const head = this.buckets.get(h);
    for (let e: Entry<V> | null | undefined = head; e; e = e.next) {
      if (e.tag === tag && sameWork(e.w, w)) return e.value;
    }
    const value = make();
    this.buckets.set(h, { w, tag, value, next: head ?? null });
    this.size++;
    return value;
  }
}
