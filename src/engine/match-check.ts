/**
 * The consistency of a match state (RULES.md M1–M5): every field well-formed, and the fields in
 * agreement with each other — the set is the tradition's, the game is the set's game for its
 * number, the finished games add up to the score, the score is below the match length unless
 * the match is over, the winner is the side that reached it, the dice fit the phase, and a game
 * still being played has no side fully borne off. A referee (a server, a saved game, `setState`)
 * refuses any state that fails it, so no invented score, winner or history enters a match.
 */
import { GAMES, TRADITIONS } from './position.js';
import { describeValue, expectObject } from './checks.js';
import type { MatchState, Phase } from './match-state.js';
import { checkNotFinished, validatePosition } from './position-json.js';
import { checkCube, checkCubeRules } from './cube-check.js';
import { forcesTriple, setOf } from './traditions.js';
import type { GameId, GameResult, Score } from './types.js';
import { TablaError } from './errors.js';

const PHASES: readonly Phase[] = ['opening', 'rolling', 'doubled', 'moving', 'game-over', 'match-over'];
const KINDS = ['single', 'mars', 'triple', 'mother', 'draw', 'resign', 'timeout', 'pass'];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isDie = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;

function fail(message: string): never {
  throw new TablaError('bad-match-state', `inconsistent match state: ${message}`);
}

function checkResult(v: unknown, where: string): GameResult {
  if (!isObj(v)) fail(`${where} must be a result object, got ${describeValue(v)}`);
  if (v.winner !== null && v.winner !== 'white' && v.winner !== 'black') fail(`${where}.winner must be white, black or null, got ${describeValue(v.winner)}`);
  if (!isCount(v.points)) fail(`${where}.points must be a count, got ${describeValue(v.points)}`);
  if (!KINDS.includes(v.kind as string)) fail(`${where}.kind is unknown: ${describeValue(v.kind)}`);
  if ((v.winner === null) !== (v.kind === 'draw')) fail(`${where}: only a draw has no winner`);
  if (v.winner !== null && v.points < 1) fail(`${where}: a won game scores at least 1 point`);
  return v as unknown as GameResult;
}

const sameResult = (a: GameResult, b: GameResult): boolean => a.winner === b.winner && a.points === b.points && a.kind === b.kind;

/** Throws unless `v` is a well-formed `config` (what `newMatch` resolves). */
function checkConfig(v: unknown): void {
  if (!isObj(v)) fail(`"config" must be an object, got ${describeValue(v)}`);
  if (!TRADITIONS.includes(v.tradition as never)) fail(`unknown tradition ${describeValue(v.tradition)}`);
  if (v.game !== null && !GAMES.includes(v.game as never)) fail(`unknown game ${describeValue(v.game)}`);
  const backgammon = ((v.game as GameId | null) ?? setOf(v.tradition as never)[0]) === 'backgammon';
  if (!Number.isInteger(v.length) || (v.length as number) < (backgammon ? 0 : 1))
    fail(`match length must be a positive integer, got ${describeValue(v.length)}`);
  if (v.openingRoll !== 'reroll' && v.openingRoll !== 'play-opening-dice') fail(`unknown openingRoll ${describeValue(v.openingRoll)}`);
  if (v.laterGames !== 'winner' && v.laterGames !== 'opening-roll') fail(`unknown laterGames ${describeValue(v.laterGames)}`);
  if (typeof v.triple !== 'boolean') fail(`"config.triple" must be true or false, got ${describeValue(v.triple)}`);
  if ((backgammon || forcesTriple(v.tradition as never)) && !v.triple) fail(`"config.triple" must be true in ${backgammon ? 'backgammon' : v.tradition}`);
  if (backgammon) checkCubeRules(v.cubeRules, v.length as number, fail);
  else if (v.cubeRules !== undefined) fail('"config.cubeRules" is for backgammon only');
}

/**
 * Checks that `state` is a well-formed, internally consistent match state.
 * @throws Error naming the first problem found (values cut short).
 */
