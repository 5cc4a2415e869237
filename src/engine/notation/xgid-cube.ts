/**
 * The cube and match fields of an XGID (fields 2–3 and 6–10): cube value (log2) and owner
 * (1 = white, the bottom player; −1 = black; 0 = centred), the scores (white, black), the rules
 * field (match play: 1 = the Crawford game; money play: Jacoby + 2 × beaver), the match length
 * (0 = money) and the cube limit. A dice field `D` marks a double on offer by the player on turn.
 */
import { describeValue } from '../checks.js';
import type { Color, Score } from '../types.js';
import { TablaError } from '../errors.js';

/** What an XGID says besides the board, the turn and the dice. */
export interface XGIDCube {
  /** The cube value: 1, 2, 4 … 64. */
  readonly value: number;
  /** The cube's owner, or null when centred. */
  readonly owner: Color | null;
  /** A double is on offer by the player on turn (dice field `D`). */
  readonly doubled: boolean;
  /** The scores. */
  readonly score: Score;
  /** Match length; 0 = money. */
  readonly length: number;
  /** Match play: this game is the Crawford game. */
  readonly crawford: boolean;
  /** Money play: the Jacoby rule. */
  readonly jacoby: boolean;
  /** Money play: beavers allowed. */
  readonly beaver: boolean;
}

/** A centred cube in a money game with no rules: what an XGID without these fields means. */
export const NO_CUBE: XGIDCube = {
  value: 1,
  owner: null,
  doubled: false,
  score: { white: 0, black: 0 },
  length: 0,
  crawford: false,
  jacoby: false,
  beaver: false,
};

const int = (s: string | undefined) => (s !== undefined && /^-?\d{1,5}$/.test(s) ? Number(s) : NaN);

/** Reads the cube fields of split XGID fields; `bad` throws with the reason. */
export function parseXGIDCube(fields: readonly string[], bad: (why: string) => never): XGIDCube {
  const [, cubeField = '0', ownerField = '0', , diceField = '00', s1 = '0', s2 = '0', rules = '0', lengthField = '0'] = fields;
  const log = int(cubeField);
  if (!(log >= 0 && log <= 6)) bad(`the cube field must be 0–6 (the cube 1–64), got ${describeValue(cubeField)}`);
  const ownerNo = int(ownerField);
  if (ownerNo !== 0 && ownerNo !== 1 && ownerNo !== -1) bad(`the cube owner must be 1, -1 or 0 (centred), got ${describeValue(ownerField)}`);
  const value = 2 ** log;
  if ((value === 1) !== (ownerNo === 0)) bad(value === 1 ? 'a cube at 1 must be centred (owner 0)' : `a cube at ${value} needs an owner`);
  const white = int(s1);
  const black = int(s2);
  const length = int(lengthField);
  if (!(white >= 0) || !(black >= 0)) bad(`the scores must be whole numbers ≥ 0, got ${describeValue(s1)} and ${describeValue(s2)}`);
  if (!(length >= 0)) bad(`the match length must be a whole number ≥ 0, got ${describeValue(lengthField)}`);
  if (length > 0 && (white >= length || black >= length)) bad(`the score ${white}–${black} has reached the match length ${length}`);
  const r = int(rules);
  if (!(r >= 0 && r <= (length > 0 ? 1 : 3)))
    bad(`the rules field must be ${length > 0 ? '0 or 1 (Crawford)' : '0–3 (Jacoby + 2 × beaver)'}, got ${describeValue(rules)}`);
  const crawford = length > 0 && r === 1;
  if (crawford && Math.max(white, black) !== length - 1) bad(`a Crawford game needs a player at ${length - 1} points`);
  if (crawford && value > 1) bad(`the cube is at ${value} in the Crawford game`);
  const doubled = diceField === 'D';
  if (doubled && (crawford || value >= 64)) bad('a double on offer where doubling is not allowed');
  return {
    value,
    owner: ownerNo === 0 ? null : ownerNo === 1 ? 'white' : 'black',
    doubled,
    score: { white, black },
    length,
    crawford,
    jacoby: length === 0 && (r & 1) === 1,
    beaver: length === 0 && (r & 2) === 2,
  };
}

/** The cube fields of an XGID: `cube:owner` and `score1:score2:rules:length:maxcube`. */
export function formatXGIDCube(c: XGIDCube): { head: string; tail: string } {
  const log = Math.log2(c.value);
  if (!Number.isInteger(log) || log < 0 || log > 6) throw new TablaError('bad-argument', `the cube value must be 1, 2, 4 … 64, got ${describeValue(c.value)}`);
  const owner = c.owner === null ? 0 : c.owner === 'white' ? 1 : -1;
  const rules = c.length > 0 ? (c.crawford ? 1 : 0) : (c.jacoby ? 1 : 0) + (c.beaver ? 2 : 0);
  return { head: `${log}:${owner}`, tail: `${c.score.white}:${c.score.black}:${rules}:${c.length}:10` };
}
