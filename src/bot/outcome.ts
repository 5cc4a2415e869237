/** What an evaluator answers (outcome chances) and what an evaluator is. */
import type { Position } from '../engine/index.js';
import type { View } from './view.js';

/**
 * Outcome chances for the player to move, each cumulative: `win` = P(win), `winMars` = P(win 2
 * points or more — mars, mother), `winTriple` = P(win 3 points — the triple of O3, backgammon's
 * B2), `loseMars`, `loseTriple` the same for losing. A draw counts as half a win. Whether a
 * triple scores 3 depends on the rules in force: see {@link equity} and `moneyUtility`.
 */
export interface Outcome {
  /** Chance of winning. */
  win: number;
  /** Chance of winning a mars (gammon) or better. */
  winMars: number;
  /** Chance of winning a triple (backgammon). */
  winTriple: number;
  /** Chance of losing a mars (gammon) or worse. */
  loseMars: number;
  /** Chance of losing a triple (backgammon). */
  loseTriple: number;
}

/** A position evaluator: outcome chances for the player to move. */
export interface Evaluator {
  /** A short name for reports. */
  readonly name: string;
  /** Outcome chances for `pos.turn`, who is about to roll (or to play carried numbers, V5). */
  evaluate(pos: Position): Outcome;
  /** The same for a board seen by the player to move (the search's fast path, no `Position` built); optional. */
  evaluateView?(v: View): Outcome;
  /**
   * A hint that the next views to judge are near `v` (the boards after each play of one
   * position); an evaluator may use it to work faster. Never changes a result; optional.
   */
  near?(v: View): void;
}
