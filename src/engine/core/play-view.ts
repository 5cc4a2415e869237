/**
 * A legal play read from the move generator's store: the {@link Play} of the public API, with its
 * steps and resulting position built only when first read (most callers, the bot among them,
 * read few of them). The plays of a list read the generator's store itself until the store is
 * needed for another list; only then, and only if some play was not read in full, is what is
 * left copied out. Internal; callers see a plain `Play`.
 */
import type { GameResult, Play, Position, Step } from '../types.js';
import { BOARD_SIZE } from './board.js';
import { MAX_STEPS, type PlayStore } from './play-store.js';
import type { TurnDice } from './turn-dice.js';
import { toResult } from '../turn-graph.js';
import { PositionsAfter } from './position-after.js';
import { trustBatch, trustPosition } from './trusted.js';

/** The steps met so far, by their packed form (steps are immutable values: one frozen object serves every play). */
const STEPS: (Step | null)[] = new Array<Step | null>(1 << 15).fill(null);

/** Unpack a step packed by the generator (`from | to << 5 | die << 10 | flags << 13`; flag 1 = hit, 2 = pin). */
export function unpackStep(s: number): Step {
  return (STEPS[s] ??= makeStep(s));
}

function makeStep(s: number): Step {
  const flags = s >>> 13;
  const from = s & 31;
  const to = (s >>> 5) & 31;
  const die = (s >>> 10) & 7;
  if (flags === 0) return Object.freeze({ from, to, die });
  return Object.freeze({ from, to, die, ...(flags & 1 ? { hit: true } : {}), ...(flags & 2 ? { pin: true } : {}) });
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
  return trustPosition(
    new PositionsAfter(start, td).at(store.set.boards, k * BOARD_SIZE, store.set.myPins(k), store.set.opPins(k), store.ends[k], store.used[k]),
  );
}

/** Where each part of a play lies in a detached list's {@link StoredPlays.rest}: its steps, … */
const STEPS_AT = 0;
/** … its step count, end code and dice used in one word (`n | end << 8 | used << 16`), … */
const META_AT = STEPS_AT + MAX_STEPS;
/** … and its two pin masks. */
const PINS_AT = META_AT + 1;
/** Words per play. */
const STRIDE = PINS_AT + 2;

/**
 * Some plays of a store (its legal plays 0…count-1, or chosen members): what the
 * {@link PlayView}s of one list share. Reads the store until {@link detach}, then a copy.
 */
export class StoredPlays {
  /** The store while attached, else null. */
  private store: PlayStore | null;
  /** The boards, `BOARD_SIZE` bytes a play: the store's (at its member's index) or, detached, a copy (at the play's). */
  private boards: Int8Array;
  /** Detached: {@link STRIDE} words per play (steps, meta, pins); attached: empty. */
  private rest: number[] = [];
  /** Steps and positions not yet read (two per play): at 0 nothing more is needed from the store. */
  private unread: number;
  /** The builder of the plays' positions, made when the first is read. */
  private after: PositionsAfter | null = null;
  /** Each play's steps once read (undefined until then). */
  private readonly stepLists: (readonly Step[] | undefined)[];
  /** Each play's position once read (undefined until then): also the list's batch of trusted positions (trusted.ts), registered at the first read. */
  private readonly positions: (Position | undefined)[];

  /** Read plays `ks` (store indices) of `store`, or with `ks` null its legal plays 0…count-1. */
  constructor(
    /** The position the plays start from. */
    readonly start: Position,
    /** The turn's dice. */
    readonly td: TurnDice,
    store: PlayStore,
    private readonly ks: readonly number[] | null,
    /** Number of plays. */
    readonly count: number,
  ) {
    this.store = store;
    this.boards = store.set.boards;
    this.unread = 2 * count;
    this.stepLists = new Array<readonly Step[] | undefined>(count);
    this.positions = new Array<Position | undefined>(count);
  }

