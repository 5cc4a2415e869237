/**
 * The trained networks, loaded per game when first needed. Each network is its own module
 * (src/bot/weights/<game>.ts, listed in weights/index.ts), so the bot's first load carries none:
 * the script-tag worker fetches `tabla-board.net-<game>.js` next to itself, the npm build imports
 * `dist/bot/weights/<game>.js` (a bundler makes it a chunk of its own), Node reads the file.
 *
 * A game's network is in one of these states: `none` (the game has no network: the heuristic
 * plays), `unloaded`, `loading`, `loaded`, or `failed` (the import failed once: the game is played
 * with the heuristic from then on in this thread, and only the load that failed reports it).
 */
import { GAMES, type GameId } from '../engine/index.js';
import { NetEvaluator, type Evaluator, type Outcome } from './evaluator.js';
import { HeuristicEvaluator } from './heuristic.js';
import type { View } from './view.js';
import { Net, type NetData } from './net.js';
import { NETWORKS } from './weights/index.js';
import type { Position } from '../engine/types.js';
import { TablaError } from '../engine/errors.js';

/** Where a game's network stands (see the file comment). */
export type NetworkStatus = 'none' | 'unloaded' | 'loading' | 'loaded' | 'failed';

/** The game whose network judges a game's positions: backgammon is played on Prva's board (B1). */
export function networkGameOf(game: GameId): GameId {
  return game === 'backgammon' ? 'prva' : game;
}

/** The networks of one thread: loads each on first need and judges positions with those loaded. */
export class NetworkStore {
  private readonly loading = new Map<GameId, Promise<boolean>>();
  private readonly nets: Partial<Record<GameId, Net>> = {};
  private readonly failures = new Map<GameId, Error>();
  private current: NetEvaluator;
  /** The loaded networks as one evaluator (stable: it sees networks loaded later); heuristic for games without one. */
  readonly evaluator: Evaluator;

  /**
   * @param loaders the network loader of each game that has one (default: src/bot/weights/index.ts)
   * @param heuristic the evaluator of games without a network, or whose network failed to load
   */
  constructor(
    private readonly loaders: Partial<Record<GameId, () => Promise<NetData>>> = NETWORKS,
    private readonly heuristic: Evaluator = new HeuristicEvaluator(),
  ) {
    const guard = this.guard();
    this.current = new NetEvaluator({}, guard, 'net');
    this.evaluator = {
      name: 'net',
      evaluate: (pos: Position): Outcome => this.current.evaluate(pos),
      evaluateView: (v: View): Outcome => this.current.evaluateView(v),
      near: (v: View): void => this.current.near(v),
    };
  }

  /** The games that have a network (loaded or not), in the engine's order. */
  games(): GameId[] {
    return GAMES.filter((g) => this.loaders[g] !== undefined);
  }

  /** Where the network of `game`'s positions stands. */
  status(game: GameId): NetworkStatus {
    const g = networkGameOf(game);
    if (!this.loaders[g]) return 'none';
    if (this.nets[g]) return 'loaded';
    if (this.failures.has(g)) return 'failed';
    return this.loading.has(g) ? 'loading' : 'unloaded';
  }

  /**
   * Loads the network that judges `game`'s positions, once. Resolves true when it is ready, false
   * when the game has none or an earlier load failed (the heuristic plays); rejects, once, with an
   * Error naming the game when this load fails.
   */
  load(game: GameId): Promise<boolean> {
    const g = networkGameOf(game);
    const loader = this.loaders[g];
    if (!loader || this.failures.has(g)) return Promise.resolve(false);
    if (this.nets[g]) return Promise.resolve(true);
    let pending = this.loading.get(g);
    if (!pending) {
      pending = Promise.resolve()
        .then(loader)
        .then(
          (data) => {
            this.add(g, data);
            return true;
          },
          (error: unknown) => {
            const failure = new TablaError(
              'bad-argument',
              `could not load the ${g} network (playing with the heuristic): ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
            );
            this.failures.set(g, failure);
            throw failure;
          },
        )
        .finally(() => this.loading.delete(g));
      this.loading.set(g, pending);
    }
    return pending;
  }

  /** Loads the networks of `games` (default: all); rejects with the first failure after all have settled. */
  async loadAll(games: readonly GameId[] = this.games()): Promise<void> {
    const results = await Promise.allSettled(games.map((g) => this.load(g)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Throws a clear Error when `game` has a network that is not loaded yet (a synchronous caller must load it first). */
  require(game: GameId): void {
    const s = this.status(game);
    if (s === 'unloaded' || s === 'loading') {
      throw new TablaError('unavailable', `the ${networkGameOf(game)} network is not loaded yet: await loadNetworks() first (chooseMove loads it by itself)`);
    }
  }

  private add(game: GameId, data: NetData): void {
    this.nets[game] = Net.fromData(data);
    this.current = new NetEvaluator(this.nets, this.guard(), 'net');
  }

  /** What judges a game without a loaded network: the heuristic, unless the network is still to be loaded. */
  private guard(): Evaluator {
    const heuristic = this.heuristic;
    const check = (game: GameId) => this.require(game);
    return {
      name: heuristic.name,
      evaluate(pos: Position): Outcome {
        check(pos.game);
        return heuristic.evaluate(pos);
      },
      evaluateView(v: View): Outcome {
        check(v.game);
        if (!heuristic.evaluateView) throw new TablaError('bad-argument', `the evaluator ${heuristic.name} cannot judge a view`);
        return heuristic.evaluateView(v);
      },
    };
  }
}
