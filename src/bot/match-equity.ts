/**
 * Match-score awareness: the chance of winning a match from a score, for a game with no cube
 * where a game is worth 1 or 2 points (mars, mother). Used by the master level to weigh a mars
 * by what it does to the match (e.g. a mars matters more near the end, not at all when 1 point
 * wins the match).
 */
import { moneyUtility, type Outcome } from './evaluator.js';

/** Fraction of won games that are won with 2 points (a typical mix over the tabla games). */
export const DEFAULT_MARS_RATE = 0.2;

const cache = new Map<string, number>();

/**
 * P(win the match) for the player who needs `a` more points against one who needs `b`,
 * each game won half the time and a won game worth 2 points with chance `mars`.
 */
export function matchWinChance(a: number, b: number, mars = DEFAULT_MARS_RATE): number {
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  const key = `${a},${b},${mars}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const v =
    0.5 * (1 - mars) * matchWinChance(a - 1, b, mars) +
    0.5 * mars * matchWinChance(a - 2, b, mars) +
    0.5 * (1 - mars) * matchWinChance(a, b - 1, mars) +
    0.5 * mars * matchWinChance(a, b - 2, mars);
  cache.set(key, v);
  return v;
}

/**
 * A utility over outcome chances for a match score: the match-winning chance after this game,
 * rescaled so that, like money equity, a single win is about +1 and a single loss about −1.
 * With `triple` (O3 on) a triple-shaped result scores 3, otherwise 2 like a mars.
 * Falls back to money equity when the score makes every result equivalent.
 */
export function matchUtility(need: number, oppNeed: number, mars = DEFAULT_MARS_RATE, triple = false): (o: Outcome) => number {
  const now = matchWinChance(need, oppNeed, mars);
  const w1 = matchWinChance(need - 1, oppNeed, mars);
  const w2 = matchWinChance(need - 2, oppNeed, mars);
  const w3 = triple ? matchWinChance(need - 3, oppNeed, mars) : w2;
  const l1 = matchWinChance(need, oppNeed - 1, mars);
  const l2 = matchWinChance(need, oppNeed - 2, mars);
  const l3 = triple ? matchWinChance(need, oppNeed - 3, mars) : l2;
  const scale = (w1 - l1) / 2;
  if (!(scale > 1e-9)) return moneyUtility(triple);
  return (o) => (matchChanceAfter(o, w1, w2, w3, l1, l2, l3) - now) / scale;
}

/** The match-winning chance of outcome chances `o`, given the chance after each result: a win of 1, 2 or 3 points (`w1`…`w3`) or such a loss (`l1`…`l3`). */
export function matchChanceAfter(o: Outcome, w1: number, w2: number, w3: number, l1: number, l2: number, l3: number): number {
  const lose = 1 - o.win;
  return (
    (o.win - o.winMars) * w1 +
    (o.winMars - o.winTriple) * w2 +
    o.winTriple * w3 +
    (lose - o.loseMars) * l1 +
    (o.loseMars - o.loseTriple) * l2 +
    o.loseTriple * l3
  );
}
