/**
 * The input vector of the bot's neural evaluator, always seen from the player to move:
 * {@link encode} turns a {@link View} (view.ts) into a TD-Gammon-style encoding of both sides'
 * points plus hand-made features per game (pip counts and race, blots, shots and the contact
 * inputs of contact-inputs.ts in Prva, pins and mothers in Treta, blocks, timing, ladder and
 * carried dice in Vtora/Fevga, bear-off).
 */
import { passedOpponentStart } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { CONTACT_INPUTS_PER_SIDE, writeContactInputs } from './contact-inputs.js';
import { countShots, isRunningGame, MAPS, shotDetail, type View } from './view.js';

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

/** Scratch of {@link encode}: the opponent's checkers in the opponent's numbering. */
const THEIRS = new Int8Array(25);

/** Number of inputs of the neural evaluator for a game. */
export function inputCount(game: GameId): number {
  return COMMON + EXTRA[game];
}

const COMMON = 208;
/** Prva's own inputs: blots, shots and the like, the contact inputs of both sides (contact-inputs.ts), then each side's pip loss and double shots. */
const PRVA_EXTRA = 14 + 2 * CONTACT_INPUTS_PER_SIDE + 4;
const EXTRA: Record<GameId, number> = { prva: PRVA_EXTRA, treta: 72, vtora: 20, fevga: 12, backgammon: PRVA_EXTRA, nardy: 12 };

/** The input vector of a view (length {@link inputCount}). */
export function encode(v: View, out?: Float32Array): Float32Array {
  const game = v.game;
  const x = out ?? new Float32Array(inputCount(game));
  const me = v.me;
  const op = v.op;
  const map = MAPS[game];
  // One pass over the points: the TD-Gammon unary inputs (1, 2, 3 checkers, then a quarter per
  // checker more) of both sides, both pip counts (the opponent's in its own numbering), the home
  // boards' checkers, the opponent's checkers in its own numbering (THEIRS), the rear checkers
  // (contact), and for Prva/Treta the blots, points, back checkers and both sides' shot masks.
  const theirs = THEIRS;
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
      if (b === 1 && !opPinned) { myTgt |= bit; opBlots++; }
      if (b <= 1 && !(treta && myPinned)) myOpen |= bit;
      if (b !== 0 && !opPinned) opSrc |= qb;
      if (a === 1 && !myPinned) { opTgt |= qb; myBlots++; }
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
  let i = COMMON;
  if (game === 'prva' || game === 'treta') {
    x[i++] = myBlots / 5;
    x[i++] = opBlots / 5;
    x[i++] = countShots(mySrc, myTgt, myOpen, v.myBar > 0) / 36;
    const myPipLoss = shotDetail.pipLoss; // what my shots cost the opponent
    const myDoubles = shotDetail.doubles;
    x[i++] = countShots(opSrc, opTgt, opOpen, v.opBar > 0) / 36;
    const opPipLoss = shotDetail.pipLoss;
    const opDoubles = shotDetail.doubles;
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
    if (game === 'prva') {
      i = writeContactInputs(x, i, me, v.myBar, myHeld, theirs, v.opBar, opHeld);
      i = writeContactInputs(x, i, theirs, v.opBar, opHeld, me, v.myBar, myHeld);
      // As GNU Backgammon's pip loss and double shots: the pips a side's shots would cost the
      // other on average (a checker hit on the shooter's point t loses t pips), and its rolls that hit two.
      x[i++] = myPipLoss / (36 * 24);
      x[i++] = myDoubles / 36;
      x[i++] = opPipLoss / (36 * 24);
      x[i++] = opDoubles / 36;
    }
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
