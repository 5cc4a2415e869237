/**
 * The board's live match (a reactive controller): the driver that runs the reducer and its
 * effects, the match started from the settings (a refusal is reported, never thrown) or the one
 * saved under `storage-key`, the settings handed to the reducer when they change, and the
 * lifecycle (a board moved in the DOM keeps its match; one removed for good stops its bot and
 * timers). A match whose first game needs a part of the engine the first load does not carry (the
 * Vtora ladder solver: engine-parts.ts) starts once it is loaded; one that reaches such a game
 * later loads it as it starts, in parallel with the first render. A match with a `clock` starts
 * once the clock's rules are loaded (engine-parts.ts); a clock set during a match runs from when
 * they are there (until then, and when they cannot be loaded, the match runs without it). The saved-match store
 * (match-storage.ts) is loaded likewise when a board first has a `storage-key`: its match starts
 * (restored, or new when nothing usable is saved or the store cannot be loaded) once it is there.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ClockSpec } from '../../engine/live/clock-spec.js';
import type { Notice } from '../../engine/live/events.js';
import { initialLive } from '../../engine/live/reduce.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live, LiveSettings } from '../../engine/live/types.js';
import type { MatchState } from '../../engine/match.js';
import { setOf } from '../../engine/traditions.js';
import type { GameId } from '../../engine/types.js';
import { clockIfLoaded, loadParts, needsParts } from './engine-parts.js';
import type { BoardBot } from './board-bot.js';
import { LiveDriver, type Scheduler } from './live-driver.js';
import { emit } from './events.js';
import { matchFrom, readSetup, type MatchSetup } from './match-setup.js';
import type { MatchStorage } from './match-storage.js';
import { LazyPart } from '../lazy-part.js';
import type { AttributeValues } from './attributes.js';

/** Saving matches under `storage-key` (match-storage.ts), loaded once per page when a board first has a key. */
const storagePart = new LazyPart('the saved-match store', () => import('./match-storage.js'));

