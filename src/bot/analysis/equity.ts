/**
 * The analysis' yardstick: equity in EMG (normalised money equity, per unit of the cube) for the
 * player deciding. Money play and the cubeless games' single games: the cubeless money equity of
 * the rules (a triple 3 only where it counts). Match play: the match-winning chance after the
 * game's possible results, normalised at the score as GNU Backgammon does (`mwc2eq`: winning a
 * single game at the cube = +1, losing it = −1): backgammon with the Kazaross-XG2 table (met.ts)
 * at the cube's value and Crawford state, the other games with the bot's match model.
 */
import { opponent, type Color, type MatchState } from '../../engine/index.js';
import { moneyUtility, type Outcome } from '../evaluator.js';
import { matchChanceAfter, matchUtility } from '../match-equity.js';
import { matchEquity } from '../met.js';
import type { Utility } from '../candidates.js';

/** The EMG utility of outcome chances for `me` in a match state (before its game's end). */
export function emgUtility(state: MatchState, me: Color): Utility {
  const triple = state.config.triple;
  const money = moneyUtility(triple);
  const length = state.config.length;
  if (length === 0) return money;
  const other = opponent(me);
  const need = length - state.score[me];
  const oppNeed = length - state.score[other];
  if (need <= 0 || oppNeed <= 0) return money;
  if (!state.cube) return matchUtility(need, oppNeed, undefined, triple);
  const [w1, w2, w3, l1, l2, l3] = chancesAfter(state.cube, need, oppNeed);
  const mid = (w1 + l1) / 2;
  const half = (w1 - l1) / 2;
  if (!(half > 1e-9)) return money;
  return (o: Outcome) => (matchChanceAfter(o, w1, w2, w3, l1, l2, l3) - mid) / half;
}

/**
 * White's chance to win the match from a state and white's game-winning chances: the match
 * table's in backgammon match play (cubeless, at the cube's value), else the game chance itself.
 */
export function whiteMatchChance(state: MatchState, whiteWin: Outcome): number {
  const length = state.config.length;
  if (length === 0 || !state.cube) return whiteWin.win;
  const need = length - state.score.white;
  const oppNeed = length - state.score.black;
  if (need <= 0 || oppNeed <= 0) return whiteWin.win;
  return matchChanceAfter(whiteWin, ...chancesAfter(state.cube, need, oppNeed));
}

/**
 * The match table's chance after each result of the game at the cube's value, for the side that
 * needs `need` points against `oppNeed`: a win of 1, 2 or 3 cubes, then such a loss.
 */
function chancesAfter(cube: NonNullable<MatchState['cube']>, need: number, oppNeed: number): [number, number, number, number, number, number] {
  const c = cube.value;
  const post = cube.crawford || cube.postCrawford;
  const m = (a: number, b: number) => matchEquity(a, b, post);
  return [m(need - c, oppNeed), m(need - 2 * c, oppNeed), m(need - 3 * c, oppNeed), m(need, oppNeed - c), m(need, oppNeed - 2 * c), m(need, oppNeed - 3 * c)];
}
