/**
 * Where the Vtora ladder solver (core/ladder.ts and src/engine/ladder/) plugs into the engine.
 * The solver installs itself when its module is imported; the engine's entry points (the engine
 * index, the bot, the CLI) import it, and the element's script-tag build loads it as a chunk of its
 * own when a match that plays Vtora starts. A ladder turn asked before it is installed is refused
 * with the code `unavailable`.
 */
import type { GameRules, RuleContext } from '../games/rules.js';
import { partSlot } from '../part-slot.js';
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

/** Solves a ladder turn from `root` with `dice` in order, with the game's own step rule. */
export type SolveLadder = (rules: GameRules, ctx: RuleContext, root: Board, dice: readonly number[]) => LadderAnswers;

/** The ladder solver once installed. */
let installed: SolveLadder | null = null;

/** Installs the ladder solver (core/ladder.ts does, when imported). */
export function installLadderSolver(part: SolveLadder): void {
  installed = part;
}

/** The slot: whether the ladder solver is installed, and it. */
export const ladderSlot = partSlot(
  () => installed,
  'the Vtora ladder solver is not loaded yet: import core/ladder.js (the engine index does) before playing a Vtora ladder turn',
);
