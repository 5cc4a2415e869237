/**
 * Exact answers for a Vtora ladder turn (V3, V4, D6) from the ladder solver (src/engine/ladder/):
 * the longest playable prefix, whether a longest play can still be completed from a partial
 * turn, the legal next steps, and the number of distinct plays (bounded).
 */
import type { GameRules, RuleContext } from '../games/rules.js';
import { LadderSolver } from '../ladder/solver.js';
import type { Board } from './board.js';

/** What the step-wise view and the play lists need to know about a ladder turn. */
export interface LadderAnswers {
  /** The most ladder steps any play uses (a play that bears off the last checker counts as all). */
  readonly max: number;
  /** Can a longest play still be completed from board `b` after `depth` steps? */
  canComplete(b: Int8Array, depth: number): boolean;
  /** The number of distinct legal plays (D3), or `limit + 1` when there are more than `limit`. */
  count(limit?: number): number;
}

/** Solve a ladder turn from `root` with `dice` in order, with the game's own step rule. */
export function solveLadder(rules: GameRules, ctx: RuleContext, root: Board, dice: readonly number[]): LadderAnswers {
  const at = { b: root.b, myPins: 0, opPins: 0 };
  return new LadderSolver(root.b, dice, (b, from, die) => {
    at.b = b;
    return rules.target(at, from, die, ctx);
  });
}
