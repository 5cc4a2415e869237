/**
 * The stand-in bot of the command line until the real bot lands: a uniformly random legal play,
 * from a small seeded generator (mulberry32) so that runs are reproducible. Not for real games'
 * dice (RULES.md C8): it serves simulations, tests and demos only.
 */
import { uniformRandomPlay, type Play, type Position } from '../engine/index.js';

/** A generator of uniform numbers in [0, 1). */
export type Rng = () => number;

/** The mulberry32 generator: 32 bits of state, deterministic for a seed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An independent seed derived from a seed and a stream number (a 32-bit integer hash). */
export function deriveSeed(seed: number, stream: number): number {
  let h = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform integer in 0 … n − 1. */
export function randomInt(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}

/** One die, 1–6, from the generator (simulation only; real games use the engine's fair dice). */
export function randomDie(rng: Rng): number {
  return 1 + randomInt(rng, 6);
}

/** A uniformly random legal play (the engine's one random player, drawing from `rng`). */
export function chooseRandomPlay(pos: Position, dice: readonly number[] | null, rng: Rng): Play {
  return uniformRandomPlay(pos, dice, rng);
}
