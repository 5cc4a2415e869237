/**
 * Small rule questions asked outside the move generator (the board, the bot, the tools), each
 * answered once: is a roll a Vtora ladder (V3), which numbers a roll plays, and has Fevga's
 * first checker passed (F4).
 */
import { Turn } from './turn.js';
import type { Position } from './types.js';

export { firstCheckerPassed } from './position.js';
export { isLadderTurn } from './core/turn-dice.js';


/** The numbers a roll plays in this position, in the engine's order: two dice, four for doubles, a ladder's steps, or the carried numbers. */
export function numbersToPlay(position: Position, dice: readonly number[] | null): number[] {
  return [...Turn.begin(position, dice).allDice];
}
