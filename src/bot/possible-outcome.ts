/**
 * The results the rules still allow in a position: an evaluator's chances with those of results
 * that can no longer happen set to zero (the network's outputs are free and keep a few per cent
 * of gammons where none is possible).
 *
 * - A side that has borne off a checker cannot lose a mars or gammon: C6 (Prva P4, Vtora V6,
 *   Treta T7, Fevga F7), B2 (backgammon), N7 (long nardy); nor a mother mars (T3), since a side
 *   bears off only with every checker in its home (C5, T6), so none stands on its starting point
 *   and none goes back there.
 * - The triple (O3, D9) and backgammon's backgammon (B2) need, besides the gammon, a checker of
 *   the loser on the bar or in the winner's home. A checker that has left the winner's home comes
 *   back only by being hit: in Prva and backgammon while the sides are in contact, never in the
 *   games without hitting (Treta, Vtora, Fevga, nardy), where each checker only moves on along its
 *   route. Where the winner's home lies ahead of the loser's checkers (Vtora, Fevga, nardy), those
 *   behind it can still enter it.
 */
import type { Outcome } from './outcome.js';
import { hasContact, MAPS, type View } from './view.js';

/**
 * `o` (for the player to move of `v`) with the chances of the results the rules no longer allow
 * set to zero; a new object where one changes, else `o` itself.
 */
export function possibleOutcome(v: View, o: Outcome): Outcome {
  let { winMars, winTriple, loseMars, loseTriple } = o;
  if (v.opOff > 0) winMars = winTriple = 0;
  if (v.myOff > 0) loseMars = loseTriple = 0;
  if (winTriple > 0 || loseTriple > 0) {
    const hits = v.game === 'prva' || v.game === 'backgammon';
    const frozen = !hits || !hasContact(v);
    if (frozen) {
      if (winTriple > 0 && !opponentCanBeTripled(v)) winTriple = 0;
      if (loseTriple > 0 && !moverCanBeTripled(v)) loseTriple = 0;
    }
  }
  if (winMars === o.winMars && winTriple === o.winTriple && loseMars === o.loseMars && loseTriple === o.loseTriple) return o;
  return { win: o.win, winMars, winTriple, loseMars, loseTriple };
}

/**
 * With no hit to come: whether the opponent has a checker on the bar, in the mover's home (the
 * mover's points 1–6), or behind it on his route (so that it may still enter it).
 */
function opponentCanBeTripled(v: View): boolean {
  if (v.opBar > 0) return true;
  const map = MAPS[v.game];
  // The opponent's point numbers of the mover's home; his checkers move down his own numbering.
  let lowest = 25;
  for (let p = 1; p <= 6; p++) lowest = Math.min(lowest, map[p]);
  for (let p = 1; p <= 24; p++) if (v.op[p] > 0 && map[p] >= lowest) return true;
  return false;
}

/** The same for the mover: a checker on the bar, in the opponent's home, or behind it on the mover's route. */
function moverCanBeTripled(v: View): boolean {
  if (v.myBar > 0) return true;
  const map = MAPS[v.game];
  // The opponent's home is his points 1–6: the mover's points p with map[p] ≤ 6.
  let lowest = 25;
  for (let p = 1; p <= 24; p++) if (map[p] <= 6) lowest = Math.min(lowest, p);
  for (let p = lowest; p <= 24; p++) if (v.me[p] > 0) return true;
  return false;
}
