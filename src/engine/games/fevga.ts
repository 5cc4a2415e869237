/** Fevga: the greek running game with the first-checker rule and walls (RULES.md F1–F7). */
import { passedOpponentStart } from '../position.js';
import { BOARD_SIZE, OP, flipBoard, numberingMap, type Board } from '../core/board.js';
import { always, bearOffEnd, plainApply, plainTarget, plainUndo, pointsUnder, type GameRules } from './rules.js';

/** The opponent's point q in my numbering (G3): the inverse of {@link numberingMap}. */
const MINE: Int8Array = (() => {
  const theirs = numberingMap('fevga');
  const mine = new Int8Array(25);
  for (let p = 1; p <= 24; p++) mine[theirs[p]] = p;
  return mine;
})();

/** Scratch board for {@link opponentEscapes}. */
const HIS: Board = { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 };

function target(w: Board, from: number, die: number): number {
  const b = w.b;
  if (from > 24 || b[from] === 0) return -1;
  // F4: until the runner has passed, no second checker may leave point 24.
  if (from === 24 && b[24] + b[0] < 15 && !passedOpponentStart(b, b[0])) return -1;
  // F2: a single opposing checker closes its point.
  return plainTarget(b, from, die, from - die >= 1 && b[OP + from - die] === 0, true);
}

/**
 * F6, prepared once per turn: the opponent's checkers do not move during my turn (F2: no
 * hitting), so his possible steps are fixed and each lands on a point only my checkers can close.
 */
function opponentEscapes(start: Board): number {
  const his = flipBoard('fevga', start, HIS);
  his.b.fill(0, OP + 1, OP + 25); // without my checkers: every step his own rules allow (F4, C5)
  let escapes = 0;
  for (let from = 24; from >= 1; from--) {
    if (his.b[from] === 0) continue;
    for (let die = 1; die <= 6; die++) {
      const to = target(his, from, die);
      if (to === 0) return -1; // he can bear off, whatever I play
      if (to > 0) escapes |= 1 << MINE[to];
    }
  }
  return escapes;
}

/** Bits of the mover's points 19–24 and 6–11 (F5's two walls). */
const MY_19_TO_24 = 0x1f80000;
const MY_6_TO_11 = 0xfc0;

export const fevga: GameRules = {
  id: 'fevga',
  hasBar: false,
  // F4 is the only rule that makes a step depend on earlier ones, and it binds only while a
  // checker may still leave point 24 before the runner has passed (passing is for good).
  orderFree: (w) => w.b[24] === 0 || passedOpponentStart(w.b, w.b[0]),
  endsByBearOff: always,
  // F2: a single opposing checker closes its point.
  openPoints: (w) => pointsUnder(w.b, 1),
  target,
  apply: plainApply,
  undo: plainUndo,
  ended: bearOffEnd,
  opponentEscapes,
  turnEndAllowed(w: Board, occ: number) {
    const b = w.b;
    // F5 (a): all of my 19–24 held while an opponent checker stands on its own 13–24 (= my 1–12).
    if ((occ & MY_19_TO_24) === MY_19_TO_24) {
      for (let p = 1; p <= 12; p++) if (b[OP + p] > 0) return false;
    }
    // F5 (b): all of my 6–11 held while the opponent's start (my 12) still holds a checker.
    return (occ & MY_6_TO_11) !== MY_6_TO_11 || b[OP + 12] === 0;
  },
};
