/** Checks the input of a bot decision (chooseMove, hint, randomPlay): one clear Error per bad value. */
import { checkRoll, GAMES, validatePosition } from '../engine/index.js';
import { describeValue } from '../engine/checks.js';
import { TablaError } from '../engine/errors.js';
import type { GameId, Position } from '../engine/index.js';
import type { ChooseMoveOptions } from './bot.js';
import { LEVELS } from './levels.js';

/**
 * Checks the inputs of a decision; throws an Error naming the bad position, dice, level or option.
 */
export function validateInput(position: unknown, dice: unknown, options: ChooseMoveOptions = {}): void {
  const level = options.level ?? 'medium';
  if (!LEVELS.includes(level)) throw new Error(`unknown bot level ${JSON.stringify(level)} (expected ${LEVELS.join(', ')})`);
  if (typeof position !== 'object' || position === null) throw new Error(`invalid position: expected a position object, got ${JSON.stringify(position)}`);
  const pos = position as Partial<Position>;
  if (!GAMES.includes(pos.game as GameId)) throw new Error(`invalid position: unknown game ${JSON.stringify(pos.game)}`);
  if (pos.turn !== 'white' && pos.turn !== 'black') throw new Error(`invalid position: turn must be white or black, got ${JSON.stringify(pos.turn)}`);
  for (const c of ['white', 'black'] as const) {
    const s = pos[c];
    if (!s || !Array.isArray(s.points) || s.points.length !== 25 || !s.points.every((n) => Number.isInteger(n) && n >= 0)) {
      throw new Error(`invalid position: ${c}.points must be 25 non-negative integers`);
    }
    if (!Number.isInteger(s.bar) || s.bar < 0 || !Number.isInteger(s.off) || s.off < 0) throw new Error(`invalid position: ${c}.bar/off must be non-negative integers`);
  }
  if (!pos.pinned || !Array.isArray(pos.pinned.white) || !Array.isArray(pos.pinned.black)) throw new Error('invalid position: pinned must list white and black points');
  if (!Array.isArray(pos.carried)) throw new Error('invalid position: carried must be an array');
  if (!pos.rolls || !Number.isInteger(pos.rolls.white) || !Number.isInteger(pos.rolls.black)) throw new Error('invalid position: rolls must count white and black rolls');
  try {
    validatePosition(pos as Position);
  } catch (e) {
    throw new Error(`invalid position: ${(e as Error).message}`);
  }
  try {
    checkRoll(pos as Position, dice as readonly number[] | null);
  } catch (e) {
    throw new Error(`invalid dice: ${(e as Error).message}`);
  }
  if (options.timeBudgetMs !== undefined && !(typeof options.timeBudgetMs === 'number' && options.timeBudgetMs > 0)) {
    throw new Error(`invalid timeBudgetMs ${JSON.stringify(options.timeBudgetMs)}: expected a positive number of milliseconds`);
  }
  const w = options.workBudget;
  if (w !== undefined) {
    if (typeof w !== 'number' || !(w >= 1) || (w !== Infinity && !Number.isInteger(w))) {
      throw new TablaError('bad-option', `invalid workBudget ${describeValue(w)}: expected a positive whole number of search steps, or Infinity`);
    }
    if (options.timeBudgetMs !== undefined) throw new TablaError('bad-option', 'timeBudgetMs and workBudget both given: a decision is bounded by time or by work, not both');
  }
  const m = options.matchContext;
  if (m !== undefined) {
    if (!m || !Number.isInteger(m.length) || m.length < 1 || !m.score || !Number.isInteger(m.score.white) || !Number.isInteger(m.score.black)) {
      throw new Error('invalid matchContext: expected { score: { white, black }, length } with integers');
    }
  }
}
