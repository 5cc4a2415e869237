/**
 * The hand-made evaluator ({@link HeuristicEvaluator}): a linear score over a few strong features
 * per game, with its running-game terms (Vtora, Fevga) as weights and as a feature vector for
 * tuning (scripts/train/tune-running.mjs).
 */
import { passedOpponentStart } from '../engine/index.js';
import type { Position } from '../engine/index.js';
import { expectOptions } from '../engine/checks.js';
import type { Evaluator, Outcome } from './outcome.js';
import { hasContact, myPips, opPips, shots, shotsAgainst, viewOf, type View } from './view.js';

/**
 * The hand-made evaluator: a linear score over a few strong features per game, squashed into a
 * win chance; mars chances from how far behind the trailing side is in getting checkers off.
 */
export class HeuristicEvaluator implements Evaluator {
  readonly name: string;
  private readonly w: RunningWeights;

  /**
   * `weights` overrides the running-game weights (Vtora, Fevga), for tuning; `scale` multiplies the
   * score before it is squashed (the same ranking of plays, less or more confident chances).
   */
  constructor(
    weights: Partial<RunningWeights> = {},
    name = 'heuristic',
    private readonly scale = 1,
  ) {
    expectOptions(weights, 'heuristic weights');
    this.w = { ...RUNNING_WEIGHTS, ...weights };
    this.name = name;
  }

  evaluate(pos: Position): Outcome {
    return this.evaluateView(viewOf(pos));
  }

  /** Outcome chances for the player to move of a view. */
  evaluateView(v: View): Outcome {
    const s = heuristicScore(v, this.w) * this.scale;
    return withMars(v, 1 / (1 + Math.exp(-s)));
  }
}

