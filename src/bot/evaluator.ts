/**
 * The evaluator interface the search is written against, and the two evaluators shipped:
 * a trained neural network per game ({@link NetEvaluator}) and a hand-made linear heuristic
 * ({@link HeuristicEvaluator}, used by the easy level and wherever no network is available).
 *
 * An evaluator estimates, for the player to move in a position (before rolling), the chances of
 * the game's outcomes. Anything implementing {@link Evaluator} can replace them without touching
 * the search.
 */
import { passedOpponentStart } from '../engine/index.js';
import type { GameId, Position } from '../engine/index.js';
import { encode, inputCount } from './features.js';
import { hasContact, myPips, opPips, shots, shotsAgainst, viewOf, type View } from './view.js';
import { Net, type NetData } from './net.js';
import { netKernel, type NetKernel } from './net-kernel.js';

/**
 * Outcome chances for the player to move, each cumulative: `win` = P(win), `winMars` = P(win 2
 * points or more — mars, mother), `winTriple` = P(win 3 points — the triple of O3, backgammon's
 * B2), `loseMars`, `loseTriple` the same for losing. A draw counts as half a win. Whether a
 * triple scores 3 depends on the rules in force: see {@link equity} and {@link moneyUtility}.
 */
export interface Outcome {
  win: number;
  winMars: number;
  winTriple: number;
  loseMars: number;
  loseTriple: number;
}

/** The outcome of a game already decided for the player it is seen by: won (`points` > 0), lost (< 0) or drawn (0). */
export function decided(points: number): Outcome {
  if (points === 0) return { win: 0.5, winMars: 0, winTriple: 0, loseMars: 0, loseTriple: 0 };
  const p = Math.abs(points);
  const m = p >= 2 ? 1 : 0;
  const t = p >= 3 ? 1 : 0;
  return points > 0 ? { win: 1, winMars: m, winTriple: t, loseMars: 0, loseTriple: 0 } : { win: 0, winMars: 0, winTriple: 0, loseMars: m, loseTriple: t };
}

/** A position evaluator: outcome chances for the player to move. */
export interface Evaluator {
  /** A short name for reports. */
  readonly name: string;
  /** Outcome chances for `pos.turn`, who is about to roll (or to play carried numbers, V5). */
  evaluate(pos: Position): Outcome;
  /** The same for a board seen by the player to move (the search's fast path, no `Position` built); optional. */
  evaluateView?(v: View): Outcome;
  /**
   * A hint that the next views to judge are near `v` (the boards after each play of one
   * position); an evaluator may use it to work faster. Never changes a result; optional.
   */
  near?(v: View): void;
}

/** The same outcome seen by the other player. */
export function flipOutcome(o: Outcome): Outcome {
  return { win: 1 - o.win, winMars: o.loseMars, winTriple: o.loseTriple, loseMars: o.winMars, loseTriple: o.winTriple };
}

/** Money equity (expected points, cubeless) of an outcome with the triple result on (O3): mars 2, triple 3. */
export function equity(o: Outcome): number {
  return 2 * o.win - 1 + o.winMars - o.loseMars + o.winTriple - o.loseTriple;
}

/** Money equity with the triple result off: a triple-shaped win scores as a mars (2). */
export function equityNoTriple(o: Outcome): number {
  return 2 * o.win - 1 + o.winMars - o.loseMars;
}

/** The money utility of the rules in force: {@link equity} with O3 on, {@link equityNoTriple} without. */
export function moneyUtility(triple: boolean): (o: Outcome) => number {
  return triple ? equity : equityNoTriple;
}

/**
 * A neural evaluator: one {@link Net} per game, falling back to another evaluator for other games.
 * Each network runs in the WebAssembly SIMD kernel (./net-kernel.ts) where the platform allows,
 * else in JavaScript ({@link Net.forward}); the chances agree within about 1e-5.
 */
export class NetEvaluator implements Evaluator {
  readonly name: string;
  private readonly nets: Partial<Record<GameId, Net>> = {};
  private readonly kernels: Partial<Record<GameId, NetKernel>> = {};
  private readonly buf: Partial<Record<GameId, Float32Array>> = {};
  private readonly out = new Float64Array(5);
  /** The {@link near} base: its game, and (JavaScript pass) its input vector and hidden sums. */
  private baseGame: GameId | null = null;
  private readonly base: Partial<Record<GameId, { x: Float32Array; sums: Float64Array }>> = {};

