/**
 * The compact text notation for positions: short enough to write by hand in an HTML attribute,
 * exact enough to round-trip every field of a {@link Position}. See docs/notation.md.
 *
 * ```text
 * prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:w
 * prva start                               the starting position, white to move
 * treta trad:greek w:24x13,20,3p b:24x14,22 turn:b   white's checker on 3 is pinned
 * vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3
 * prva w:bar,24,13x5,8x3,6x4,offx1 b:...   one white checker on the bar, one borne off
 * ```
 *
 * Grammar (parts separated by whitespace, in any order, each at most once; case-insensitive;
 * spaces around `:` `,` `/` and `x` are ignored):
 *
 * ```text
 * compact := part*
 * part    := game | "start" | side | "turn:" color | "trad:" tradition | "carry:" die ("," die)*
 *          | "rolls:" count "/" count
 * game    := "prva" | "vtora" | "treta" | "fevga" | "nardy" (default prva)
 * side    := color ":" entry ("," entry)*                  (both sides required unless "start")
 * entry   := point ["x" count] ["p"] | "bar" ["x" count] | "off" ["x" count]
 * color   := "w" | "b" | "white" | "black"                 (turn default w)
 * ```
 *
 * Points are in each player's own numbering (RULES.md G1–G3); `p` marks that player's checker on
 * that point as pinned (Treta); `carry` lists Vtora's carried numbers, `rolls` the white/black
 * roll counts (default 0/0; required in nardy unless the board is `start`, N4); `trad` defaults to macedonian.
 */
import { GAMES, makeSide, startPosition, TRADITIONS } from '../position.js';
import { describeValue } from '../checks.js';
import { checkNotFinished, positionFromJSON, validatePosition } from '../position-json.js';
import type { Color, GameId, Position, SideBoard, TraditionId } from '../types.js';
import { idSlot, looksLikeGnubgId, looksLikeXGID } from './id-slot.js';
import { TablaError } from '../errors.js';

const SHORT: Record<Color, string> = { white: 'w', black: 'b' };

function sideToCompact(s: SideBoard, pinned: readonly number[]): string {
  const entries: string[] = [];
  const count = (n: number) => (n === 1 ? '' : `x${n}`);
  if (s.bar > 0) entries.push(`bar${count(s.bar)}`);
  for (let p = 24; p >= 1; p--) {
    if (s.points[p] > 0) entries.push(`${p}${count(s.points[p])}${pinned.includes(p) ? 'p' : ''}`);
  }
  if (s.off > 0) entries.push(`off${count(s.off)}`);
  return entries.join(',');
}

function sameSide(a: SideBoard, b: SideBoard): boolean {
  return a.bar === b.bar && a.off === b.off && a.points.every((n, i) => n === b.points[i]);
}

/** True when the board (both sides, pins) is the game's starting layout. */
function isStartBoard(pos: Position): boolean {
  const start = startPosition(pos.game);
  return sameSide(pos.white, start.white) && sameSide(pos.black, start.black) && pos.pinned.white.length === 0 && pos.pinned.black.length === 0;
}

/**
 * The compact notation of a position. Defaults are left out (tradition macedonian, no carried
 * numbers, roll counts 0/0); a starting board is written `start` (with `turn:b` only when black moves).
 */
export function positionToCompact(pos: Position): string {
  validatePosition(pos);
  const parts: string[] = [pos.game];
  if (pos.tradition !== 'macedonian') parts.push(`trad:${pos.tradition}`);
  if (isStartBoard(pos)) {
    parts.push('start');
    if (pos.turn === 'black') parts.push('turn:b');
  } else {
    parts.push(`w:${sideToCompact(pos.white, pos.pinned.white)}`);
    parts.push(`b:${sideToCompact(pos.black, pos.pinned.black)}`);
    parts.push(`turn:${SHORT[pos.turn]}`);
  }
  if (pos.carried.length > 0) parts.push(`carry:${pos.carried.join(',')}`);
  // A nardy board other than the start always has a roll count above 0 (N1, N4), so it is always written.
  if (pos.rolls.white !== 0 || pos.rolls.black !== 0) parts.push(`rolls:${pos.rolls.white}/${pos.rolls.black}`);
  return parts.join(' ');
}

