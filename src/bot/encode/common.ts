/**
 * The inputs every game shares (0–207), written in one pass over the points: the TD-Gammon
 * unary inputs of both sides, bar, off, pip counts and race, bear-off, blocks and trapped
 * checkers. The pass also gathers what the games' own inputs need ({@link Scan}).
 */
import type { GameId } from '../../engine/index.js';
import type { View } from '../view.js';
import { isRunningGame, MAPS } from '../view.js';

/** Number of inputs every game shares. */
export const COMMON = 208;

/** What the shared pass found, for the games' own inputs (one scratch object, overwritten by each pass). */
export interface Scan {
  /** The opponent's checkers in its own numbering. */
  theirs: Int8Array;
  /** Both pip counts (the opponent's in its own numbering). */
  mp: number;
  tp: number;
  /** The sides can still hit or block each other. */
  contact: boolean;
  /** Points held (bit p), mine in my numbering, the opponent's in its own. */
  myHeld: number;
  opHeld: number;
  /** Hitting games (Prva, Treta, backgammon): blots, home points, back checkers and both sides' shot masks (view.ts countShots). */
  myBlots: number;
  opBlots: number;
  myHomePts: number;
  opHomePts: number;
  myBack: number;
  opBack: number;
  mySrc: number;
  myTgt: number;
  myOpen: number;
  opSrc: number;
  opTgt: number;
  opOpen: number;
}

/** A game's own inputs after the shared ones: how many, and the writer (from index `i`; returns the index after its last input). */
export interface GameInputs {
  count: number;
  write(v: View, x: Float32Array, s: Scan, i: number): number;
}

const scan: Scan = {
  theirs: new Int8Array(25),
  mp: 0,
  tp: 0,
  contact: false,
  myHeld: 0,
  opHeld: 0,
  myBlots: 0,
  opBlots: 0,
  myHomePts: 0,
  opHomePts: 0,
  myBack: 0,
  opBack: 0,
  mySrc: 0,
  myTgt: 0,
  myOpen: 0,
  opSrc: 0,
  opTgt: 0,
  opOpen: 0,
};

/** Where {@link longestRun} found its run: the lowest point (its length is the return value). */
let runLow = 0;

/**
 * Length of the longest run of consecutive points in `held` (bit p = point p held); sets
 * {@link runLow} to the lowest point of the highest such run (0 when none).
 */
function longestRun(held: number): number {
  let len = 0;
  let m = held;
  let last = 0;
  // After k steps, bit p of m: points p, p − 1, …, p − k + 1 all held.
  while (m !== 0) {
    last = m;
    m &= m << 1;
    len++;
  }
  runLow = len === 0 ? 0 : 31 - Math.clz32(last) - len + 1;
  return len;
}

/** The TD-Gammon unary inputs of `n` ≥ 1 checkers at `x[i…i+3]` (1, 2, 3, then a quarter per checker more), into a zeroed vector. */
function writeUnary(x: Float32Array, i: number, n: number): void {
  x[i] = 1;
  if (n >= 2) x[i + 1] = 1;
  if (n >= 3) x[i + 2] = 1;
  if (n > 3) x[i + 3] = (n - 3) / 4;
}

