/** The players the command line can field, by level name: the bot's levels and a uniformly random player (`-nocube` variants in backgammon). */
import { chooseMoveSync, defaultEvaluator, LEVELS as BOT_LEVELS, type Level, type MatchContext } from '../bot/bot.js';
import { cubeDecision, questionFromMatch } from '../bot/cube.js';
import type { MatchState, Play, Position, RuleOptions } from '../engine/index.js';
import { UsageError } from './args.js';
import { chooseRandomPlay, type Rng } from './random-player.js';

/** Something that picks a play for a position and roll. */
export interface Player {
  /** The level name. */
  readonly level: string;
  /** Choose a legal play (`dice` null = Vtora's carried part-turn); `match`: the score, for score-aware play; `rules`: the house rules (O3). */
  choose(position: Position, dice: readonly number[] | null, match?: MatchContext, rules?: RuleOptions): Play;
  /** Backgammon: the cube decisions for a match state (the player on roll doubles? the opponent takes?). */
  cube(state: MatchState): { double: boolean; take: boolean };
}

/** B7 cube decisions from the network (0-ply Janowski). */
const botCube = (state: MatchState) => cubeDecision(questionFromMatch(state), defaultEvaluator());
/** A player without cube knowledge: never doubles, always takes. */
const noCube = () => ({ double: false, take: true });

/** The levels available: the bot's four and `random`. */
export const LEVELS: readonly string[] = [...BOT_LEVELS, 'random'];

/** A level's name with this suffix plays without cube knowledge (never doubles, always takes). */
export const NO_CUBE = '-nocube';

/**
 * A player of a level, drawing its randomness from `rng` (so a seeded run repeats).
 * @throws UsageError for an unknown level.
 */
export function makePlayer(level: string, rng: Rng): Player {
  const base = level.endsWith(NO_CUBE) ? level.slice(0, -NO_CUBE.length) : level;
  if (base === 'random') return { level, choose: (pos, dice) => chooseRandomPlay(pos, dice, rng), cube: noCube };
  if ((BOT_LEVELS as readonly string[]).includes(base)) {
    const choose = (pos: Position, dice: readonly number[] | null, match?: MatchContext, rules?: RuleOptions) =>
      chooseMoveSync(pos, dice, {
        level: base as Level,
        seed: Math.floor(rng() * 0x100000000),
        ...(match ? { matchContext: match } : {}),
        ...(rules ? { rules } : {}),
      });
    return { level, choose, cube: base === level ? botCube : noCube };
  }
  throw new UsageError(`unknown bot level ${JSON.stringify(level)} (available: ${LEVELS.join(', ')})`);
}
