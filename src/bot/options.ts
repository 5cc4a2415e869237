/** The options of one bot decision (chooseMove, chooseMoveSync, hint). */
import type { RuleOptions, Score } from '../engine/index.js';
import type { Level } from './levels.js';
import type { Evaluator } from './outcome.js';

/** Anything with an `aborted` flag: an AbortSignal, or a flag backed by shared memory in a worker. */
export interface AbortSignalLike {
  /** The search has been cancelled. */
  readonly aborted: boolean;
  /** Calls `listener` when the search is cancelled. */
  addEventListener?(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  /** Stops calling `listener`. */
  removeEventListener?(type: 'abort', listener: () => void): void;
}

/** The match around the position, for score-aware play (master level). */
export interface MatchContext {
  /** Points so far. */
  readonly score: Score;
  /** Points needed to win the match. */
  readonly length: number;
}

/** Options of one decision. */
export interface ChooseMoveOptions {
  /** Strength; default `medium`. */
  readonly level?: Level;
  /** Seed for the bot's own randomness (weaker levels' noise). Same seed, same position, same dice → same play. */
  readonly seed?: number | string;
  /** Most milliseconds to think; the best play found so far is returned when it runs out. Default per level. */
  readonly timeBudgetMs?: number;
  /**
   * Bound the decision by work instead of time: at most this many search steps (one step: a beam
   * step or one opponent roll looked at), then the best play so far; `Infinity` runs the level's
   * whole search. The same play on any machine, however loaded (benchmarks, analysis); no clock is read.
   */
  readonly workBudget?: number;
  /** Cancels the decision: `chooseMove` rejects and `chooseMoveSync` throws an `AbortError`. */
  readonly signal?: AbortSignalLike;
  /** The match score, for score-aware play at the master level. */
  readonly matchContext?: MatchContext;
  /** House rules that change legality or scoring (O3 triple). */
  readonly rules?: RuleOptions;
  /** Replace the level's evaluator (e.g. a newly trained network). */
  readonly evaluator?: Evaluator;
}
