/**
 * Vtora (Gyulbara): the same-direction running game (RULES.md V1–V6). The ladder and the
 * carried dice (V3–V5) are turn structure, handled by the generator and the ladder solver; the
 * board rules are here.
 */
import { OP } from '../core/board.js';
import { always, bearOffEnd, plainApply, plainTarget, plainUndo, pointsUnder, type GameRules } from './rules.js';

export const vtora: GameRules = {
  id: 'vtora',
  hasBar: false,
  orderFree: always,
  endsByBearOff: always,
  // V2: a single opposing checker owns its point.
  openPoints: (w) => pointsUnder(w.b, 1),
  target(w, from, die) {
    const b = w.b;
    if (from > 24 || b[from] === 0) return -1;
    // V2: a single opposing checker owns its point (landing and intermediate alike).
    return plainTarget(b, from, die, from - die >= 1 && b[OP + from - die] === 0, true);
  },
  apply: plainApply,
  undo: plainUndo,
  ended: bearOffEnd,
};
