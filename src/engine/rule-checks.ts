/**
 * Small rule questions asked outside the move generator (the board, the bot, the tools), each
 * answered once: is a roll a Vtora ladder (V3), which numbers a roll plays, and has Fevga's
 * first checker passed (F4).
 */
import { Turn } from './turn.js';
import type { Position } from './types.js';

export { firstCheckerPassed } from './position.js';
import { isLadderTurn as ladderTurn } from './core/turn-dice.js';
import { checkRoll } from './plays.js';

/** V3: is this roll a Vtora ladder (from the fourth roll on, a roll whose steps climb)? */
export function isLadderTurn(position: Position, dice: readonly number[] | null): boolean {
  checkRoll(position, dice);
  return ladderTurn(position, dice);
}

/** The numbers a roll plays in this position, in the engine's order: two dice, four for doubles, a ladder's steps, or the carried numbers. */
export function numbersToPlay(position: Position, dice: readonly number[] | null): number[] {
  return [...Turn.begin(position, dice).allDice];
}
