/**
 * The interface every game's rule set implements, and the shared core most of them use:
 * stepping by one die, bearing off (C5), the end-of-game check (C6, D1). Rules work in place on
 * the fast board core's {@link Board} (the generator applies a step, recurses, then undoes it).
 * Internal to the engine.
 */
import type { GameId, Position, RuleOptions, TraditionId } from '../types.js';
import { CHECKERS } from '../position.js';
import { OP, type Board } from '../core/board.js';

/** Step flag: an opposing blot was hit (Prva): his checker on the landing point went to his bar (the generator's hash relies on exactly that). */
export const HIT = 1;
/** Step flag: an opposing checker was pinned (Treta). */
export const PIN = 2;

/** Game-end codes returned by {@link GameRules.ended} (0 = the game goes on). */
export const END_SINGLE = 1;
/** Mars: the loser bore off nothing (C6). */
export const END_MARS = 2;
/** Triple (O3). */
export const END_TRIPLE = 3;
/** Mother mars (T3). */
export const END_MOTHER = 4;
/** Draw (T5). */
export const END_DRAW = 5;

/** A game end detected right after a step, from the mover's side. */
export interface StepEnd {
  /** 'win' for the mover, or 'draw'. */
  readonly outcome: 'win' | 'draw';
  /** Points for the mover (0 for a draw). */
  readonly points: number;
  /** single, mars, triple, mother or draw. */
  readonly kind: 'single' | 'mars' | 'triple' | 'mother' | 'draw';
}

/** The step-end of each end code (index 0 unused). */
export const STEP_ENDS: readonly (StepEnd | null)[] = [
  null,
  { outcome: 'win', points: 1, kind: 'single' },
  { outcome: 'win', points: 2, kind: 'mars' },
  { outcome: 'win', points: 3, kind: 'triple' },
  { outcome: 'win', points: 2, kind: 'mother' },
  { outcome: 'draw', points: 0, kind: 'draw' },
];

/** Settings that change legality within a game, read in the hot path. */
export interface RuleContext {
  /** T6: the greek tradition forbids bearing off while a checker of the mover is pinned. */
  readonly greek: boolean;
  /** O3: the triple result. */
  readonly triple: boolean;
  /**
   * Nardy N4: no checker may leave the mover's head (point 24) while it holds this many or
   * fewer (its count at the turn's start minus the leaves the turn allows); -1 = no head rule.
   */
  readonly headFloor: number;
}

const CONTEXTS: readonly RuleContext[] = [
  { greek: false, triple: false, headFloor: -1 },
  { greek: true, triple: false, headFloor: -1 },
  { greek: false, triple: true, headFloor: -1 },
  { greek: true, triple: true, headFloor: -1 },
];

/** The rule context of a tradition and options (shared, immutable values; no per-turn knowledge: see {@link turnRuleContext}). */
export function ruleContext(tradition: TraditionId, options: RuleOptions): RuleContext {
  return CONTEXTS[(tradition === 'greek' ? 1 : 0) + (options.triple === true ? 2 : 0)];
}

/** The rule context of one turn: the game's own where its rules need to know the turn's start (N4), else the tradition's and options' settings. */
export function turnRuleContext(rules: GameRules, pos: Position, dice: readonly number[], options: RuleOptions): RuleContext {
  return rules.turnContext?.(pos, dice) ?? ruleContext(pos.tradition, options);
}