function colorOf(word: string): Color | null {
  if (word === 'w' || word === 'white') return 'white';
  if (word === 'b' || word === 'black') return 'black';
  return null;
}

interface ParsedSide {
  side: SideBoard;
  pinned: number[];
}

function parseSide(value: string, part: string, fail: (msg: string) => never): ParsedSide {
  if (value === '') fail(`"${part}" lists no checkers`);
  const points: Record<number, number> = {};
  const pinned: number[] = [];
  let bar: number | null = null;
  let off: number | null = null;
  for (const entry of value.split(',')) {
    const m = /^(\d+|bar|off)(?:x(\d+))?(p?)$/.exec(entry);
    if (!m) fail(`bad entry "${entry}" in "${part}" (expected like 13x5, 3p, bar, offx2)`);
    const [, where, countText, pin] = m;
    const n = countText === undefined ? 1 : Number(countText);
    if (!Number.isInteger(n) || n < 1 || n > 15) fail(`bad count in "${entry}" in "${part}" (1–15)`);
    if (where === 'bar' || where === 'off') {
      if (pin) fail(`"${entry}" in "${part}": only a checker on a point can be pinned`);
      if ((where === 'bar' ? bar : off) !== null) fail(`"${where}" appears twice in "${part}"`);
      if (where === 'bar') bar = n;
      else off = n;
      continue;
    }
    const p = Number(where);
    if (!/^\d{1,2}$/.test(where) || p < 1 || p > 24) fail(`bad point "${where}" in "${part}" (points are 1–24)`);
    if (points[p] !== undefined) fail(`point ${p} appears twice in "${part}"`);
    points[p] = n;
    if (pin) pinned.push(p);
  }
  return { side: makeSide(points, bar ?? 0, off ?? 0), pinned: pinned.sort((a, b) => b - a) };
}

/** Longest position text read (any format); real positions take a few hundred characters. */
export const MAX_POSITION_CHARS = 10_000;

/**
 * Parse the compact notation (see the module comment for the grammar).
 * @throws Error naming the bad part, or the rule the position breaks.
 */