export function checkMatchState(state: unknown): asserts state is MatchState {
  expectObject(state, 'a match state');
  const s = state;
  checkConfig(s.config);
  const config = s.config as MatchState['config'];
  const expectedSet: readonly GameId[] = config.game ? [config.game] : setOf(config.tradition);
  if (!Array.isArray(s.set) || s.set.length !== expectedSet.length || !s.set.every((g, i) => g === expectedSet[i])) {
    fail(`"set" must be ${expectedSet.join(', ')} for this match, got ${describeValue(s.set)}`);
  }
  if (!isCount(s.gameNumber)) fail(`"gameNumber" must be a count, got ${describeValue(s.gameNumber)}`);
  const game = expectedSet[s.gameNumber % expectedSet.length];
  if (s.game !== game) fail(`game ${s.gameNumber + 1} of the set is ${game}, not ${describeValue(s.game)}`);
  const phase = s.phase as Phase;
  if (!PHASES.includes(phase)) fail(`"phase" must be one of ${PHASES.join(', ')}, got ${describeValue(s.phase)}`);
  try {
    validatePosition(s.position as never);
  } catch (error) {
    fail(`"position": ${(error as Error).message}`);
  }
  const position = s.position as MatchState['position'];
  if (position.game !== game) fail(`the position is ${position.game} but the game is ${game}`);
  if (position.tradition !== config.tradition) fail(`the position is ${position.tradition} but the match is ${config.tradition}`);
  const over = phase === 'game-over' || phase === 'match-over';
  if (!over) {
    try {
      checkNotFinished(position);
    } catch (error) {
      fail(`phase ${phase}: ${(error as Error).message}`);
    }
  }
  // Dice fit the phase.
  const dice = s.dice;
  if (dice !== null && (!Array.isArray(dice) || dice.length !== 2 || !dice.every(isDie)))
    fail(`"dice" must be null or two dice 1–6, got ${describeValue(dice)}`);
  if (phase === 'moving' && dice === null && position.carried.length === 0) fail('phase moving needs dice (or carried numbers)');
  if (phase !== 'moving' && dice !== null) fail(`phase ${phase} has no dice, got ${describeValue(dice)}`);
  if (s.opening !== null && (!isObj(s.opening) || !isDie(s.opening.white) || !isDie(s.opening.black)))
    fail(`"opening" must be null or {white, black} dice, got ${describeValue(s.opening)}`);
  if (s.lastPlay !== null && !isObj(s.lastPlay)) fail(`"lastPlay" must be null or a play, got ${describeValue(s.lastPlay)}`);
  // The finished games: the set's games in order, adding up to the score.
  if (!Array.isArray(s.games)) fail(`"games" must be a list, got ${describeValue(s.games)}`);
  const games = s.games as unknown[];
  const finished = s.gameNumber + (over ? 1 : 0);
  if (games.length !== finished) fail(`${games.length} finished games recorded, but game ${s.gameNumber + 1} is ${over ? 'over' : 'being played'}`);
  const sum = { white: 0, black: 0 };
  games.forEach((g, i) => {
    if (!isObj(g)) fail(`"games[${i}]" must be {game, result}, got ${describeValue(g)}`);
    const expected = expectedSet[i % expectedSet.length];
    if (g.game !== expected) fail(`"games[${i}]" is ${describeValue(g.game)}, but game ${i + 1} of the set is ${expected}`);
    const r = checkResult(g.result, `"games[${i}].result"`);
    if (r.winner) sum[r.winner] += r.points;
  });
  const score = s.score;
  if (!isObj(score) || !isCount(score.white) || !isCount(score.black)) fail(`"score" must be {white: n, black: n}, got ${describeValue(score)}`);
  if (score.white !== sum.white || score.black !== sum.black) fail(`the score ${score.white}–${score.black} is not the games' ${sum.white}–${sum.black}`);
  if (config.cubeRules) {
    const earlier = (games as { result: GameResult }[]).slice(0, s.gameNumber).map((g) => g.result);
    checkCube(s.cube, { phase, turn: position.turn, length: config.length, rules: config.cubeRules, earlier }, fail);
  } else if (s.cube !== undefined) fail('"cube" is for backgammon only');
  // The score, the length and the winner agree.
  const points = s.score as Score;
  const lastResult = (games[games.length - 1] as { result?: GameResult } | undefined)?.result;
  // Money play (length 0) never ends by points, only on time.
  const hasReached = (c: 'white' | 'black') => (config.length === 0 ? lastResult?.kind === 'timeout' && lastResult.winner === c : points[c] >= config.length);
  const reached = hasReached('white') ? 'white' : hasReached('black') ? 'black' : null;
  if (hasReached('white') && hasReached('black')) fail(`both players have reached the match length ${config.length}`);
  if (phase === 'match-over' && !reached) fail(`match-over, but neither score reaches ${config.length}`);
  if (phase !== 'match-over' && reached) fail(`${reached} has reached ${config.length} points, but the phase is ${phase}`);
  if (s.winner !== (phase === 'match-over' ? reached : null))
    fail(`the winner is ${describeValue(s.winner)}, but the score says ${phase === 'match-over' ? reached : 'none yet'}`);
  // The result of the game just finished is the last record.
  if (over) {
    const last = checkResult(s.lastResult, '"lastResult"');
    if (!sameResult(last, (games[games.length - 1] as { result: GameResult }).result)) fail('"lastResult" is not the last finished game\'s result');
  } else if (s.lastResult !== null) {
    fail(`phase ${phase} has no "lastResult"`);
  }
}
