/**
 * tabla-board/bot — the public bot API (DOM-free; Node, browsers and workers).
 *
 * `chooseMoveSync(position, dice, options)` is the synchronous core (for a worker);
 * `chooseMove(...)` is the same search run cooperatively, resolving to the chosen play;
 * `createBot({ level, seed })` keeps the settings and a seeded stream across calls;
 * `randomPlay(...)` is the uniformly random legal player. See docs/bot.md.
 *
 * The bot sees exactly what a person sees (C9): the position and its own roll. When it looks
 * ahead it weighs all 21 opponent rolls by their probability.
 */
import { GAMES, opponent, seededRandom, seededUint32, seedFrom, uniformRandomPlay, Turn, validatePosition } from '../engine/index.js';
import { expectList, expectOptions } from '../engine/checks.js';
import { expectGame } from '../engine/position.js';
export { seededRandom } from '../engine/index.js';
import type { Color, GameId, Play, Position, RuleOptions } from '../engine/index.js';
import { backgammonEvaluator } from './backgammon-eval.js';
import { moneyUtility, type Evaluator } from './evaluator.js';
import { HeuristicEvaluator } from './heuristic.js';
import { matchUtility } from './match-equity.js';
import { NetworkStore, type NetworkStatus } from './networks.js';
import { completeQuickly, type SearchConfig, type SearchProgress, type Utility } from './candidates.js';
import { search } from './search.js';

import { LEVELS, type Level } from './levels.js';
import { checkLevelOptions, validateInput } from './validate.js';
import { TablaError } from '../engine/errors.js';
export { LEVELS, type Level } from './levels.js';
export { validateInput } from './validate.js';
export type { AbortSignalLike, ChooseMoveOptions, MatchContext } from './options.js';
import type { ChooseMoveOptions, MatchContext } from './options.js';
import { settingsFor, type EvaluatorKind, type LevelSettings } from './level-settings.js';

/** The play list size beyond which the beam takes over. */
const LIST_LIMIT = 3000;

const heuristic = new HeuristicEvaluator();
/** This thread's networks, each loaded when a game first needs it (src/bot/networks.ts). */
const networks = new NetworkStore(undefined, heuristic);
/** The simple heuristic: the running-game part without the blocking and mobility terms. */
const simple = new HeuristicEvaluator({ mob: 0, blk: 0, stuck: 0 }, 'simple');

/** The evaluator of a kind. */
function evaluatorOf(kind: EvaluatorKind): Evaluator {
  return kind === 'net' ? defaultEvaluator() : kind === 'simple' ? simple : heuristic;
}

/**
 * The shipped neural evaluator: the trained network of each game, heuristic where none. Networks
 * load on first need: a synchronous caller (this evaluator, `chooseMoveSync`, `evaluatePosition`)
 * must `await loadNetworks()` first, or gets an Error saying so.
 */
export function defaultEvaluator(): Evaluator {
  return networks.evaluator;
}

/**
 * Loads the trained networks of `games` (default: every game that has one), for synchronous use.
 * Rejects with an Error naming the game whose network could not be loaded; that game is then
 * played with the heuristic.
 */
export function loadNetworks(games?: readonly GameId[]): Promise<void> {
  if (games !== undefined) {
    expectList(games, 'games');
    games.forEach(expectGame);
  }
  return networks.loadAll(games);
}

/** Where the network of a game stands: none, unloaded, loading, loaded, or failed (heuristic plays). */
export function networkStatus(game: GameId): NetworkStatus {
  expectGame(game);
  return networks.status(game);
}

/** Whether a decision at `level` in `game` plays with a trained network. */
function usesNetwork(game: GameId, options: Pick<ChooseMoveOptions, 'level' | 'evaluator'>): boolean {
  const level = options.level ?? 'medium';
  return !options.evaluator && LEVELS.includes(level) && GAMES.includes(game) && settingsFor(game, level).evaluator === 'net';
}

/**
 * Loads the network a decision at `level` in `game` plays with, if it has one. Resolves true when
 * it is ready, false when none is used (or an earlier load failed: the heuristic plays); rejects,
 * once, when the load fails.
 */
export function loadNetworkFor(game: GameId, level: Level = 'medium'): Promise<boolean> {
  expectGame(game);
  checkLevelOptions({ level });
  return usesNetwork(game, { level }) ? networks.load(game) : Promise.resolve(false);
}

/** The hand-made evaluator (easy level). */
export function heuristicEvaluator(): Evaluator {
  return heuristic;
}

/** The games that have trained weights. */
export function trainedGames(): GameId[] {
  return networks.games();
}

function abortError(): Error {
  const e = new TablaError('cancelled', 'the bot was cancelled');
  e.name = 'AbortError';
  return e;
}

function now(): number {
  const p = (globalThis as { performance?: { now(): number } }).performance;
  return p ? p.now() : Date.now();
}