export function positionFromCompact(text: string): Position {
  const fail: (msg: string) => never = (msg) => {
    throw new TablaError('bad-notation', `invalid compact position ${describeValue(text)}: ${msg}`);
  };
  if (typeof text !== 'string') fail('not a string');
  if (text.length > MAX_POSITION_CHARS) fail(`too long (${text.length} characters, at most ${MAX_POSITION_CHARS})`);
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/\s*([:,/])\s*/g, '$1')
    .replace(/(\d|bar|off)\s*x\s*(\d)/g, '$1x$2');
  if (normal === '') fail('empty');
  let game: GameId | null = null;
  let tradition: TraditionId | null = null;
  let turn: Color | null = null;
  let start = false;
  const sides: Partial<Record<Color, ParsedSide>> = {};
  let carried: number[] | null = null;
  let rolls: { white: number; black: number } | null = null;
  const once = (seen: unknown, part: string, what: string) => {
    if (seen !== null && seen !== false) fail(`${what} given twice (at "${part}")`);
  };
  for (const part of normal.split(/\s+/)) {
    if ((GAMES as readonly string[]).includes(part)) {
      once(game, part, 'the game');
      game = part as GameId;
      continue;
    }
    if (part === 'start') {
      once(start, part, '"start"');
      start = true;
      continue;
    }
    const colon = part.indexOf(':');
    if (colon < 0) fail(`unknown part "${part}" (expected a game, start, w:, b:, turn:, trad:, carry:, rolls:)`);
    const key = part.slice(0, colon);
    const value = part.slice(colon + 1);
    const sideColor = colorOf(key);
    if (sideColor) {
      if (sides[sideColor]) fail(`${sideColor}'s checkers given twice (at "${part}")`);
      sides[sideColor] = parseSide(value, part, fail);
    } else if (key === 'turn') {
      once(turn, part, 'the turn');
      turn = colorOf(value) ?? fail(`bad turn "${value}" (expected w or b)`);
    } else if (key === 'trad' || key === 'tradition') {
      once(tradition, part, 'the tradition');
      if (!(TRADITIONS as readonly string[]).includes(value)) fail(`unknown tradition "${value}" (expected ${TRADITIONS.join(', ')})`);
      tradition = value as TraditionId;
    } else if (key === 'carry') {
      once(carried, part, 'the carried numbers');
      const list = value.split(',');
      if (!list.every((d) => /^[1-6]$/.test(d))) fail(`bad carried numbers "${value}" (expected like carry:5,5)`);
      carried = list.map(Number).sort((a, b) => b - a);
    } else if (key === 'rolls') {
      once(rolls, part, 'the roll counts');
      const m = /^(\d{1,9})\/(\d{1,9})$/.exec(value);
      if (!m) fail(`bad roll counts "${value}" (expected white/black, like rolls:4/3)`);
      rolls = { white: Number(m[1]), black: Number(m[2]) };
    } else {
      fail(`unknown part "${part}" (expected w:, b:, turn:, trad:, carry:, rolls:)`);
    }
  }
  const g = game ?? 'prva';
  const base = startPosition(g);
  let white = base.white;
  let black = base.black;
  let pinned = { white: [] as number[], black: [] as number[] };
  if (start) {
    if (sides.white || sides.black) fail('"start" cannot be combined with w: or b:');
  } else {
    if (!sides.white) fail('white\'s checkers are missing (w:…), or write "start"');
    if (!sides.black) fail('black\'s checkers are missing (b:…), or write "start"');
    white = sides.white!.side;
    black = sides.black!.side;
    pinned = { white: sides.white!.pinned, black: sides.black!.pinned };
  }
  if (g === 'nardy' && !start && !rolls) fail('a nardy position needs its roll counts (rolls:white/black, N4), or write "start"');
  const pos: Position = {
    game: g,
    tradition: tradition ?? 'macedonian',
    turn: turn ?? 'white',
    white,
    black,
    pinned,
    carried: carried ?? [],
    rolls: rolls ?? { white: 0, black: 0 },
  };
  try {
    validatePosition(pos);
    checkNotFinished(pos);
  } catch (e) {
    fail((e as Error).message.replace(/^invalid position: /, ''));
  }
  return pos;
}

/**
 * A position from any supported text, detected by its shape: JSON (`{…}`), an XGID, a GNU
 * Backgammon Position ID (14 base64 characters; white on roll unless its Match ID follows, as GNU
 * Backgammon copies them: `…:cImqAAAAAAAE`) or the compact notation. The two
 * IDs are read by gnubg.ts, installed when it is imported (id-slot.ts).
 * @throws Error saying which format was detected and what is wrong, or that none fits
 * (`unavailable` for an ID before its readers are installed).
 */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string') throw new TablaError('bad-notation', `a position must be text, got ${typeof text} ${describeValue(text)}`);
  const t = text.trim();
  if (t === '') throw new TablaError('bad-notation', 'empty position: expected JSON, compact notation, a GNU Backgammon Position ID or an XGID');
  if (t.length > MAX_POSITION_CHARS) throw new TablaError('bad-notation', `position text too long (${t.length} characters, at most ${MAX_POSITION_CHARS})`);
  if (t.startsWith('{')) return positionFromJSON(t);
  if (looksLikeXGID(t)) return idSlot.get().positionFromXGID(t);
  if (looksLikeGnubgId(t)) return idSlot.get().positionFromGnubgId(t);
  try {
    return positionFromCompact(t);
  } catch (e) {
    const looksCompact = /[:\s]/.test(t) || /^(prva|vtora|treta|fevga|start)\b/i.test(t);
    if (looksCompact) throw e;
    throw new TablaError(
      'bad-notation',
      `not a position: ${describeValue(text)} is neither JSON, compact notation (e.g. "prva start"), a GNU Backgammon Position ID (14 characters) nor an XGID`,
    );
  }
}
