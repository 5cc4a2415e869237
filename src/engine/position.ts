/**
 * Board geometry and the position model's basic operations: starting positions, numbering
 * conversions (G2, G3), checker accounting and pip counts.
 */
import { describeValue, expectColor } from './checks.js';
import { TablaError } from './errors.js';
import type { Color, GameId, Position, SideBoard, TraditionId } from './types.js';

/** Checkers per player (G1). */
export const CHECKERS = 15;

/** All game ids. */
export const GAMES: readonly GameId[] = ['prva', 'vtora', 'treta', 'fevga', 'backgammon', 'nardy'];

/** All tradition ids. */
export const TRADITIONS: readonly TraditionId[] = ['macedonian', 'bulgarian', 'greek', 'turkish', 'romanian', 'international'];

/** Throws unless `v` is one of the game ids ({@link GAMES}). */
export function expectGame(v: unknown): asserts v is GameId {
  if (!GAMES.includes(v as GameId)) throw new TablaError('bad-game', `unknown game ${describeValue(v)} (expected ${GAMES.join(', ')})`);
}

/** Throws unless `v` is one of the tradition ids ({@link TRADITIONS}). */
export function expectTradition(v: unknown): asserts v is TraditionId {
  if (!TRADITIONS.includes(v as TraditionId))
    throw new TablaError('bad-tradition', `unknown tradition ${describeValue(v)} (expected ${TRADITIONS.join(', ')})`);
}

/** Both colours, white first. */
export const COLORS: readonly Color[] = ['white', 'black'];

/** The other colour. */
export function opponent(color: Color): Color {
  expectColor(color);
  return color === 'white' ? 'black' : 'white';
}

/** True for the same-direction games (G3): Vtora, Fevga and nardy. */
export function isSameDirection(game: GameId): boolean {
  expectGame(game);
  return game === 'vtora' || game === 'fevga' || game === 'nardy';
}

/**
 * A point in one player's numbering expressed in the other player's numbering.
 * Opposite direction (G2): p ↔ 25 − p. Same direction (G3): p ↔ ((p + 11) mod 24) + 1.
 */
export function otherNumbering(game: GameId, point: number): number {
  if (!Number.isInteger(point) || point < 0 || point > 25) throw new TablaError('bad-argument', `a point must be an integer 0–25, got ${describeValue(point)}`);
  return isSameDirection(game) ? ((point + 11) % 24) + 1 : 25 - point;
}

/** An empty side. */
function side(points: Record<number, number>, bar = 0, off = 0): SideBoard {
  const arr = new Array<number>(25).fill(0);
  for (const [p, n] of Object.entries(points)) arr[Number(p)] = n;
  return { points: arr, bar, off };
}

/** True for the games played on Prva's board (P1–P4): Prva and Backgammon (B1). */
export function hasPrvaBoard(game: GameId): boolean {
  return game === 'prva' || game === 'backgammon';
}

/** The starting position of a game (P1, V1, T1, F1, B1, N1), white to move. */
export function startPosition(game: GameId, tradition: TraditionId = 'macedonian', turn: Color = 'white'): Position {
  expectGame(game);
  expectTradition(tradition);
  expectColor(turn, 'turn');
  const layout: Record<number, number> = hasPrvaBoard(game) ? { 24: 2, 13: 5, 8: 3, 6: 5 } : { 24: 15 };
  return {
    game,
    tradition,
    turn,
    white: side(layout),
    black: side(layout),
    pinned: { white: [], black: [] },
    carried: [],
    rolls: { white: 0, black: 0 },
  };
}

/** Build a side from a sparse map (helper for tests and parsers). */
export function makeSide(points: Record<number, number>, bar = 0, off = 0): SideBoard {
  if (typeof points !== 'object' || points === null)
    throw new TablaError('bad-argument', `a side's points must be an object like {"24": 2}, got ${describeValue(points)}`);
  for (const p of Object.keys(points)) {
    if (!/^\d+$/.test(p) || Number(p) < 1 || Number(p) > 24) throw new TablaError('bad-argument', `${describeValue(p)} is not a point 1–24`);
  }
  const out = side(points, bar, off);
  checkSide(out, 'side');
  return out;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

function failShape(msg: string): never {
  throw new TablaError('bad-position', `invalid position: ${msg}`);
}

/** Throws unless `s` is a side: 25 point counts 0–15 (index 0 unused), bar and off counts. */
function checkSide(s: unknown, what: string): asserts s is SideBoard {
  const side = s as Partial<SideBoard> | undefined;
  const points = isObj(side) ? side.points : undefined;
  if (!Array.isArray(points) || points.length !== 25) failShape(`${what}.points must be 25 counts 0–${CHECKERS}`);
  for (let i = 0; i < 25; i++) if (!isCount(points[i], CHECKERS)) failShape(`${what}.points must be 25 counts 0–${CHECKERS}`);
  if (!isCount(side!.bar, CHECKERS) || !isCount(side!.off, CHECKERS)) failShape(`${what}.bar and ${what}.off must be counts 0–${CHECKERS}`);
}

const pointList = (v: unknown): boolean => {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!(Number.isInteger(v[i]) && v[i] >= 1 && v[i] <= 24)) return false;
  return true;
};

