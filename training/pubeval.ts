/**
 * Tesauro's pubeval: the public benchmark evaluator for backgammon (Prva), written from
 * shared/bench/README.md. A benchmark opponent only, in the unshipped training/ folder. The weights are passed in (test/fixtures/pubeval-weights.json).
 */
import { legalPlays } from '../src/engine/index.js';
import type { Play, Position } from '../src/engine/index.js';
import { hasContact, viewOf, type View } from '../src/bot/view.js';

/** The two weight vectors of pubeval (122 entries each). */
export interface PubevalWeights {
  readonly race: readonly number[];
  readonly contact: readonly number[];
}

/** pubeval's 122 inputs for a board seen by `v`'s mover (the player who just moved). */
export function pubevalInputs(v: View): Float64Array {
  const x = new Float64Array(122);
  for (let p = 24; p >= 1; p--) {
    const n = v.me[p] - v.op[p];
    const k = 5 * (24 - p);
    if (n === -1) x[k] = 1;
    if (n === 1) x[k + 1] = 1;
    if (n >= 2) x[k + 2] = 1;
    if (n === 3) x[k + 3] = 1;
    if (n >= 4) x[k + 4] = (n - 3) / 2;
  }
  x[120] = v.opBar / 2;
  x[121] = v.myOff / 15;
  return x;
}

/** pubeval's score of the position after a play, from the mover's side, with the chosen weight vector. */
export function pubevalScore(w: readonly number[], v: View): number {
  if (v.myOff === 15) return 99999999;
  const x = pubevalInputs(v);
  let s = 0;
  for (let i = 0; i < 122; i++) if (x[i] !== 0) s = Math.fround(s + Math.fround(Math.fround(w[i]) * Math.fround(x[i])));
  return s;
}

/** True for a pure race before the move: no contact and nobody on the bar. */
export function isRace(pos: Position): boolean {
  const v = viewOf(pos);
  return v.myBar === 0 && v.opBar === 0 && !hasContact(v);
}

/** The pubeval player: the legal play with the highest score (the first one on ties). Prva only. */
export function pubevalPlay(weights: PubevalWeights, position: Position, dice: readonly number[]): Play {
  if (position.game !== 'prva') throw new Error(`pubeval plays prva only, not ${position.game}`);
  const w = isRace(position) ? weights.race : weights.contact;
  const plays = legalPlays(position, dice);
  let best = plays[0];
  let bestScore = -Infinity;
  for (const p of plays) {
    // The position after the play, seen from the mover: flip the view's sides back.
    const after = { ...p.position, turn: position.turn };
    const s = pubevalScore(w, viewOf(after));
    if (s > bestScore) {
      bestScore = s;
      best = p;
    }
  }
  return best;
}
