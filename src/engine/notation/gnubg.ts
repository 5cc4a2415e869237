/**
 * Interchange with backgammon software, for Prva and backgammon positions (Prva is backgammon without a
 * cube, RULES.md P1–P4):
 *
 * - the GNU Backgammon **Position ID**: 14 characters of base64 holding an 80-bit key. For each
 *   player, first the opponent of the player on roll, then the player on roll (the order gnubg
 *   itself uses and the conformance data confirm; the manual's prose lists them the other way
 *   round), for their points 1…24 and then the bar (each in that player's own numbering, which
 *   is also ours, G1): one `1` bit per checker, then a `0`. Bits fill the bytes from the lowest bit; checkers missing from the 15 are borne off.
 *   The ID does not say who is on roll: `positionToGnubgId` encodes from `pos.turn`'s side, and
 *   `positionFromGnubgId` gives the turn to white unless told otherwise.
 * - the eXtreme Gammon **XGID**: `XGID=<26 chars>:cube:owner:turn:dice:score1:score2:rules:length:maxcube`.
 *   Mapped fields: the board (char 0 = black's bar, chars 1–24 = white's points 1–24, char 25 =
 *   white's bar; `A`–`P` = 1–16 white checkers, `a`–`p` black ones, `-` empty; white is XG's
 *   bottom player), the turn (`1` white, `-1` black) and the dice (`00` or a cube decision
 *   letter = not rolled, else two digits). The cube, score, rules and length fields are read
 *   and written by xgid-cube.ts (checked: a bad cube is refused).
 * - GNU Backgammon's IDs as players copy them: the Position ID with its **Match ID**
 *   (`4HPwATDgc/ABMA:cImqAAAAAAAE`, `GNUBG ID: …`, or its board's two lines `Position ID: …` /
 *   `Match ID : …`), read by `parseGnubgIds`: the Match ID (match-id.ts) says who is on roll, the
 *   dice, the cube and the score.
 *
 * Importing this module installs its readers in `parsePosition` (id-slot.ts).
 */
import { CHECKERS, hasPrvaBoard, makeSide, opponent } from '../position.js';
import { describeValue, expectColor, expectOptions, expectString } from '../checks.js';
import { checkNotFinished, validatePosition } from '../position-json.js';
import type { Color, Position, TraditionId } from '../types.js';
import { formatXGIDCube, NO_CUBE, parseXGIDCube, type XGIDCube } from './xgid-cube.js';
import { TablaError } from '../errors.js';
import { GNUBG_ID_TEXT, installIdReaders } from './id-slot.js';
import { parseMatchId, type MatchIdInfo } from './match-id.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Options for importing a position that does not say everything our model needs. */
export interface ImportOptions {
  /** Who is on roll (a gnubg Position ID does not say); default white. */
  readonly turn?: Color;
  /** The tradition of the resulting position; default macedonian. */
  readonly tradition?: TraditionId;
}

/** An XGID read in full: the position and the dice, if rolled. */
export interface XGIDInfo {
  /** The position (always Prva). */
  readonly position: Position;
  /** The rolled dice, or null when the player is still to roll (or deciding on the cube). */
  readonly dice: [number, number] | null;
  /** The cube, the scores, the match length and its rules (xgid-cube.ts). */
  readonly cube: XGIDCube;
}

function requirePrva(pos: Position, format: string): void {
  validatePosition(pos);
  if (!hasPrvaBoard(pos.game)) {
    throw new TablaError('bad-argument', `${format} exists only for prva and backgammon, not for ${pos.game}`);
  }
}

function emptyPosition(tradition: TraditionId, turn: Color): Position {
  return {
    game: 'prva',
    tradition,
    turn,
    white: makeSide({}),
    black: makeSide({}),
    pinned: { white: [], black: [] },
    carried: [],
    rolls: { white: 0, black: 0 },
  };
}

/** Bar + points 1…24 of a side, as the 25 counts gnubg uses (index 24 = bar). */
function gnubgCounts(pos: Position, color: Color): number[] {
  const s = pos[color];
  return [...s.points.slice(1, 25), s.bar];
}

/** The GNU Backgammon Position ID of a Prva position, seen from the player to move. */
export function positionToGnubgId(pos: Position): string {
  requirePrva(pos, 'a GNU Backgammon Position ID');
  const bytes = new Uint8Array(10);
  let bit = 0;
  const mover = pos.turn;
  const other = opponent(mover);
  for (const color of [other, mover]) {
    for (const n of gnubgCounts(pos, color)) {
      for (let i = 0; i < n; i++, bit++) bytes[bit >> 3] |= 1 << (bit & 7);
      bit++; // the separating 0
    }
  }
  let out = '';
  for (let i = 0; i < 14; i++) {
    let v = 0;
    for (let j = 0; j < 6; j++) {
      const k = i * 6 + j; // bit index in the big-endian stream of bytes
      const byte = k >> 3;
      const b = byte < 10 ? (bytes[byte] >> (7 - (k & 7))) & 1 : 0;
      v = (v << 1) | b;
    }
    out += B64[v];
  }
  return out;
}

