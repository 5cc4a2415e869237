/**
 * Whole-turn legality: the list of legal plays of a position and roll (deduplicated by the
 * resulting position, D3), a count without listing, and input checks shared by both. Ordinary
 * turns come straight from the fast move generator; a Vtora ladder is walked step by step over
 * the ladder solver's answers.
 */
import { turnRuleContext } from './games/rules.js';
import { rulesOf } from './games/index.js';
import { BOARD_SIZE, toBoardInto, type Board } from './core/board.js';
import { generatePlays } from './core/movegen.js';
import { PlayStore } from './core/play-store.js';
import { StoredPlays, PlayView } from './core/play-view.js';
import { turnDice } from './core/turn-dice.js';
import { TurnGraph, type TurnNode } from './turn-graph.js';
import type { Play, Position, RuleOptions, Step } from './types.js';
import { BoardSet, countsHash, extraHash } from './core/board-set.js';
import { checkPosition } from './position-json.js';
import { checkDice } from './dice-check.js';
import { isTrusted, trustPosition } from './core/trusted.js';
import { TablaError } from './errors.js';

/** Options for listing plays. */
export interface PlayListOptions extends RuleOptions {
  /** Fail with a "too many plays" error beyond this many plays (default 100,000; D6). */
  readonly limit?: number;
}

/** Scratch memory of {@link legalPlays}; `plays` is the last list, which reads `store` until the next call needs it. */
const SCRATCH: { store: PlayStore; board: Board; plays: StoredPlays | null } = {
  store: new PlayStore(),
  board: { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 },
  plays: null,
};

/** Default ceiling for listing plays. */
export const DEFAULT_PLAY_LIMIT = 100_000;

/** Error thrown when a play list would exceed its limit. */
export class TooManyPlaysError extends TablaError {
  /** An error for a play list over `limit`. */
  constructor(
    /** The exact number of plays, or null where it was not counted. */
    readonly count: number | null,
    /** The limit that was exceeded. */
    readonly limit: number,
  ) {
    const max = typeof limit === 'number' ? limit : '?';
    super(
      'too-many-plays',
      `too many plays (${typeof count === 'number' ? count : `more than ${max}`}; the limit is ${max}): use the step-wise turn view (Turn) or countPlays`,
    );
    this.name = 'TooManyPlaysError';
  }
}

/**
 * Check a roll against a position (itself checked first, {@link checkPosition}): two dice 1–6 for a normal turn, or `null` for a Vtora
 * carried part-turn (V5), which is required exactly when the position holds carried numbers.
 */
export function checkRoll(pos: Position, roll: readonly number[] | null): void {
  if (!isTrusted(pos)) {
    checkPosition(pos);
    trustPosition(pos);
  }
  if (roll === null) {
    if (pos.game !== 'vtora' || pos.carried.length === 0) {
      throw new TablaError('bad-dice', 'dice are required: only a Vtora position with carried numbers is played without a roll');
    }
    return;
  }
  checkDice(roll);
  if (pos.carried.length > 0) {
    throw new TablaError('bad-dice', `carried numbers ${pos.carried.join(',')} must be played before rolling (V5): pass dice = null`);
  }
}

/** Walk a ladder's distinct legal plays once each, with one representative step order. */
function walkLadder(g: TurnGraph, visit: (n: TurnNode, steps: readonly Step[]) => void): void {
  const seen = new BoardSet(256);
  const path: Step[] = [];
  const done = new Set<TurnNode>();
  const dfs = (n: TurnNode): void => {
    if (done.has(n)) return;
    done.add(n);
    if (g.isLegalEnd(n)) {
      if (seen.addOrFind(n.w, 0, countsHash(n.w.b) ^ extraHash(0, 0, 0)) < 0) visit(n, path);
      return;
    }
    for (const e of g.legalEdges(n)) {
      path.push(e.step);
      dfs(e.node);
      path.pop();
    }
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
  const td = turnDice(pos, roll);
  if (td.ordered) {
    const g = TurnGraph.create(pos, roll, options);
    // D6: a ladder may have millions of plays; the count stops just past the limit.
    if (g.countPlays(limit) > limit) throw new TooManyPlaysError(null, limit);
    const plays: Play[] = [];
    walkLadder(g, (n, steps) => plays.push(g.playAt(n, steps.slice())));
    return plays;
  }
  // One scratch store serves every call (none is re-entrant): the last list copies what it still needs out of it first.
  SCRATCH.plays?.detach();
  SCRATCH.plays = null;
  const store = SCRATCH.store;
  const rules = rulesOf(pos.game);
  generatePlays(rules, turnRuleContext(rules, pos, td.dice, options), toBoardInto(pos, SCRATCH.board), td.dice, pos.game === 'vtora', store);
  if (store.count > limit) throw new TooManyPlaysError(store.count, limit);
  const stored = (SCRATCH.plays = new StoredPlays(pos, td, store, null, store.count));
  const plays: Play[] = new Array<Play>(store.count);
  for (let j = 0; j < store.count; j++) plays[j] = new PlayView(stored, j);
  return plays;
}

/** Options for counting plays. */
export interface PlayCountOptions extends RuleOptions {
  /** Stop counting past this many plays (then the answer is `limit + 1`); default: count them all. */
  readonly limit?: number;
}

/**
 * The number of distinct legal plays, without building them (D6). A Vtora ladder can have
 * millions (counting them all takes long): give a `limit` to stop just past it.
 * @throws Error naming bad input.
 */
export function countPlays(pos: Position, roll: readonly number[] | null, options: PlayCountOptions = {}): number {
  checkRoll(pos, roll);
  const limit = options.limit ?? Infinity;
  if (!(limit >= 0)) throw new TablaError('bad-option', `limit must be a number ≥ 0, got ${String(options.limit).slice(0, 20)}`);
  const n = TurnGraph.create(pos, roll, options).countPlays(limit);
  return Math.min(n, limit + 1);
}
