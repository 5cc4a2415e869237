/**
 * The mover's-eye working board used inside move generation. Internal to the engine.
 *
 * `b[0..25]` are the mover's checkers in the mover's numbering (0 = off, 1…24 points, 25 = bar);
 * `b[26 + i]` are the opponent's checkers on the mover's point i (26 + 0 = opponent off,
 * 26 + 25 = opponent bar). Pins are bit masks over the mover's point numbers.
 */
import { otherNumbering } from './board.js';
import type { Color, GameId, Position, SideBoard } from './types.js';

/** Offset of the opponent's half in the working array. */
export const OP = 26;

/** A mover-perspective board. Treat as immutable once built; steps produce copies. */
export interface Work {
  /** Counts: mover in [0..25], opponent (in the mover's numbering) in [26..51]. */
  readonly b: Int8Array;
  /** Bit p set: the mover's checker on the mover's point p is pinned. */
  readonly myPins: number;
  /** Bit p set: the opponent's checker on the mover's point p is pinned (by the mover). */
  readonly opPins: number;
}

/** Build the working board of the player to move. */
export function toWork(pos: Position): Work {
  const me = pos.turn === 'white' ? pos.white : pos.black;
  const op = pos.turn === 'white' ? pos.black : pos.white;
  const b = new Int8Array(52);
  for (let p = 1; p <= 24; p++) {
    b[p] = me.points[p];
    b[OP + otherNumbering(pos.game, p)] = op.points[p];
  }
  b[0] = me.off;
  b[25] = me.bar;
  b[OP] = op.off;
  b[OP + 25] = op.bar;
  let myPins = 0;
  let opPins = 0;
  for (const p of pos.pinned[pos.turn]) myPins |= 1 << p;
  for (const q of pos.pinned[pos.turn === 'white' ? 'black' : 'white']) opPins |= 1 << otherNumbering(pos.game, q);
  return { b, myPins, opPins };
}

/** The same board seen by the opponent (for "does the opponent have a move" checks). */
export function flipWork(game: GameId, w: Work): Work {
  const b = new Int8Array(52);
  for (let p = 1; p <= 24; p++) {
    const q = otherNumbering(game, p); // my point p is the opponent's point q
    b[q] = w.b[OP + p];
    b[OP + q] = w.b[p];
  }
  b[0] = w.b[OP];
  b[25] = w.b[OP + 25];
  b[OP] = w.b[0];
  b[OP + 25] = w.b[25];
  return { b, myPins: remapMask(game, w.opPins), opPins: remapMask(game, w.myPins) };
}

function remapMask(game: GameId, mask: number): number {
  let out = 0;
  for (let p = 1; p <= 24; p++) if (mask & (1 << p)) out |= 1 << otherNumbering(game, p);
  return out;
}

function sideFrom(b: Int8Array, base: number, game: GameId, mine: boolean): SideBoard {
  const points = new Array<number>(25).fill(0);
  for (let p = 1; p <= 24; p++) {
    if (mine) points[p] = b[base + p];
    else points[otherNumbering(game, p)] = b[base + p];
  }
  return { points, bar: b[base + 25], off: b[base] };
}

function maskToPoints(mask: number, game: GameId, mine: boolean): number[] {
  const out: number[] = [];
  for (let p = 24; p >= 1; p--) if (mask & (1 << p)) out.push(mine ? p : otherNumbering(game, p));
  return out.sort((x, y) => y - x);
}

/** Turn a working board back into a position (board and pins only; other fields from `base`). */
export function fromWork(base: Position, mover: Color, w: Work, turn: Color): Position {
  const game = base.game;
  const mine = sideFrom(w.b, 0, game, true);
  const theirs = sideFrom(w.b, OP, game, false);
  const myPinned = maskToPoints(w.myPins, game, true);
  const opPinned = maskToPoints(w.opPins, game, false);
  return {
    ...base,
    turn,
    white: mover === 'white' ? mine : theirs,
    black: mover === 'white' ? theirs : mine,
    pinned: mover === 'white' ? { white: myPinned, black: opPinned } : { white: opPinned, black: myPinned },
  };
}
