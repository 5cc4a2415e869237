/**
 * Position features for the bot's evaluators, always seen from the player to move.
 *
 * A {@link View} is the board in the mover's numbering (RULES.md G1–G3); {@link encode} turns it
 * into the input vector of the neural evaluator: a TD-Gammon-style encoding of both sides'
 * points plus hand-made features per game (pip counts and race, blots and shots in Prva, pins
 * and mothers in Treta, blocks, timing, ladder and carried dice in Vtora/Fevga, bear-off).
 * DOM-free, no engine internals: only the public Position type.
 */
import { otherNumbering, passedOpponentStart } from '../engine/index.js';
import type { BoardList, GameId, Position } from '../engine/index.js';

/** The board seen by the player to move. Index 1…24 = the mover's points; 0 unused. */
export interface View {
  readonly game: GameId;
  /** Mover's checkers per mover's point. */
  readonly me: Int8Array;
  /** Opponent's checkers per mover's point. */
  readonly op: Int8Array;
  readonly myBar: number;
  readonly opBar: number;
  readonly myOff: number;
  readonly opOff: number;
  /** Bit p: the mover's checker on the mover's point p is pinned (Treta). */
  readonly myPins: number;
  /** Bit p: the opponent's checker on the mover's point p is pinned (by the mover). */
  readonly opPins: number;
  /** Vtora: numbers the mover must play before rolling (V5). */
  readonly carried: readonly number[];
  /** Vtora: own rolls so far (V3), mover and opponent. */
  readonly myRolls: number;
  readonly opRolls: number;
}

const MAPS: Record<GameId, Int8Array> = {
  prva: numberingMap('prva'),
  treta: numberingMap('treta'),
  vtora: numberingMap('vtora'),
  fevga: numberingMap('fevga'),
  backgammon: numberingMap('backgammon'),
  nardy: numberingMap('nardy'),
};

function numberingMap(game: GameId): Int8Array {
  const m = new Int8Array(25);
  for (let p = 1; p <= 24; p++) m[p] = otherNumbering(game, p);
  return m;
}

/** A {@link View} the caller may overwrite (one per search, reused for every play it judges). */
export type ViewBuffer = { -readonly [K in keyof View]: View[K] };

/** A reusable view buffer for a game. */
export function viewBuffer(game: GameId): ViewBuffer {
  return { game, me: new Int8Array(25), op: new Int8Array(25), myBar: 0, opBar: 0, myOff: 0, opOff: 0, myPins: 0, opPins: 0, carried: [], myRolls: 0, opRolls: 0 };
}

/**
 * The board after play i of a board list, seen by the player to move next (the opponent of the
 * mover: the board-only API's boards are in the mover's frame), written into `v`.
 * `before` is the position the list was made from (for the roll counts and Vtora's carried numbers).
 */
export function viewAfterPlay(list: BoardList, i: number, before: Position, v: ViewBuffer): View {
  const b = list.boards;
  const o = list.offset(i);
  const map = MAPS[before.game];
  v.game = before.game;
  for (let p = 1; p <= 24; p++) {
    const q = map[p]; // the mover's point p is the next player's point q
    v.me[q] = b[o + 26 + p];
    v.op[q] = b[o + p];
  }
  v.myBar = b[o + 51];
  v.opBar = b[o + 25];
  v.myOff = b[o + 26];
  v.opOff = b[o];
  const myPins = list.opPins(i);
  const opPins = list.myPins(i);
  v.myPins = myPins === 0 ? 0 : remap(map, myPins);
  v.opPins = opPins === 0 ? 0 : remap(map, opPins);
  const mover = before.turn;
  if (before.game === 'vtora') {
    const carried = before.carried.length > 0;
    // After the carried part-turn (V5) the mover keeps the turn: this view is not used for it.
    v.carried = carried ? [] : list.unplayed(i);
    v.myRolls = before.rolls[mover === 'white' ? 'black' : 'white'];
    v.opRolls = before.rolls[mover] + (carried ? 0 : 1);
  } else {
    v.carried = [];
    v.myRolls = before.rolls[mover === 'white' ? 'black' : 'white'];
    v.opRolls = before.rolls[mover];
  }
  return v;
}

function remap(map: Int8Array, mask: number): number {
  let out = 0;
  for (let p = 1; p <= 24; p++) if (mask & (1 << p)) out |= 1 << map[p];
  return out;
}

