/**
 * Board geometry and the position model's basic operations: starting positions, numbering
 * conversions (G2, G3), checker accounting and pip counts.
 */
import type { Color, GameId, Position, SideBoard, TraditionId } from './types.js';

/** Checkers per player (G1). */
export const CHECKERS = 15;

/** All game ids. */
export const GAMES: readonly GameId[] = ['prva', 'vtora', 'treta', 'fevga', 'backgammon', 'nardy'];

/** All tradition ids. */
export const TRADITIONS: readonly TraditionId[] = ['macedonian', 'bulgarian', 'greek', 'turkish', 'romanian', 'international'];

/** Both colours, white first. */
export const COLORS: readonly Color[] = ['white', 'black'];

/** The other colour. */
export function opponent(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/** True for the same-direction games (G3): Vtora, Fevga and nardy. */
export function isSameDirection(game: GameId): boolean {
  return game === 'vtora' || game === 'fevga' || game === 'nardy';
}

/**
 * A point in one player's numbering expressed in the other player's numbering.
 * Opposite direction (G2): p ↔ 25 − p. Same direction (G3): p ↔ ((p + 11) mod 24) + 1.
 */
export function otherNumbering(game: GameId, point: number): number {
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
  return side(points, bar, off);
}

/** Checkers of a side on the board, on the bar and off: should be 15. */
export function checkerTotal(s: SideBoard): number {
  let n = s.bar + s.off;
  for (let p = 1; p <= 24; p++) n += s.points[p];
  return n;
}

/** Pip count of a side: checkers × distance to off in its own numbering (bar = 25). */
export function pipCount(s: SideBoard): number {
  let n = s.bar * 25;
  for (let p = 1; p <= 24; p++) n += s.points[p] * p;
  return n;
}

/** Pip counts of both players. */
export function pipCounts(pos: Position): { white: number; black: number } {
  return { white: pipCount(pos.white), black: pipCount(pos.black) };
}

/** True when two positions are equal in every field (board, turn, pins, carried dice, roll counts). */
export function samePosition(a: Position, b: Position): boolean {
  return positionKey(a) === positionKey(b);
}

/** A canonical string for a position (for sets, maps and equality). */
export function positionKey(pos: Position): string {
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
  const s = pos[color];
  if (s.bar > 0) return false;
  for (let p = 7; p <= 24; p++) if (s.points[p] > 0) return false;
  return true;
}

/** F4 (Fevga): has a checker of this colour passed the opponent's start (reached point 11 or lower, or off)? */
export function firstCheckerPassed(pos: Position, color: Color): boolean {
  return passedOpponentStart(pos[color].points, pos[color].off);
}

/**
 * F4, once for every caller (rules, board, bot): with `points[p]` a player's checkers on his
 * point p (1…24) and `off` his checkers borne off, has one of them passed the opponent's start
 * (reached point 11 or lower, or off)?
 */
export function passedOpponentStart(points: ArrayLike<number>, off: number): boolean {
  if (off > 0) return true;
  for (let p = 1; p <= 11; p++) if (points[p] > 0) return true;
  return false;
}