/** Throws unless `pos` has the shape of a position (fields, types, ranges); `validatePosition` adds the rules. */
export function checkShape(pos: unknown): asserts pos is Position {
  if (!isObj(pos)) failShape(`expected a position object, got ${describeValue(pos)}`);
  if (!GAMES.includes(pos.game as GameId)) failShape(`unknown game ${describeValue(pos.game)}`);
  if (!TRADITIONS.includes(pos.tradition as TraditionId)) failShape(`unknown tradition ${describeValue(pos.tradition)}`);
  if (pos.turn !== 'white' && pos.turn !== 'black') failShape(`turn must be white or black, got ${describeValue(pos.turn)}`);
  checkSide(pos.white, 'white');
  checkSide(pos.black, 'black');
  const pinned = pos.pinned as Record<string, unknown> | undefined;
  if (!isObj(pinned) || !pointList(pinned.white) || !pointList(pinned.black)) failShape('pinned must list white and black points 1–24');
  const carried = pos.carried;
  let carriedOk = Array.isArray(carried);
  for (let i = 0; carriedOk && i < (carried as unknown[]).length; i++)
    carriedOk = Number.isInteger((carried as unknown[])[i]) && (carried as number[])[i] >= 1 && (carried as number[])[i] <= 6;
  if (!carriedOk) failShape('carried must be a list of numbers 1–6');
  const rolls = pos.rolls as Record<string, unknown> | undefined;
  if (!isObj(rolls) || !isCount(rolls.white, 1e9) || !isCount(rolls.black, 1e9)) failShape('rolls must count white and black rolls');
}

/** Checkers of a side on the board, on the bar and off: should be 15. */
export function checkerTotal(s: SideBoard): number {
  checkSide(s, 'side');
  let n = s.bar + s.off;
  for (let p = 1; p <= 24; p++) n += s.points[p];
  return n;
}

/** Pip count of a side: checkers × distance to off in its own numbering (bar = 25). */
export function pipCount(s: SideBoard): number {
  checkSide(s, 'side');
  let n = s.bar * 25;
  for (let p = 1; p <= 24; p++) n += s.points[p] * p;
  return n;
}

/** Pip counts of both players. */
export function pipCounts(pos: Position): {
  /** White's pip count. */
  white: number;
  /** Black's pip count. */
  black: number;
} {
  checkShape(pos);
  return { white: pipCount(pos.white), black: pipCount(pos.black) };
}

/** True when two positions are equal in every field (board, turn, pins, carried dice, roll counts). */
export function samePosition(a: Position, b: Position): boolean {
  return positionKey(a) === positionKey(b);
}

/** A canonical string for a position (for sets, maps and equality). */
export function positionKey(pos: Position): string {
  checkShape(pos);
  const sideKey = (s: SideBoard) => `${s.points.slice(1).join(',')}|${s.bar}|${s.off}`;
  return [
    pos.game,
    pos.tradition,
    pos.turn,
    sideKey(pos.white),
    sideKey(pos.black),
    [...pos.pinned.white].sort((x, y) => y - x).join(','),
    [...pos.pinned.black].sort((x, y) => y - x).join(','),
    [...pos.carried].sort((x, y) => y - x).join(','),
    pos.rolls.white,
    pos.rolls.black,
  ].join(';');
}

/** C5: all of a colour's checkers still in play stand in its home (points 1–6), so it may bear off (pins aside, T6). */
export function allInHome(pos: Position, color: Color): boolean {
  checkShape(pos);
  expectColor(color);
  const s = pos[color];
  if (s.bar > 0) return false;
  for (let p = 7; p <= 24; p++) if (s.points[p] > 0) return false;
  return true;
}

/** F4 (Fevga): has a checker of this colour passed the opponent's start (reached point 11 or lower, or off)? */
export function firstCheckerPassed(pos: Position, color: Color): boolean {
  checkShape(pos);
  expectColor(color);
  return passedOpponentStart(pos[color].points, pos[color].off);
}

/**
 * F4, once for every caller (rules, board, bot): with `points[p]` a player's checkers on his
 * point p (1…24) and `off` his checkers borne off, has one of them passed the opponent's start
 * (reached point 11 or lower, or off)?
 */
export function passedOpponentStart(points: ArrayLike<number>, off: number): boolean {
  if (typeof points !== 'object' || points === null || typeof off !== 'number')
    throw new TablaError(
      'bad-argument',
      `expected a side's points and its count off, got ${describeValue(points).slice(0, 40)}, ${describeValue(off).slice(0, 40)}`,
    );
  if (off > 0) return true;
  for (let p = 1; p <= 11; p++) if (points[p] > 0) return true;
  return false;
}
