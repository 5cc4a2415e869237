/**
 * Why long nardy refuses a step (RULES.md N4, N5): for the board's refusal messages, so that a
 * player who drags a second checker off the head, or closes a six-point block, is told which rule
 * stops him. Pure; it reads a {@link Turn} and asks the engine's nardy rules, never re-implementing them.
 */
import { toBoard } from '../core/board.js';
import { HEAD, illegalBlockStart, nardy } from './nardy.js';
import { plainApply, ruleContext, turnRuleContext } from './rules.js';
import { Turn } from '../turn.js';
import { describeValue } from '../checks.js';
import { TablaError } from '../errors.js';

/** A refusal by one of nardy's own rules. */
export type NardyRefusal =
  /** N4: `allowed` checkers (1, or 2 on the first turn with 6-6, 4-4, 3-3) have already left the head this turn. */
  | {
      /** The rule that refuses it. */
      readonly rule: 'N4';
      /** How many checkers may leave the head this turn. */
      readonly allowed: 1 | 2;
    }
  /** N5: the step would leave six points in a row, `low`…`low + 5` (mover's numbering), with no opponent checker ahead. */
  | {
      /** The rule that refuses it. */
      readonly rule: 'N5';
      /** The lowest point of the row. */
      readonly low: number;
      /** The highest point of the row. */
      readonly high: number;
    };

/**
 * The nardy rule that refuses the step `from` → `to` of this partial turn, or null when the step
 * is legal, is not a nardy turn, or is refused for another reason (a closed point, C3's use of
 * the dice). N5 is named when the step itself is a legal move of a checker but completes a block
 * that the turn could not end on.
 */
export function nardyRefusal(turn: Turn, from: number, to: number): NardyRefusal | null {
  if (!(turn instanceof Turn)) throw new TablaError('bad-argument', `expected a Turn, got ${describeValue(turn)}`);
  if (!Number.isInteger(from) || !Number.isInteger(to))
    throw new TablaError('bad-argument', `a step's points must be integers, got ${describeValue(from)}, ${describeValue(to)}`);
  const start = turn.start;
  if (start.game !== 'nardy' || turn.gameOver) return null;
  if (turn.legalSteps().some((s) => s.from === from && s.to === to)) return null;
  const w = toBoard(turn.position);
  const ctx = turnRuleContext(nardy, start, turn.allDice, {});
  const free = ruleContext(start.tradition, {}); // the same board rules without the head rule
  for (const die of new Set(turn.dice)) {
    if (w.b[from] === 0 || nardy.target(w, from, die, free) !== to) continue;
    if (from === HEAD && nardy.target(w, from, die, ctx) < 0) {
      return { rule: 'N4', allowed: start[start.turn].points[HEAD] - ctx.headFloor === 2 ? 2 : 1 };
    }
    plainApply(w, from, to);
    const low = illegalBlockStart(w.b);
    if (low > 0) return { rule: 'N5', low, high: low + 5 };
    return null;
  }
  return null;
}

/** An English sentence for a refusal (the board translates it with its own messages). */
export function nardyRefusalText(r: NardyRefusal): string {
  if (r?.rule !== 'N4' && r?.rule !== 'N5') throw new TablaError('bad-argument', `expected a nardy refusal {rule: N4 or N5, …}, got ${describeValue(r)}`);
  if (r.rule === 'N4') {
    return r.allowed === 2
      ? 'only two checkers may leave the head on the first turn with 6-6, 4-4 or 3-3 (N4)'
      : 'only one checker may leave the head in a turn (N4)';
  }
  return `six points in a row (${r.low}–${r.high}) may not stand at the end of the turn while no opponent checker is ahead of them (N5)`;
}