/** One game's rules, seen from the player to move. */
export interface GameRules {
  /** The game. */
  readonly id: GameId;
  /** Prva only: checkers can be hit and must re-enter from the bar (P3). */
  readonly hasBar: boolean;
  /**
   * From this turn's start board `w`, may the steps of every play be reordered (by descending
   * starting point, or a non-double's two steps on two checkers swapped) and stay legal, with
   * the same resulting board? False where a step's legality depends on earlier steps of the
   * turn (Fevga's F4 while its runner has not passed). The generator then tries a non-double's
   * two steps on two checkers in one order only.
   */
  orderFree(w: Board): boolean;
  /**
   * Can only a step that bears off end the game in this turn of at most `steps` steps? False in
   * Treta while a mother can be pinned or its pinner's start emptied (T3, T5). Where it holds the
   * generator asks {@link ended} only after bear-offs; where not, after every step, and on
   * doubles listed in descending-source order (with {@link orderFree}) it also tries the steps
   * out of that order, keeping those that end the game.
   */
  endsByBearOff(w: Board, steps: number): boolean;
  /**
   * The mover's points 1–24 open to him (bit p = his point p), fixed for the whole turn: his
   * steps never close a point to himself nor open one (C4, V2, T2, F2, N2). The generator tries
   * a step only where it lands on one of these, bears off or enters from the bar; {@link target}
   * still judges it.
   */
  openPoints(w: Board): number;
  /** Where a checker on `from` lands with `die`, or -1 if that step is not legal. */
  target(w: Board, from: number, die: number, ctx: RuleContext): number;
  /** Make a legal step in place; returns its flags ({@link HIT}, {@link PIN}). Pins may change: the caller saves them. */
  apply(w: Board, from: number, to: number): number;
  /** Undo {@link apply} on the checkers (the caller restores the pins). */
  undo(w: Board, from: number, to: number, flags: number): void;
  /**
   * A game end caused by the last step (an END_* code, 0 if none), checked after every step (D1,
   * T4). Must be monotone within a turn: a board the turn reaches without an end has no end on
   * any board between it and the turn's start, in any order of its steps (the generator's
   * descending order for doubles relies on it).
   */
  ended(w: Board, ctx: RuleContext): number;
  /** Fevga F5, nardy N5: may a turn end on this board? `occ`: bit p set where the mover has a checker on his point p (1–24). */
  turnEndAllowed?(w: Board, occ: number): boolean;
  /**
   * The rule context of one turn, where it depends on the turn's start (nardy N4: the head count,
   * the first turn's doubles; nardy reads nothing of the tradition's settings); `dice` as the
   * generator plays them. Shared, immutable values.
   */
  turnContext?(pos: Position, dice: readonly number[]): RuleContext;
  /**
   * Fevga F6 (the turn must leave the opponent a move where it can): the mover's points any one
   * of which, left empty by the play, gives the opponent a legal step (bit p = the mover's point
   * p), or -1 when the opponent can move whatever the mover plays. Computed once per turn from
   * its start board: the mover's steps cannot change the opponent's checkers. Absent where the
   * rules require no such thing.
   */
  opponentEscapes?(start: Board): number;
}

/** {@link GameRules.orderFree} or {@link GameRules.endsByBearOff} of a game where it always holds. */
export function always(): boolean {
  return true;
}

/** The mover's points 1–24 where fewer than `closing` opposing checkers stand (bit p = point p). */
export function pointsUnder(b: Int8Array, closing: number): number {
  let open = 0;
  for (let p = 1; p <= 24; p++) open |= ((b[OP + p] - closing) >>> 31) << p; // no branch: b < closing gives a negative difference
  return open;
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

/** Move one checker in place (no hit, no pin). */
export function plainApply(w: Board, from: number, to: number): number {
  w.b[from]--;
  w.b[to]++;
  return 0;
}

/** Undo {@link plainApply}. */
export function plainUndo(w: Board, from: number, to: number): void {
  w.b[to]--;
  w.b[from]++;
}

/** C6 (and O3): the mover has borne off all 15. */
export function bearOffEnd(w: Board, ctx: RuleContext): number {
  const b = w.b;
  if (b[0] !== CHECKERS) return 0;
  if (b[OP] > 0) return END_SINGLE;
  if (ctx.triple) {
    if (b[OP + 25] > 0) return END_TRIPLE;
    for (let p = 1; p <= 6; p++) if (b[OP + p] > 0) return END_TRIPLE;
  }
  return END_MARS;
}
