/**
 * The board-only API (docs/engine.md): the legal plays of a position and roll as resulting boards
 * in flat typed arrays, for the bot, training and servers, without building a `Position` or a
 * `Play` per play. Steps, positions and plays are built on demand for the plays a caller picks.
 *
 * A board is 52 signed bytes in the mover's frame (RULES.md G1–G3 numbering of the player who
 * moved): `[0]` his checkers off, `[1…24]` his checkers on his points, `[25]` his bar;
 * `[26 + p]` the opponent's checkers on the mover's point p (`[26]` opponent off, `[51]` his bar).
 */
import { rulesOf } from './games/index.js';
import { turnRuleContext } from './games/rules.js';
import { BOARD_SIZE, toBoardInto, type Board } from './core/board.js';
import { generatePlays } from './core/movegen.js';
import { PlayStore } from './core/play-store.js';
import { StoredPlays, PlayView, storedPosition, storedSteps, storedUnplayed } from './core/play-view.js';
import { turnDice, type TurnDice } from './core/turn-dice.js';
import { checkRoll } from './plays.js';
import { toResult } from './turn-graph.js';
import type { GameResult, Play, Position, RuleOptions, Step } from './types.js';
import { TablaError } from './errors.js';

/** Bytes per board in {@link BoardList.boards}. */
export const BOARD_BYTES = BOARD_SIZE;

/** The legal plays of one turn as boards. Reusable: pass it back to {@link listBoards} to avoid allocation. */
export class BoardList {
  private readonly store = new PlayStore();
  private readonly startBoard: Board = { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 };
  private start: Position | null = null;
  private td: TurnDice | null = null;

  /** Number of legal plays (a roll that cannot be played has one: the pass). */
  get count(): number {
    return this.store.count;
  }

  /** The flat array of boards; play i's board starts at {@link offset}(i). Valid until the next fill. */
  get boards(): Int8Array {
    return this.store.set.boards;
  }

  /** Where play i's 52 bytes start in {@link boards}. */
  offset(i: number): number {
    return this.index(i) * BOARD_SIZE;
  }

  /** Play i's board after the play (mover's frame, turn not yet passed), as a view into {@link boards}. */
  board(i: number): Int8Array {
    const o = this.offset(i);
    return this.store.set.boards.subarray(o, o + BOARD_SIZE);
  }

  /** Treta: the mover's pinned checkers after play i (bit p = his point p). */
  myPins(i: number): number {
    return this.store.set.myPins(this.index(i));
  }

  /** Treta: the opponent's checkers pinned by the mover after play i (bit p = the mover's point p). */
  opPins(i: number): number {
    return this.store.set.opPins(this.index(i));
  }

  /** The result if play i ends the game, else null. */
  result(i: number): GameResult | null {
    const end = this.store.ends[this.index(i)];
    return end ? toResult(end, this.start!.turn) : null;
  }

  /** Play i's steps in one representative order (mover's numbering). */
  steps(i: number): Step[] {
    return storedSteps(this.store, this.index(i));
  }

  /** Vtora: the numbers play i leaves unplayed (they pass to the opponent, V5). */
  unplayed(i: number): number[] {
    return storedUnplayed(this.store, this.td!, this.index(i));
  }

  /** The position after play i (turn passed on, carried numbers and roll counts updated). */
  position(i: number): Position {
    return storedPosition(this.start!, this.td!, this.store, this.index(i));
  }

  /** Play i as the public API's `Play` (built lazily). */
  play(i: number): Play {
    const stored = new StoredPlays(this.start!, this.td!, this.store, [this.index(i)], 1);
    stored.detach(); // the list's store is refilled by the caller's next listBoards
    return new PlayView(stored, 0);
  }

  private index(i: number): number {
    if (!(i >= 0 && i < this.store.count) || !Number.isInteger(i))
      throw new TablaError('bad-argument', `no play ${String(i).slice(0, 20)} in a list of ${this.store.count}`);
    return this.store.member(i);
  }

  /** Fill from a position and roll (internal; see {@link listBoards}). */
  fill(pos: Position, td: TurnDice, options: RuleOptions): this {
    this.start = pos;
    this.td = td;
    const rules = rulesOf(pos.game);
    generatePlays(rules, turnRuleContext(rules, pos, td.dice, options), toBoardInto(pos, this.startBoard), td.dice, pos.game === 'vtora', this.store);
    return this;
  }
}

/**
 * The legal plays of a position and roll as boards (`null` = Vtora's carried part-turn).
 * A Vtora ladder (V3) is refused: its plays can number millions (D6); play it with `Turn`.
 * @throws Error naming bad input.
 */
export function listBoards(pos: Position, roll: readonly number[] | null, options: RuleOptions = {}, into: BoardList = new BoardList()): BoardList {
  checkRoll(pos, roll);
  const td = turnDice(pos, roll);
  if (td.ordered) throw new TablaError('bad-option', `a Vtora ladder (${roll!.join('-')} from the fourth roll, V3) is played step by step: use Turn`);
  return into.fill(pos, td, options);
}
