/**
 * The input vector of the bot's neural evaluator, always seen from the player to move:
 * {@link encode} turns a {@link View} (view.ts) into a TD-Gammon-style encoding of both sides'
 * points plus hand-made features per game (pip counts and race, blots and shots in Prva, pins
 * and mothers in Treta, blocks, timing, ladder and carried dice in Vtora/Fevga, bear-off).
 */
import { passedOpponentStart } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { hasContact, isRunningGame, MAPS, shots, shotsAgainst, type View } from './view.js';

/** Where {@link longestRun} found its run: the lowest point (its length is the return value). */
let runLow = 0;

/** Length of the longest run of consecutive points holding at least `min` checkers in `arr`; sets {@link runLow}. */
function longestRun(arr: Int8Array, min: number): number {
  let best = 0;
  let low = 0;
  let run = 0;
  for (let p = 24; p >= 1; p--) {
    if (arr[p] >= min) {
      run++;
      if (run > best) { best = run; low = p; }
    } else run = 0;
  }
  runLow = low;
  return best;
}

/** Scratch of {@link encode}: the opponent's checkers in the opponent's numbering. */
const THEIRS = new Int8Array(25);

/** Number of inputs of the neural evaluator for a game. */
export function inputCount(game: GameId): number {
  return COMMON + EXTRA[game];
}

const COMMON = 208;
const EXTRA: Record<GameId, number> = { prva: 14, treta: 72, vtora: 20, fevga: 12, backgammon: 14, nardy: 12 };

