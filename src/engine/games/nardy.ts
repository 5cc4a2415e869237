/**
 * Long nardy: the same-direction running game with the head rule and the block rule
 * (RULES.md N1–N8). No hitting, no ladder, no carried dice; a single checker closes its point.
 */
import { OP, numberingMap, type Board } from '../core/board.js';
import { always, bearOffEnd, plainApply, plainTarget, plainUndo, pointsUnder, ruleContext, type GameRules, type RuleContext } from './rules.js';

/** The head: every checker starts on the mover's point 24 (N1). */
export const HEAD = 24;

/** N4: the doubles that let two checkers leave the head on a player's first turn. */
export const FIRST_TURN_DOUBLES: readonly number[] = [6, 4, 3];

/** N7: no triple in nardy, whatever the options say. */
const NO_TRIPLE = ruleContext('macedonian', {});

/** The rule contexts of nardy's turns, by head floor + 1 (made once each). */
const CONTEXTS: RuleContext[] = [];

/** My point p in the opponent's numbering (G3). */
const THEIRS = numberingMap('nardy');

/**
 * N5: the first point (lowest, in the mover's numbering) of a six-prime of the mover's that no
 * opponent checker is ahead of, or 0 when the board has none.
 */
export function illegalBlockStart(b: Int8Array): number {
  let run = 0;
  for (let p = 1; p <= 24; p++) {
    run = (run + 1) & -(-b[p] >>> 31); // no branch: the run goes on where the mover has a checker, else restarts
    if (run < 6) continue;
    // The six points p-5…p; "ahead" = lower in the opponent's numbering than all six of them.
    let lowest = 25;
    for (let s = p - 5; s <= p; s++) if (THEIRS[s] < lowest) lowest = THEIRS[s];
    let ahead = false;
    for (let q = 1; q <= 24 && !ahead; q++) if (b[OP + q] > 0 && THEIRS[q] < lowest) ahead = true;
    if (!ahead) return p - 5;
  }
  return 0;
}

export const nardy: GameRules = {
  id: 'nardy',
  hasBar: false,
  // N4 counts the head's checkers, whatever the order of the steps; N5 judges the turn's end.
  orderFree: always,
  endsByBearOff: always,
  // N2: any opposing checker closes its point.
  openPoints: (w) => pointsUnder(w.b, 1),
  target(w, from, die, ctx) {
    const b = w.b;
    if (from > 24 || b[from] === 0) return -1;
    // N4: one checker leaves the head per turn (two with 6-6, 4-4, 3-3 on the first turn).
    if (from === HEAD && b[HEAD] <= ctx.headFloor) return -1;
    // N2: any opposing checker closes its point (landing and intermediate alike).
    return plainTarget(b, from, die, from - die >= 1 && b[OP + from - die] === 0, true);
  },
  apply: plainApply,
  undo: plainUndo,
  ended: (w) => bearOffEnd(w, NO_TRIPLE),
  // N5 needs six points in a row (occ holds points 1–24 only: no bar in nardy), so most boards are
  // dismissed by their occupied points alone.
  turnEndAllowed: (w: Board, occ: number) => (occ & (occ >>> 1) & (occ >>> 2) & (occ >>> 3) & (occ >>> 4) & (occ >>> 5)) === 0 || illegalBlockStart(w.b) === 0,
  turnContext(pos, dice) {
    // Four dice are a double: nardy carries no numbers over.
    const two = dice.length === 4 && pos.rolls[pos.turn] === 0 && FIRST_TURN_DOUBLES.includes(dice[0]);
    const floor = pos[pos.turn].points[HEAD] - (two ? 2 : 1);
    return (CONTEXTS[floor + 1] ??= { ...NO_TRIPLE, headFloor: floor });
  },
};
