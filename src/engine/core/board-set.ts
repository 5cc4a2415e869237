/**
 * An exact set of boards (52 counts, two pin masks and a small integer tag) with an index per
 * member: Zobrist hashing, open addressing over typed arrays, full comparison on a hash match.
 * No strings and no object per member. Internal to the engine's fast core.
 */
import { BOARD_SIZE, type Board } from './board.js';

/** Random 32-bit words for hashing: `Z[cell * 16 + count]` (fixed xorshift sequence). */
export const Z: Int32Array = (() => {
  const t = new Int32Array(BOARD_SIZE * 16);
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < t.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    t[i] = i % 16 === 0 ? 0 : x; // an empty cell adds nothing, so a hash need not visit it
  }
  return t;
})();

/** The hash of the two pin masks and a tag (mixed so that small changes spread). */
export function extraHash(myPins: number, opPins: number, tag: number): number {
  let h = Math.imul(myPins ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(opPins ^ 0x6b43a9b5, 0x85ebca6b) ^ Math.imul(tag + 0x27d4eb2d, 0xc2b2ae35);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d);
}

/** The Zobrist hash of a board's counts (without pins and tag). */
export function countsHash(b: Int8Array): number {
  let h = 0;
  for (let i = 0; i < BOARD_SIZE; i++) {
    const v = b[i];
    if (v !== 0) h ^= Z[i * 16 + v];
  }
  return h;
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
    let i = (hash ^ (hash >>> 16)) & this.mask;
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) break;
      const m = slot - 1;
      if (this.hashes[m] === hash && this.tags[m] === tag && this.pins[2 * m] === w.myPins && this.pins[2 * m + 1] === w.opPins && this.sameCounts(m, b)) return m;
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
    let i = (hash ^ (hash >>> 16)) & this.mask;
    const words = this.words;
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) break;
      const m = slot - 1;
      if (this.hashes[m] === hash && this.tags[m] === tag && this.pins[2 * m] === w.myPins && this.pins[2 * m + 1] === w.opPins) {
        const o = m * 13;
        let same = true;
        for (let k = 0; k < 13; k++) {
          if (words[o + k] !== w32[k]) {
            same = false;
            break;
          }
        }
        if (same) return m;
      }
      i = (i + 1) & this.mask;
    }
    if (this.size === this.tags.length) {
      this.grow();
      return this.addOrFindWords(w, w32, tag, hash);
    }
    const m = this.size++;
    this.table[i] = m + 1;
    this.slots[m] = i;
    const o = m * 13;
    for (let k = 0; k < 13; k++) this.words[o + k] = w32[k];
    this.pins[2 * m] = w.myPins;
    this.pins[2 * m + 1] = w.opPins;
    this.tags[m] = tag;
    this.hashes[m] = hash;
    return ~m;
  }

  /** The index of the member equal to this board and tag, or -1. */
  indexOf(w: Board, tag: number, hash: number): number {
    const b = w.b;
    let i = (hash ^ (hash >>> 16)) & this.mask;
    for (;;) {
      const slot = this.table[i];
      if (slot === 0) return -1;
      const m = slot - 1;
      if (this.hashes[m] === hash && this.tags[m] === tag && this.pins[2 * m] === w.myPins && this.pins[2 * m + 1] === w.opPins && this.sameCounts(m, b)) return m;
      i = (i + 1) & this.mask;
    }
  }

  /** Copy member m's counts, 13 32-bit words, into `into` from index `at` on. */
  copyWords(m: number, into: Int32Array | number[], at: number): void {
    const words = this.words;
    const o = m * 13;
    for (let k = 0; k < 13; k++) into[at + k] = words[o + k];
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
      let i = (h ^ (h >>> 16)) & this.mask;
      while (this.table[i] !== 0) i = (i + 1) & this.mask;
      this.table[i] = m + 1;
      this.slots[m] = i;
    }
  }
}
