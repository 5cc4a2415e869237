/** Fevga: the greek running game with the first-checker rule and walls (RULES.md F1–F7). */
import { passedOpponentStart } from '../board.js';
import { OP, type Board } from '../core/board.js';
import { bearOffEnd, plainApply, plainTarget, plainUndo, type GameRules } from './rules.js';


export const fevga: GameRules = {
  id: 'fevga',
  hasBar: false,
  orderFree: false,
  mustLeaveMove: true,
  target(w, from, die) {
    const b = w.b;
    if (from > 24 || b[from] === 0) return -1;
    // F4: until the runner has passed, no second checker may leave point 24.
    if (from === 24 && b[24] + b[0] < 15 && !passedOpponentStart(b, b[0])) return -1;
    // F2: a single opposing checker closes its point.
    return plainTarget(b, from, die, from - die >= 1 && b[OP + from - die] === 0, true);
  },
  apply: plainApply,
  undo: plainUndo,
  ended: bearOffEnd,
  endsByBearOff: true,
  turnEndAllowed(w: Board) {
    const b = w.b;
    // F5 (a): all of my 19–24 held while an opponent checker stands on its own 13–24 (= my 1–12).
    let wall = true;
    for (let p = 19; p <= 24 && wall; p++) if (b[p] === 0) wall = false;
    if (wall) {
      for (let p = 1; p <= 12; p++) if (b[OP + p] > 0) return false;
    }
    // F5 (b): all of my 6–11 held while the opponent's start (my 12) still holds a checker.
    wall = b[OP + 12] > 0;
    for (let p = 6; p <= 11 && wall; p++) if (b[p] === 0) wall = false;
    return !wall;
  },
};