  /**
   * @param kernel run the networks in the WebAssembly kernel where the platform allows (it holds
   *   a copy of the weights: after changing a network's weights, call {@link reload})
   */
  constructor(
    nets: Partial<Record<GameId, Net | NetData>>,
    private readonly fallback: Evaluator = new HeuristicEvaluator(),
    name = 'net',
    kernel = true,
  ) {
    this.name = name;
    for (const [g, n] of Object.entries(nets) as [GameId, Net | NetData][]) {
      const net = n instanceof Net ? n : Net.fromData(n);
      if (net.inputs !== inputCount(g)) throw new Error(`network for ${g} has ${net.inputs} inputs, expected ${inputCount(g)}`);
      if (net.outputs !== 5) throw new Error(`network for ${g} has ${net.outputs} outputs, expected 5 (win, win 2, win 3, lose 2, lose 3)`);
      this.nets[g] = net;
      const k = kernel ? netKernel(net) : null;
      if (k) this.kernels[g] = k;
      else this.buf[g] = new Float32Array(net.inputs);
    }
  }

  /** Judge the coming views from `v`'s hidden sums: only the inputs that differ from `v`'s are added (Net.forwardFrom). */
  near(v: View): void {
    const net = this.nets[v.game];
    if (!net) return;
    const kernel = this.kernels[v.game];
    if (kernel) {
      encode(v, kernel.base);
      kernel.setBase();
      kernel.owner = this;
    } else {
      const b = (this.base[v.game] ??= { x: new Float32Array(net.inputs), sums: new Float64Array(net.hidden) });
      net.hiddenSums(encode(v, b.x), b.sums);
    }
    this.baseGame = v.game;
  }

  /** Takes the networks' current weights (after training changed them): the kernels copy them again. */
  reload(): void {
    for (const k of Object.values(this.kernels)) k.load();
    this.baseGame = null;
  }

  /** True when a network is loaded for the game. */
  has(game: GameId): boolean {
    return this.nets[game] !== undefined;
  }

  /** Whether the game's network runs in the WebAssembly kernel (false: in JavaScript, or no network). */
  usesKernel(game: GameId): boolean {
    return this.kernels[game] !== undefined;
  }

  evaluate(pos: Position): Outcome {
    if (!this.nets[pos.game]) return this.fallback.evaluate(pos);
    return this.evaluateView(viewOf(pos));
  }

  /** Outcome chances for the player to move of a view. */
  evaluateView(v: View): Outcome {
    const net = this.nets[v.game];
    if (!net) {
      if (this.fallback.evaluateView) return this.fallback.evaluateView(v);
      throw new Error(`no network for ${v.game}, and the fallback evaluator ${this.fallback.name} cannot judge a view: give it evaluateView`);
    }
    const kernel = this.kernels[v.game];
    let y: ArrayLike<number>;
    if (kernel) {
      encode(v, kernel.x);
      // The kernel (one per network) is shared by evaluators: its base is this one's only after this one's near.
      y = this.baseGame === v.game && kernel.owner === this ? kernel.forwardFrom() : kernel.forward();
    } else {
      const x = encode(v, this.buf[v.game]);
      const b = this.baseGame === v.game ? this.base[v.game] : undefined;
      y = b ? net.forwardFrom(b.x, b.sums, x, this.out) : net.forward(x, this.out);
    }
    return clampOutcome(y[0], y[1], y[2], y[3], y[4]);
  }
}

/**
 * Keep the chances consistent (network outputs are free): a triple is a mars, a mars is a win;
 * the outputs are in the network's order: win, win 2, win 3, lose 2, lose 3.
 */
export function clampOutcome(win: number, winMars: number, winTriple: number, loseMars: number, loseTriple: number): Outcome {
  const wm = Math.min(winMars, win);
  const lm = Math.min(loseMars, 1 - win);
  return { win, winMars: wm, winTriple: Math.min(winTriple, wm), loseMars: lm, loseTriple: Math.min(loseTriple, lm) };
}

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

/** The shipped heuristic as weights over {@link runningFeatures} (what {@link heuristicScore} computes for a running game). */
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