function sat(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Linear score (logit of the win chance) for the player to move. */
export function heuristicScore(v: View, w: RunningWeights = RUNNING_WEIGHTS): number {
  const mp = myPips(v);
  const tp = opPips(v);
  const contact = hasContact(v);
  // Race: a pip lead is worth more as the race gets shorter; the side to move is worth ~4 pips.
  let s = ((tp - mp + 4) / Math.max(25, (mp + tp) / 2)) * 6;
  s += (v.myOff - v.opOff) * 0.05;
  if (!contact) return s;
  const me = v.me;
  const op = v.op;
  const game = v.game;
  if (game === 'prva' || game === 'treta') {
    let myBlots = 0;
    let opBlots = 0;
    let myHome = 0;
    let opHome = 0;
    for (let p = 1; p <= 24; p++) {
      if (me[p] === 1 && !(v.myPins & (1 << p))) myBlots += p > 12 ? 1 : 0.7;
      if (op[p] === 1 && !(v.opPins & (1 << p))) opBlots += p < 13 ? 1 : 0.7;
      if (p <= 6 && me[p] >= 2) myHome += p === 1 ? 0.5 : 1;
      if (p >= 19 && op[p] >= 2) opHome += p === 24 ? 0.5 : 1;
    }
    const myShots = shots(v) / 36; // the mover's chance to hit/pin now
    const opShots = shotsAgainst(v) / 36; // what the mover leaves exposed
    s += myShots * 1.2 - opShots * 0.5;
    s += (opBlots - myBlots) * 0.08;
    s += (myHome - opHome) * 0.12;
    const theirs = new Int8Array(25);
    for (let p = 1; p <= 24; p++) if (op[p]) theirs[25 - p] = op[p];
    s += (longestRun(me, 2) - longestRun(theirs, 2)) * 0.1;
    if (game === 'prva') s += (v.opBar - v.myBar) * 0.35;
    if (game === 'treta') {
      let myPinned = 0;
      let opPinned = 0;
      for (let p = 1; p <= 24; p++) {
        if (v.myPins & (1 << p)) myPinned += 0.4 + p / 24;
        if (v.opPins & (1 << p)) opPinned += 0.4 + (25 - p) / 24;
      }
      s += (opPinned - myPinned) * 0.6;
      if (v.opPins & (1 << 1)) s += 3; // their mother pinned (T3)
      if (v.myPins & (1 << 24)) s -= 3;
      if (me[24] === 1 && !(v.myPins & (1 << 24))) s -= 0.5; // my lone mother is exposed
      if (op[1] === 1 && !(v.opPins & (1 << 1))) s += 0.5;
    }
  } else {
    s += runningScore(v, w);
  }
  return s;
}

/** Weights of the running-game part of the heuristic (Vtora, Fevga), in logit units. */
export interface RunningWeights {
  /** Per point of difference in the longest run of held points. */
  readonly run: number;
  /** Per point held, difference. */
  readonly pts: number;
  /** Per checker still on the start point (24), difference. */
  readonly start: number;
  /** Per die number (1–6) that the side can play with some checker, difference. */
  readonly mob: number;
  /** Per checker weighted by the share of the 6 points in front of it held by the other side (squared). */
  readonly blk: number;
  /** Per checker that cannot move at all (all 6 points in front closed). */
  readonly stuck: number;
  /** Vtora: per carried number owed to the mover (V5). */
  readonly carried: number;
}

/** The shipped running-game weights. */
export const RUNNING_WEIGHTS: RunningWeights = { run: 0.15, pts: 0.05, start: 0.03, mob: 0.15, blk: 0.15, stuck: 0.2, carried: 0.15 };

/**
 * How free one side is to move in a running game: `mob` = die numbers (0–6) it can play with
 * some checker, `blk` = Σ over its checkers of (closed points among the 6 in front / 6)²,
 * `stuck` = checkers with all 6 points in front closed. `mine` and `their` are in the side's numbering.
 */
function freedom(mine: Int8Array, their: Int8Array, oneFromStart: boolean): { mob: number; blk: number; stuck: number } {
  let home = true;
  for (let p = 7; p <= 24 && home; p++) if (mine[p]) home = false;
  let canMove = 0; // bit d: some checker can move d
  let blk = 0;
  let stuck = 0;
  for (let p = 1; p <= 24; p++) {
    const n = mine[p];
    if (!n) continue;
    let closed = 0;
    for (let d = 1; d <= 6; d++) {
      const t = p - d;
      if (t >= 1) {
        if (their[t]) closed++;
        else canMove |= 1 << d;
      } else if (home) canMove |= 1 << d;
    }
    // Fevga F4 (before the runner has passed) and nardy N4: only one checker may leave the start.
    const k = oneFromStart && p === 24 ? 1 : n;
    const f = closed / 6;
    blk += k * f * f;
    if (closed === 6) stuck += k;
  }
  let mob = 0;
  for (let d = 1; d <= 6; d++) if (canMove & (1 << d)) mob++;
  return { mob, blk, stuck };
}

/** The running-game terms of one position, each as a difference "mover minus opponent". */
interface RunningTerms {
  run: number;
  pts: number;
  start: number;
  mob: number;
  blk: number;
  stuck: number;
}

/** The running-game terms (Vtora, Fevga) for the mover of `v`; blocking terms only when `withBlocks`. */
function runningTerms(v: View, withBlocks: boolean): RunningTerms {
  const me = v.me;
  const op = v.op;
  // The opponent's checkers in their own numbering, and mine in theirs.
  const map = (p: number) => ((p + 11) % 24) + 1;
  const theirs = new Int8Array(25);
  const mineInTheirs = new Int8Array(25);
  for (let p = 1; p <= 24; p++) {
    if (op[p]) theirs[map(p)] = op[p];
    if (me[p]) mineInTheirs[map(p)] = me[p];
  }
  let myPts = 0;
  let opPts = 0;
  for (let p = 1; p <= 24; p++) {
    if (me[p]) myPts++;
    if (op[p]) opPts++;
  }
  const t: RunningTerms = { run: longestRun(me, 1) - longestRun(theirs, 1), pts: myPts - opPts, start: me[24] - theirs[24], mob: 0, blk: 0, stuck: 0 };
  if (withBlocks) {
    // One checker leaves the start per turn: Fevga F4 until the runner has passed; nardy's head rule (N4) always.
    const myLimited = v.game === 'nardy' || (v.game === 'fevga' && !passedOpponentStart(me, v.myOff));
    const opLimited = v.game === 'nardy' || (v.game === 'fevga' && !passedOpponentStart(theirs, v.opOff));
    const a = freedom(me, op, myLimited);
    const b = freedom(theirs, mineInTheirs, opLimited);
    t.mob = a.mob - b.mob;
    t.blk = a.blk - b.blk;
    t.stuck = a.stuck - b.stuck;
  }
  return t;
}

/** The running-game part of the heuristic score (Vtora, Fevga) for the mover of `v`. */
function runningScore(v: View, w: RunningWeights): number {
  const t = runningTerms(v, w.mob !== 0 || w.blk !== 0 || w.stuck !== 0);
  let s = t.run * w.run + t.pts * w.pts - t.start * w.start;
  s += t.mob * w.mob - t.blk * w.blk - t.stuck * w.stuck;
  if (v.game === 'vtora') s += v.carried.length * w.carried; // numbers owed to the mover are free pips
  return s;
}

/** Names of the {@link runningFeatures}, in order. */
export const RUNNING_FEATURES = ['lead', 'tempo', 'off', 'run', 'pts', 'start', 'mob', 'blk', 'stuck', 'carried', 'carriedPips', 'ladder'] as const;

/**
 * The inputs of a linear running-game evaluator, for the mover of `v` (no contact: the blocking
 * terms are 0): pip lead and the side to move, each relative to the race length; checkers off;
 * the running terms; carried numbers owed (V5) as a count and in pips relative to the race
 * length; whether the mover's ladders are live while the opponent's are not yet (V3).
 * @public scripts/train/tune-running.mjs fits weights over them, reading the build.
 */
export function runningFeatures(v: View, out = new Float64Array(RUNNING_FEATURES.length)): Float64Array {
  const mp = myPips(v);
  const tp = opPips(v);
  const scale = Math.max(25, (mp + tp) / 2);
  const contact = hasContact(v);
  const t = contact ? runningTerms(v, true) : null;
  let carriedPips = 0;
  for (const d of v.carried) carriedPips += d;
  out[0] = (tp - mp) / scale;
  out[1] = 1 / scale;
  out[2] = v.myOff - v.opOff;
  out[3] = t ? t.run : 0;
  out[4] = t ? t.pts : 0;
  out[5] = t ? t.start : 0;
  out[6] = t ? t.mob : 0;
  out[7] = t ? t.blk : 0;
  out[8] = t ? t.stuck : 0;
  out[9] = v.game === 'vtora' && t ? v.carried.length : 0;
  out[10] = carriedPips / scale;
  out[11] = (v.myRolls >= 3 ? 1 : 0) - (v.opRolls >= 3 ? 1 : 0);
  return out;
}

/**
 * The shipped heuristic as weights over {@link runningFeatures} (what {@link heuristicScore} computes for a running game).
 * @public scripts/train/tune-running.mjs starts from them, reading the build.
 */
export function runningWeightsVector(w: RunningWeights = RUNNING_WEIGHTS): number[] {
  return [6, 24, 0.05, w.run, w.pts, -w.start, w.mob, -w.blk, -w.stuck, w.carried, 0, 0];
}

/** Outcome chances from a win chance; mars: the side that has not started bearing off while the other is well advanced. */
function withMars(v: View, win: number): Outcome {
  const mp = myPips(v);
  const tp = opPips(v);
  const winMars = v.opOff === 0 ? win * sat((tp - mp - 40) / 60) : 0;
  const loseMars = v.myOff === 0 ? (1 - win) * sat((mp - tp - 40) / 60) : 0;
  return { win, winMars, winTriple: 0, loseMars, loseTriple: 0 };
}

/** Longest run of consecutive points holding at least `min` checkers. */
function longestRun(arr: Int8Array, min: number): number {
  let best = 0;
  let cur = 0;
  for (let p = 1; p <= 24; p++) {
    if (arr[p] >= min) best = Math.max(best, ++cur);
    else cur = 0;
  }
  return best;
}