/** The board of `pos` seen by the player to move. */
export function viewOf(pos: Position): View {
  const mover = pos.turn;
  const mine = mover === 'white' ? pos.white : pos.black;
  const theirs = mover === 'white' ? pos.black : pos.white;
  const map = MAPS[pos.game];
  const me = new Int8Array(25);
  const op = new Int8Array(25);
  for (let p = 1; p <= 24; p++) {
    me[p] = mine.points[p];
    op[map[p]] = theirs.points[p];
  }
  let myPins = 0;
  let opPins = 0;
  const pinsMine = mover === 'white' ? pos.pinned.white : pos.pinned.black;
  const pinsTheirs = mover === 'white' ? pos.pinned.black : pos.pinned.white;
  for (const p of pinsMine) myPins |= 1 << p;
  for (const q of pinsTheirs) opPins |= 1 << map[q];
  return {
    game: pos.game,
    me,
    op,
    myBar: mine.bar,
    opBar: theirs.bar,
    myOff: mine.off,
    opOff: theirs.off,
    myPins,
    opPins,
    carried: pos.carried,
    myRolls: pos.rolls[mover],
    opRolls: pos.rolls[mover === 'white' ? 'black' : 'white'],
  };
}

/** Pip count of the mover. */
export function myPips(v: View): number {
  let n = v.myBar * 25;
  for (let p = 1; p <= 24; p++) n += v.me[p] * p;
  return n;
}

/** Pip count of the opponent (in the opponent's own numbering). */
export function opPips(v: View): number {
  const map = MAPS[v.game];
  let n = v.opBar * 25;
  for (let p = 1; p <= 24; p++) if (v.op[p]) n += v.op[p] * map[p];
  return n;
}

/** True while the two sides can still meet (block, hit or pin each other). */
export function hasContact(v: View): boolean {
  const map = MAPS[v.game];
  // Rearmost checkers, each in its owner's numbering.
  let myRear = v.myBar > 0 ? 25 : 0;
  if (!myRear) for (let p = 24; p >= 1; p--) if (v.me[p]) { myRear = p; break; }
  let opRear = v.opBar > 0 ? 25 : 0;
  for (let p = 1; p <= 24 && opRear < 25; p++) if (v.op[p] && map[p] > opRear) opRear = map[p];
  // Does an opponent checker stand where my checkers still have to go, or one of mine where theirs do?
  for (let p = 1; p < myRear && p <= 24; p++) if (v.op[p]) return true;
  for (let p = 1; p <= 24; p++) if (v.me[p] && map[p] < opRear) return true;
  return false;
}

/** True for the running games, where any opposing checker closes a point and nothing is hit: Vtora, Fevga, nardy. */
export function isRunningGame(game: GameId): boolean {
  return game === 'vtora' || game === 'fevga' || game === 'nardy';
}

/** Is the mover's point t a place where the mover could land (not closed)? */
function openFor(v: View, t: number): boolean {
  if (isRunningGame(v.game)) return v.op[t] === 0;
  if (v.game === 'treta' && v.myPins & (1 << t)) return false;
  return v.op[t] <= 1;
}

/**
 * Number of the 36 rolls with which the mover can hit (Prva) or pin (Treta) at least one single
 * opposing checker. Combined moves respect closed intermediate points; the bar is approximated.
 */
export function shots(v: View): number {
  if (isRunningGame(v.game)) return 0;
  const targets: number[] = [];
  for (let t = 1; t <= 24; t++) {
    if (v.op[t] === 1 && !(v.opPins & (1 << t))) targets.push(t);
  }
  if (targets.length === 0) return 0;
  const srcs: number[] = [];
  const dists: number[] = [];
  if (v.myBar > 0) {
    for (const t of targets) if (t >= 19) { srcs.push(25); dists.push(25 - t); }
  } else {
    for (let s = 1; s <= 24; s++) {
      if (v.me[s] === 0 || v.myPins & (1 << s)) continue;
      for (const t of targets) if (t < s && s - t <= 24) { srcs.push(s); dists.push(s - t); }
    }
  }
  if (srcs.length === 0) return 0;
  let count = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      let hit = false;
      for (let k = 0; k < srcs.length && !hit; k++) {
        const s = srcs[k];
        const d = dists[k];
        if (d === a || d === b) hit = true;
        else if (v.myBar > 0) continue;
        else if (a !== b) {
          if (d === a + b && (openFor(v, s - a) || openFor(v, s - b))) hit = true;
        } else if (d % a === 0 && d / a <= 4) {
          let ok = true;
          for (let x = s - a; x > s - d; x -= a) if (!openFor(v, x)) { ok = false; break; }
          hit = ok;
        }
      }
      if (hit) count += a === b ? 1 : 2;
    }
  }
  return count;
}

