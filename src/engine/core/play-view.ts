/**
 * A legal play read from the move generator's flat store: the {@link Play} of the public API,
 * with its steps and resulting position built only when first read (most callers, the bot
 * among them, read few of them). Internal; callers see a plain `Play`.
 */
import type { GameResult, Play, Position, Step } from '../types.js';
import { BOARD_SIZE } from './board.js';
import { MAX_STEPS, type PlayStore } from './play-store.js';
import type { TurnDice } from './turn-dice.js';
import { positionAfter, toResult } from '../turn-graph.js';

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

/** Where each part of a play lies in {@link PlaySnapshot.data}: its board's 13 words, then its steps, … */
const STEPS_AT = BOARD_SIZE / 4;
/** … its step count, end code and dice used in one word (`n | end << 8 | used << 16`), … */
const META_AT = STEPS_AT + MAX_STEPS;
/** … and its two pin masks. */
const PINS_AT = META_AT + 1;
/** Words per play. */
const STRIDE = PINS_AT + 2;

/**
 * A copy of some plays of a store (the store itself may be refilled afterwards): what the
 * {@link PlayView}s of one list share. A plain array, not a typed one: a typed array of this
 * size would get its own buffer outside the heap, dearer to make and to collect than the copy.
 */
export class PlaySnapshot {
  /** {@link STRIDE} 32-bit words per play: board, steps, meta, pins. */
  readonly data: number[];

  /** Copy plays `ks` (store indices) of `store`, or with `ks` null its legal plays 0…count-1. */
  constructor(
    /** The position the plays start from. */
    readonly start: Position,
    /** The turn's dice. */
    readonly td: TurnDice,
    store: PlayStore,
    ks: ArrayLike<number> | null,
    count: number,
  ) {
    const data = new Array<number>(count * STRIDE);
    const set = store.set;
    const steps = store.steps;
    for (let j = 0; j < count; j++) {
      const k = ks ? ks[j] : store.member(j);
      const o = j * STRIDE;
      set.copyWords(k, data, o);
      for (let s = 0; s < MAX_STEPS; s++) data[o + STEPS_AT + s] = steps[k * MAX_STEPS + s];
      data[o + META_AT] = store.nsteps[k] | (store.ends[k] << 8) | (store.used[k] << 16);
      data[o + PINS_AT] = set.myPins(k);
      data[o + PINS_AT + 1] = set.opPins(k);
    }
    this.data = data;
  }

  /** The game-end code of play j (0 = the game goes on). */
  end(j: number): number {
    return (this.data[j * STRIDE + META_AT] >>> 8) & 255;
  }

  /** The result of play j, or null. */
  result(j: number): GameResult | null {
    const end = this.end(j);
    return end ? toResult(end, this.start.turn) : null;
  }

  /** The steps of play j. */
  stepsOf(j: number): Step[] {
    const o = j * STRIDE;
    const n = this.data[o + META_AT] & 255;
    const out: Step[] = new Array<Step>(n);
    for (let s = 0; s < n; s++) out[s] = unpackStep(this.data[o + STEPS_AT + s]);
    return out;
  }

  /** The position after play j. */
  positionOf(j: number): Position {
    const o = j * STRIDE;
    const meta = this.data[o + META_AT];
    const used = meta >>> 16;
    const left: number[] = [];
    const dice = this.td.dice;
    for (let i = 0; i < dice.length; i++) if (!(used & (1 << i))) left.push(dice[i]);
    const b = new Int8Array(Int32Array.from(this.data.slice(o, o + STEPS_AT)).buffer);
    return positionAfter(this.start, this.td, b, this.data[o + PINS_AT], this.data[o + PINS_AT + 1], (meta >>> 8) & 255, left);
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
    this.result = snap.end(j) !== 0 ? snap.result(j) : null;
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
