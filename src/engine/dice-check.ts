/** The one check of dice given from outside the engine (a host, a server, an attribute, a file, a caller of the API). */

/** True when `dice` is two whole numbers 1–6. */
export function isTwoDice(dice: unknown): dice is [number, number] {
  return Array.isArray(dice) && dice.length === 2 && isDie(dice[0]) && isDie(dice[1]);
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
  const shown = (JSON.stringify(dice) ?? String(dice)).slice(0, 40);
  if (!Array.isArray(dice) || dice.length !== 2) {
    throw new Error(`bad dice ${shown}: dice must be two numbers, got ${shown} (${opening ? "white's die and black's" : 'two dice'}, each 1–6)`);
  }
  const bad: unknown = dice.find((d) => !(Number.isInteger(d) && d >= 1 && d <= 6));
  throw new Error(`bad dice ${shown}: die out of range 1–6: ${(JSON.stringify(bad) ?? String(bad)).slice(0, 20)}`);
}
