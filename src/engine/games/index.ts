/** The rule set of each game. */
import type { GameId } from '../types.js';
import { fevga } from './fevga.js';
import { nardy } from './nardy.js';
import { prva } from './prva.js';
import type { GameRules } from './rules.js';
import { treta } from './treta.js';
import { vtora } from './vtora.js';

const RULES: Record<GameId, GameRules> = { prva, vtora, treta, fevga, backgammon: { ...prva, id: 'backgammon' }, nardy };

/** The rules of a game. */
export function rulesOf(game: GameId): GameRules {
  return RULES[game];
}

export { ruleContext, turnRuleContext } from './rules.js';
export type { GameRules, RuleContext } from './rules.js';