/** Longest run of consecutive points holding at least `min` checkers in `arr`, and where it ends (lowest point). */
function longestRun(arr: Int8Array, min: number): { len: number; low: number } {
  let best = 0;
  let low = 0;
  let run = 0;
  for (let p = 24; p >= 1; p--) {
    if (arr[p] >= min) {
      run++;
      if (run > best) { best = run; low = p; }
    } else run = 0;
  }
  return { len: best, low };
}

/** Number of inputs of the neural evaluator for a game. */
export function inputCount(game: GameId): number {
  return COMMON + EXTRA[game];
}

const COMMON = 208;
const EXTRA: Record<GameId, number> = { prva: 14, treta: 72, vtora: 20, fevga: 12, backgammon: 14, nardy: 12 };

function unary(x: Float32Array, i: number, n: number): void {
  if (n >= 1) x[i] = 1;
  if (n >= 2) x[i + 1] = 1;
  if (n >= 3) x[i + 2] = 1;
  if (n > 3) x[i + 3] = (n - 3) / 4;
}

/** The input vector of a view (length {@link inputCount}). */
export function encode(v: View, out?: Float32Array): Float32Array {
  const game = v.game;
  const x = out ?? new Float32Array(inputCount(game));
  x.fill(0);
  const me = v.me;
  const op = v.op;
  for (let p = 1; p <= 24; p++) {
    unary(x, (p - 1) * 4, me[p]);
    unary(x, 96 + (p - 1) * 4, op[p]);
  }
  const mp = myPips(v);
  const tp = opPips(v);
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
  // Bear-off: checkers in home, wastage (checkers on low points are wasteful), gaps.
  let myHome = 0;
  let opHomeCnt = 0;
  let myLow = 0;
  const map = MAPS[game];
  for (let p = 1; p <= 6; p++) { myHome += me[p]; myLow += p <= 2 ? me[p] : 0; }
  for (let p = 1; p <= 24; p++) if (op[p] && map[p] <= 6) opHomeCnt += op[p];
  x[201] = (myHome + v.myOff) / 15;
  x[202] = (opHomeCnt + v.opOff) / 15;
  x[203] = myLow / 10;
  // Blocks: longest run of points held (a point is held with ≥2 in Prva/Treta, ≥1 in the running games).
  const min = isRunningGame(game) ? 1 : 2;
  const mine = longestRun(me, min);
  // Opponent's run in my numbering: compute on their array remapped to their numbering.
  const theirs = new Int8Array(25);
  for (let p = 1; p <= 24; p++) theirs[map[p]] = op[p];
  const their = longestRun(theirs, min);
  x[204] = mine.len / 6;
  x[205] = their.len / 6;
  // Checkers trapped behind the other side's longest block.
  let trappedOp = 0;
  let trappedMe = 0;
  if (mine.len >= 3) {
    const lowInTheirs = map[mine.low + mine.len - 1]; // highest point of my block, their numbering
    for (let q = lowInTheirs + 1; q <= 24; q++) trappedOp += theirs[q];
    if (game === 'prva') trappedOp += v.opBar;
  }
  if (their.len >= 3) {
    const high = their.low + their.len - 1;
    const hiMine = map[high];
    for (let p = hiMine + 1; p <= 24; p++) trappedMe += me[p];
    if (game === 'prva') trappedMe += v.myBar;
  }
  x[206] = (trappedOp * mine.len) / 40;
  x[207] = (trappedMe * their.len) / 40;
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
    x[i++] = shots(flipView(v)) / 36;
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
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of v.carried) counts[d]++;
      for (let d = 1; d <= 6; d++) x[i++] = counts[d] / 4;
    }
  }
  return x;
}

/** The same board seen by the opponent (as if the opponent were to move). */
export function flipView(v: View): View {
  const map = MAPS[v.game];
  const me = new Int8Array(25);
  const op = new Int8Array(25);
  let myPins = 0;
  let opPins = 0;
  for (let p = 1; p <= 24; p++) {
    const q = map[p];
    me[q] = v.op[p];
    op[q] = v.me[p];
    if (v.opPins & (1 << p)) myPins |= 1 << q;
    if (v.myPins & (1 << p)) opPins |= 1 << q;
  }
  return {
    game: v.game,
    me,
    op,
    myBar: v.opBar,
    opBar: v.myBar,
    myOff: v.opOff,
    opOff: v.myOff,
    myPins,
    opPins,
    carried: [],
    myRolls: v.opRolls,
    opRolls: v.myRolls,
  };
}
