/** The one check of dice given from outside the engine (a host, a server, an attribute, a file, a caller of the API). */
import { describeValue } from './checks.js';
import { TablaError } from './errors.js';

/** True when `dice` is two whole numbers 1–6. */
export function isTwoDice(dice: unknown): dice is [number, number] {
  return (
    Array.isArray(dice) && dice.length === 2 && Object.getPrototypeOf(dice) === Array.prototype && 0 in dice && 1 in dice && isDie(dice[0]) && isDie(dice[1])
  );
}

/** A whole number 1–6 (checked on every listing: no closure, no iteration). */
function isDie(d: unknown): boolean {
  return typeof d === 'number' && d >= 1 && d <= 6 && Math.floor(d) === d;
}

/**
 * Checks a roll: two whole numbers 1–6 (`opening`: white's die and black's).
 * @throws Error naming the bad value (cut short).
 */
export function checkDice(dice: unknown, opening = false): [number, number] {
  if (isTwoDice(dice)) return [dice[0], dice[1]];
  const shown = describeValue(dice);
  if (!Array.isArray(dice) || dice.length !== 2) {
    throw new TablaError('bad-dice', `bad dice: dice must be two numbers, got ${shown} (${opening ? "white's die and black's" : 'two dice'}, each 1–6)`);
  }
  if (Object.getPrototypeOf(dice) !== Array.prototype) throw new TablaError('bad-dice', `bad dice ${shown}: expected a plain list of two numbers`);
  if (!(0 in dice && 1 in dice)) throw new TablaError('bad-dice', `bad dice ${shown}: a die is missing`);
  const bad: unknown = isDie(dice[0]) ? dice[1] : dice[0];
  throw new TablaError('bad-dice', `bad dice ${shown}: die out of range 1–6: ${describeValue(bad)}`);
}
