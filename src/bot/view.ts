/**
 * The board seen by the player to move, for the bot's evaluators and searches: a {@link View} is
 * the board in the mover's numbering (RULES.md G1–G3), made from a position or straight from the
 * engine's board list, and the board facts the evaluators share (pip counts, contact, shots).
 * DOM-free, no engine internals: only the public Position and BoardList types.
 */
import { opponent, otherNumbering } from '../engine/index.js';
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

/** Each game's map from the mover's point numbers to the opponent's (`otherNumbering`), index 1…24. */
export const MAPS: Record<GameId, Int8Array> = {
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
  return {
    game,
    me: new Int8Array(25),
    op: new Int8Array(25),
    myBar: 0,
    opBar: 0,
    myOff: 0,
    opOff: 0,
    myPins: 0,
    opPins: 0,
    carried: [],
    myRolls: 0,
    opRolls: 0,
  };
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
    v.myRolls = before.rolls[opponent(mover)];
    v.opRolls = before.rolls[mover] + (carried ? 0 : 1);
  } else {
    v.carried = [];
    v.myRolls = before.rolls[opponent(mover)];
    v.opRolls = before.rolls[mover];
  }
  return v;
}

/** A mask of points (bit p) in another numbering: bit `map[p]` for each bit p of `mask`. */
export function remap(map: Int8Array, mask: number): number {
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
    opRolls: pos.rolls[opponent(mover)],
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
  if (!myRear)
    for (let p = 24; p >= 1; p--)
      if (v.me[p]) {
        myRear = p;
        break;
      }
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

/**
 * Number of the 36 rolls with which the mover can hit (Prva) or pin (Treta) at least one single
 * opposing checker. Combined moves respect closed intermediate points; the bar is approximated
 * (from the bar only a die's own number hits, in the opponent's home board).
 */
export function shots(v: View): number {
  if (isRunningGame(v.game)) return 0;
  return shotsOfSide(v.me, v.op, v.myPins, v.opPins, IDENTITY, v.game === 'treta', v.myBar > 0);
}

/** The number of shots the opponent has at the mover of `v`: {@link shots} of the flipped board, without building it. */
export function shotsAgainst(v: View): number {
  if (isRunningGame(v.game)) return 0;
  return shotsOfSide(v.op, v.me, v.opPins, v.myPins, MAPS[v.game], v.game === 'treta', v.opBar > 0);
}

/** Each point's own number (the mover's numbering, for {@link shots}). */
const IDENTITY = Int8Array.from({ length: 25 }, (_, p) => p);

/**
 * The shots of one side (`shooter`, its pins `shooterPins`) at the other (`target`, `targetPins`),
 * both indexed by the mover's points; `numbering` maps them to the shooter's own points.
 */
function shotsOfSide(
  shooter: Int8Array,
  target: Int8Array,
  shooterPins: number,
  targetPins: number,
  numbering: Int8Array,
  treta: boolean,
  fromBar: boolean,
): number {
  let sources = 0;
  let targets = 0;
  let open = 0;
  for (let p = 1; p <= 24; p++) {
    const bit = 1 << p;
    const q = 1 << numbering[p];
    const a = shooter[p];
    const b = target[p];
    if (a !== 0 && !(shooterPins & bit)) sources |= q;
    if (b === 1 && !(targetPins & bit)) targets |= q;
    if (b <= 1 && !(treta && shooterPins & bit)) open |= q;
  }
  return countShots(sources, targets, open, fromBar);
}

/** What the last {@link countShots} found beside its count, over the 36 rolls (scratch, overwritten by each call). */
export const shotDetail = {
  /** Sum over the 36 rolls of the highest target point hit (shooter's numbering): the pips the hit checker loses. */
  pipLoss: 0,
  /** Rolls (of 36) that hit two different targets. */
  doubles: 0,
};

/**
 * The shot count of {@link shots} from bit masks in the shooter's numbering (bit p = point p):
 * `sources` where it can move from, `targets` the single checkers it can hit, `open` the points it
 * may land on (or pass through); from the bar only direct shots into the far home board count.
 * A target t is hit with a die d when `sources >>> d` has bit t (a source d pips behind it); a
 * combined move also needs the point in between open. Also sets {@link shotDetail}: the pips lost
 * (a checker hit on the shooter's point t goes back t pips) and the double hits — two targets
 * hit one with each die, a target hit and the hitter going on to another with the other die,
 * or (doubles) two targets within the roll's four steps.
 */
export function countShots(sources: number, targets: number, open: number, fromBar: boolean): number {
  shotDetail.pipLoss = 0;
  shotDetail.doubles = 0;
  if (targets === 0) return 0;
  if (!fromBar && (sources === 0 || 31 - Math.clz32(sources) <= 31 - Math.clz32(targets & -targets))) return 0;
  let n = 0;
  let pipLoss = 0;
  let doubles = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      let hit: number; // the targets this roll can hit
      let two = false;
      if (fromBar) {
        // From the bar (25) a die d hits a target on point 25 − d.
        hit = targets & ((1 << (25 - a)) | (1 << (25 - b)));
        two = a !== b && (hit & (hit - 1)) !== 0;
      } else if (a !== b) {
        const da = targets & (sources >>> a);
        const db = targets & (sources >>> b);
        hit = da | db | (targets & (sources >>> (a + b)) & ((open >>> a) | (open >>> b)));
        two = (da !== 0 && db !== 0 && ((da | db) & ((da | db) - 1)) !== 0) || (da & (targets << b)) !== 0 || (db & (targets << a)) !== 0;
      } else {
        let via = sources; // sources whose first steps of a all land on open points
        hit = targets & (via >>> a);
        for (let m = 2; m <= 4 && m * a <= 24; m++) {
          via &= open << ((m - 1) * a);
          hit |= targets & (via >>> (m * a));
        }
        two = (hit & (hit - 1)) !== 0;
      }
      if (hit === 0) continue;
      const w = a === b ? 1 : 2;
      n += w;
      pipLoss += w * (31 - Math.clz32(hit));
      if (two) doubles += w;
    }
  }
  shotDetail.pipLoss = pipLoss;
  shotDetail.doubles = doubles;
  return n;
}

/** No carried numbers (shared, never written). */
const NO_NUMBERS: readonly number[] = Object.freeze([]);

/** The same board seen by the opponent (as if the opponent were to move). */
export function flipView(v: View): View {
  const out = viewBuffer(v.game);
  const map = MAPS[v.game];
  const me = out.me;
  const op = out.op;
  let myPins = 0;
  let opPins = 0;
  for (let p = 1; p <= 24; p++) {
    const q = map[p];
    me[q] = v.op[p];
    op[q] = v.me[p];
    if (v.opPins & (1 << p)) myPins |= 1 << q;
    if (v.myPins & (1 << p)) opPins |= 1 << q;
  }
  out.game = v.game;
  out.myBar = v.opBar;
  out.opBar = v.myBar;
  out.myOff = v.opOff;
  out.opOff = v.myOff;
  out.myPins = myPins;
  out.opPins = opPins;
  out.carried = NO_NUMBERS;
  out.myRolls = v.opRolls;
  out.opRolls = v.myRolls;
  return out;
}