/** Fresh entropy for a match's dice (two random 32-bit words), used when no `seed` is set. */
const randomEntropy = (): string => {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0]}:${a[1]}`;
};

/** The settings the controller reads from its element. */
type MatchSettings = Pick<
  AttributeValues,
  | 'tradition'
  | 'game'
  | 'matchLength'
  | 'position'
  | 'dice'
  | 'seed'
  | 'cubeRules'
  | 'storageKey'
  | 'whitePlayer'
  | 'blackPlayer'
  | 'botLevel'
  | 'readonly'
  | 'diceSource'
>;

/** What the controller needs from its element. */
export interface MatchHost extends ReactiveControllerHost, EventTarget, MatchSettings {}

/** What the controller asks its element besides the settings. */
export interface MatchHooks {
  /** Reports a problem as a `tabla-error`. */
  fail(source: string, message: string, value?: unknown, fallback?: unknown): void;
  /** Reports what a call threw as a `tabla-error` with its code, its message after `context` when given. */
  caught(source: string, error: unknown, context?: string): void;
  /** The bot to ask now. */
  bot(): BoardBot;
  /** Something to announce happened. */
  notify(notice: Notice): void;
  /** A match started (new, restored, or loaded by `setState`): clear what was announced, close a review. */
  started(): void;
  /** True while a replay script is shown (nothing is saved, nobody acts). */
  replaying(): boolean;
  /** Whether moves are animated (the bot then waits between steps). */
  motion(): boolean;
  /** The board was removed for good: stop what else runs. */
  stopped(): void;
}

/** The board's live match (see the file comment). */
export class MatchController implements ReactiveController {
  /** The driver of the live match: dispatch actions through it. */
  readonly driver: LiveDriver;
  /** The clock's spec read from `clock` (null: none). */
  clockSpec: ClockSpec | null = null;
  /** True once the first match started. */
  running = false;
  /** Why the `position` setting of the match last started is not a position (null: it is one, or none is set). */
  invalidPosition: string | null = null;
  private store: MatchStorage | undefined;
  /** Set between a disconnect and the teardown one task later. */
  private teardown: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Counts the starts asked for: a start that waited for a part of the engine runs only if none came after it. */
  private starts = 0;
  /** A start waiting for a part of the engine. */
  private pending: Promise<void> | null = null;
  /** The clock's rules loading for a clock set during a match. */
  private clockLoading: Promise<void> | null = null;

  constructor(
    private readonly host: MatchHost,
    private readonly hooks: MatchHooks,
    scheduler?: Scheduler,
  ) {
    this.driver = new LiveDriver(
      initialLive({ players: { white: 'human', black: 'bot' }, seed: null, readonly: false, botDelay: 0, externalDice: false, clock: null }),
      {
        emit: (name, detail, cancelable) => emit(host, name, detail, cancelable),
        notify: (n) => hooks.notify(n),
        committed: () => host.requestUpdate(),
        save: (state, steps, record) => host.storageKey && !hooks.replaying() && this.storage()?.save(this.setup(), state, steps, record),
        bot: () => hooks.bot(),
        level: () => host.botLevel,
        prepare: (game) => (needsParts([game]) ? loadParts([game], host) : null),
      },
      scheduler,
    );
    host.addController(this);
  }

  /** The committed live match. */
  get live(): Live {
    return this.driver.live;
  }

  /** What the element's `updateComplete` waits for: a start or a next game waiting for a part of the engine. */
  get loading(): Promise<void> | null {
    return this.pending ?? this.clockLoading ?? this.driver.loading;
  }

  /** Reduces an action; returns its verdict (false: vetoed by a listener). A `start` whose game needs a part of the engine still loading is reduced once it is there. @throws Error when it is not allowed now. */
  dispatch(action: LiveAction): boolean {
    if (action.type === 'start') {
      const serial = ++this.starts;
      if (this.waitFor(serial, [action.state.game], false, () => this.dispatch(action))) return true;
      this.prefetch(action.state.set);
    }
    const verdict = this.driver.dispatch(action);
    if (action.type === 'start') this.hooks.started();
    return verdict;
  }

  hostConnected(): void {
    clearTimeout(this.teardown);
    this.teardown = undefined;
    if (!this.stopped) return;
    this.stopped = false;
    this.driver.resume();
  }

  hostDisconnected(): void {
    // Removed for good unless it is back within a task: then the bot, its worker and the timers stop.
    this.teardown = setTimeout(() => {
      this.teardown = undefined;
      this.stopped = true;
      this.driver.dispose();
      this.hooks.stopped();
    });
  }

  /** Applies changed settings: `restart` starts the match again (or continues the saved one on the first start or a new `storage-key`), else the running match gets the new settings. */
  apply(restart: boolean, storageKeyChanged: boolean, settingsChanged: boolean): void {
    if (restart) {
      const restore = !this.running || storageKeyChanged;
      this.running = true;
      this.restart(restore);
    } else if (settingsChanged) {
      this.driver.dispatch({ type: 'settings', settings: this.settings() });
      if (needsParts([], this.clockSpec)) this.loadClock();
    }
  }

  /** Loads the clock's rules for a clock set during a match, then hands the reducer the settings with it. */
  private loadClock(): void {
    if (this.clockLoading) return;
    const loading = loadParts([], this.host, this.clockSpec).then((ready) => {
      this.clockLoading = null;
      if (ready && this.clockSpec !== null && !this.pending) this.driver.dispatch({ type: 'settings', settings: this.settings() });
    });
    this.clockLoading = loading;
  }

  /** Starts the match the settings describe (or, with `restore`, continues the saved one); a refusal is reported, never thrown. */
  restart(restore = false): void {
    this.start(restore, false);
  }

  /** {@link restart}, once what it needs is loaded (`loaded`: a load was waited for, which may have failed). */
  private start(restore: boolean, loaded: boolean): void {
    const setup = readSetup(this.host);
    const games = gamesOf(setup);
    const saved = restore && !!this.host.storageKey && !this.hooks.replaying();
    const serial = ++this.starts;
    const store = saved && !loaded && !storagePart.loaded;
    if (this.waitFor(serial, saved ? games : [setup.position?.game ?? games[0]], store, () => this.start(restore, true))) return;
    this.prefetch(games);
    const settings = this.settings();
    if (restore && this.restoreSaved(settings)) return;
    const { options, position, dice, errors, positionError } = setup;
    this.invalidPosition = positionError;
    for (const e of errors) this.hooks.fail(e.source, e.message, e.value, e.fallback);
    const entropy = randomEntropy();
    this.driver.reseed(this.host.seed === '' ? null : this.host.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, dice), entropy, settings });
    } catch (error) {
      this.hooks.caught(position ? 'dice' : 'match', error, 'starting without the dice given');
      try {
        this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, null), entropy, settings });
      } catch (again) {
        this.hooks.caught('match', again);
      }
    }
    this.hooks.started();
  }

  /**
   * When a game of `games` or the clock needs a part of the engine not loaded yet, or `store` (the
   * saved-match store is needed and not loaded): loads them and then runs `start`, unless another start was
   * asked for meanwhile. When the engine's part could not be loaded (reported) it does not run:
   * the next start tries again; without the store (reported) the match starts unsaved. True
   * while it waits.
   */
  private waitFor(serial: number, games: readonly GameId[], store: boolean, start: () => void): boolean {
    if (!needsParts(games, this.clockSpec) && !store) return false;
    const stored = store ? storagePart.load(this.host, 'storage') : null;
    const wait = Promise.all([loadParts(games, this.host, this.clockSpec), stored]).then(([ready]) => {
      if (serial !== this.starts) return;
      this.pending = null;
      if (ready) start();
    });
    this.pending = wait;
    return true;
  }

  /** Starts loading what later games of the match need, in parallel with the first render. */
  private prefetch(games: readonly GameId[]): void {
    if (needsParts(games)) void loadParts(games, this.host);
  }

  /** The live settings from the element's. */
  private settings(): LiveSettings {
    const h = this.host;
    return {
      players: { white: h.whitePlayer, black: h.blackPlayer },
      seed: h.seed === '' ? null : h.seed,
      readonly: h.readonly || this.hooks.replaying(),
      botDelay: this.hooks.motion() ? 350 : 0,
      externalDice: h.diceSource === 'external',
      clock: clockIfLoaded(this.clockSpec),
    };
  }

  /** The saved-match store for `storage-key` (undefined until its module is loaded); problems are reported as `tabla-error` (source `storage`, warned on the console too). */
  private storage(): MatchStorage | undefined {
    const module = storagePart.loaded;
    if (module && this.store?.key !== this.host.storageKey) {
      this.store = new module.MatchStorage(this.host.storageKey, (message) => this.hooks.fail('storage', message));
    }
    return module && this.store;
  }

  /** The settings a saved match must have been started with to be continued (once the store is loaded). */
  private setup(): string {
    return storagePart.loaded?.setupKey(this.host) ?? '';
  }

  /** Hands the record saved with a restored match to the live match once checked (`savedRecord`, in the study chunk); one that does not replay to `state` is dropped. */
  private restoreRecord(saved: unknown, state: MatchState): void {
    const check = import('./study.js').then(({ savedRecord }) => {
      const record = savedRecord(saved, state);
      if (record) this.driver.dispatch({ type: 'record', record, state });
    });
    void check.catch(() => undefined); // no chunk: the record starts at the restored state
  }

  /** Continues the match saved under `storage-key`, if there is a usable one. */
  private restoreSaved(settings: LiveSettings): boolean {
    if (!this.host.storageKey || this.hooks.replaying()) return false;
    const store = this.storage();
    const saved = store?.load(this.setup());
    if (!saved) return false;
    this.driver.reseed(this.host.seed === '' ? null : this.host.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'restore', state: saved.state, steps: saved.steps, entropy: randomEntropy(), settings });
    } catch (error) {
      store!.report(`ignoring the saved match "${this.host.storageKey}": ${(error as Error).message}`);
      return false;
    }
    if (saved.record !== undefined) this.restoreRecord(saved.record, saved.state);
    this.hooks.started();
    return true;
  }
}

/** The games a match set up so can play, its first game first: the chosen game, else the tradition's set (M2); the position's game too. */
function gamesOf(setup: MatchSetup): GameId[] {
  const games = setup.options.game ? [setup.options.game] : [...setOf(setup.options.tradition)];
  const shown = setup.position?.game;
  return shown && !games.includes(shown) ? [shown, ...games] : games;
}
