/**
 * The board's bot (a reactive controller): the built-in bot (the bot worker's client, or its
 * main-thread fallback, started on first use), or the one the page set (`bot`); the rankings of
 * the Hint list, the tutor and the set-up mode, and the review's analysis. The client is a lazy
 * part of its own: loaded as soon as a board where the built-in bot plays is connected, else on
 * first need (a hint, a review, `ping()`). A network the bot could not load is reported as a
 * `tabla-error`, as is a client that could not be loaded (`chunk-load-failed` from `bot-client`;
 * the bot's turn then fails as any bot failure does, and the next need tries again).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BotClient, BotMode } from '../../bot/client.js';
import type { BotHint } from '../../bot/protocol.js';
import { matchContextOf } from '../../engine/live/advance.js';
import type { MatchState } from '../../engine/match.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import type { Position } from '../../engine/types.js';
import type { AnalysisProgress, MatchAnalysis } from '../../bot/analysis/types.js';
import type { PlayerKind } from '../../engine/live/types.js';
import { LazyPart } from '../lazy-part.js';
import type { BoardBot } from './board-bot.js';

/** The bot worker's client (src/bot/client.ts), shared by every board on the page. */
const clientPart = new LazyPart('the bot client', () => import('../../bot/client.js'));

/** What the controller reads from its element. */
export interface BotHost extends ReactiveControllerHost, EventTarget {
  /** The board only shows a position (no one plays). */
  readonly readonly: boolean;
  /** Who plays white. */
  readonly whitePlayer: PlayerKind;
  /** Who plays black. */
  readonly blackPlayer: PlayerKind;
  /** The `worker-url` setting. */
  readonly workerUrl: string;
  /** The page's own bot, or null for the built-in one. */
  readonly bot: BoardBot | null;
}

/** Reports a problem as a `tabla-error`. */
export type Report = (source: string, message: string, value?: unknown, fallback?: unknown) => void;

/** The board's bot (see the file comment). */
export class BotController implements ReactiveController {
  private client: BotClient | undefined;
  /** The review's analyses' own client. */
  private analyst: BotClient | undefined;
  /** Counts `stop()` calls: a client whose module arrives after one is not started. */
  private generation = 0;

  /** The built-in bot: the bot worker (or its main-thread fallback), started on the bot's first turn. */
  readonly builtIn: BoardBot = {
    choose: async (req) => (await this.started()).choose(req),
    cube: async (state) => (await this.started()).cube(state),
    cancel: () => this.client?.cancel(),
    dispose: () => this.stop(),
  };

  constructor(
    private readonly host: BotHost,
    private readonly fail: Report,
  ) {
    host.addController(this);
  }

  /** A board (not read-only) where the built-in bot plays starts loading its client at once, beside the first render. */
  hostConnected(): void {
    if (!this.host.readonly && !this.host.bot && (this.host.whitePlayer === 'bot' || this.host.blackPlayer === 'bot'))
      clientPart.preload(() => [this.host], 'bot-client');
  }

  /** The bot to ask now: the page's, else the built-in one. */
  current(): BoardBot {
    return this.host.bot ?? this.builtIn;
  }

  /** Where the built-in bot runs once started: `worker`, `main-thread`, or `none` before the first request. */
  get mode(): BotMode {
    return this.client?.mode ?? 'none';
  }

  /** Pings the bot worker (starting it if needed); resolves with its answer. */
  async ping(): Promise<string> {
    return (await this.started()).ping();
  }

  /** The bot's `count` best plays of a roll at the hard level, best first (the Hint list, the tutor, the set-up mode); with `state`, at its match score and rules. */
  async rank(position: Position, dice: readonly number[] | null, count: number, state?: MatchState): Promise<BotHint[]> {
    const context = state ? { matchContext: matchContextOf(state), rules: { triple: state.config.triple } } : {};
    return (await (await this.started()).hint({ position, dice, level: 'hard', count, ...context })).plays;
  }

  /** Analyses a match record for the review in a bot worker of its own (so that cancelling it stops no play), with progress; cancelled by `signal`. The analysis code loads on first use. */
  async analyze(record: MatchRecord, options: { onProgress: (p: AnalysisProgress) => void; signal: AbortSignal }): Promise<MatchAnalysis> {
    const { analyzeInBot } = await import('../../bot/analyze-client.js');
    const Client = await this.clientClass();
    this.analyst ??= new Client({ workerUrl: this.host.workerUrl || undefined });
    return analyzeInBot(this.analyst, record, options);
  }

  /** Stops the built-in bot's worker and the review's analysis worker (a later request starts them again, e.g. for another `worker-url`). */
  stop(): void {
    this.generation++;
    this.client?.dispose();
    this.analyst?.dispose();
    this.client = this.analyst = undefined;
  }

  /** The built-in bot's client; each of its fallbacks (no worker, no WebAssembly, no network) is reported once as a `tabla-error` from `bot`. */
  private async started(): Promise<BotClient> {
    if (this.client) return this.client;
    const Client = await this.clientClass();
    return (this.client ??= new Client({
      workerUrl: this.host.workerUrl || undefined,
      onFallback: (f) => this.fail('bot', f.message, undefined, f.fallback),
    }));
  }

  /** The client class, loaded once; a failure is reported on the board and thrown, as is a `stop()` while it loaded (no worker starts after one). */
  private async clientClass(): Promise<typeof BotClient> {
    const generation = this.generation;
    const module = await clientPart.load(this.host, 'bot-client');
    if (!module) throw new Error('the bot client could not be loaded');
    if (generation !== this.generation) throw new Error('the bot was stopped');
    return module.BotClient;
  }
}
