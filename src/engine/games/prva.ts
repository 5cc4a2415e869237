/** Prva (Prava, Portes, Tavla): backgammon without the cube (RULES.md P1–P4). */
import { OP, type Board } from '../core/board.js';
import { HIT, always, bearOffEnd, plainTarget, pointsUnder, type GameRules } from './rules.js';

export const prva: GameRules = {
  id: 'prva',
  hasBar: true,
  // Closed points (C4) do not change within a turn, the bar is entered first and a hit never closes a point.
  orderFree: always,
  endsByBearOff: always,
  // C4: two or more opposing checkers close a point; a hit leaves the point open.
  openPoints: (w) => pointsUnder(w.b, 2),
  target(w, from, die) {
    const b = w.b;
    if (b[from] === 0) return -1;
    // P3: everything on the bar enters first; die d enters on point 25 − d.
    if (b[25] > 0) {
      if (from !== 25) return -1;
      const to = 25 - die;
      return b[OP + to] <= 1 ? to : -1;
    }
    if (from === 25) return -1;
    // C4: two or more opposing checkers close a point.
    return plainTarget(b, from, die, from - die >= 1 && b[OP + from - die] <= 1, true);
  },
  apply(w: Board, from, to) {
    const b = w.b;
    b[from]--;
    b[to]++;
    // P2: landing on a blot hits it to the bar (D2: also as an intermediate landing).
    if (to >= 1 && b[OP + to] === 1) {
      b[OP + to] = 0;
      b[OP + 25]++;
      return HIT;
    }
    return 0;
  },
  undo(w: Board, from, to, flags) {
    const b = w.b;
    b[to]--;
    b[from]++;
    if (flags & HIT) {
      b[OP + to] = 1;
      b[OP + 25]--;
    }
  },
  ended: bearOffEnd,
};
