/**
 * Backgammon positions judged by the Prva network (RULES.md B1: the same board). The Prva network
 * is trained with the triple result on (O3), so its "win 3" and "lose 3" outputs are backgammon's
 * backgammon chances (B2). Kept apart from the cube code so that checker play does not load the
 * match equity table.
 */
import type { Position } from '../engine/index.js';
import type { Chances } from './cube-equity.js';
import type { Evaluator, Outcome } from './evaluator.js';
import type { View } from './view.js';

/** B2: the outcome chances of a backgammon position as the cube code names them. */
export function withBackgammons(o: Outcome): Chances {
  return { win: o.win, winGammon: o.winMars, winBackgammon: o.winTriple, loseGammon: o.loseMars, loseBackgammon: o.loseTriple };
}

/** Backgammon checker play: the Prva evaluator on Prva's board (its outputs already count backgammons). */
export function backgammonEvaluator(inner: Evaluator): Evaluator {
  const ev: Evaluator = {
    name: inner.name,
    evaluate(pos: Position): Outcome {
      return inner.evaluate({ ...pos, game: 'prva' });
    },
  };
  const judge = inner.evaluateView?.bind(inner);
  if (judge) ev.evaluateView = (v: View) => judge({ ...v, game: 'prva' });
  const near = inner.near?.bind(inner);
  if (near) ev.near = (v: View) => near({ ...v, game: 'prva' });
  return ev;
}
