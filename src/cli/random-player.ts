/**
 * The stand-in bot of the command line until the real bot lands: a uniformly random legal play,
 * from a small seeded generator (mulberry32) so that runs are reproducible. Not for real games'
 * dice (RULES.md C8): it serves simulations, tests and demos only.
 */
import { isLadderRoll, legalPlays, TooManyPlaysError, Turn, type Play, type Position } from '../engine/index.js';

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

/** Plays listed in full up to this many; beyond, a play is built step by step (D6). */
const LIST_LIMIT = 20_000;

/**
 * A random legal play of a position and roll (`null` = Vtora's carried part-turn): uniform over
 * the distinct plays of an ordinary turn; for a Vtora ladder (which may have millions of plays,
 * D6, too many to list or even count quickly) a random walk through the legal steps, stopping
 * at a legal end only when no step remains or by chance.
 */
export function chooseRandomPlay(pos: Position, dice: readonly number[] | null, rng: Rng): Play {
  if (dice === null || !isLadderRoll(pos, dice)) {
    try {
      const plays = legalPlays(pos, dice, { limit: LIST_LIMIT });
      return plays[randomInt(rng, plays.length)];
    } catch (e) {
      if (!(e instanceof TooManyPlaysError)) throw e;
    }
  }
  let turn = Turn.begin(pos, dice);
  for (;;) {
    const steps = turn.legalSteps();
    const canEnd = turn.canFinish();
    if (steps.length === 0 || (canEnd && randomInt(rng, steps.length + 1) === 0)) return turn.finish();
    turn = turn.step(steps[randomInt(rng, steps.length)]);
  }
}