/** Zeroes `x` and writes the shared inputs 0–207 of `v` read as a position of `game`; returns the scan (the module's scratch). */
export function writeCommon(v: View, x: Float32Array, game: GameId): Scan {
  const me = v.me;
  const op = v.op;
  const map = MAPS[game];
  // One pass over the points: the TD-Gammon unary inputs (1, 2, 3 checkers, then a quarter per
  // checker more) of both sides, both pip counts (the opponent's in its own numbering), the home
  // boards' checkers, the opponent's checkers in its own numbering (theirs), the rear checkers
  // (contact), and for Prva/Treta the blots, points, back checkers and both sides' shot masks.
  const theirs = scan.theirs;
  const hits = game === 'prva' || game === 'treta';
  const treta = game === 'treta';
  const myPins = v.myPins;
  const opPins = v.opPins;
  let mp = v.myBar * 25;
  let tp = v.opBar * 25;
  let myHome = 0;
  let myLow = 0;
  let opHomeCnt = 0;
  let myRear = 0; // my rearmost point
  let opLowest = 25; // the opponent's lowest point in my numbering
  let myLowestTheirs = 25; // my lowest point in the opponent's numbering
  let opRear = 0; // the opponent's rearmost point in its numbering
  let myBlots = 0;
  let opBlots = 0;
  let myHomePts = 0;
  let opHomePts = 0;
  let myBack = v.myBar;
  let opBack = v.opBar;
  // Shot masks (view.ts countShots): mine in my numbering, the opponent's in its own.
  let mySrc = 0;
  let myTgt = 0;
  let myOpen = 0;
  let opSrc = 0;
  let opTgt = 0;
  let opOpen = 0;
  // Points held (≥ 2 checkers in Prva/Treta, ≥ 1 in the running games): mine in my numbering, the opponent's in its own.
  const hold = isRunningGame(game) ? 1 : 2;
  let myHeld = 0;
  let opHeld = 0;
  x.fill(0);
  for (let p = 1; p <= 24; p++) {
    const a = me[p];
    const b = op[p];
    const q = map[p];
    mp += a * p;
    theirs[q] = b;
    // The unary inputs of occupied points (the vector was zeroed).
    if (a !== 0) {
      writeUnary(x, (p - 1) * 4, a);
      if (a >= hold) myHeld |= 1 << p;
      myRear = p;
      if (q < myLowestTheirs) myLowestTheirs = q;
    }
    if (b !== 0) {
      writeUnary(x, (p - 1) * 4 + 96, b);
      if (b >= hold) opHeld |= 1 << q;
      tp += b * q;
      if (q <= 6) opHomeCnt += b;
      if (p < opLowest) opLowest = p;
      if (q > opRear) opRear = q;
    }
    if (p <= 6) {
      myHome += a;
      if (p <= 2) myLow += a;
    }
    if (hits) {
      const bit = 1 << p;
      const qb = 1 << q;
      const myPinned = (myPins & bit) !== 0;
      const opPinned = (opPins & bit) !== 0;
      if (a !== 0 && !myPinned) mySrc |= bit;
      if (b === 1 && !opPinned) {
        myTgt |= bit;
        opBlots++;
      }
      if (b <= 1 && !(treta && myPinned)) myOpen |= bit;
      if (b !== 0 && !opPinned) opSrc |= qb;
      if (a === 1 && !myPinned) {
        opTgt |= qb;
        myBlots++;
      }
      if (a <= 1 && !(treta && opPinned)) opOpen |= qb;
      if (p <= 6) {
        if (a >= 2) myHomePts++;
        opBack += b;
      } else if (p >= 19) {
        if (b >= 2) opHomePts++;
        myBack += a;
      }
    }
  }
  // Contact (view.ts hasContact): an opposing checker where mine still have to go, or one of mine where theirs do.
  const contact = opLowest < (v.myBar > 0 ? 25 : myRear) || myLowestTheirs < (v.opBar > 0 ? 25 : opRear);
  x[192] = v.myBar / 2;
  x[193] = v.opBar / 2;
  x[194] = v.myOff / 15;
  x[195] = v.opOff / 15;
  x[196] = mp / 150;
  x[197] = tp / 150;
  x[198] = Math.max(-1.5, Math.min(1.5, (tp - mp) / 40));
  x[199] = contact ? 0 : 1;
  // Race equity proxy: pip lead relative to the pip count (Keith/Thorp-like scale), only in a race.
  if (!contact) x[200] = Math.max(-2, Math.min(2, ((tp - mp + 4) / Math.max(20, mp)) * 10));
  // Bear-off: checkers in home, wastage (checkers on low points are wasteful).
  x[201] = (myHome + v.myOff) / 15;
  x[202] = (opHomeCnt + v.opOff) / 15;
  x[203] = myLow / 10;
  // Blocks: longest run of points held (a point is held with ≥2 in Prva/Treta, ≥1 in the running games).
  const mineLen = longestRun(myHeld);
  const mineLow = runLow;
  // The opponent's run, on its checkers in its own numbering.
  const theirLen = longestRun(opHeld);
  const theirLow = runLow;
  x[204] = mineLen / 6;
  x[205] = theirLen / 6;
  // Checkers trapped behind the other side's longest block.
  let trappedOp = 0;
  let trappedMe = 0;
  if (mineLen >= 3) {
    const lowInTheirs = map[mineLow + mineLen - 1]; // highest point of my block, their numbering
    for (let q = lowInTheirs + 1; q <= 24; q++) trappedOp += theirs[q];
    if (game === 'prva') trappedOp += v.opBar;
  }
  if (theirLen >= 3) {
    const high = theirLow + theirLen - 1;
    const hiMine = map[high];
    for (let p = hiMine + 1; p <= 24; p++) trappedMe += me[p];
    if (game === 'prva') trappedMe += v.myBar;
  }
  x[206] = (trappedOp * mineLen) / 40;
  x[207] = (trappedMe * theirLen) / 40;
  scan.mp = mp;
  scan.tp = tp;
  scan.contact = contact;
  scan.myHeld = myHeld;
  scan.opHeld = opHeld;
  scan.myBlots = myBlots;
  scan.opBlots = opBlots;
  scan.myHomePts = myHomePts;
  scan.opHomePts = opHomePts;
  scan.myBack = myBack;
  scan.opBack = opBack;
  scan.mySrc = mySrc;
  scan.myTgt = myTgt;
  scan.myOpen = myOpen;
  scan.opSrc = opSrc;
  scan.opTgt = opTgt;
  scan.opOpen = opOpen;
  return scan;
}