/**
 * A Prva position from a GNU Backgammon Position ID (14 base64 characters).
 * @throws Error naming the ID when it is malformed or not a possible position.
 */
export function positionFromGnubgId(id: string, options: ImportOptions = {}): Position {
  expectString(id, 'a GNU Backgammon Position ID');
  expectOptions(options, 'the import options');
  if (options.turn !== undefined) expectColor(options.turn, 'the import option turn');
  const text = id.trim();
  const bad = (why: string): never => {
    throw new TablaError('bad-notation', `invalid GNU Backgammon Position ID ${describeValue(id)}: ${why}`);
  };
  if (text.length !== 14) bad(`expected 14 characters, got ${text.length}`);
  const bits: number[] = [];
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) bad(`character ${JSON.stringify(ch)} is not base64`);
    for (let j = 5; j >= 0; j--) bits.push((v >> j) & 1);
  }
  if (bits.slice(80).some((b) => b !== 0)) bad('the unused last bits must be 0');
  // Reorder each byte's bits: the key fills every byte from its lowest bit.
  const key: number[] = [];
  for (let byte = 0; byte < 10; byte++) for (let j = 7; j >= 0; j--) key.push(bits[byte * 8 + j]);
  const counts: number[][] = [[], []];
  let player = 0;
  let run = 0;
  let i = 0;
  for (; i < 80 && player < 2; i++) {
    if (key[i] === 1) {
      run++;
      continue;
    }
    counts[player].push(run);
    run = 0;
    if (counts[player].length === 25) player++;
  }
  if (player < 2) bad("the key ends before both players' 25 places are described");
  if (key.slice(i).some((b) => b !== 0)) bad('bits are set after the last place');
  const turn = options.turn ?? 'white';
  const other = opponent(turn);
  const sides = { [other]: counts[0], [turn]: counts[1] } as Record<Color, number[]>;
  const side = (color: Color) => {
    const c = sides[color];
    const total = c.reduce((a, b) => a + b, 0);
    if (total > CHECKERS) bad(`${color} has ${total} checkers, more than ${CHECKERS}`);
    const points: Record<number, number> = {};
    for (let p = 1; p <= 24; p++) if (c[p - 1] > 0) points[p] = c[p - 1];
    return makeSide(points, c[24], CHECKERS - total);
  };
  const out: Position = { ...emptyPosition(options.tradition ?? 'macedonian', turn), white: side('white'), black: side('black') };
  try {
    validatePosition(out);
    checkNotFinished(out);
  } catch (e) {
    bad((e as Error).message);
  }
  return out;
}

const XG_COUNT = 'ABCDEFGHIJKLMNOP';

/** The XGID of a Prva or backgammon position, with the dice if given and the cube and score if given (default: money game, cube centred). */
export function positionToXGID(pos: Position, dice: readonly number[] | null = null, cube: XGIDCube = NO_CUBE): string {
  requirePrva(pos, 'an XGID');
  const chars: string[] = new Array<string>(26).fill('-');
  const put = (i: number, n: number, upper: boolean) => {
    if (n === 0) return;
    if (n > 16) throw new TablaError('bad-notation', `an XGID cannot hold ${n} checkers on one place`);
    const c = XG_COUNT[n - 1];
    chars[i] = upper ? c : c.toLowerCase();
  };
  for (let p = 1; p <= 24; p++) {
    put(p, pos.white.points[p], true);
    // Black's point q is white's point 25 − q (G2).
    if (pos.black.points[25 - p] > 0) put(p, pos.black.points[25 - p], false);
  }
  put(0, pos.black.bar, false);
  put(25, pos.white.bar, true);
  let d = '00';
  if (dice !== null) {
    if (dice.length !== 2 || !dice.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)) {
      throw new TablaError('bad-dice', `dice must be two numbers 1–6, got ${describeValue(dice)}`);
    }
    d = `${dice[0]}${dice[1]}`;
  }
  if (cube.doubled) {
    if (dice !== null) throw new TablaError('bad-notation', 'a double on offer has no dice');
    d = 'D';
  }
  const turn = pos.turn === 'white' ? '1' : '-1';
  const { head, tail } = formatXGIDCube(cube);
  return `XGID=${chars.join('')}:${head}:${turn}:${d}:${tail}`;
}

/**
 * An XGID read in full: the Prva position (board and turn) and the dice.
 * @throws Error naming the XGID and the bad field.
 */