  /** Copy what the unread plays still need out of the store, which may then be refilled. */
  detach(): void {
    const store = this.store;
    if (store === null) return;
    this.store = null;
    if (this.unread === 0) return;
    const n = this.count;
    const from = this.boards;
    const boards = new Int8Array(n * BOARD_SIZE);
    const rest = new Array<number>(n * STRIDE);
    const inOrder = this.ks === null && store.allLegal; // play j is member j
    if (inOrder) boards.set(from.subarray(0, n * BOARD_SIZE));
    for (let j = 0; j < n; j++) {
      const k = this.ks ? this.ks[j] : store.member(j);
      const o = j * STRIDE;
      if (!inOrder) for (let i = 0, a = k * BOARD_SIZE, b = j * BOARD_SIZE; i < BOARD_SIZE; i++) boards[b + i] = from[a + i];
      for (let s = 0; s < MAX_STEPS; s++) rest[o + STEPS_AT + s] = store.steps[k * MAX_STEPS + s];
      rest[o + META_AT] = store.nsteps[k] | (store.ends[k] << 8) | (store.used[k] << 16);
      rest[o + PINS_AT] = store.set.myPins(k);
      rest[o + PINS_AT + 1] = store.set.opPins(k);
    }
    this.boards = boards;
    this.rest = rest;
  }

  /** One more step list or position read; once all are, the store is let go without a copy. */
  private read(): void {
    if (--this.unread === 0) this.store = null;
  }

  /** The game-end code of play j (0 = the game goes on). */
  end(j: number): number {
    const store = this.store;
    if (store !== null) return store.ends[this.ks ? this.ks[j] : store.member(j)];
    return (this.rest[j * STRIDE + META_AT] >>> 8) & 255;
  }

  /** The result of play j, or null. */
  result(j: number): GameResult | null {
    const end = this.end(j);
    return end ? toResult(end, this.start.turn) : null;
  }

  /** The steps of play j (built at the first read, then kept). */
  stepsOf(j: number): readonly Step[] {
    const kept = this.stepLists[j];
    if (kept !== undefined) return kept;
    const store = this.store;
    let out: Step[];
    if (store !== null) {
      out = storedSteps(store, this.ks ? this.ks[j] : store.member(j));
    } else {
      const o = j * STRIDE;
      const n = this.rest[o + META_AT] & 255;
      out = new Array<Step>(n);
      for (let s = 0; s < n; s++) out[s] = unpackStep(this.rest[o + STEPS_AT + s]);
    }
    this.stepLists[j] = out;
    this.read();
    return out;
  }

  /** The position after play j (built at the first read, then kept). */
  positionOf(j: number): Position {
    const kept = this.positions[j];
    if (kept !== undefined) return kept;
    const store = this.store;
    let after = this.after;
    if (after === null) {
      after = this.after = new PositionsAfter(this.start, this.td);
      trustBatch(this.positions);
    }
    let pos: Position;
    if (store !== null) {
      const k = this.ks ? this.ks[j] : store.member(j);
      pos = after.at(this.boards, k * BOARD_SIZE, store.set.myPins(k), store.set.opPins(k), store.ends[k], store.used[k]);
    } else {
      const o = j * STRIDE;
      const meta = this.rest[o + META_AT];
      pos = after.at(this.boards, j * BOARD_SIZE, this.rest[o + PINS_AT], this.rest[o + PINS_AT + 1], (meta >>> 8) & 255, meta >>> 16);
    }
    this.positions[j] = pos;
    this.read();
    return pos;
  }
}

/** One play of a {@link StoredPlays}: steps and position built when first read (its list keeps them). */
export class PlayView implements Play {
  /** Non-null when the play ended the game. */
  readonly result: GameResult | null;

  constructor(
    private readonly plays: StoredPlays,
    private readonly j: number,
  ) {
    this.result = plays.end(j) !== 0 ? plays.result(j) : null;
  }

  /** Steps in playing order, in the mover's numbering. Empty for a pass. */
  get steps(): readonly Step[] {
    return this.plays.stepsOf(this.j);
  }

  /** The position after the play, with the turn passed on. */
  get position(): Position {
    return this.plays.positionOf(this.j);
  }

  /** The plain-data form (what `JSON.stringify` writes). */
  toJSON(): { steps: readonly Step[]; position: Position; result: GameResult | null } {
    return { steps: this.steps, position: this.position, result: this.result };
  }
}
