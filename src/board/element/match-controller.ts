/**
 * The board's live match (a reactive controller): the driver that runs the reducer and its
 * effects, the match started from the settings (a refusal is reported, never thrown) or the one
 * saved under `storage-key`, the settings handed to the reducer when they change, and the
 * lifecycle (a board moved in the DOM keeps its match; one removed for good stops its bot and
 * timers).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ClockSpec } from '../../engine/live/clock.js';
import type { Notice } from '../../engine/live/events.js';
import { initialLive } from '../../engine/live/reduce.js';
import type { Live, LiveAction, LiveSettings } from '../../engine/live/types.js';
import type { MatchState } from '../../engine/match.js';
import type { BoardBot } from './board-bot.js';
import { LiveDriver, type Scheduler } from './live-driver.js';
import { emit } from './events.js';
import { matchFrom, readSetup } from './match-setup.js';
import { MatchStorage, setupKey } from './match-storage.js';
import type { AttributeValues } from './attributes.js';

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
        save: (state, steps, record) => host.storageKey && !hooks.replaying() && this.storage().save(this.setup(), state, steps, record),
        bot: () => hooks.bot(),
        level: () => host.botLevel,
      },
      scheduler,
    );
    host.addController(this);
  }

  /** The committed live match. */
  get live(): Live {
    return this.driver.live;
  }

  /** Reduces an action; returns its verdict (false: vetoed by a listener). @throws Error when it is not allowed now. */
  dispatch(action: LiveAction): boolean {
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
    }
  }

  /** Starts the match the settings describe (or, with `restore`, continues the saved one); a refusal is reported, never thrown. */
  restart(restore = false): void {
    const settings = this.settings();
    if (restore && this.restoreSaved(settings)) return;
    const { options, position, dice, errors, positionError } = readSetup(this.host);
    this.invalidPosition = positionError;
    for (const e of errors) this.hooks.fail(e.source, e.message, e.value, e.fallback);
    const entropy = randomEntropy();
    this.driver.reseed(this.host.seed === '' ? null : this.host.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, dice), entropy, settings });
    } catch (error) {
      this.hooks.fail(position ? 'dice' : 'match', `${(error as Error).message}; starting without them`);
      try {
        this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, null), entropy, settings });
      } catch (again) {
        this.hooks.fail('match', (again as Error).message);
      }
    }
    this.hooks.started();
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
      clock: this.clockSpec,
    };
  }

  /** The saved-match store for `storage-key`; problems are reported as `tabla-error` (source `storage`, warned on the console too). */
  private storage(): MatchStorage {
    if (this.store?.key !== this.host.storageKey) {
      this.store = new MatchStorage(this.host.storageKey, (message) => this.hooks.fail('storage', message));
    }
    return this.store;
  }

  /** The settings a saved match must have been started with to be continued. */
  private setup(): string {
    return setupKey(this.host);
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
    const saved = this.storage().load(this.setup());
    if (!saved) return false;
    this.driver.reseed(this.host.seed === '' ? null : this.host.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'restore', state: saved.state, steps: saved.steps, entropy: randomEntropy(), settings });
    } catch (error) {
      this.storage().report(`ignoring the saved match "${this.host.storageKey}": ${(error as Error).message}`);
      return false;
    }
    if (saved.record !== undefined) this.restoreRecord(saved.record, saved.state);
    this.hooks.started();
    return true;
  }
}
