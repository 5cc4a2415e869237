/** The dice of a turn as the generators see them: plain, doubles, a Vtora ladder (V3) or carried numbers (V5). */
import type { Position } from '../types.js';

/** The dice of a turn, as the turn builder sees them. */
export interface TurnDice {
  /** Dice left to play, in order (the larger first). */
  readonly dice: readonly number[];
  /** True for a Vtora ladder (V3): the dice must be played strictly in order. */
  readonly ordered: boolean;
  /** True for the carried-dice part-turn of Vtora (V5): the turn does not pass afterwards. */
  readonly carriedPart: boolean;
}

/** V3: is a roll of these dice a ladder for the player to move (a double from his fourth own roll on, in Vtora)? */
export function isLadderTurn(pos: Position, roll: readonly number[] | null): boolean {
  return roll !== null && roll.length === 2 && roll[0] === roll[1] && pos.game === 'vtora' && pos.rolls[pos.turn] >= 3;
}

/** The turn dice of each ordinary roll (no ladder), shared and frozen: `ORDINARY[6 * (a - 1) + b - 1]`. */
const ORDINARY: readonly TurnDice[] = Array.from({ length: 36 }, (_, k) => {
  const a = Math.floor(k / 6) + 1;
  const b = (k % 6) + 1;
  const dice = a === b ? [a, a, a, a] : a > b ? [a, b] : [b, a];
  return Object.freeze({ dice: Object.freeze(dice), ordered: false, carriedPart: false });
});

/** Dice of a roll for this position (`null` = Vtora's carried part-turn). */
export function turnDice(pos: Position, roll: readonly number[] | null): TurnDice {
  if (roll === null) {
    return { dice: [...pos.carried].sort((a, b) => b - a), ordered: false, carriedPart: true };
  }
  const [a, b] = roll;
  if (a !== b || !isLadderTurn(pos, roll)) return ORDINARY[6 * (a - 1) + b - 1];
  const dice: number[] = [];
  for (let d = a; d <= 6; d++) dice.push(d, d, d, d);
  return { dice, ordered: true, carriedPart: false };
}