function randomSeed(): number {
  const c = (globalThis as { crypto?: { getRandomValues?(a: Uint32Array): Uint32Array } }).crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0];
  return (Date.now() ^ 0x5bd1e995) >>> 0;
}

/** What a level maximises: money equity under the rules' scoring, or (master, with a match score) the match-winning chance. */
function utilityFor(level: LevelSettings, me: Color, ctx: MatchContext | undefined, triple: boolean): Utility {
  const money = moneyUtility(triple);
  if (!level.matchAware || !ctx) return money;
  const other = opponent(me);
  const need = ctx.length - ctx.score[me];
  const oppNeed = ctx.length - ctx.score[other];
  if (need <= 0 || oppNeed <= 0) return money;
  return matchUtility(need, oppNeed, undefined, triple);
}

/**
 * The search settings of a decision at the options' level (validated input; the network, if the
 * level uses one, loaded). Shared by the move drivers and the hint (./hint.ts).
 * @throws Error when the level's network is not loaded yet.
 */
export function searchConfig(
  position: Position,
  options: ChooseMoveOptions,
): SearchConfig & {
  /** Milliseconds the search may take. */
  readonly budgetMs: number;
} {
  validatePosition(position);
  checkLevelOptions(options);
  const level = settingsFor(position.game, options.level ?? 'medium');
  if (usesNetwork(position.game, options)) networks.require(position.game);
  const base = options.evaluator ?? evaluatorOf(level.evaluator);
  const evaluator = position.game === 'backgammon' ? backgammonEvaluator(base) : base; // B1: Prva's board
  return {
    evaluator,
    utility: utilityFor(level, position.turn, options.matchContext, position.game === 'backgammon' || options.rules?.triple === true),
    ply: level.ply,
    topK: level.topK,
    margin: level.margin,
    topK2: level.topK2,
    margin2: level.margin2,
    beam: level.beam,
    replyBeam: level.replyBeam,
    ladderReplyBeam: level.ladderReplyBeam,
    deepOnLadder: level.deepOnLadder,
    listLimit: LIST_LIMIT,
    noise: level.noise,
    rules: options.rules ?? {},
    budgetMs: options.timeBudgetMs ?? level.budgetMs,
  };
}

/** Build the search of one decision (shared by the sync and async drivers). */
function prepare(position: Position, dice: readonly number[] | null, options: ChooseMoveOptions) {
  validateInput(position, dice, options);
  const cfg = searchConfig(position, options);
  const rand = seededRandom(options.seed ?? randomSeed());
  const progress: SearchProgress = { best: null, partial: null };
  const gen = search(position, dice, cfg, rand, progress);
  return { gen, progress, expired: budgetCheck(cfg.budgetMs, options.workBudget) };
}

/**
 * The decision's bound, called once per search step: true when the work budget (if given) or
 * else the time budget is spent.
 */
function budgetCheck(ms: number, work: number | undefined): (t?: number) => boolean {
  if (work !== undefined) {
    let steps = 0;
    return () => ++steps >= work;
  }
  const deadline = now() + ms;
  return (t = now()) => t >= deadline;
}

/** The answer when time runs out: the best play so far, or a quick legal completion. */
function fallback(position: Position, dice: readonly number[] | null, progress: SearchProgress, rules: RuleOptions): Play {
  if (progress.best) return progress.best;
  if (progress.partial) return completeQuickly(progress.partial);
  return completeQuickly(Turn.begin(position, dice, rules));
}

/**
 * The synchronous core: choose a play for the player to move (`position.turn`) with its roll
 * (`null` for Vtora's carried part-turn, V5). Returns within about the time budget, or after
 * the work budget's steps when one is given.
 * @throws Error naming a bad position, dice, level or option; an `AbortError` when cancelled.
 */
export function chooseMoveSync(position: Position, dice: readonly number[] | null, options: ChooseMoveOptions = {}): Play {
  checkLevelOptions(options);
  const signal = options.signal;
  if (signal?.aborted) throw abortError();
  const { gen, progress, expired } = prepare(position, dice, options);
  for (;;) {
    const r = gen.next();
    if (r.done) return r.value;
    if (signal?.aborted) throw abortError();
    if (expired()) return fallback(position, dice, progress, options.rules ?? {});
  }
}

/**
 * Choose a play asynchronously: the same search as {@link chooseMoveSync}, run in slices so the
 * thread stays responsive and a cancel is seen at once; the game's network is loaded first if
 * the level uses it. Resolves with the play; rejects with an Error for bad input or a network
 * that could not be loaded (once: later decisions play with the heuristic), or an `AbortError`
 * when cancelled.
 */
export async function chooseMove(position: Position, dice: readonly number[] | null, options: ChooseMoveOptions = {}): Promise<Play> {
  checkLevelOptions(options);
  if (options.signal?.aborted) throw abortError();
  validateInput(position, dice, options);
  if (usesNetwork(position.game, options)) await networks.load(position.game);
  return runSliced(position, dice, options);
}

