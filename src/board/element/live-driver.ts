/**
 * The small runtime around the live-match reducer: it keeps the committed `Live`, reduces each
 * action, commits, then performs the effects in order — events, the bot, timers, saving —
 * through an injected scheduler. Effects never run in the middle of a change: an action a
 * listener dispatches while effects run is reduced against the committed state and its effects
 * queue behind those already waiting. The cancelable `tabla-before-move` and `tabla-before-double`
 * are the events whose answers are reduced at once as verdicts. The driver decides nothing: who
 * may roll, what the bot is asked and what is refused all come from the reducer; the driver only
 * draws the dice a `draw-dice` effect asks for (C8: from a secure generator, which a pure
 * reducer cannot hold) and reduces them back.
 */
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import { cryptoDice, rollDice, seededDice, type DiceSource } from '../../engine/dice.js';
import { errorReport } from '../../engine/errors.js';
import type { Notice, TablaEventMap, TablaEventName } from '../../engine/live/events.js';
import { reduce } from '../../engine/live/reduce.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live, LiveEffect } from '../../engine/live/types.js';
import { nextGameId, type MatchState } from '../../engine/match.js';
import type { GameId } from '../../engine/types.js';
import type { StepRequest } from '../../engine/turn.js';
import type { BoardBot, BotCubeResult, BotLevel } from './board-bot.js';

/** Time and deferral, injected so that tests can run on fake time. */
export interface Scheduler {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  microtask(fn: () => void): void;
}

/** The browser's own timers and `performance.now()`. */
export const realScheduler: Scheduler = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  microtask: (fn) => queueMicrotask(fn),
};

/** What the driver needs from its element. */
export interface DriverHost {
  /** Dispatches an event; returns false when a cancelable event was cancelled. */
  emit<K extends TablaEventName>(name: K, detail: TablaEventMap[K], cancelable?: boolean): boolean;
  /** Something to announce happened. */
  notify(notice: Notice): void;
  /** A new state was committed (render it). */
  committed(): void;
  /** The match or its turn changed (save it, with its record, if the element keeps it). */
  save(state: MatchState, steps: readonly StepRequest[], record: MatchRecord | null): void;
  /** The bot to ask now, and at which level. */
  bot(): BoardBot;
  level(): BotLevel;
  /** Before the next game of the set starts: the load it needs first (a lazy part of the engine; resolves false when it failed), or null when it can start now (a host without lazy parts leaves it out). */
  prepare?(game: GameId): Promise<boolean> | null;
}

/** Runs a live match: reduces actions, commits, performs the effects (see the file comment). */
export class LiveDriver {
  private readonly queue: LiveEffect[] = [];
  private running = false;
  private readonly timers = new Map<string, unknown>();
  private asking: { hold: boolean } | null = null;
  private dice: DiceSource = cryptoDice();
  private disposed = false;
  /** Set when a `tabla-before-move` or `tabla-before-double` listener vetoed, during the outermost dispatch. */
  private vetoed = false;
  private committedLive: Live;
  /** A `next-game` waiting for a part of the engine its game needs. */
  private waiting: Promise<void> | null = null;

  constructor(
    live: Live,
    private readonly host: DriverHost,
    private readonly scheduler: Scheduler = realScheduler,
  ) {
    this.committedLive = live;
  }

  /** The committed live match (changed only by {@link dispatch}). */
  get live(): Live {
    return this.committedLive;
  }

  /** The time now, as the reducer is given it. */
  now(): number {
    return this.scheduler.now();
  }

  /** Reseeds the board's dice: seeded when `seed` is given, else fair. */
  reseed(seed: string | null): void {
    this.dice = seed !== null ? seededDice(seed) : cryptoDice();
  }

  /**
   * Reduces an action, commits the result, and runs the effects (unless effects are running
   * already: then they wait their turn). Returns the verdict: false when a `tabla-before-move`
   * or `tabla-before-double` listener vetoed what this action announced, else true (an action
   * dispatched while effects run returns true: its effects wait).
   * @throws Error when the action is not allowed now; nothing changes.
   */
  dispatch(action: LiveAction): boolean {
    if (this.deferred(action)) return true;
    const outer = !this.running;
    const { live, effects } = reduce(this.committedLive, action, this.scheduler.now());
    this.committedLive = live;
    this.queue.push(...effects);
    this.host.committed();
    if (!outer) return true;
    this.vetoed = false;
    this.run();
    return !this.vetoed;
  }

  /** The load a `next-game` waits for, if any (the element's `updateComplete` awaits it). */
  get loading(): Promise<void> | null {
    return this.waiting;
  }

  /** A `next-game` whose game needs a part of the engine still loading is dispatched once the part is there (not at all when the load failed: the next try loads again). */
  private deferred(action: LiveAction): boolean {
    if (action.type !== 'next-game') return false;
    if (this.waiting) return true;
    const { state } = this.committedLive;
    const wait = state.phase === 'game-over' ? (this.host.prepare?.(nextGameId(state)) ?? null) : null;
    if (!wait) return false;
    this.waiting = wait.then((ready) => {
      this.waiting = null;
      if (ready) this.later(action);
    });
    return true;
  }

