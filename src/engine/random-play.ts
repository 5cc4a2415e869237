/** The uniformly random legal player, once for the board, the bot, the command line and tests. */
import { BoardList, listBoards } from './board-list.js';
import { isLadderTurn } from './core/turn-dice.js';
import { Turn } from './turn.js';
import { checkRoll } from './plays.js';
import { describeValue } from './checks.js';
import { TablaError } from './errors.js';
import type { Play, Position, RuleOptions } from './types.js';

const LIST = new BoardList();

/**
 * A uniformly random legal play: each distinct legal play (D3) equally likely, from `rand`
 * (uniform numbers in [0, 1)). A Vtora ladder (whose plays can number millions, D6) is played
 * by uniformly random legal steps instead, each step keeping a longest play possible.
 * @throws Error naming a bad position or dice.
 */
export function uniformRandomPlay(position: Position, dice: readonly number[] | null, rand: () => number, options: RuleOptions = {}): Play {
  checkRoll(position, dice);
  if (typeof rand !== 'function') throw new TablaError('bad-argument', `rand must be a function giving numbers in [0, 1), got ${describeValue(rand)}`);
  const pick = (n: number) => {
    const r = rand();
    if (typeof r !== 'number' || !(r >= 0 && r < 1)) throw new TablaError('bad-argument', `rand must give numbers in [0, 1), gave ${describeValue(r)}`);
    return Math.min(n - 1, Math.floor(r * n));
  };
  if (!isLadderTurn(position, dice)) {
    // One list serves every call: the play taken from it keeps its own copy.
    const list = listBoards(position, dice, options, LIST);
    return list.play(pick(list.count));
  }
  let turn = Turn.begin(position, dice, options);
  for (;;) {
    const steps = turn.legalSteps();
    if (steps.length === 0) return turn.finish();
    turn = turn.step(steps[pick(steps.length)]);
  }
}
