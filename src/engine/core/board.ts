/**
 * The fast board core's board: a mover's-eye typed array used by every rule and generator of the
 * engine. Internal to the engine (the board-only API in `board-list.ts` exposes it read-only).
 *
 * `b[0..25]` are the mover's checkers in the mover's numbering (0 = off, 1…24 points, 25 = bar);
 * `b[26 + i]` are the opponent's checkers on the mover's point i (26 + 0 = opponent off,
 * 26 + 25 = opponent bar). Pins are bit masks over the mover's point numbers.
 */
import { otherNumbering } from '../position.js';
import type { Color, GameId, Position, SideBoard } from '../types.js';

/** Offset of the opponent's half in the board array. */
export const OP = 26;

/** Length of a board array. */
export const BOARD_SIZE = 52;

/** A mover-perspective board. The generator changes it in place and restores it; stored boards are copies. */
export interface Board {
  /** Counts: mover in [0..25], opponent (in the mover's numbering) in [26..51]. */
  readonly b: Int8Array;
  /** Bit p set: the mover's checker on the mover's point p is pinned. */
  myPins: number;
  /** Bit p set: the opponent's checker on the mover's point p is pinned (by the mover). */
  opPins: number;
}

/** `MAP[game][p]`: my point p in the opponent's numbering (G2, G3). */
const MAPS: Record<string, Int8Array> = {};

/** My point p in the other player's numbering, as a table (G2 / G3). */
export function numberingMap(game: GameId): Int8Array {
  let m = MAPS[game];
  if (!m) {
    m = new Int8Array(26);
    for (let p = 1; p <= 24; p++) m[p] = otherNumbering(game, p);
    MAPS[game] = m;
  }
  return m;
}

/** Build the board of the player to move. */
export function toBoard(pos: Position): Board {
  return toBoardInto(pos, { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 });
}

/** Write the board of the player to move into `out` (every cell is written). */
export function toBoardInto(pos: Position, out: Board): Board {
  const me = pos.turn === 'white' ? pos.white : pos.black;
  const op = pos.turn === 'white' ? pos.black : pos.white;
  const map = numberingMap(pos.game);
  const b = out.b; // every one of the 52 cells is written below
  for (let p = 1; p <= 24; p++) {
    b[p] = me.points[p];
    b[OP + map[p]] = op.points[p];
  }
  b[0] = me.off;
  b[25] = me.bar;
  b[OP] = op.off;
  b[OP + 25] = op.bar;
  out.myPins = pinMask(pos.pinned[pos.turn], null);
  out.opPins = pinMask(pos.pinned[pos.turn === 'white' ? 'black' : 'white'], map);
  return out;
}

/** The pin mask of a list of pinned points: bit p for point p, or bit `map[p]` when a map is given. */
export function pinMask(points: readonly number[], map: Int8Array | null): number {
  let mask = 0;
  for (let i = 0; i < points.length; i++) mask |= 1 << (map ? map[points[i]] : points[i]);
  return mask;
}

/** The same board seen by the opponent (written into `out` when given). */
export function flipBoard(game: GameId, w: Board, out?: Board): Board {
  const map = numberingMap(game);
  const src = w.b;
  const b = out ? out.b : new Int8Array(BOARD_SIZE);
  for (let p = 1; p <= 24; p++) {
    const q = map[p]; // my point p is the opponent's point q
    b[q] = src[OP + p];
    b[OP + q] = src[p];
  }
  b[0] = src[OP];
  b[25] = src[OP + 25];
  b[OP] = src[0];
  b[OP + 25] = src[25];
  const myPins = w.opPins === 0 ? 0 : remapMask(map, w.opPins);
  const opPins = w.myPins === 0 ? 0 : remapMask(map, w.myPins);
  if (out) {
    out.myPins = myPins;
    out.opPins = opPins;
    return out;
  }
  return { b, myPins, opPins };
}

function remapMask(map: Int8Array, mask: number): number {
  let out = 0;
  for (let p = 1; p <= 24; p++) if (mask & (1 << p)) out |= 1 << map[p];
  return out;
}

function sideFrom(b: Int8Array, base: number, map: Int8Array | null): SideBoard {
  const points = new Array<number>(25).fill(0);
  if (map) for (let p = 1; p <= 24; p++) points[map[p]] = b[base + p];
  else for (let p = 1; p <= 24; p++) points[p] = b[base + p];
  return { points, bar: b[base + 25], off: b[base] };
}

/** No pinned point (shared: positions are immutable values). */
const NO_PINS: readonly number[] = Object.freeze([]);

/** The points of a pin mask (bit p = point p, mapped through `map` when given), highest first. */
export function pinPoints(mask: number, map: Int8Array | null): readonly number[] {
  if (mask === 0) return NO_PINS;
  const out: number[] = [];
  for (let p = 1; p <= 24; p++) if (mask & (1 << p)) out.push(map ? map[p] : p);
  return out.sort((x, y) => y - x);
}

/**
 * Turn a board (its 52 counts at `b[at…]`) back into a position: board and pins from the board,
 * other fields from `base`.
 */
export function boardToPosition(base: Position, mover: Color, b: Int8Array, myPins: number, opPins: number, turn: Color): Position {
  const map = numberingMap(base.game);
  const mine = sideFrom(b, 0, null);
  const theirs = sideFrom(b, OP, map);
  const myPinned = pinPoints(myPins, null);
  const opPinned = pinPoints(opPins, map);
  return {
    ...base,
    turn,
    white: mover === 'white' ? mine : theirs,
    black: mover === 'white' ? theirs : mine,
    pinned: mover === 'white' ? { white: myPinned, black: opPinned } : { white: opPinned, black: myPinned },
  };
}

/** Turn a board back into a position (board and pins only; other fields from `base`). */
export function fromBoard(base: Position, mover: Color, w: Board, turn: Color): Position {
  return boardToPosition(base, mover, w.b, w.myPins, w.opPins, turn);
}