/** The input vector of a view (length {@link inputCount}). */
export function encode(v: View, out?: Float32Array): Float32Array {
  const game = v.game;
  const x = out ?? new Float32Array(inputCount(game));
  const me = v.me;
  const op = v.op;
  const map = MAPS[game];
  // One pass over the points: the TD-Gammon unary inputs (1, 2, 3 checkers, then a quarter per
  // checker more) of both sides, both pip counts (the opponent's in its own numbering), the home
  // boards' checkers and the opponent's checkers in its own numbering (THEIRS).
  const theirs = THEIRS;
  let mp = v.myBar * 25;
  let tp = v.opBar * 25;
  let myHome = 0;
  let myLow = 0;
  let opHomeCnt = 0;
  for (let p = 1; p <= 24; p++) {
    const a = me[p];
    const b = op[p];
    const q = map[p];
    const i = (p - 1) * 4;
    x[i] = a >= 1 ? 1 : 0;
    x[i + 1] = a >= 2 ? 1 : 0;
    x[i + 2] = a >= 3 ? 1 : 0;
    x[i + 3] = a > 3 ? (a - 3) / 4 : 0;
    x[i + 96] = b >= 1 ? 1 : 0;
    x[i + 97] = b >= 2 ? 1 : 0;
    x[i + 98] = b >= 3 ? 1 : 0;
    x[i + 99] = b > 3 ? (b - 3) / 4 : 0;
    mp += a * p;
    theirs[q] = b;
    if (b !== 0) {
      tp += b * q;
      if (q <= 6) opHomeCnt += b;
    }
    if (p <= 6) {
      myHome += a;
      if (p <= 2) myLow += a;
    }
  }
  x.fill(0, 192);
  const contact = hasContact(v);
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
  const min = isRunningGame(game) ? 1 : 2;
  const mineLen = longestRun(me, min);
  const mineLow = runLow;
  // The opponent's run, on its checkers in its own numbering.
  const theirLen = longestRun(theirs, min);
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
  let i = COMMON;
  if (game === 'prva' || game === 'treta') {
    // Blots, shots, home points made, back checkers.
    let myBlots = 0;
    let opBlots = 0;
    let myHomePts = 0;
    let opHomePts = 0;
    let myBack = v.myBar;
    let opBack = v.opBar;
    for (let p = 1; p <= 24; p++) {
      if (me[p] === 1 && !(v.myPins & (1 << p))) myBlots++;
      if (op[p] === 1 && !(v.opPins & (1 << p))) opBlots++;
      if (p <= 6 && me[p] >= 2) myHomePts++;
      if (p >= 19 && op[p] >= 2) opHomePts++;
      if (p >= 19) myBack += me[p];
      if (p <= 6) opBack += op[p];
    }
    x[i++] = myBlots / 5;
    x[i++] = opBlots / 5;
    x[i++] = shots(v) / 36;
    x[i++] = shotsAgainst(v) / 36;
    x[i++] = myHomePts / 6;
    x[i++] = opHomePts / 6;
    x[i++] = myBack / 5;
    x[i++] = opBack / 5;
    x[i++] = contact ? 1 : 0;
    x[i++] = (mp - tp) * (contact ? 1 : 0) / 100;
    x[i++] = v.myOff === 0 ? 1 : 0;
    x[i++] = v.opOff === 0 ? 1 : 0;
    x[i++] = v.myBar > 0 ? 1 : 0;
    x[i++] = v.opBar > 0 ? 1 : 0;
    if (game === 'treta') {
      // Pins per point (who is pinned where), mothers (T3) and start points.
      for (let p = 1; p <= 24; p++) {
        x[i++] = v.myPins & (1 << p) ? 1 : 0;
        x[i++] = v.opPins & (1 << p) ? 1 : 0;
      }
      const myMotherPinned = (v.myPins & (1 << 24)) !== 0;
      const opMotherPinned = (v.opPins & (1 << 1)) !== 0;
      x[i++] = me[24] === 1 && !myMotherPinned ? 1 : 0; // my mother alone, exposed
      x[i++] = op[1] === 1 && !opMotherPinned ? 1 : 0;
      x[i++] = myMotherPinned ? 1 : 0;
      x[i++] = opMotherPinned ? 1 : 0;
      x[i++] = me[24] === 0 ? 1 : 0; // my start empty
      x[i++] = op[1] === 0 ? 1 : 0;
      let myPinned = 0;
      let opPinned = 0;
      for (let p = 1; p <= 24; p++) {
        if (v.myPins & (1 << p)) myPinned += p / 24;
        if (v.opPins & (1 << p)) opPinned += map[p] / 24;
      }
      x[i++] = myPinned;
      x[i++] = opPinned;
      // Mother danger: can the opponent land on my lone mother, and can I land on theirs?
      x[i++] = me[24] === 1 && !myMotherPinned && opMotherPinned ? 1 : 0;
      x[i++] = op[1] === 1 && !opMotherPinned && myMotherPinned ? 1 : 0;
    }
  } else {
    // Running games: timing and start points.
    x[i++] = me[24] / 15;
    x[i++] = theirs[24] / 15;
    let myFront = 0;
    let opFront = 0;
    for (let p = 1; p <= 12; p++) myFront += me[p];
    for (let q = 1; q <= 12; q++) opFront += theirs[q];
    x[i++] = myFront / 15;
    x[i++] = opFront / 15;
    x[i++] = contact ? 1 : 0;
    x[i++] = v.myOff === 0 ? 1 : 0;
    x[i++] = v.opOff === 0 ? 1 : 0;
    let myPts = 0;
    let opPts = 0;
    for (let p = 1; p <= 24; p++) { if (me[p]) myPts++; if (op[p]) opPts++; }
    x[i++] = myPts / 12;
    x[i++] = opPts / 12;
    if (game === 'fevga') {
      x[i++] = passedOpponentStart(me, v.myOff) ? 1 : 0;
      x[i++] = passedOpponentStart(theirs, v.opOff) ? 1 : 0;
      x[i++] = (mp - tp) * (contact ? 1 : 0) / 100;
    } else if (game === 'nardy') {
      // N4: a head of k checkers needs k more turns to clear; N5: a six-prime cannot be held freely.
      x[i++] = (mp - tp) * (contact ? 1 : 0) / 100;
      x[i++] = Math.max(0, me[24] - 1) / 14;
      x[i++] = Math.max(0, theirs[24] - 1) / 14;
    } else {
      x[i++] = (mp - tp) * (contact ? 1 : 0) / 100;
      // V3: ladder live for each side; V5: carried numbers owed to the mover.
      x[i++] = v.myRolls >= 3 ? 1 : 0;
      x[i++] = v.opRolls >= 3 ? 1 : 0;
      x[i++] = Math.min(v.myRolls, 3) / 3;
      x[i++] = Math.min(v.opRolls, 3) / 3;
      for (const d of v.carried) x[i + d - 1] += 1 / 4;
      i += 6;
    }
  }
  return x;
}
