/**
 * Whole-turn legality: the list of legal plays of a position and roll (deduplicated by the
 * resulting position, D3), a count without listing, and input checks shared by both.
 */
import { rulesOf } from './games/index.js';
import { countOrderedPlays } from './ladder-count.js';
import { TurnGraph, type TurnNode } from './turn.js';
import type { Play, Position, RuleOptions, Step } from './types.js';
import { BoardMap } from './board-map.js';
import { checkPosition } from './position-json.js';

/** Options for listing plays. */
export interface PlayListOptions extends RuleOptions {
  /** Fail with a "too many plays" error beyond this many plays (default 100,000; D6). */
  readonly limit?: number;
}

/** Default ceiling for listing plays. */
export const DEFAULT_PLAY_LIMIT = 100_000;

/** Error thrown when a play list would exceed its limit. */
export class TooManyPlaysError extends Error {
  constructor(
    /** The exact number of plays, or null where counting would cost too much (a Vtora ladder). */
    readonly count: number | null,
    /** The limit that was exceeded. */
    readonly limit: number,
  ) {
    super(`too many plays (${count ?? `more than ${limit}`}; the limit is ${limit}): use the step-wise turn view (Turn) or countPlays`);
    this.name = 'TooManyPlaysError';
  }
}

/**
 * Check a roll against a position (itself checked first, {@link checkPosition}): two dice 1–6 for a normal turn, or `null` for a Vtora
 * carried part-turn (V5), which is required exactly when the position holds carried numbers.
 */
export function checkRoll(pos: Position, roll: readonly number[] | null): void {
  checkPosition(pos);
  if (roll === null) {
    if (pos.game !== 'vtora' || pos.carried.length === 0) {
      throw new Error('dice are required: only a Vtora position with carried numbers is played without a roll');
    }
    return;
  }
  if (!Array.isArray(roll) || roll.length !== 2) throw new Error(`dice must be two numbers, got ${JSON.stringify(roll)}`);
  for (const d of roll) {
    if (!Number.isInteger(d) || d < 1 || d > 6) throw new Error(`die out of range 1–6: ${JSON.stringify(d)}`);
  }
  if (pos.carried.length > 0) {
    throw new Error(`carried numbers ${pos.carried.join(',')} must be played before rolling (V5): pass dice = null`);
  }
}

/** The tag that, with the board, makes two plays the same play (D3): in Vtora the numbers passed on. */
function playTag(g: TurnGraph, n: TurnNode): number {
  if (g.position.game !== 'vtora' || n.end) return 0;
  let tag = 1;
  for (const d of g.unplayed(n)) tag = tag * 7 + d;
  return tag;
}

/** Record a play's identity; true if it was new. */
function firstTime(seen: BoardMap<true>, g: TurnGraph, n: TurnNode): boolean {
  const before = seen.size;
  seen.getOrAdd(n.w, playTag(g, n), () => true);
  return seen.size > before;
}

/** Walk every distinct legal play once, with one representative step order. Returns false if stopped. */
function walkPlays(g: TurnGraph, visit: (n: TurnNode, steps: readonly Step[]) => boolean): void {
  const path: Step[] = [];
  const dfs = (n: TurnNode): boolean => {
    if (n.walked) return true;
    n.walked = true;
    if (g.isLegalEnd(n) && !visit(n, path)) return false;
    // A ladder is walked over all its steps (a dead branch simply yields no legal end): asking
    // which branches lead on could cost a full level search (D6), listing up to a limit must not.
    for (const e of g.turnDice.ordered ? g.edges(n) : g.legalEdges(n)) {
      path.push(e.step);
      const go = dfs(e.node);
      path.pop();
      if (!go) return false;
    }
    return true;
  };
  dfs(g.root);
}

/**
 * All legal plays of a position and a roll (`null` = Vtora's carried part-turn), each a whole
 * turn; a roll that cannot be played gives exactly one play with no steps (the pass).
 * @throws Error naming the problem for bad dice, and {@link TooManyPlaysError} beyond the limit.
 */
export function legalPlays(pos: Position, roll: readonly number[] | null, options: PlayListOptions = {}): Play[] {
  checkRoll(pos, roll);
  const limit = options.limit ?? DEFAULT_PLAY_LIMIT;
  const g = TurnGraph.create(pos, roll, options);
  const seen = new BoardMap<true>();
  const plays: Play[] = [];
  walkPlays(g, (n, steps) => {
    if (!firstTime(seen, g, n)) return true;
    // D6: a ladder may have millions of plays; stop at the limit (counted exactly only when small).
    if (plays.length >= limit) throw new TooManyPlaysError(g.turnDice.ordered ? null : countPlays(pos, roll, options), limit);
    plays.push(g.playAt(n, steps.slice()));
    return true;
  });
  return plays;
}

/** The number of distinct legal plays, without building them (D6). */
export function countPlays(pos: Position, roll: readonly number[] | null, options: RuleOptions = {}): number {
  checkRoll(pos, roll);
  const g = TurnGraph.create(pos, roll, options);
  if (g.turnDice.ordered) {
    return countOrderedPlays(rulesOf(pos.game), { tradition: pos.tradition, options }, g.root.w, g.turnDice.dice);
  }
  const seen = new BoardMap<true>();
  walkPlays(g, (n) => {
    firstTime(seen, g, n);
    return true;
  });
  return seen.size;
}
