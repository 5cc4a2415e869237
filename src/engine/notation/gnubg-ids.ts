/**
 * GNU Backgammon's IDs as players copy them: a Position ID with its Match ID (`4HPwATDgc/ABMA:cImqAAAAAAAE`,
 * `GNUBG ID: …`, or its board's two lines `Position ID: …` / `Match ID : …`). The Match ID gives the
 * dice rolled; the position is read from the side on roll (white here).
 */
import type { Position, TraditionId } from '../types.js';
import { positionFromGnubgId } from './gnubg.js';
import { parseMatchId } from './match-id.js';

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
  if (pair) return { position: positionFromGnubgId(pair[1], options), dice: parseMatchId(pair[2]).dice };
  const alone = POSITION_LINE.exec(t);
  return alone ? { position: positionFromGnubgId(alone[1], options), dice: null } : null;
}
