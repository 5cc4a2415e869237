/**
 * The interface the board uses to ask a bot for a play (the built-in one is the bot worker's
 * client, src/bot/client.ts), and a random-play bot for tests and demos that plays the engine's
 * uniformly random legal play on the main thread, after a short delay.
 */
import { uniformRandomPlay } from '../../engine/random-play.js';
import { seededRandom } from '../../engine/dice.js';
import type { BotPlayRequest } from '../../engine/live/types.js';
import type { MatchState } from '../../engine/match.js';

import { LEVELS, type Level } from '../../bot/levels.js';

/** The bot's strength (the bot's own `Level`). */
export type BotLevel = Level;

/** All levels, weakest first (the bot's own list). */
export const BOT_LEVELS: readonly BotLevel[] = LEVELS;

/** What the board asks a bot: the reducer's request (`BotPlayRequest`) and the strength. */
export interface BotChooseRequest extends BotPlayRequest {
  /** Strength. */
  level: BotLevel;
}

/** The bot's answer: the steps of a whole legal play, in order. */
export interface BotChooseResult {
  steps: { from: number; to: number; die: number }[];
}

/** The bot's cube decisions (backgammon): `double` for the player on roll in the state; `take`/`beaver` for his opponent. */
export interface BotCubeResult {
  double: boolean;
  take: boolean;
  beaver?: boolean;
}

/** A bot the board can talk to. */
export interface BoardBot {
  /** Chooses a play. Rejects when cancelled or disposed. */
  choose(request: BotChooseRequest): Promise<BotChooseResult>;
  /** Cube decisions for a backgammon match state (phase `rolling` or `doubled`); a bot without it never doubles and always takes. */
  cube?(state: MatchState): Promise<BotCubeResult>;
  /** Abandons pending requests (their promises reject). */
  cancel(): void;
  /** Releases resources; the bot is not used again. */
  dispose(): void;
}

/** A random-play bot on the main thread; answers after `delayMs`. */
export class RandomBot implements BoardBot {
  private readonly pending = new Set<{ timer: ReturnType<typeof setTimeout>; reject: (e: Error) => void }>();

  constructor(private readonly delayMs = 20) {}

  choose(request: BotChooseRequest): Promise<BotChooseResult> {
    return new Promise((resolve, reject) => {
      const entry = {
        reject,
        timer: setTimeout(() => {
          this.pending.delete(entry);
          try {
            const steps = uniformRandomPlay(request.position, request.dice, seededRandom(request.seed)).steps;
            resolve({ steps: steps.map(({ from, to, die }) => ({ from, to, die })) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }, this.delayMs),
      };
      this.pending.add(entry);
    });
  }

  cancel(): void {
    for (const entry of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new Error('bot request cancelled'));
    }
    this.pending.clear();
  }

  dispose(): void {
    this.cancel();
  }
}