/** The search of {@link chooseMove}, in slices of about 8 ms. */
function runSliced(position: Position, dice: readonly number[] | null, options: ChooseMoveOptions): Promise<Play> {
  return new Promise<Play>((resolve, reject) => {
    const signal = options.signal;
    if (signal?.aborted) return reject(abortError());
    let prepared: ReturnType<typeof prepare>;
    try {
      prepared = prepare(position, dice, options);
    } catch (e) {
      return reject(e);
    }
    const { gen, progress, expired } = prepared;
    let finished = false;
    const onAbort = () => {
      if (finished) return;
      finished = true;
      reject(abortError());
    };
    signal?.addEventListener?.('abort', onAbort, { once: true });
    const done = (f: () => void) => {
      finished = true;
      signal?.removeEventListener?.('abort', onAbort);
      f();
    };
    const slice = () => {
      if (finished) return;
      try {
        const sliceEnd = now() + 8;
        for (;;) {
          if (signal?.aborted) return done(() => reject(abortError()));
          const r = gen.next();
          if (r.done) return done(() => resolve(r.value));
          const t = now();
          if (expired(t)) return done(() => resolve(fallback(position, dice, progress, options.rules ?? {})));
          if (t >= sliceEnd) break;
        }
        setTimeout(slice, 0);
      } catch (e) {
        done(() => reject(e));
      }
    };
    setTimeout(slice, 0);
  });
}

/** A bot with fixed settings; with a seed, its whole sequence of decisions is reproducible. */
export interface Bot {
  /** The level it plays at. */
  readonly level: Level;
  /** The bot's play for `position` and `dice` (null: Vtora's carried numbers), searched cooperatively. */
  chooseMove(position: Position, dice: readonly number[] | null, options?: Omit<ChooseMoveOptions, 'level' | 'seed'>): Promise<Play>;
  /** The same play, searched synchronously (for a worker or Node). */
  chooseMoveSync(position: Position, dice: readonly number[] | null, options?: Omit<ChooseMoveOptions, 'level' | 'seed'>): Play;
}

/** Options of {@link createBot}. */
export interface BotOptions extends Omit<ChooseMoveOptions, 'signal'> {
  readonly level?: Level;
}

/** A bot with fixed settings. */
export function createBot(options: BotOptions = {}): Bot {
  checkLevelOptions(options);
  const level = options.level ?? 'medium';
  const stream = seededUint32(seedFrom(options.seed ?? randomSeed()));
  const opts = (o: Omit<ChooseMoveOptions, 'level' | 'seed'> = {}): ChooseMoveOptions => ({ ...options, ...o, level, seed: stream() });
  return {
    level,
    chooseMove: (p, d, o) => chooseMove(p, d, opts(o)),
    chooseMoveSync: (p, d, o) => chooseMoveSync(p, d, opts(o)),
  };
}

/** Options of {@link randomPlay}. */
export interface RandomPlayOptions {
  /** Seed of the draw. */
  readonly seed?: number | string;
  /** A [0, 1) generator to draw from (instead of `seed`). */
  readonly rand?: () => number;
  /** The house rules in force. */
  readonly rules?: RuleOptions;
}

/**
 * The uniformly random legal player: each distinct legal play (D3) equally likely; a Vtora ladder
 * is played by uniformly random legal steps (the engine's `uniformRandomPlay`).
 * @throws Error naming a bad position or dice.
 */
export function randomPlay(position: Position, dice: readonly number[] | null, options: RandomPlayOptions = {}): Play {
  expectOptions(options, 'random play options');
  validateInput(position, dice, {});
  return uniformRandomPlay(position, dice, options.rand ?? seededRandom(options.seed ?? randomSeed()), options.rules ?? {});
}

/**
 * Evaluate a position for the player to move: money equity (a triple counted as 3 only with O3
 * on, or in backgammon) and the outcome chances (for hints and analysis).
 */
export function evaluatePosition(position: Position, options: { evaluator?: Evaluator; rules?: RuleOptions } = {}) {
  expectOptions(options, 'evaluation options');
  validatePosition(position);
  validateInput(position, position.carried?.length ? null : [1, 2], {});
  const base = options.evaluator ?? defaultEvaluator();
  const o = (position.game === 'backgammon' ? backgammonEvaluator(base) : base).evaluate(position);
  return {
    /** The outcome's money equity for the player to move. */
    equity: moneyUtility(position.game === 'backgammon' || options.rules?.triple === true)(o),
    ...o,
  };
}

export type { Evaluator, Outcome } from './evaluator.js';
export { NetEvaluator, equity } from './evaluator.js';
export { HeuristicEvaluator } from './heuristic.js';
export type { NetworkStatus } from './networks.js';
export { Net, type NetData } from './net.js';
