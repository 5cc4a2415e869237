/** Treta (Tapa, Plakoto): the pinning game (RULES.md T1–T8). */
import { OP, type Board } from '../core/board.js';
import { END_DRAW, END_MOTHER, PIN, always, bearOffEnd, plainTarget, pointsUnder, type GameRules, type RuleContext } from './rules.js';

const MY_MOTHER = 1 << 24; // my checker on my point 24
const THEIR_MOTHER = 1 << 1; // their checker on their point 24 = my point 1 (G2)

export const treta: GameRules = {
  id: 'treta',
  hasBar: false,
  // Pins never change what the mover may play within his turn (his own pins are fixed; those he
  // makes or lifts concern the opponent).
  orderFree: always,
  // T3/T5 need the opponent's mother (exactly one of his checkers on his start, my point 1) and
  // either my own mother pinned (T5) or my start emptied within the turn (T3).
  endsByBearOff: (w, steps) => w.b[OP + 1] !== 1 || (!(w.myPins & MY_MOTHER) && w.b[24] > steps),
  // C4 + T2: two or more opposing checkers, or my own pinned checker, close a point (my pins are fixed in my turn).
  openPoints: (w) => pointsUnder(w.b, 2) & ~w.myPins,
  target(w, from, die, ctx: RuleContext) {
    const b = w.b;
    if (from > 24 || b[from] === 0) return -1;
    // T2: a pinned checker cannot move (a pinned checker is always alone on its point).
    if (w.myPins & (1 << from)) return -1;
    // T6: in the greek tradition no bearing off while any own checker is pinned.
    const mayBearOff = !(ctx.greek && w.myPins !== 0);
    // C4 + T2: closed if two or more opposing checkers, or if my own checker is pinned there.
    const to = from - die;
    const open = to >= 1 && b[OP + to] <= 1 && !(w.myPins & (1 << to));
    return plainTarget(b, from, die, open, mayBearOff);
  },
  apply(w: Board, from, to) {
    const b = w.b;
    b[from]--;
    // D2: leaving the last pinning checker releases the pinned one.
    if (from <= 24 && b[from] === 0) w.opPins &= ~(1 << from);
    b[to]++;
    if (to >= 1 && b[OP + to] === 1 && !(w.opPins & (1 << to))) {
      w.opPins |= 1 << to;
      return PIN;
    }
    return 0;
  },
  undo(w: Board, from, to) {
    w.b[to]--;
    w.b[from]++;
  },
  ended(w, ctx) {
    // T4's order: last checker off, both mothers pinned, a mother pinned with the pinner's start empty.
    const off = bearOffEnd(w, ctx);
    if (off) return off;
    if ((w.opPins & THEIR_MOTHER) === 0) return 0;
    if ((w.myPins & MY_MOTHER) !== 0) return END_DRAW;
    return w.b[24] === 0 ? END_MOTHER : 0;
  },
};
