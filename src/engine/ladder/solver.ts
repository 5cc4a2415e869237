/**
 * Exact answers for one Vtora ladder turn (RULES.md V3, V4, D6): how many steps the longest
 * plays use, which next steps keep such a play possible, and how many distinct plays there are.
 *
 * Depth-first search over the mover's working board, mutated in place (no object per partial
 * turn), with three things that keep it cheap on every ladder, the dead-end ones included:
 * a relaxation bound that proves most dead branches dead at once ({@link LadderBound}), a memo
 * of live and dead partial turns keyed by exact integer ranks (board, depth), shared by every
 * query of the turn, and the search's own depth-first order, which finds a completion (a
 * witness) after a few steps when one exists.
 *
 * Boards are the engine's mover-frame working boards, Int8Array(52): b[0] the mover's checkers
 * off, b[1..24] his checkers on his points 1–24, b[25] the bar (always 0 in Vtora), b[26 + p] the
 * opponent's checkers on the mover's point p. A step is b[from]--, b[to]++; all 15 off ends the
 * game. Steps are judged by the injected `target`; the bound assumes Vtora's board rules (V2,
 * C5): nothing of the opponent moves during the turn, a landing on the board is legal only on a
 * point without opponent checkers, and a bear-off only with from − die ≤ 0.
 */
import { LadderBound } from './bound.js';
import { KeyTable } from './key-table.js';
import { describeValue } from '../checks.js';
import { rankOf } from './rank.js';
import { TablaError } from '../errors.js';

/** The landing point (0 = off) of the mover's checker on `from` played with `die`, or -1. */
export type LadderTarget = (b: Int8Array, from: number, die: number) => number;

/** One step of a ladder: the checker on `from` moves to `to` (0 = off). */
export interface LadderStep {
  /** The point the checker leaves (1–24). */
  readonly from: number;
  /** The point it reaches, 0 for off. */
  readonly to: number;
}

/**
 * Memo values of a partial turn: 1–31 = "cannot reach that many steps" (true for every longer
 * goal too, so it survives the search for the longest length); LIVE = "a longest play can be
 * completed from here".
 */
const LIVE = 64;
/** Visited by a count. */
const SEEN = 1;
/** Length of the working board: mover 0–25, opponent 26–51 (the engine's mover frame). */
const BOARD_LENGTH = 52;
/** Offset of the opponent's half of the working board. */
const OP = 26;
/** Ladders have at most 24 steps; the memo key keeps 5 bits for the depth. */
const MAX_STEPS = 31;

/** The exact solver of one ladder turn; build one per turn and ask it as often as needed. */
export class LadderSolver {
  /** The most ladder steps any play uses; `dice.length` when a play can bear off the last checker (C3 Decision). */
  readonly max: number;
  private readonly dice: readonly number[];
  private readonly target: LadderTarget;
  private readonly work = new Int8Array(BOARD_LENGTH);
  private readonly open = new Uint8Array(25);
  private bound!: LadderBound;
  /** The bounds of the goals tried while searching for the longest length. */
  private bounds: LadderBound[] = [];
  private memo!: KeyTable;
  private goal = 0;
  private best = 0;
  private counted = 0;
  private endCounted = false;
  private limit = Infinity;
  /** The partial turns (and final boards) a count has visited. */
  private visited = new KeyTable(16);
  private readonly rootBoard: Int8Array;

  /**
   * The solver of the ladder `dice` (non-decreasing, played strictly in order) from the working
   * board `root` (not kept; see the module doc for its layout), with steps judged by `target`.
   */
  constructor(root: Int8Array, dice: readonly number[], target: LadderTarget) {
    checkInput(root, dice);
    this.dice = dice.slice();
    this.target = target;
    for (let q = 1; q <= 24; q++) this.open[q] = root[OP + q] === 0 ? 1 : 0;
    this.work.set(root);
    this.rootBoard = root.slice();
    this.max = this.findMax();
  }

  /** From board `b` after `depth` steps, can a longest play still be completed? (All 15 off: yes.) */
  canComplete(b: Int8Array, depth: number): boolean {
    this.checkBoard(b, depth);
    if (b[0] === 15) return true;
    if (depth >= this.max) return depth === this.max;
    this.work.set(b);
    return this.live(depth);
  }

  /** The steps at `depth` from board `b` after which a longest play can still be completed (none once `depth` is `max`). */
  legalNext(b: Int8Array, depth: number): LadderStep[] {
    this.checkBoard(b, depth);
    const out: LadderStep[] = [];
    if (depth >= this.max || b[0] === 15) return out;
    const w = this.work;
    w.set(b);
    const die = this.dice[depth];
    for (let from = 24; from >= 1; from--) {
      if (w[from] === 0) continue;
      const to = this.target(w, from, die);
      if (to < 0) continue;
      w[from]--;
      w[to]++;
      const ok = w[0] === 15 || this.live(depth + 1);
      w[from]++;
      w[to]--;
      if (ok) out.push({ from, to });
    }
    return out;
  }

  /**
   * The number of distinct legal plays (distinct final boards, D3; every game-ending play is
   * the same board), counting stops once it passes `limit`: the answer is then `limit + 1`.
   */
  count(limit = Infinity): number {
    if (!(limit >= 0)) throw new TablaError('bad-argument', `ladder count limit must be a non-negative number, got ${describeValue(limit)}`);
    this.counted = 0;
    this.endCounted = false;
    this.limit = limit;
    this.visited = new KeyTable(1 << 12);
    this.work.set(this.rootBoard);
    if (this.max === 0) return Math.min(1, limit + 1);
    this.walk(0);
    this.visited = new KeyTable(16);
    return Math.min(this.counted, limit + 1);
  }

