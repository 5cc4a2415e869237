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

/** One play of a store, with its own copy of the play's board and steps (the store may be refilled); steps and position built when first read. */
export class PlayView implements Play {
  /** Non-null when the play ended the game. */
  readonly result: GameResult | null;
  private readonly board: Int8Array;
  private readonly packed: Int32Array;
  private readonly myPins: number;
  private readonly opPins: number;
  private readonly end: number;
  private readonly left: number[];
  private stepsMemo: readonly Step[] | null = null;
  private positionMemo: Position | null = null;

  constructor(
    private readonly start: Position,
    private readonly td: TurnDice,
    store: PlayStore,
    k: number,
  ) {
    this.end = store.ends[k];
    this.result = this.end ? toResult(this.end, start.turn) : null;
    this.board = store.set.boards.slice(k * BOARD_SIZE, (k + 1) * BOARD_SIZE);
    this.packed = store.steps.slice(k * MAX_STEPS, k * MAX_STEPS + store.nsteps[k]);
    this.myPins = store.set.myPins(k);
    this.opPins = store.set.opPins(k);
    this.left = start.game === 'vtora' ? storedUnplayed(store, td, k) : [];
  }

  /** Steps in playing order, in the mover's numbering. Empty for a pass. */
  get steps(): readonly Step[] {
    if (!this.stepsMemo) {
      const out: Step[] = new Array<Step>(this.packed.length);
      for (let s = 0; s < this.packed.length; s++) out[s] = unpackStep(this.packed[s]);
      this.stepsMemo = out;
    }
    return this.stepsMemo;
  }

  /** The position after the play, with the turn passed on. */
  get position(): Position {
    return (this.positionMemo ??= positionAfter(this.start, this.td, this.board, this.myPins, this.opPins, this.end, this.left));
  }

  /** The plain-data form (what `JSON.stringify` writes). */
  toJSON(): { steps: readonly Step[]; position: Position; result: GameResult | null } {
    return { steps: this.steps, position: this.position, result: this.result };
  }
}
