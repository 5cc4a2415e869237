/**
 * A map from non-negative integer keys below 2^53 to small values, by open addressing over a
 * Float64Array (no boxing, no objects per entry). Internal to the ladder solver.
 */
export class KeyTable {
  private keys: Float64Array;
  private vals: Uint8Array;
  private mask: number;
  /** Number of keys stored. */
  size = 0;

  /** An empty table with room for about `capacity / 2` keys before it first grows. */
  constructor(capacity = 1 << 12) {
    let n = 16;
    while (n < capacity) n *= 2;
    this.keys = new Float64Array(n).fill(-1);
    this.vals = new Uint8Array(n);
    this.mask = n - 1;
  }

  /** The value stored for `key`, or 0 when it is absent. */
  get(key: number): number {
    const keys = this.keys;
    for (let i = home(key, this.mask); ; i = (i + 1) & this.mask) {
      const k = keys[i];
      if (k === key) return this.vals[i];
      if (k < 0) return 0;
    }
  }

  /** Store `value` (1–255) for `key`, replacing what was there. */
  set(key: number, value: number): void {
    if (this.size * 2 >= this.keys.length) this.grow();
    const keys = this.keys;
    for (let i = home(key, this.mask); ; i = (i + 1) & this.mask) {
      const k = keys[i];
      if (k === key) {
        this.vals[i] = value;
        return;
      }
      if (k < 0) {
        keys[i] = key;
        this.vals[i] = value;
        this.size++;
        return;
      }
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    this.keys = new Float64Array(oldKeys.length * 2).fill(-1);
    this.vals = new Uint8Array(oldKeys.length * 2);
    this.mask = this.keys.length - 1;
    this.size = 0;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] >= 0) this.set(oldKeys[i], oldVals[i]);
  }
}

/** The first slot to probe for `key`: a 32-bit mix of both halves of the number. */
function home(key: number, mask: number): number {
  let h = (key >>> 0) ^ Math.imul((key / 4294967296) | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) & mask;
}
