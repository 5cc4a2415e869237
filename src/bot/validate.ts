/** Checks the input of a bot decision (chooseMove, hint, randomPlay): one clear `TablaError` per bad value. */
import { checkRoll, validatePosition } from '../engine/index.js';
import { describeValue, expectOptions } from '../engine/checks.js';
import { TablaError } from '../engine/errors.js';
import type { Position } from '../engine/index.js';
import type { ChooseMoveOptions } from './options.js';
import { LEVELS } from './levels.js';

/** Throws unless `options` is undefined or an options object whose `level`, if any, is a bot level. */
export function checkLevelOptions(options: unknown, what = 'bot options'): asserts options is ChooseMoveOptions | undefined {
  expectOptions(options, what);
  const level = options?.level ?? 'medium';
  if (!LEVELS.includes(level as never)) throw new TablaError('bad-option', `unknown bot level ${describeValue(level)} (expected ${LEVELS.join(', ')})`);
}

/**
 * Checks the inputs of a decision: the engine's position check (`validatePosition`), its roll
 * check (`checkRoll`), the level and the options; throws a `TablaError` naming the bad value.
 */
export function validateInput(position: unknown, dice: unknown, options: ChooseMoveOptions = {}): void {
  checkLevelOptions(options);
  validatePosition(position as Position);
  checkRoll(position as Position, dice as readonly number[] | null);
  if (options.timeBudgetMs !== undefined && !(typeof options.timeBudgetMs === 'number' && options.timeBudgetMs > 0)) {
    throw new TablaError('bad-option', `invalid timeBudgetMs ${describeValue(options.timeBudgetMs)}: expected a positive number of milliseconds`);
  }
  const w = options.workBudget;
  if (w !== undefined) {
    if (typeof w !== 'number' || !(w >= 1) || (w !== Infinity && !Number.isInteger(w))) {
      throw new TablaError('bad-option', `invalid workBudget ${describeValue(w)}: expected a positive whole number of search steps, or Infinity`);
    }
    if (options.timeBudgetMs !== undefined)
      throw new TablaError('bad-option', 'timeBudgetMs and workBudget both given: a decision is bounded by time or by work, not both');
  }
  if (options.seed !== undefined && typeof options.seed !== 'number' && typeof options.seed !== 'string') {
    throw new TablaError('bad-option', `invalid seed ${describeValue(options.seed)}: expected a number or a string`);
  }
  const m = options.matchContext as { length?: unknown; score?: { white?: unknown; black?: unknown } } | undefined;
  if (m !== undefined) {
    if (!m || !Number.isInteger(m.length) || (m.length as number) < 1 || !m.score || !Number.isInteger(m.score.white) || !Number.isInteger(m.score.black)) {
      throw new TablaError('bad-option', `invalid matchContext ${describeValue(m)}: expected { score: { white, black }, length } with integers`);
    }
  }
}
