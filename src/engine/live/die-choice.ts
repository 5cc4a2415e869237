/**
 * Whether the choice of die for a move matters: bearing off from the 2 with 5–3 uses either
 * die, but when every way to finish the turn ends in the same positions, asking "which die?" only
 * costs the player a tap.
 */
import { positionKey } from '../position.js';
import type { Turn } from '../turn.js';

/** Partial turns looked at before giving up (then the player is asked). */
const BUDGET = 4000;

/** The keys of every position the turn can end in from here, or null past the budget. */
function endings(turn: Turn, seen: { n: number }): Set<string> | null {
  const out = new Set<string>();
  const walk = (t: Turn): boolean => {
    if (++seen.n > BUDGET) return false;
    if (t.gameOver) {
      out.add(`end:${positionKey(t.position)}`);
      return true;
    }
    const next = t.legalSteps();
    if (t.canFinish()) out.add(positionKey(t.position));
    for (const s of next) if (!walk(t.step(s))) return false;
    return true;
  };
  return walk(turn) ? out : null;
}

/** True when moving `from`→`to` with any of `dice` leaves the player exactly the same ways to end the turn. */
export function dieChoiceMatters(turn: Turn, from: number, to: number, dice: readonly number[]): boolean {
  const seen = { n: 0 };
  let first: Set<string> | null = null;
  for (const die of dice) {
    const ends = endings(turn.step({ from, to, die }), seen);
    if (!ends) return true;
    if (!first) first = ends;
    else if (ends.size !== first.size || [...ends].some((k) => !first!.has(k))) return true;
  }
  return false;
}
