/**
 * Exact answers for a Vtora ladder turn (V3, V4, D6) from the ladder solver (src/engine/ladder/):
 * the longest playable prefix, whether a longest play can still be completed from a partial
 * turn, the legal next steps, and the number of distinct plays (bounded). Importing this module
 * installs the solver in the engine (core/ladder-slot.ts).
 */
import type { GameRules, RuleContext } from '../games/rules.js';
import { LadderSolver } from '../ladder/solver.js';
import type { Board } from './board.js';
import { installLadderSolver, type LadderAnswers } from './ladder-slot.js';

/** The last few ladders solved: the board (52 bytes), dice and rules they were solved for. */
const recent: { b: Int8Array; dice: string; rules: GameRules; ctx: RuleContext; answers: LadderAnswers }[] = [];

/**
 * Solve a ladder turn from `root` with `dice` in order, with the game's own step rule. The same
 * ladder asked again soon (a board's step-wise view and then the referee, say) reuses the solver
 * and what it has learned.
 */
export function solveLadder(rules: GameRules, ctx: RuleContext, root: Board, dice: readonly number[]): LadderAnswers {
  const key = dice.join(',');
  for (const r of recent) {
    if (r.rules === rules && r.ctx === ctx && r.dice === key && sameBytes(r.b, root.b)) return r.answers;
  }
  const at = { b: root.b, myPins: 0, opPins: 0 };
  const answers = new LadderSolver(root.b, dice, (b, from, die) => {
    at.b = b;
    return rules.target(at, from, die, ctx);
  });
  recent.unshift({ b: root.b.slice(), dice: key, rules, ctx, answers });
  if (recent.length > 4) recent.pop();
  return answers;
}

function sameBytes(a: Int8Array, b: Int8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

installLadderSolver(solveLadder);
