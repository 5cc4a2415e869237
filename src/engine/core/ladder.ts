/**
 * Exact answers for a Vtora ladder turn (V3, V4, D6): the longest playable prefix, whether a
 * longest play can still be completed from a partial turn, and the number of distinct plays.
 */
import type { GameRules, RuleContext } from '../games/rules.js';
import { LadderOracle } from '../ladder-count.js';
import type { Board } from './board.js';

/** What the step-wise view and the play lists need to know about a ladder turn. */
export interface LadderAnswers {
  /** The most ladder steps any play uses (a play that bears off the last checker counts as all). */
  readonly max: number;
  /** Can a longest play still be completed from board `b` after `depth` steps? */
  canComplete(b: Int8Array, depth: number): boolean;
  /** The number of distinct legal plays (D3). */
  count(): number;
}

/** Solve a ladder turn from `root` with `dice` in order. */
export function solveLadder(rules: GameRules, ctx: RuleContext, root: Board, dice: readonly number[]): LadderAnswers {
  const oracle = new LadderOracle(rules, ctx, root, dice);
  return {
    max: oracle.max,
    canComplete: (b, depth) => oracle.canReach(b, depth, b[0] === 15),
    count: () => oracle.count,
  };
}
