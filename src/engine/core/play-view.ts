/**
 * A legal play read from the move generator's flat store: the {@link Play} of the public API,
 * with its steps and resulting position built only when first read (most callers, the bot
 * among them, read few of them). Internal; callers see a plain `Play`.
 */
import type { GameResult, Play, Position, Step } from '../types.js';
import { BOARD_SIZE } from './board.js';
import { MAX_STEPS, type PlayStore } from './movegen.js';
import type { TurnDice } from './turn-dice.js';
import { positionAfter, toResult } from '../turn.js';

/** Unpack a step packed by the generator. */
export function unpackStep(s: number): Step {
  const flags = s >>> 13;
  const step: Step = { from: s & 31, to: (s >>> 5) & 31, die: (s >>> 10) & 7 };
  if (flags === 0) return step;
  return { ...step, ...(flags & 1 ? { hit: true } : {}), ...(flags & 2 ? { pin: true } : {}) };
}

/** The steps of play `k` of a store. */
export function storedSteps(store: PlayStore, k: number): Step[] {
  const n = store.nsteps[k];
  const out: Step[] = new Array<Step>(n);
  for (let s = 0; s < n; s++) out[s] = unpackStep(store.steps[k * MAX_STEPS + s]);
  return out;
}

/** The dice play `k` of a store left unplayed, in order. */
export function storedUnplayed(store: PlayStore, td: TurnDice, k: number): number[] {
  const out: number[] = [];
  const used = store.used[k];
  for (let i = 0; i < td.dice.length; i++) if (!(used & (1 << i))) out.push(td.dice[i]);
  return out;
}

/** The position after play `k` of a store (turn passed on as the rules say). */
export function storedPosition(start: Position, td: TurnDice, store: PlayStore, k: number): Position {
  const b = store.set.boards.subarray(k * BOARD_SIZE, (k + 1) * BOARD_SIZE);
  return positionAfter(start, td, b, store.set.myPins(k), store.set.opPins(k), store.ends[k], storedUnplayed(store, td, k));
}

/**
 * A copy of some plays of a store, in one block of memory per kind (the store itself may be
 * refilled afterwards): what the {@link PlayView}s of one list share.
 */
export class PlaySnapshot {
  /** Boards, `BOARD_SIZE` bytes each. */
  readonly boards: Int8Array;
  /** Packed steps, `MAX_STEPS` each. */
  readonly steps: Int32Array;
  /** Per play: steps, end code, dice used (three bytes). */
  readonly meta: Uint8Array;
  /** Per play: the two pin masks. */
  readonly pins: Int32Array;

  /** Copy plays `ks` (store indices) of `store`. */
  constructor(
    /** The position the plays start from. */
    readonly start: Position,
    /** The turn's dice. */
    readonly td: TurnDice,
    store: PlayStore,
    ks: ArrayLike<number>,
    count: number,
  ) {
    this.boards = new Int8Array(count * BOARD_SIZE);
    this.steps = new Int32Array(count * MAX_STEPS);
    this.meta = new Uint8Array(count * 3);
    this.pins = new Int32Array(count * 2);
    const src = store.set.boards;
    for (let j = 0; j < count; j++) {
      const k = ks[j];
      if (count === store.set.size && k === j) {
        // Every member, in order (the usual case): copy the blocks whole below.
      } else {
        this.boards.set(src.subarray(k * BOARD_SIZE, (k + 1) * BOARD_SIZE), j * BOARD_SIZE);
        this.steps.set(store.steps.subarray(k * MAX_STEPS, (k + 1) * MAX_STEPS), j * MAX_STEPS);
      }
      this.meta[3 * j] = store.nsteps[k];
      this.meta[3 * j + 1] = store.ends[k];
      this.meta[3 * j + 2] = store.used[k];
      this.pins[2 * j] = store.set.myPins(k);
      this.pins[2 * j + 1] = store.set.opPins(k);
    }
    if (count > 0 && count === store.set.size && ks[0] === 0 && ks[count - 1] === count - 1) {
      this.boards.set(src.subarray(0, count * BOARD_SIZE));
      this.steps.set(store.steps.subarray(0, count * MAX_STEPS));
    }
  }

  /** The result of play j, or null. */
  result(j: number): GameResult | null {
    const end = this.meta[3 * j + 1];
    return end ? toResult(end, this.start.turn) : null;
  }

  /** The steps of play j. */
  stepsOf(j: number): Step[] {
    const n = this.meta[3 * j];
    const out: Step[] = new Array<Step>(n);
    for (let s = 0; s < n; s++) out[s] = unpackStep(this.steps[j * MAX_STEPS + s]);
    return out;
  }

  /** The position after play j. */
  positionOf(j: number): Position {
    const used = this.meta[3 * j + 2];
    const left: number[] = [];
    const dice = this.td.dice;
    for (let i = 0; i < dice.length; i++) if (!(used & (1 << i))) left.push(dice[i]);
    const b = this.boards.subarray(j * BOARD_SIZE, (j + 1) * BOARD_SIZE);
    return positionAfter(this.start, this.td, b, this.pins[2 * j], this.pins[2 * j + 1], this.meta[3 * j + 1], left);
  }
}

/** One play of a {@link PlaySnapshot}: steps and position built when first read. */
export class PlayView implements Play {
  /** Non-null when the play ended the game. */
  readonly result: GameResult | null;
  private stepsMemo: readonly Step[] | null = null;
  private positionMemo: Position | null = null;

  constructor(
    private readonly snap: PlaySnapshot,
    private readonly j: number,
  ) {
    this.result = snap.meta[3 * j + 1] ? snap.result(j) : null;
  }

  /** Steps in playing order, in the mover's numbering. Empty for a pass. */
  get steps(): readonly Step[] {
    return (this.stepsMemo ??= this.snap.stepsOf(this.j));
  }

  /** The position after the play, with the turn passed on. */
  get position(): Position {
    return (this.positionMemo ??= this.snap.positionOf(this.j));
  }

  /** The plain-data form (what `JSON.stringify` writes). */
  toJSON(): { steps: readonly Step[]; position: Position; result: GameResult | null } {
    return { steps: this.steps, position: this.position, result: this.result };
  }
}
