/**
 * An exact set of boards (52 counts, two pin masks and a small integer tag) with an index per
 * member: an additive hash, open addressing over typed arrays, full comparison on a hash match.
 * No strings and no object per member. Internal to the engine's fast core.
 */
import { BOARD_SIZE, type Board } from './board.js';

/**
 * The board hash is additive: `Σ count[cell] · K[cell]` (mod 2³²), so a step changes it by a
 * constant of its two cells (one table load, whatever the counts before and after). Exact
 * comparison on a hash match keeps the set exact; {@link slotOf} mixes the hash before it
 * picks a slot, so the linearity does not cluster the table.
 */
export const K: Int32Array = (() => {
  const t = new Int32Array(BOARD_SIZE);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < t.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    t[i] = x | 1;
  }
  return t;
})();

/** `MOVE[from * 26 + to]`: how the hash changes when one of the mover's checkers goes from cell `from` to cell `to` (0…25). */
export const MOVE: Int32Array = (() => {
  const t = new Int32Array(26 * 26);
  for (let f = 0; f < 26; f++) for (let to = 0; to < 26; to++) t[f * 26 + to] = (K[to] - K[f]) | 0;
  return t;
})();

/** `SENT[p]`: how the hash changes when the opponent's checker on the mover's point p goes to his bar (a hit, P2). */
export const SENT: Int32Array = (() => {
  const t = new Int32Array(26);
  for (let p = 1; p <= 24; p++) t[p] = (K[BOARD_SIZE - 1] - K[26 + p]) | 0;
  return t;
})();

/** The hash of the two pin masks and a tag (mixed so that small changes spread). */
export function extraHash(myPins: number, opPins: number, tag: number): number {
  let h = Math.imul(myPins ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(opPins ^ 0x6b43a9b5, 0x85ebca6b) ^ Math.imul(tag + 0x27d4eb2d, 0xc2b2ae35);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d);
}

/** The additive hash of a board's counts (without pins and tag). */
export function countsHash(b: Int8Array): number {
  let h = 0;
  for (let i = 0; i < BOARD_SIZE; i++) h = (h + Math.imul(b[i], K[i])) | 0;
  return h;
}

/** The first table slot of a hash (mixed: the hash itself is linear in the counts). */
function slotOf(hash: number, mask: number): number {
  const x = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) & mask;
}

/** Do the 13 words of a board at `x[o…]` equal `w[0…12]`? (Unrolled: the generator's hottest comparison.) */
function sameWords(x: Int32Array, o: number, w: Int32Array): boolean {
  return (
    x[o] === w[0] &&
    x[o + 1] === w[1] &&
    x[o + 2] === w[2] &&
    x[o + 3] === w[3] &&
    x[o + 4] === w[4] &&
    x[o + 5] === w[5] &&
    x[o + 6] === w[6] &&
    x[o + 7] === w[7] &&
    x[o + 8] === w[8] &&
    x[o + 9] === w[9] &&
    x[o + 10] === w[10] &&
    x[o + 11] === w[11] &&
    x[o + 12] === w[12]
  );
}

/** Copy the 13 words `w[0…12]` of a board to `x[o…]` (unrolled). */
function putWords(x: Int32Array, o: number, w: Int32Array): void {
  x[o] = w[0];
  x[o + 1] = w[1];
  x[o + 2] = w[2];
  x[o + 3] = w[3];
  x[o + 4] = w[4];
  x[o + 5] = w[5];
  x[o + 6] = w[6];
  x[o + 7] = w[7];
  x[o + 8] = w[8];
  x[o + 9] = w[9];
  x[o + 10] = w[10];
  x[o + 11] = w[11];
  x[o + 12] = w[12];
}

/** A growable exact set of boards; members are numbered 0, 1, 2… in insertion order. */
export class BoardSet {
  /** Number of members. */
  size = 0;
  /** Member boards, `BOARD_SIZE` bytes each. */
  boards: Int8Array;
  /** The same memory as 32-bit words (13 a board), for fast comparison and copying. */
  private words: Int32Array;
  private pins: Int32Array;
  private tags: Int32Array;
  private hashes: Int32Array;
  /** The table slot of each member (so that {@link clear} visits only those). */
  private slots: Int32Array;
  private table: Int32Array;
  private mask: number;

  constructor(capacity = 64) {
    this.boards = new Int8Array(capacity * BOARD_SIZE);
    this.words = new Int32Array(this.boards.buffer);
    this.pins = new Int32Array(capacity * 2);
    this.tags = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.table = new Int32Array(capacity * 2);
    this.mask = capacity * 2 - 1;
  }

