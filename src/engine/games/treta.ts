/** Treta (Tapa, Plakoto): the pinning game (RULES.md T1–T8). */
import { OP, type Work } from '../work.js';
import { bearOffEnd, plainTarget, type GameRules, type RuleContext, type StepEffect, type StepEnd } from './rules.js';

const MY_MOTHER = 1 << 24; // my checker on my point 24
const THEIR_MOTHER = 1 << 1; // their checker on their point 24 = my point 1 (G2)

export const treta: GameRules = {
  id: 'treta',
  hasBar: false,
  target(w, from, die, ctx: RuleContext) {
    const b = w.b;
    if (from > 24 || b[from] === 0) return -1;
    // T2: a pinned checker cannot move (a pinned checker is always alone on its point).
    if (w.myPins & (1 << from)) return -1;
    // T6: in the greek tradition no bearing off while any own checker is pinned.
    const mayBearOff = !(ctx.tradition === 'greek' && w.myPins !== 0);
    // C4 + T2: closed if two or more opposing checkers, or if my own checker is pinned there.
    const to = from - die;
    const open = to >= 1 && b[OP + to] <= 1 && !(w.myPins & (1 << to));
    return plainTarget(b, from, die, open, mayBearOff);
  },
  apply(w: Work, from, to): StepEffect {
    const b = w.b.slice();
    let opPins = w.opPins;
    b[from]--;
    // D2: leaving the last pinning checker releases the pinned one.
    if (from <= 24 && b[from] === 0) opPins &= ~(1 << from);
    b[to]++;
    let pin = false;
    if (to >= 1 && b[OP + to] === 1 && !(opPins & (1 << to))) {
      opPins |= 1 << to;
      pin = true;
    }
    return { w: { b, myPins: w.myPins, opPins }, hit: false, pin };
  },
  ended(w, ctx): StepEnd | null {
    // T4's order: last checker off, both mothers pinned, a mother pinned with the pinner's start empty.
    const off = bearOffEnd(w, ctx);
    if (off) return off;
    const theirs = (w.opPins & THEIR_MOTHER) !== 0;
    if (theirs && (w.myPins & MY_MOTHER) !== 0) return { outcome: 'draw', points: 0, kind: 'draw' };
    if (theirs && w.b[24] === 0) return { outcome: 'win', points: 2, kind: 'mother' };
    return null;
  },
};
