/**
 * Dice (RULES.md C8): a fresh, uniform draw per die from a cryptographically secure generator
 * by rejection sampling (no Math.random, no modulo bias); an opt-in seeded generator for tests,
 * replays and demos; and the `DiceSource` interface so a server can roll instead.
 */
import { describeValue, expectList } from './checks.js';
import { TablaError } from './errors.js';

/** Anything that can produce dice. */
export interface DiceSource {
  /** One die, 1–6. */
  die(): number;
}

/** A roll of two dice. */
export type Roll = readonly [number, number];

/** Roll two dice from a source. */
export function rollDice(source: DiceSource): Roll {
  if (typeof source !== 'object' || source === null || typeof source.die !== 'function')
    throw new TablaError('bad-argument', `a dice source must be an object with die(), got ${describeValue(source)}`);
  const roll: Roll = [source.die(), source.die()];
  for (const d of roll) if (!Number.isInteger(d) || d < 1 || d > 6) throw new TablaError('bad-dice', `the dice source gave ${describeValue(d)}, not a die 1–6`);
  return roll;
}

/** The crypto object of the platform (browsers, workers and Node ≥ 19 all have `globalThis.crypto`). */
function platformCrypto(): { getRandomValues(a: Uint8Array): Uint8Array } {
  const c = (globalThis as { crypto?: { getRandomValues?: unknown } }).crypto;
  if (!c || typeof c.getRandomValues !== 'function')
    throw new TablaError('bad-argument', 'no cryptographically secure random generator (globalThis.crypto) is available');
  return c as { getRandomValues(a: Uint8Array): Uint8Array };
}

/**
 * Fair dice from the platform's secure generator. Bytes ≥ 252 are rejected so that each face
 * takes exactly 42 of the 252 accepted byte values.
 */
export function cryptoDice(): DiceSource {
  const crypto = platformCrypto();
  const buf = new Uint8Array(64);
  let i = buf.length;
  return {
    die() {
      for (;;) {
        if (i >= buf.length) {
          crypto.getRandomValues(buf);
          i = 0;
        }
        const v = buf[i++];
        if (v < 252) return (v % 6) + 1;
      }
    },
  };
}

/** A deterministic 32-bit generator (mulberry32) returning integers in [0, 2^32). */
export function seededUint32(seed: number): () => number {
  let s = seedFrom(seed);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Turn a string or number seed into a 32-bit integer. */
export function seedFrom(seed: number | string): number {
  if (typeof seed !== 'number' && typeof seed !== 'string')
    throw new TablaError('bad-argument', `seed must be a finite number or a string, got ${describeValue(seed)}`);
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new TablaError('bad-argument', `seed must be a finite number or a string, got ${describeValue(seed)}`);
    return Math.floor(seed) >>> 0;
  }
  let h = 2166136261;
  for (let k = 0; k < seed.length; k++) h = Math.imul(h ^ seed.charCodeAt(k), 16777619);
  return h >>> 0;
}

/** Deterministic dice for tests, replays and demos (opt-in only; never for real play). Unbiased by rejection. */
export function seededDice(seed: number | string): DiceSource {
  const next = seededUint32(seedFrom(seed));
  const limit = Math.floor(0x100000000 / 6) * 6;
  return {
    die() {
      for (;;) {
        const v = next();
        if (v < limit) return (v % 6) + 1;
      }
    },
  };
}

/** Dice that replay a fixed list (for scripted demos and tests); throws when exhausted. */
export function scriptedDice(values: readonly number[]): DiceSource {
  let i = 0;
  expectList(values, 'scripted dice', 'bad-dice');
  for (const v of values) if (!Number.isInteger(v) || v < 1 || v > 6) throw new TablaError('bad-dice', `scripted die out of range 1–6: ${describeValue(v)}`);
  values = [...values];
  return {
    die() {
      if (i >= values.length) throw new TablaError('bad-dice', `scripted dice exhausted after ${values.length} dice`);
      return values[i++];
    },
  };
}

/** Uniform numbers in [0, 1) from a seed (not for real games' dice, C8: for bots, tests, replays). */
export function seededRandom(seed: number | string): () => number {
  const next = seededUint32(seedFrom(seed));
  return () => next() / 0x100000000;
}
