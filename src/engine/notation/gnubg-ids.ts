/**
 * GNU Backgammon's IDs as players copy them: a Position ID with its Match ID (`4HPwATDgc/ABMA:cImqAAAAAAAE`,
 * `GNUBG ID: …`, or its board's two lines `Position ID: …` / `Match ID : …`). The Match ID gives the
 * dice rolled; the position is read from the side on roll (white here).
 */
import { describeValue } from '../checks.js';
import { TablaError } from '../errors.js';
import type { Position, TraditionId } from '../types.js';
import { positionFromGnubgId } from './gnubg.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The dice of a GNU Backgammon Match ID (12 base64 characters), or null when none are rolled. @throws TablaError `bad-notation` naming the ID. */
export function diceOfGnubgMatchId(id: string): [number, number] | null {
  const bad = (why: string): never => {
    throw new TablaError('bad-notation', `invalid GNU Backgammon Match ID ${describeValue(id)}: ${why}`);
  };
  if (typeof id !== 'string' || id.length !== 12) bad(`expected 12 characters, got ${typeof id === 'string' ? id.length : 'none'}`);
  const bits: number[] = [];
  for (const ch of id) {
    const v = B64.indexOf(ch);
    if (v < 0) bad(`character ${JSON.stringify(ch)} is not base64`);
    for (let j = 5; j >= 0; j--) bits.push((v >> j) & 1);
  }
  // Bit k of the key is bit k % 8 (from the lowest) of byte k / 8; fields are read from their lowest bit.
  const key = (k: number) => bits[(k >> 3) * 8 + 7 - (k & 7)];
  const field = (start: number, n: number) => {
    let v = 0;
    for (let j = 0; j < n; j++) v |= key(start + j) << j;
    return v;
  };
  const dice = [field(15, 3), field(18, 3)];
  if (dice[0] === 0 && dice[1] === 0) return null;
  if (dice.some((d) => d < 1 || d > 6)) bad(`the dice ${dice.join('-')} are not two dice 1–6`);
  return [dice[0], dice[1]];
}

const LABELLED = /^(?:gnubg\s+id\s*:\s*)?([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})$/i;
const BOARD_LINES = /position\s+id\s*:\s*([A-Za-z0-9+/]{14})[\s\S]*?match\s+id\s*:\s*([A-Za-z0-9+/]{12})/i;
const POSITION_LINE = /^position\s+id\s*:\s*([A-Za-z0-9+/]{14})$/i;

/**
 * The position and dice of GNU Backgammon's IDs as copied (see the file comment), or null when
 * `text` is not in one of those forms (a bare Position ID is compact notation's).
 * @throws TablaError `bad-notation` when an ID in those forms is malformed.
 */
export function parseGnubgIds(text: string, options: { readonly tradition?: TraditionId } = {}): { position: Position; dice: [number, number] | null } | null {
  const t = text.trim();
  const pair = LABELLED.exec(t) ?? BOARD_LINES.exec(t);
  if (pair) return { position: positionFromGnubgId(pair[1], options), dice: diceOfGnubgMatchId(pair[2]) };
  const alone = POSITION_LINE.exec(t);
  return alone ? { position: positionFromGnubgId(alone[1], options), dice: null } : null;
}
