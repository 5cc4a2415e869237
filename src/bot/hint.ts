/**
 * Hints and analysis: the best plays of a roll with their equities, as the bot judges them at a
 * level (its evaluator, and at the master level its match-score awareness). Every legal play is
 * judged after it is made (0 ply: the position the opponent is left to roll in); at a level that
 * looks ahead (master) the best plays by that judgement are then judged again over the
 * opponent's 21 rolls (1 ply) and ranked by that.
 */
import type { Play, Position, RuleOptions } from '../engine/index.js';
import { loadNetworkFor, searchConfig, validateInput, type ChooseMoveOptions, type MatchContext } from './bot.js';
import { moneyUtility, type Outcome } from './evaluator.js';
import { candidates, runToEnd } from './candidates.js';
import { expectimax } from './lookahead.js';
import type { Level } from './levels.js';
import { TablaError } from '../engine/errors.js';
import { describeValue, expectOptions } from '../engine/checks.js';

/** Options of {@link hint}. */
export interface HintOptions {
  /** Whose judgement; default `hard`. */
  readonly level?: Level;
  /** How many plays to return, best first; default 3 (at most {@link MAX_HINTS}). */
  readonly count?: number;
  /** The match score: at the master level, plays are ranked by the chance to win the match. */
  readonly matchContext?: MatchContext;
  /** House rules that change legality or scoring (O3 triple). */
  readonly rules?: RuleOptions;
}

/** The most plays one hint returns. */
export const MAX_HINTS = 50;

/** One suggested play. */
export interface HintPlay {
  /** The play (its steps, the position after it, and the game's result if it ends the game). */
  readonly play: Play;
  /** Cubeless money equity for the player to move after this play (expected points, −3…3). */
  readonly equity: number;
  /** The outcome chances behind the equity, for the player to move. */
  readonly outcome: Outcome;
}

/** Checks a hint's options as {@link validateInput} checks a decision's; throws an Error naming the bad value. */
function validateHint(position: unknown, dice: unknown, options: HintOptions): void {
  expectOptions(options, 'hint options');
  validateInput(position, dice, { ...options, level: options.level ?? 'hard' } as ChooseMoveOptions);
  const count = options.count;
  if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= MAX_HINTS)) {
    throw new TablaError('bad-argument', `invalid count ${describeValue(count)}: expected an integer from 1 to ${MAX_HINTS}`);
  }
}

/**
 * The best `count` plays for the player to move (`position.turn`) with its roll, best first, with
 * their equities; loads the level's network first. One entry (the empty play) when no move is
 * possible. Rejects with an Error naming a bad position, dice, level, count or match context,
 * as `chooseMove` does.
 */
export async function hint(position: Position, dice: readonly number[] | null, options: HintOptions = {}): Promise<HintPlay[]> {
  validateHint(position, dice, options);
  await loadNetworkFor(position.game, options.level ?? 'hard');
  return hintSync(position, dice, options);
}

/**
 * {@link hint}, synchronously: the level's network must be loaded (`loadNetworks()`).
 * @throws Error naming bad input, or a network that is not loaded yet.
 */
export function hintSync(position: Position, dice: readonly number[] | null, options: HintOptions = {}): HintPlay[] {
  validateHint(position, dice, options);
  const decision: ChooseMoveOptions = { ...options, level: options.level ?? 'hard' };
  const cfg = searchConfig(position, decision);
  const { plays, outcomes } = runToEnd(candidates(position, dice, cfg));
  let ranked = plays.map((play, i) => ({ play, outcome: outcomes[i], u: cfg.utility(outcomes[i]), i }));
  // Best first; ties keep the engine's order, so the answer is deterministic.
  ranked.sort((a, b) => b.u - a.u || a.i - b.i);
  const count = options.count ?? 3;
  if (cfg.ply >= 1 && ranked.length > 1) {
    ranked = ranked.slice(0, Math.max(count, cfg.topK)).map((r) => {
      const outcome = runToEnd(expectimax(r.play, position.turn, cfg));
      return { ...r, outcome, u: cfg.utility(outcome) };
    });
    ranked.sort((a, b) => b.u - a.u || a.i - b.i);
  }
  const money = moneyUtility(position.game === 'backgammon' || options.rules?.triple === true);
  return ranked.slice(0, count).map(({ play, outcome }) => ({ play, equity: money(outcome), outcome: { ...outcome } }));
}