  /** Forget every member (keeps the memory). */
  clear(): void {
    const table = this.table;
    const slots = this.slots;
    for (let m = 0; m < this.size; m++) table[slots[m]] = 0;
    this.size = 0;
  }

  /**
   * The index of the member equal to this board and tag, adding it if absent; `hash` is its
   * full hash (counts hash ^ {@link extraHash}). Returns `~index` (negative) when it was added.
   */
  addOrFind(w: Board, tag: number, hash: number): number {
    const b = w.b;
    let i = slotOf(hash, this.mask);
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) break;
      const m = slot - 1;
      if (this.hashes[m] === hash && this.tags[m] === tag && this.pins[2 * m] === w.myPins && this.pins[2 * m + 1] === w.opPins && this.sameCounts(m, b))
        return m;
      i = (i + 1) & this.mask;
    }
    if (this.size === this.tags.length) {
      this.grow();
      return this.addOrFind(w, tag, hash);
    }
    const m = this.size++;
    this.table[i] = m + 1;
    this.slots[m] = i;
    this.boards.set(b, m * BOARD_SIZE);
    this.pins[2 * m] = w.myPins;
    this.pins[2 * m + 1] = w.opPins;
    this.tags[m] = tag;
    this.hashes[m] = hash;
    return ~m;
  }

  /**
   * {@link addOrFind} for a board whose counts are also given as 13 aligned 32-bit words
   * (`w32`, the same memory as `w.b`): compares and copies a word at a time (the generator's path).
   */
  addOrFindWords(w: Board, w32: Int32Array, tag: number, hash: number): number {
    let i = slotOf(hash, this.mask);
    const words = this.words;
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) break;
      const m = slot - 1;
      if (
        this.hashes[m] === hash &&
        this.tags[m] === tag &&
        this.pins[2 * m] === w.myPins &&
        this.pins[2 * m + 1] === w.opPins &&
        sameWords(words, m * 13, w32)
      )
        return m;
      i = (i + 1) & this.mask;
    }
    if (this.size === this.tags.length) {
      this.grow();
      return this.addOrFindWords(w, w32, tag, hash);
    }
    const m = this.size++;
    this.table[i] = m + 1;
    this.slots[m] = i;
    putWords(this.words, m * 13, w32);
    this.pins[2 * m] = w.myPins;
    this.pins[2 * m + 1] = w.opPins;
    this.tags[m] = tag;
    this.hashes[m] = hash;
    return ~m;
  }

  /** The index of the member equal to this board and tag, or -1. */
  indexOf(w: Board, tag: number, hash: number): number {
    const b = w.b;
    let i = slotOf(hash, this.mask);
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) return -1;
      const m = slot - 1;
      if (this.hashes[m] === hash && this.tags[m] === tag && this.pins[2 * m] === w.myPins && this.pins[2 * m + 1] === w.opPins && this.sameCounts(m, b))
        return m;
      i = (i + 1) & this.mask;
    }
  }

  /** The mover's pins of member m. */
  myPins(m: number): number {
    return this.pins[2 * m];
  }

  /** The opponent's pins of member m. */
  opPins(m: number): number {
    return this.pins[2 * m + 1];
  }

  /** The tag of member m. */
  tag(m: number): number {
    return this.tags[m];
  }

  private sameCounts(m: number, b: Int8Array): boolean {
    const x = this.boards;
    const o = m * BOARD_SIZE;
    for (let k = 0; k < BOARD_SIZE; k++) if (x[o + k] !== b[k]) return false;
    return true;
  }

  private grow(): void {
    const cap = this.tags.length * 2;
    const boards = new Int8Array(cap * BOARD_SIZE);
    boards.set(this.boards);
    this.boards = boards;
    this.words = new Int32Array(boards.buffer);
    const pins = new Int32Array(cap * 2);
    pins.set(this.pins);
    this.pins = pins;
    const tags = new Int32Array(cap);
    tags.set(this.tags);
    this.tags = tags;
    const hashes = new Int32Array(cap);
    hashes.set(this.hashes);
    this.hashes = hashes;
    this.slots = new Int32Array(cap);
    this.table = new Int32Array(cap * 2);
    this.mask = cap * 2 - 1;
    for (let m = 0; m < this.size; m++) {
      const h = this.hashes[m];
      let i = slotOf(h, this.mask);
      while (this.table[i] !== 0) i = (i + 1) & this.mask;
      this.table[i] = m + 1;
      this.slots[m] = i;
    }
  }
}
