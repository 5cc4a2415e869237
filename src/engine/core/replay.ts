/**
 * The referee's fast path: check a whole play given as steps (from a server, a remote side, a
 * saved game) by stepping one board in place and looking the end up among the generator's legal
 * plays (or asking the ladder solver), without building the step-wise graph. Answers only what it
 * can decide cheaply: anything unusual (a step whose die is ambiguous, an illegal step) is left to
 * `Turn`, which gives the exact verdict and the error message. Internal.
 */
import { rulesOf } from '../games/index.js';
import { turnRuleContext } from '../games/rules.js';
import type { Play, Position, RuleOptions, Step } from '../types.js';
import type { StepRequest } from '../turn.js';
import { BOARD_SIZE, toBoardInto, type Board } from './board.js';
import { ladderSlot } from './ladder-slot.js';
import { generatePlays, unplayedTag } from './movegen.js';
import { PlayStore } from './play-store.js';
import { turnDice } from './turn-dice.js';
import { toResult, unplayedOf } from '../turn-graph.js';
import { positionAfter } from './position-after.js';

const store = new PlayStore();
const board: Board = { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 };
const startBoard: Board = { b: new Int8Array(BOARD_SIZE), myPins: 0, opPins: 0 };

/**
 * The play that `steps` make from `pos` with `roll`, if they are a complete legal play decided
 * without the step-wise view; null when the fast path cannot decide (then use `Turn`).
 * The position and roll must already be checked.
 */
export function replaySteps(pos: Position, roll: readonly number[] | null, steps: readonly StepRequest[], options: RuleOptions): Play | null {
  const td = turnDice(pos, roll);
  const rules = rulesOf(pos.game);
  const dice = td.dice;
  const ctx = turnRuleContext(rules, pos, dice, options);
  if (steps.length > dice.length) return null;
  const start = toBoardInto(pos, startBoard);
  const w = board;
  w.b.set(start.b);
  w.myPins = start.myPins;
  w.opPins = start.opPins;
  let used = 0;
  let end = 0;
  const out: Step[] = [];
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k];
    if (end !== 0 || typeof s !== 'object' || s === null || !Number.isInteger(s.from) || !Number.isInteger(s.to)) return null;
    // The die: given, or the only unused number that takes this checker there.
    let pick = -1;
    for (let i = 0; i < dice.length; i++) {
      if (used & (1 << i) || (td.ordered && i !== k)) continue;
      const d = dice[i];
      if (s.die !== undefined && s.die !== d) continue;
      if (s.from < 1 || s.from > 25 || w.b[s.from] === 0 || rules.target(w, s.from, d, ctx) !== s.to) continue;
      if (pick >= 0 && dice[pick] !== d) return null; // two dice fit: Turn decides which keeps the play legal
      if (pick < 0) pick = i;
    }
    if (pick < 0) return null;
    used |= 1 << pick;
    const flags = rules.apply(w, s.from, s.to);
    out.push({ from: s.from, to: s.to, die: dice[pick], ...(flags & 1 ? { hit: true } : {}), ...(flags & 2 ? { pin: true } : {}) });
    end = rules.ended(w, ctx);
  }
  const depth = steps.length;
  const left: number[] = [];
  for (let i = 0; i < dice.length; i++) if (!(used & (1 << i))) left.push(dice[i]);
  if (td.ordered) {
    if ((end !== 0 ? dice.length : depth) !== ladderSlot.get()(rules, ctx, start, dice).max) return null;
  } else {
    generatePlays(rules, ctx, start, dice, pos.game === 'vtora', store);
    const tag = pos.game === 'vtora' && end === 0 ? unplayedTag(left) : 0;
    // The larger die is the first of the turn's dice (index 0).
    if (!store.isLegalEnd(w, tag, end !== 0 ? dice.length : depth, end !== 0 || (used & 1) !== 0)) return null;
  }
  return {
    steps: out,
    position: positionAfter(pos, td, w.b, w.myPins, w.opPins, end, unplayedOf(left, td.ordered)),
    result: end ? toResult(end, pos.turn) : null,
  };
}
