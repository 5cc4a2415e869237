/**
 * The interface every game's rule set implements, and the shared core that most of them use:
 * stepping by one die, bearing off (C5), the end-of-game check (C6, D1). Internal to the engine.
 */
import type { GameId, RuleOptions, TraditionId } from '../types.js';
import { CHECKERS } from '../board.js';
import { OP, type Work } from '../work.js';

/** What a step did besides moving a checker. */
export interface StepEffect {
  /** The board after the step. */
  readonly w: Work;
  /** Prva: an opposing blot was hit. */
  readonly hit: boolean;
  /** Treta: an opposing checker was pinned. */
  readonly pin: boolean;
}

/** A game end detected right after a step, from the mover's side. */
export interface StepEnd {
  /** 'win' for the mover, or 'draw'. */
  readonly outcome: 'win' | 'draw';
  /** Points for the mover (0 for a draw). */
  readonly points: number;
  /** single, mars, triple, mother or draw. */
  readonly kind: 'single' | 'mars' | 'triple' | 'mother' | 'draw';
}

/** Settings that change legality within a game. */
export interface RuleContext {
  /** The tradition (T6 depends on it). */
  readonly tradition: TraditionId;
  /** House-rule options. */
  readonly options: RuleOptions;
}

/** One game's rules, seen from the player to move. */
export interface GameRules {
  /** The game. */
  readonly id: GameId;
  /** Prva only: checkers can be hit and must re-enter from the bar (P3). */
  readonly hasBar: boolean;
  /** Where a checker on `from` lands with `die`, or -1 if that step is not legal. */
  target(w: Work, from: number, die: number, ctx: RuleContext): number;
  /** The board after a legal step. */
  apply(w: Work, from: number, to: number): StepEffect;
  /** A game end caused by the last step, checked after every step (D1, T4). */
  ended(w: Work, ctx: RuleContext): StepEnd | null;
  /** Fevga F5: may a turn end on this board? */
  turnEndAllowed?(w: Work): boolean;
  /** Fevga F6: the turn must leave the opponent a move where it can. */
  readonly mustLeaveMove?: boolean;
}

/** C5: all of the mover's checkers still in play stand in the home (points 1–6). */
export function allHome(b: Int8Array): boolean {
  for (let p = 7; p <= 25; p++) if (b[p] !== 0) return false;
  return true;
}

/**
 * The landing point of a plain step (no bar, no pins): `from − die`, or 0 for a legal bear-off
 * (C5: exact die, or a higher die from the highest occupied point), or -1.
 * `openTo` says whether the landing point `from − die` (when on the board) is open to the mover.
 */
export function plainTarget(b: Int8Array, from: number, die: number, openTo: boolean, mayBearOff: boolean): number {
  const to = from - die;
  if (to >= 1) return openTo ? to : -1;
  if (!mayBearOff || !allHome(b)) return -1;
  if (to === 0) return 0;
  for (let p = from + 1; p <= 6; p++) if (b[p] !== 0) return -1;
  return 0;
}

/** Move one checker (no hit, no pin). */
export function plainApply(w: Work, from: number, to: number): StepEffect {
  const b = w.b.slice();
  b[from]--;
  b[to]++;
  return { w: { b, myPins: w.myPins, opPins: w.opPins }, hit: false, pin: false };
}

/** C6 (and O3): the mover has borne off all 15. */
export function bearOffEnd(w: Work, ctx: RuleContext): StepEnd | null {
  const b = w.b;
  if (b[0] !== CHECKERS) return null;
  if (b[OP] > 0) return { outcome: 'win', points: 1, kind: 'single' };
  if (ctx.options.triple) {
    let inHome = b[OP + 25] > 0;
    for (let p = 1; p <= 6 && !inHome; p++) if (b[OP + p] > 0) inHome = true;
    if (inHome) return { outcome: 'win', points: 3, kind: 'triple' };
  }
  return { outcome: 'win', points: 2, kind: 'mars' };
}
