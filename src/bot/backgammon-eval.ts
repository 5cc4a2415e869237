/**
 * Backgammon positions judged by the Prva network (RULES.md B1: the same board). The network has
 * no backgammon outputs, so the chance of a backgammon (B2) is estimated here. Kept apart from
 * the cube code so that checker play does not load the match equity table.
 */
import type { Color, Position } from '../engine/index.js';
import type { Chances } from './cube-equity.js';
import type { Evaluator, Outcome } from './evaluator.js';

/**
 * B2 with the Prva network: splits a gammon chance into gammon and backgammon. A backgammon needs
 * the loser's checkers still in the winner's home or on the bar; the share grows with their count
 * and is small (1 %) without any. An estimate until a network with backgammon outputs exists.
 */
export function withBackgammons(pos: Position, o: Outcome): Chances {
  const me = pos.turn;
  const opp: Color = me === 'white' ? 'black' : 'white';
  const share = (loser: Color) => {
    const s = pos[loser];
    let back = s.bar;
    for (let p = 19; p <= 24; p++) back += s.points[p];
    return back === 0 ? 0.01 : Math.min(0.25, 0.02 + 0.03 * back);
  };
  return { win: o.win, winGammon: o.winMars, winBackgammon: o.winMars * share(opp), loseGammon: o.loseMars, loseBackgammon: o.loseMars * share(me) };
}

/**
 * Backgammon checker play (B2 aware): the Prva evaluator on Prva's board, with an estimated
 * backgammon counted as one point more than a gammon.
 */
export function backgammonEvaluator(inner: Evaluator): Evaluator {
  return {
    name: inner.name,
    evaluate(pos: Position): Outcome {
      const o = inner.evaluate({ ...pos, game: 'prva' });
      const c = withBackgammons(pos, o);
      return { win: o.win, winMars: o.winMars + c.winBackgammon, loseMars: o.loseMars + c.loseBackgammon };
    },
  };
}

