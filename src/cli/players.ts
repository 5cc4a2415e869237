/** The players the command line can field, by level name: the bot's levels and a uniformly random player. */
import { chooseMoveSync, LEVELS as BOT_LEVELS, type Level } from '../bot/bot.js';
import type { Play, Position } from '../engine/index.js';
import { UsageError } from './args.js';
import { chooseRandomPlay, type Rng } from './random-player.js';

/** Something that picks a play for a position and roll. */
export interface Player {
  /** The level name. */
  readonly level: string;
  /** Choose a legal play (`dice` null = Vtora's carried part-turn). */
  choose(position: Position, dice: readonly number[] | null): Play;
}

/** The levels available: the bot's four and `random`. */
export const LEVELS: readonly string[] = [...BOT_LEVELS, 'random'];

/**
 * A player of a level, drawing its randomness from `rng` (so a seeded run repeats).
 * @throws UsageError for an unknown level.
 */
export function makePlayer(level: string, rng: Rng): Player {
  if (level === 'random') return { level, choose: (pos, dice) => chooseRandomPlay(pos, dice, rng) };
  if ((BOT_LEVELS as readonly string[]).includes(level)) {
    return { level, choose: (pos, dice) => chooseMoveSync(pos, dice, { level: level as Level, seed: Math.floor(rng() * 0x100000000) }) };
  }
  throw new UsageError(`unknown bot level ${JSON.stringify(level)} (available: ${LEVELS.join(', ')})`);
}
