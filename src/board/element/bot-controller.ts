/**
 * The board's bot (a reactive controller): the built-in bot (the bot worker's client, or its
 * main-thread fallback, started on first use), or the one the page set (`bot`), and the Hint
 * button's question. A network the bot could not load is reported as a `tabla-error`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BotClient, type BotMode } from '../../bot/client.js';
import { botPlayRequest } from '../../engine/live/flow.js';
import type { Live } from '../../engine/live/types.js';
import { currentTurn } from '../../engine/match.js';
import type { Step } from '../../engine/types.js';
import type { BoardBot } from './board-bot.js';

/** What the controller reads from its element. */
export interface BotHost extends ReactiveControllerHost {
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

  /** The built-in bot: the bot worker (or its main-thread fallback), started on the bot's first turn. */
  readonly builtIn: BoardBot = {
    choose: (req) => this.started().choose(req),
    cube: (state) => this.started().cube(state),
    cancel: () => this.client?.cancel(),
    dispose: () => this.stop(),
  };

  constructor(
    private readonly host: BotHost,
    private readonly fail: Report,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The bot to ask now: the page's, else the built-in one. */
  current(): BoardBot {
    return this.host.bot ?? this.builtIn;
  }

  /** Where the built-in bot runs once started: `worker`, `main-thread`, or `none` before the first request. */
  get mode(): BotMode {
    return this.client?.mode ?? 'none';
  }

  /** Pings the bot worker (starting it if needed); resolves with its answer. */
  ping(): Promise<string> {
    return this.started().ping();
  }

  /** The bot's best play for the turn being played (the Hint button), as steps from the turn's start. */
  async hint(l: Live): Promise<readonly Step[]> {
    const { seed: _seed, ...request } = botPlayRequest(l);
    const answer = await this.started().hint({ ...request, level: 'hard', count: 1 });
    const steps = answer.plays[0]?.steps ?? [];
    return steps.reduce((turn, st) => turn.step(st), currentTurn(l.state)).steps;
  }

  /** Stops the built-in bot and its worker (a later request starts it again, e.g. for another `worker-url`). */
  stop(): void {
    this.client?.dispose();
    this.client = undefined;
  }

  /** The built-in bot's client; each of its fallbacks (no worker, no WebAssembly, no network) is reported once as a `tabla-error` from `bot`. */
  private started(): BotClient {
    return (this.client ??= new BotClient({ workerUrl: this.host.workerUrl || undefined, onFallback: (f) => this.fail('bot', f.message, undefined, f.fallback) }));
  }
}
