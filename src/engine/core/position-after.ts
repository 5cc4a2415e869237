/**
 * The positions after the plays of one turn, built from the generator's boards (52 counts, see
 * `board.ts`) where they lie: every part a play left as it was is shared, by reference, with the
 * start position or among the turn's plays (the opponent's side when nothing was hit, the pins,
 * the roll counts, the carried numbers), and what the engine made is trusted without a check.
 * Positions are immutable values, so sharing is safe. Internal to the engine.
 */
import type { Color, Position, SideBoard } from '../types.js';
import { OP, numberingMap, pinMask, pinPoints } from './board.js';
import { trustPosition } from './trusted.js';
import type { TurnDice } from './turn-dice.js';

/** An empty list of points or numbers (shared). */
const NO_NUMBERS: readonly number[] = Object.freeze([]);

/** Builds the positions after the plays of one turn from `start` with the turn's dice `td`. */
export class PositionsAfter {
  private readonly mover: Color;
  /** Who moves after a play. */
  private readonly next: Color;
  /** The start position's opponent side (shared by every play that left it unchanged). */
  private readonly opSide: SideBoard;
  /** The opponent's checkers on the bar at the start. */
  private readonly opBar: number;
  /** My point p in the opponent's numbering (an involution: also his point q in mine). */
  private readonly map: Int8Array;
  private readonly startMyPins: number;
  private readonly startOpPins: number;
  /** The roll counts after a play (shared by all of them). */
  private readonly rolls: Position['rolls'];
  /** Vtora: the carried numbers after a play, by the mask of the dice it used (shared); elsewhere unused. */
  private readonly carriedByUsed: (readonly number[] | undefined)[] = [];

  constructor(
    /** The position the plays start from (checked). */
    readonly start: Position,
    /** The turn's dice. */
    readonly td: TurnDice,
  ) {
    const mover = start.turn;
    const other: Color = mover === 'white' ? 'black' : 'white';
    this.mover = mover;
    // V5: the carried part-turn keeps the turn.
    this.next = td.carriedPart ? mover : other;
    this.opSide = start[other];
    this.opBar = start[other].bar;
    this.map = numberingMap(start.game);
    this.startMyPins = pinMask(start.pinned[mover], null);
    this.startOpPins = pinMask(start.pinned[other], this.map);
    const r = start.rolls;
    // N4: nardy counts every roll, a pass included; V3: Vtora counts each roll, not the carried part-turn.
    const counts = start.game === 'nardy' || (start.game === 'vtora' && !td.carriedPart);
    this.rolls = !counts ? r : mover === 'white' ? { white: r.white + 1, black: r.black } : { white: r.white, black: r.black + 1 };
  }

  /**
   * The position after a play that ends on the board at `w[o…]` with these pins, game-end
   * code (0 = none) and mask of the turn's dice it used (not trusted: the caller does that,
   * a list's plays as one batch).
   */
  at(w: Int8Array, o: number, myPins: number, opPins: number, end: number, used: number): Position {
    return this.make(w, o, myPins, opPins, this.start.game !== 'vtora' ? this.start.carried : this.carried(end, used));
  }

  /** The position after a play that ends on the board at `w[o…]` with these pins, passing on `carried` (not trusted: the caller does that). */
  make(w: Int8Array, o: number, myPins: number, opPins: number, carried: readonly number[]): Position {
    const start = this.start;
    const mine: SideBoard = {
      points: [
        0,
        w[o + 1],
        w[o + 2],
        w[o + 3],
        w[o + 4],
        w[o + 5],
        w[o + 6],
        w[o + 7],
        w[o + 8],
        w[o + 9],
        w[o + 10],
        w[o + 11],
        w[o + 12],
        w[o + 13],
        w[o + 14],
        w[o + 15],
        w[o + 16],
        w[o + 17],
        w[o + 18],
        w[o + 19],
        w[o + 20],
        w[o + 21],
        w[o + 22],
        w[o + 23],
        w[o + 24],
      ],
      bar: w[o + 25],
      off: w[o + 0],
    };
    const theirs = this.sameOpponent(w, o) ? this.opSide : this.opponentSide(w, o);
    const pinned =
      myPins === this.startMyPins && opPins === this.startOpPins
        ? start.pinned
        : this.mover === 'white'
          ? { white: pinPoints(myPins, null), black: pinPoints(opPins, this.map) }
          : { white: pinPoints(opPins, this.map), black: pinPoints(myPins, null) };
    const white = this.mover === 'white' ? mine : theirs;
    const black = this.mover === 'white' ? theirs : mine;
    return { game: start.game, tradition: start.tradition, turn: this.next, white, black, pinned, carried, rolls: this.rolls };
  }

  /**
   * Is the opponent's half of the board at `w[o…]` the start's? A play changes the opponent's
   * checkers only by hitting them, which puts them on his bar (P2): an unchanged bar count is
   * an unchanged side.
   */
  private sameOpponent(w: Int8Array, o: number): boolean {
    return w[o + OP + 25] === this.opBar;
  }

  /** The opponent's side read from the board at `w[o…]` (in his numbering: his point q is my point `map[q]`). */
  private opponentSide(w: Int8Array, o: number): SideBoard {
    const m = this.map;
    const x = o + OP;
    return {
      points: [
        0,
        w[x + m[1]],
        w[x + m[2]],
        w[x + m[3]],
        w[x + m[4]],
        w[x + m[5]],
        w[x + m[6]],
        w[x + m[7]],
        w[x + m[8]],
        w[x + m[9]],
        w[x + m[10]],
        w[x + m[11]],
        w[x + m[12]],
        w[x + m[13]],
        w[x + m[14]],
        w[x + m[15]],
        w[x + m[16]],
        w[x + m[17]],
        w[x + m[18]],
        w[x + m[19]],
        w[x + m[20]],
        w[x + m[21]],
        w[x + m[22]],
        w[x + m[23]],
        w[x + m[24]],
      ],
      bar: w[x + 25],
      off: w[x],
    };
  }

  /** Vtora: the numbers a play passes on (V5): none after the carried part-turn or a game end (D1), else the dice it left, in order. */
  private carried(end: number, used: number): readonly number[] {
    if (end !== 0 || this.td.carriedPart) return NO_NUMBERS;
    let c = this.carriedByUsed[used];
    if (c === undefined) {
      const dice = this.td.dice;
      const left: number[] = [];
      for (let i = 0; i < dice.length; i++) if (!(used & (1 << i))) left.push(dice[i]);
      c = this.carriedByUsed[used] = left;
    }
    return c;
  }
}

/**
 * The position after one play from `pos` that ends on board `b` (mover's frame, 52 counts) with
 * these pins and end code, leaving `unplayed` (Vtora passes them on unless the play ended the
 * game or was the carried part-turn, V5, D1). For the one-off plays of a ladder walk or a
 * replay; a list's plays share one {@link PositionsAfter}.
 */
export function positionAfter(pos: Position, td: TurnDice, b: Int8Array, myPins: number, opPins: number, end: number, unplayed: readonly number[]): Position {
  const carried = pos.game !== 'vtora' ? pos.carried : end !== 0 || td.carriedPart ? NO_NUMBERS : unplayed.slice();
  return trustPosition(new PositionsAfter(pos, td).make(b, 0, myPins, opPins, carried));
}