  /** The longest reachable length, by one branch-and-bound search; then the memo and bound serve `max`. */
  private findMax(): number {
    this.memo = new KeyTable(1 << 12);
    this.best = 0;
    this.bounds = [];
    this.improve(0);
    this.goal = this.best;
    this.bound = this.boundFor(this.best);
    this.bounds = [];
    return this.best;
  }

  /** The relaxation bound for plays of `goal` steps (built once per goal, its depths on demand). */
  private boundFor(goal: number): LadderBound {
    return (this.bounds[goal] ??= new LadderBound(this.open, this.dice, goal, goal === this.dice.length));
  }

  /**
   * Search below the board in `work` after `t` steps for a play longer than `best` (raising it;
   * a game-ending step counts as the whole ladder); afterwards no play through this board is
   * longer than `best`, which the memo records. Leaves `work` as it found it.
   */
  private improve(t: number): void {
    const full = this.dice.length;
    const w = this.work;
    if (t > this.best) this.best = t;
    if (t === full) return;
    const key = rankOf(w) * 32 + t;
    const known = this.memo.get(key);
    if (known !== 0 && known <= this.best + 1) return;
    const die = this.dice[t];
    for (let from = 24; from >= 1 && this.best < full; from--) {
      if (w[from] === 0) continue;
      const to = this.target(w, from, die);
      if (to < 0) continue;
      w[from]--;
      w[to]++;
      if (w[0] === 15) this.best = full;
      else if (this.boundFor(this.best + 1).mayComplete(w, t + 1)) this.improve(t + 1);
      w[from]++;
      w[to]--;
    }
    if (this.best < full) this.memo.set(key, this.best + 1);
  }

  /** Can the board in `work` after `t` steps complete a play of `goal` steps? Leaves `work` as it found it. */
  private live(t: number): boolean {
    const w = this.work;
    if (t >= this.goal || w[0] === 15) return true;
    if (!this.bound.mayComplete(w, t)) return false;
    return this.liveKeyed(t, rankOf(w) * 32 + t);
  }

  /** {@link live} past its first checks, for the board whose memo key is `key`. */
  private liveKeyed(t: number, key: number): boolean {
    const seen = this.memo.get(key);
    if (seen === LIVE) return true;
    if (seen !== 0 && seen <= this.goal) return false;
    const w = this.work;
    const die = this.dice[t];
    let ok = false;
    for (let from = 24; from >= 1 && !ok; from--) {
      if (w[from] === 0) continue;
      const to = this.target(w, from, die);
      if (to < 0) continue;
      w[from]--;
      w[to]++;
      ok = this.live(t + 1);
      w[from]++;
      w[to]--;
    }
    this.memo.set(key, ok ? LIVE : this.goal);
    return ok;
  }

  /** Count the final boards below the live board in `work` after `t` steps (each partial turn once). */
  private walk(t: number): void {
    const w = this.work;
    const die = this.dice[t];
    const last = t + 1 === this.goal;
    for (let from = 24; from >= 1 && this.counted <= this.limit; from--) {
      if (w[from] === 0) continue;
      const to = this.target(w, from, die);
      if (to < 0) continue;
      w[from]--;
      w[to]++;
      if (w[0] === 15) {
        if (!this.endCounted) {
          this.endCounted = true;
          this.counted++;
        }
      } else if (last || this.bound.mayComplete(w, t + 1)) {
        const key = rankOf(w) * 32 + t + 1;
        if (this.visited.get(key) === 0) {
          if (last) {
            this.visited.set(key, SEEN);
            this.counted++;
          } else if (this.liveKeyed(t + 1, key)) {
            this.visited.set(key, SEEN);
            this.walk(t + 1);
          }
        }
      }
      w[from]++;
      w[to]--;
    }
  }

  private checkBoard(b: Int8Array, depth: number): void {
    if (!(b instanceof Int8Array) || b.length !== BOARD_LENGTH)
      throw new TablaError('bad-dice', `ladder board must be an Int8Array(52), got ${describeValue(b)}`);
    if (!Number.isInteger(depth) || depth < 0 || depth > this.dice.length) {
      throw new TablaError('bad-dice', `ladder depth must be an integer 0–${this.dice.length}, got ${describeValue(depth)}`);
    }
  }
}

/** Clear errors for a bad root board or bad dice. */
function checkInput(root: Int8Array, dice: readonly number[]): void {
  if (!(root instanceof Int8Array) || root.length !== BOARD_LENGTH)
    throw new TablaError('bad-argument', `ladder board must be an Int8Array(52), got ${describeValue(root)}`);
  let total = 0;
  for (let p = 0; p <= 24; p++) {
    if (root[p] < 0) throw new TablaError('bad-argument', `ladder board has ${root[p]} checkers on point ${p}`);
    total += root[p];
  }
  if (root[25] !== 0) throw new TablaError('bad-argument', `ladder board has ${root[25]} checkers on the bar (none in Vtora)`);
  if (total !== 15) throw new TablaError('bad-dice', `ladder board holds ${total} of the mover's checkers, expected 15`);
  if (!Array.isArray(dice) || dice.length > MAX_STEPS) throw new TablaError('bad-dice', `ladder dice must be an array of at most ${MAX_STEPS}`);
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    if (!Number.isInteger(d) || d < 1 || d > 6 || (i > 0 && d < dice[i - 1])) {
      throw new TablaError('bad-dice', `ladder dice must be non-decreasing 1–6, got ${describeValue(dice)}`);
    }
  }
}