export function parseXGID(text: string, options: { readonly tradition?: TraditionId } = {}): XGIDInfo {
  expectString(text, 'an XGID');
  expectOptions(options, 'the XGID options');
  const bad = (why: string): never => {
    throw new TablaError('bad-notation', `invalid XGID ${describeValue(text)}: ${why}`);
  };
  let s = text.trim();
  if (/^xgid=/i.test(s)) s = s.slice(5);
  const fields = s.split(':');
  if (fields.length < 5) bad(`expected at least 5 fields separated by ':' (board, cube, owner, turn, dice), got ${fields.length}`);
  if (fields.length > 10) bad(`expected at most 10 fields, got ${fields.length}`);
  const [board, , , turnField, diceField] = fields;
  if (!/^[-a-pA-P]{26}$/.test(board)) bad(`the board ${describeValue(board)} must be 26 characters of '-', A–P, a–p`);
  let turn: Color;
  if (turnField === '1') turn = 'white';
  else if (turnField === '-1') turn = 'black';
  else bad(`the turn field must be 1 or -1, got ${describeValue(turnField)}`);
  let dice: [number, number] | null = null;
  if (/^[1-6][1-6]$/.test(diceField)) dice = [Number(diceField[0]), Number(diceField[1])];
  else if (!/^(00|0|D|B|R)$/.test(diceField)) bad(`the dice field must be 00, D, B, R or two digits 1–6, got ${describeValue(diceField)}`);
  const white: Record<number, number> = {};
  const black: Record<number, number> = {};
  let whiteBar = 0;
  let blackBar = 0;
  for (let i = 0; i < 26; i++) {
    const ch = board[i];
    if (ch === '-') continue;
    const upper = ch >= 'A' && ch <= 'P';
    const n = XG_COUNT.indexOf(ch.toUpperCase()) + 1;
    if (i === 0) {
      if (upper) bad("character 0 is black's bar and must be lowercase or -");
      blackBar = n;
    } else if (i === 25) {
      if (!upper) bad("character 25 is white's bar and must be uppercase or -");
      whiteBar = n;
    } else if (upper) white[i] = n;
    else black[25 - i] = n;
  }
  const off = (pts: Record<number, number>, bar: number, color: string) => {
    const n = Object.values(pts).reduce((a, b) => a + b, bar);
    if (n > CHECKERS) bad(`${color} has ${n} checkers, more than ${CHECKERS}`);
    return CHECKERS - n;
  };
  const pos: Position = {
    ...emptyPosition(options.tradition ?? 'macedonian', turn!),
    white: makeSide(white, whiteBar, off(white, whiteBar, 'white')),
    black: makeSide(black, blackBar, off(black, blackBar, 'black')),
  };
  try {
    validatePosition(pos);
    checkNotFinished(pos);
  } catch (e) {
    bad((e as Error).message);
  }
  return { position: pos, dice, cube: parseXGIDCube(fields, bad) };
}

/** The Prva position of an XGID (board and turn; see {@link parseXGID} for the dice). */
export function positionFromXGID(text: string, options: { readonly tradition?: TraditionId } = {}): Position {
  return parseXGID(text, options).position;
}

/** GNU Backgammon's IDs read by {@link parseGnubgIds}: the position, the dice, and what the Match ID says (null without one). */
export interface GnubgIdsInfo {
  /** The position, with the turn the Match ID gives (white without one). */
  readonly position: Position;
  /** The rolled dice, or null before the roll (or without a Match ID). */
  readonly dice: [number, number] | null;
  /** The Match ID read (cube, score, length, Crawford), or null when only a Position ID is given. */
  readonly match: MatchIdInfo | null;
}

const BOARD_LINES = /position\s+id\s*:\s*([A-Za-z0-9+/]{14})[\s\S]*?match\s+id\s*:\s*([A-Za-z0-9+/]{12})/i;
const POSITION_LINE = /^(?:gnu\s+backgammon\s+)?position\s+id\s*:\s*([A-Za-z0-9+/]{14})$/i;

/**
 * The position, dice and match of GNU Backgammon's IDs as copied (see the file comment): the
 * Position ID is read from the side the Match ID puts on roll (gnubg's player 1 is white, the
 * bottom player, as in XGID); a labelled Position ID without its Match ID gives white on roll.
 * Null when `text` is in none of those forms (a bare Position ID is compact notation's:
 * {@link positionFromGnubgId}).
 * @throws TablaError `bad-notation` when an ID in those forms is malformed.
 */
export function parseGnubgIds(text: string, options: { readonly tradition?: TraditionId } = {}): GnubgIdsInfo | null {
  expectString(text, "GNU Backgammon's IDs");
  const t = text.trim();
  const line = GNUBG_ID_TEXT.exec(t);
  const pair = line?.[2] ? line : BOARD_LINES.exec(t);
  if (pair) {
    const match = parseMatchId(pair[2]);
    return { position: positionFromGnubgId(pair[1], { ...options, turn: match.turn }), dice: match.dice, match };
  }
  // A Position ID without its Match ID, labelled (`GNUBG ID: …`, the board's `Position ID:` line).
  const alone = line && line[1] !== t ? line : POSITION_LINE.exec(t);
  return alone ? { position: positionFromGnubgId(alone[1], options), dice: null, match: null } : null;
}

installIdReaders({
  positionFromXGID: (text) => positionFromXGID(text),
  positionFromGnubgId: (text) => parseGnubgIds(text)?.position ?? positionFromGnubgId(text),
});
