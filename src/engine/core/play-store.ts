/**
 * The store of one turn's candidate plays, written by the move generator (`movegen.ts`) and
 * read by the public API, the board-only API and the turn graph: flat typed arrays of the
 * resulting boards, their packed steps, game ends and dice used. Internal.
 */
import type { Board } from './board.js';
import { BoardSet, countsHash, extraHash } from './board-set.js';

/** The most steps a non-ladder turn has (doubles, or four carried numbers). */
export const MAX_STEPS = 4;

/**
 * The candidate plays of one turn, written by the generator (`generatePlays`): one entry per distinct
 * resulting board (and, in Vtora, dice left unplayed). Reusable: each run overwrites it.
 */
export class PlayStore {
  /** Distinct boards after each play, in the mover's frame, turn not yet passed. */
  readonly set = new BoardSet(64);
  /** Packed steps, {@link MAX_STEPS} per play. */
  steps = new Int32Array(64 * MAX_STEPS);
  /** Number of steps of each play. */
  nsteps = new Uint8Array(64);
  /** Game-end code of each play (0 = the game goes on). */
  ends = new Uint8Array(64);
  /** Bit mask of the dice each play used (indices into the turn's dice). */
  used = new Uint8Array(64);
  /** Unless {@link allLegal}: the plays that are legal, as indices into the arrays above, in listing order (see {@link member}). */
  order = new Int32Array(64);
  /** Number of legal plays. */
  count = 0;
  /** The most dice any legal play uses (C3; a game-ending play counts as all). */
  max = 0;
  /** True when C3's larger-die rule removed some candidates (only plays using the larger die are legal). */
  largerOnly = false;
  /** True when every member is a legal play (then neither {@link order} nor {@link legal} is kept: play j is member j). */
  allLegal = true;
  /** Unless {@link allLegal}: `legal[k]` is 1 when member k is one of the legal plays (it is in {@link order}). */
  legal = new Uint8Array(64);

  /**
   * Is a turn that ends on board `w` one of the legal plays? `tag` is its Vtora play tag (0
   * elsewhere), `eff` its effective length (all dice for a game end, C3), `largerUsed` whether it
   * used the larger die or ended the game (C3's larger-die rule, which the board alone does not show).
   */
  isLegalEnd(w: Board, tag: number, eff: number, largerUsed: boolean): boolean {
    if (eff !== this.max || (this.largerOnly && !largerUsed)) return false;
    this.startHash ??= countsHash(this.start!.b);
    const m = this.set.indexOf(w, tag, ((countsHash(w.b) - this.startHash) | 0) ^ extraHash(w.myPins, w.opPins, tag));
    return m >= 0 && (this.allLegal || this.legal[m] === 1);
  }

  /** The store index of legal play j (0 ≤ j < {@link count}). */
  member(j: number): number {
    return this.allLegal ? j : this.order[j];
  }

  /**
   * The turn's start board, by reference (the generator hashes boards relative to it, so that a
   * turn's set-up need not hash the start): valid while its owner leaves it unchanged, as a turn
   * graph's root is. Only {@link isLegalEnd} reads it.
   */
  start: Board | null = null;
  /** The hash of {@link start}, once {@link isLegalEnd} needed it. */
  private startHash: number | null = null;

  /** Begin a new turn from `start` (internal to the generator). */
  reset(start: Board): void {
    this.start = start;
    this.startHash = null;
    this.set.clear();
  }

  /** Make room for member m. */
  ensure(m: number): void {
    if (m < this.nsteps.length) return;
    const cap = this.nsteps.length * 2;
    const steps = new Int32Array(cap * MAX_STEPS);
    steps.set(this.steps);
    this.steps = steps;
    const grow8 = (a: Uint8Array) => {
      const x = new Uint8Array(cap);
      x.set(a);
      return x;
    };
    this.nsteps = grow8(this.nsteps);
    this.ends = grow8(this.ends);
    this.used = grow8(this.used);
    this.legal = new Uint8Array(cap);
    this.order = new Int32Array(cap);
  }
}
