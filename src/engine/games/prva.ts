/** Prva (Prava, Portes, Tavla): backgammon without the cube (RULES.md P1–P4). */
import { OP, type Work } from '../work.js';
import { bearOffEnd, plainTarget, type GameRules, type StepEffect } from './rules.js';

export const prva: GameRules = {
  id: 'prva',
  hasBar: true,
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
  apply(w: Work, from, to): StepEffect {
    const b = w.b.slice();
    b[from]--;
    b[to]++;
    // P2: landing on a blot hits it to the bar (D2: also as an intermediate landing).
    const hit = to >= 1 && b[OP + to] === 1;
    if (hit) {
      b[OP + to] = 0;
      b[OP + 25]++;
    }
    return { w: { b, myPins: 0, opPins: 0 }, hit, pin: false };
  },
  ended: bearOffEnd,
};