  /** Inside a `tabla-before-move` listener: keep the play pending until accepted or refused. */
  hold(): void {
    if (!this.asking) throw new Error('holdMove() works only inside a tabla-before-move listener');
    this.asking.hold = true;
  }

  /** Stops the bot and every timer (the board was removed); {@link resume} picks the match up again. */
  dispose(): void {
    this.disposed = true;
    this.host.bot().cancel();
    for (const t of this.timers.values()) this.scheduler.clearTimeout(t);
    this.timers.clear();
  }

  /** After {@link dispose}: continues the same match (the bot asked again, timers set again), keeping a person's half-played turn. */
  resume(): void {
    if (!this.disposed) return;
    this.disposed = false;
    const l = this.live;
    this.dispatch({
      type: 'start',
      mode: 'restore',
      state: l.state,
      steps: l.settings.players[l.state.position.turn] === 'human' ? (l.play.turn?.steps ?? []) : [],
    });
  }

  private run(): void {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) this.perform(this.queue.shift()!);
    } finally {
      this.running = false;
    }
  }

  /** Dispatches an action that comes from a timer or the bot: a refusal is reported, not thrown. */
  private later(action: LiveAction): void {
    if (this.disposed) return;
    try {
      this.dispatch(action);
    } catch (error) {
      this.host.emit('tabla-error', { ...errorReport(error), source: action.type });
    }
  }

  /** Asks the bot a cube question; a bot without cube decisions never doubles and always takes. */
  private askBotCube(fx: Extract<LiveEffect, { type: 'bot-cube' }>): void {
    const bot = this.host.bot();
    const { epoch, question } = fx;
    const decide = (a: BotCubeResult) => (question === 'double' ? (a.double ? 'double' : 'no-double') : a.beaver ? 'beaver' : a.take ? 'take' : 'pass');
    if (!bot.cube) return this.later({ type: 'bot-cube', epoch, decision: question === 'double' ? 'no-double' : 'take' });
    bot.cube(fx.state).then(
      (a) => this.later({ type: 'bot-cube', epoch, decision: decide(a) }),
      (error: unknown) => {
        if (epoch !== this.live.epoch || !this.live.bot.cube) return; // cancelled: the match moved on
        this.later(
          this.host.bot() !== bot ? { type: 'bot-retry', epoch } : { type: 'bot-cube-failed', epoch, message: (error as Error)?.message ?? String(error) },
        );
      },
    );
  }

  private perform(fx: LiveEffect): void {
    switch (fx.type) {
      case 'emit':
        this.host.emit(fx.name, fx.detail as never);
        return;
      case 'ask': {
        const asking = (this.asking = { hold: false });
        let allowed: boolean;
        try {
          allowed = this.host.emit('tabla-before-move', fx.detail, true);
        } finally {
          this.asking = null;
        }
        if (!allowed) this.vetoed = true;
        this.dispatch({ type: 'verdict', allowed, hold: asking.hold });
        return;
      }
      case 'ask-double': {
        const allowed = this.host.emit('tabla-before-double', fx.detail, true);
        if (!allowed) this.vetoed = true;
        this.dispatch({ type: 'double-verdict', allowed });
        return;
      }
      case 'draw-dice':
        this.dispatch({ type: 'roll', dice: [...rollDice(this.dice)], epoch: fx.epoch });
        return;
      case 'bot-cube':
        return this.askBotCube(fx);
      case 'notice':
        this.host.notify(fx.notice);
        return;
      case 'bot': {
        const bot = this.host.bot();
        const { epoch } = fx;
        bot.choose({ ...fx.request, level: this.host.level() }).then(
          ({ steps }) => this.later({ type: 'bot-answer', epoch, steps }),
          (error: unknown) => {
            if (epoch !== this.live.epoch || !this.live.bot.thinking) return; // cancelled: the match moved on
            // The bot was replaced while it thought: ask the new one.
            this.later(
              this.host.bot() !== bot ? { type: 'bot-retry', epoch } : { type: 'bot-failed', epoch, message: (error as Error)?.message ?? String(error) },
            );
          },
        );
        return;
      }
      case 'cancel-bot':
        this.host.bot().cancel();
        return;
      case 'timer': {
        const old = this.timers.get(fx.name);
        if (old !== undefined) this.scheduler.clearTimeout(old);
        this.timers.delete(fx.name);
        const action = fx.action;
        if (fx.delayMs === null || !action) return;
        this.timers.set(
          fx.name,
          this.scheduler.setTimeout(() => {
            this.timers.delete(fx.name);
            this.later(action);
          }, fx.delayMs),
        );
        return;
      }
      case 'soon':
        this.scheduler.microtask(() => this.later(fx.action));
        return;
      case 'clear-timers':
        for (const t of this.timers.values()) this.scheduler.clearTimeout(t);
        this.timers.clear();
        return;
      case 'save':
        this.host.save(fx.state, fx.steps, fx.record);
        return;
    }
  }
}
