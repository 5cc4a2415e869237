/**
 * The reference players of the benchmarks: one fixed, simple player per game that anyone can
 * re-implement from docs/bot.md ("Reference players"), as pubeval is for backgammon. Not part of
 * the shipped bot (training/ is not in the package).
 *
 * The reference judges a board by a linear score of each side's plain facts and plays the legal
 * play whose board scores best for it; see {@link referenceScore} for the exact formula.
 */
import type { Play, Position, RuleOptions } from '../src/engine/index.js';
import { bestScored, candidates, runToEnd, type SearchConfig } from '../src/bot/candidates.js';
import { equity, type Evaluator, type Outcome } from '../src/bot/evaluator.js';
import { hasContact, isRunningGame, MAPS, myPips, opPips, viewOf, type View } from '../src/bot/view.js';

/** The score's weights (see {@link referenceScore}). */
export const REFERENCE_WEIGHTS = { pips: 1, held: 3, pinned: 4, blots: 2, scale: 10 } as const;

/** One side's facts, each in that side's own numbering. */
interface SideFacts {
  /** Pip count (a checker on the bar counts 25). */
  readonly pips: number;
  /** Points held: 2 or more checkers (Prva, Treta), or 1 or more (the running games, where one checker closes a point). */
  readonly held: number;
  /** Opposing checkers this side pins (Treta). */
  readonly pinning: number;
  /** Single checkers of this side not pinned, counted only in Prva and Treta while the sides are in contact. */
  readonly blots: number;
}

function facts(points: Int8Array, pips: number, pinning: number, ownPins: number, running: boolean, contact: boolean): SideFacts {
  let held = 0;
  let blots = 0;
  for (let p = 1; p <= 24; p++) {
    const n = points[p];
    if (n >= (running ? 1 : 2)) held++;
    if (n === 1 && !running && contact && !(ownPins & (1 << p))) blots++;
  }
  return { pips, held, pinning, blots };
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/**
 * The reference score of a board for the player to move: f(mover) − f(opponent), where for each
 * side f = −pips + 3·held + 4·pinning − 2·blots ({@link SideFacts}). Hits (Prva) show as the
 * opponent's pips growing by the way back from the bar.
 */
export function referenceScore(v: View): number {
  const w = REFERENCE_WEIGHTS;
  const running = isRunningGame(v.game);
  const contact = !running && hasContact(v);
  const op = new Int8Array(25);
  const map = MAPS[v.game];
  for (let p = 1; p <= 24; p++) if (v.op[p]) op[map[p]] = v.op[p];
  let opOwnPins = 0; // the opponent's pinned checkers, in the opponent's numbering
  for (let p = 1; p <= 24; p++) if (v.opPins & (1 << p)) opOwnPins |= 1 << map[p];
  const mine = facts(v.me, myPips(v), popcount(v.opPins), v.myPins, running, contact);
  const theirs = facts(op, opPips(v), popcount(v.myPins), opOwnPins, running, contact);
  const f = (s: SideFacts) => -w.pips * s.pips + w.held * s.held + w.pinned * s.pinning - w.blots * s.blots;
  return f(mine) - f(theirs);
}

/** The reference as an evaluator: the win chance 1 / (1 + e^(−score / 10)), no mars or triple chances. */
export class ReferenceEvaluator implements Evaluator {
  /** The name in reports. */
  readonly name = 'reference';

  /** The outcome for the player to move of `pos`. */
  evaluate(pos: Position): Outcome {
    return this.evaluateView(viewOf(pos));
  }

  /** The outcome for the player to move of the view `v`. */
  evaluateView(v: View): Outcome {
    const win = 1 / (1 + Math.exp(-referenceScore(v) / REFERENCE_WEIGHTS.scale));
    return { win, winMars: 0, winTriple: 0, loseMars: 0, loseTriple: 0 };
  }
}

/** Legal plays listed in full up to this many; past it (Vtora ladders) a beam over the steps. */
const LIST_LIMIT = 3000;
/** The beam's width on a list too long to judge in full. */
const BEAM = 6;

/**
 * The reference player's play: the legal play whose board has the best reference score for the
 * mover (a game-ending play by its exact result; the engine's first of equals); every legal play
 * judged when there are at most 3,000, otherwise (Vtora ladders, V3) the best of a beam of width 6
 * over the turn's steps. `dice` is `null` for Vtora's carried part-turn (V5).
 */
export function referencePlay(pos: Position, dice: readonly number[] | null, rules: RuleOptions = {}): Play {
  const cfg: Pick<SearchConfig, 'evaluator' | 'utility' | 'beam' | 'listLimit' | 'rules'> = {
    evaluator: REFERENCE,
    utility: equity,
    beam: BEAM,
    listLimit: LIST_LIMIT,
    rules,
  };
  return bestScored(runToEnd(candidates(pos, dice, cfg)), equity);
}

const REFERENCE = new ReferenceEvaluator();
