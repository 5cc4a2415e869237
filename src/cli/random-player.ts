/**
 * The stand-in bot of the command line until the real bot lands: a uniformly random legal play,
 * from the engine's seeded generator (`seededRandom`) so that runs are reproducible. Not for real games'
 * dice (RULES.md C8): it serves simulations, tests and demos only.
 */
import { uniformRandomPlay, type Play, type Position } from '../engine/index.js';

/** A generator of uniform numbers in [0, 1). */
export type Rng = () => number;

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
