/**
 * Match play (RULES.md M1–M5, C6, C7, T5, T8, O1–O4): a pure state machine. Every function
 * takes a state and returns a new one; invalid calls throw an Error naming the problem and
 * leave the given state untouched. States are plain JSON-serialisable data.
 */
import { GAMES, opponent, positionKey, startPosition, TRADITIONS } from './position.js';
import { describeValue, expectColor, expectOptions } from './checks.js';
import { countRoll, firstCube, nextGameCube, resignBasePoints, resolveCubeRules, scoreWithCube } from './cube.js';
import { checkMatchState } from './match-check.js';
import { validatePosition } from './position-json.js';
import { rulesOf } from './games/index.js';
import { forcesTriple, setOf } from './traditions.js';
import { hasAnyStep } from './core/movegen.js';
import { replaySteps } from './core/replay.js';
import { checkRoll } from './plays.js';
import { ruleContext } from './games/rules.js';
import { Turn, type StepRequest } from './turn.js';
import { nardyRefusal, nardyRefusalText } from './games/nardy-refusal.js';
import type { Color, GameId, GameResult, Play, Position } from './types.js';
import { flipBoard, toBoard } from './core/board.js';
import { TablaError } from './errors.js';
import type { MatchConfig, MatchOptions, MatchState, Phase } from './match-state.js';

export type { GameRecord, MatchConfig, MatchOptions, MatchState, Phase } from './match-state.js';
import { checkDice } from './dice-check.js';

function resolve(options: MatchOptions): MatchConfig {
  expectOptions(options, 'the match options');
  const tradition = options.tradition ?? 'macedonian';
  if (!TRADITIONS.includes(tradition))
    throw new TablaError('bad-tradition', `unknown tradition ${describeValue(tradition)} (expected ${TRADITIONS.join(', ')})`);
  const game = options.game ?? null;
  if (game !== null && !GAMES.includes(game)) throw new TablaError('bad-game', `unknown game ${describeValue(game)} (expected ${GAMES.join(', ')})`);
  const backgammon = (game ?? setOf(tradition)[0]) === 'backgammon';
  const length = options.length ?? 5;
  if (!Number.isInteger(length) || length < (backgammon ? 0 : 1)) {
    throw new TablaError('bad-option', `match length must be a positive integer${backgammon ? ' or 0 (money)' : ''}, got ${describeValue(length)}`);
  }
  if (!backgammon && options.cube !== undefined) throw new TablaError('bad-dice', `the cube options are for backgammon only, not for ${game ?? tradition}`);
  const openingRoll = options.openingRoll ?? (backgammon ? 'play-opening-dice' : 'reroll');
  if (openingRoll !== 'reroll' && openingRoll !== 'play-opening-dice')
    throw new TablaError('bad-dice', `unknown openingRoll option ${describeValue(openingRoll)} (expected reroll, play-opening-dice)`);
  const laterGames = options.laterGames ?? 'winner';
  if (laterGames !== 'winner' && laterGames !== 'opening-roll')
    throw new TablaError('bad-option', `unknown laterGames option ${describeValue(laterGames)} (expected winner, opening-roll)`);
  if (options.triple !== undefined && typeof options.triple !== 'boolean')
    throw new TablaError('bad-option', `the triple option must be true or false, got ${describeValue(options.triple)}`);
  const triple = options.triple === true || backgammon || forcesTriple(tradition);
  const base = { tradition, game, length, openingRoll, laterGames, triple };
  return backgammon ? { ...base, cubeRules: resolveCubeRules(options.cube, length) } : base;
}

/** A new match, waiting for the opening roll (M3). */
export function newMatch(options: MatchOptions = {}): MatchState {
  const config = resolve(options);
  const set = config.game ? [config.game] : [...setOf(config.tradition)];
  return {
    config,
    set,
    gameNumber: 0,
    game: set[0],
    position: startPosition(set[0], config.tradition),
    phase: 'opening',
    dice: null,
    opening: null,
    score: { white: 0, black: 0 },
    lastResult: null,
    lastPlay: null,
    winner: null,
    games: [],
    ...(config.cubeRules ? { cube: firstCube() } : {}),
  };
}

function expectPhase(state: MatchState, ...phases: Phase[]): void {
  checkMatchState(state);
  if (!phases.includes(state.phase)) throw new TablaError('wrong-phase', `not allowed in phase ${state.phase} (expected ${phases.join(' or ')})`);
}

function checkDie(d: unknown): void {
  if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > 6) throw new TablaError('bad-dice', `die out of range 1–6: ${describeValue(d)}`);
}

/**
 * The opening roll (M3): each player's one die. Equal dice: the phase stays `opening` (roll again).
 * Otherwise the higher die starts: with O1 `reroll` he rolls afresh; with `play-opening-dice` he plays these two.
 */
export function rollOpening(state: MatchState, whiteDie: number, blackDie: number): MatchState {
  expectPhase(state, 'opening');
  checkDie(whiteDie);
  checkDie(blackDie);
  const opening = { white: whiteDie, black: blackDie };
  if (whiteDie === blackDie) return { ...state, opening };
  const starter: Color = whiteDie > blackDie ? 'white' : 'black';
  const position = { ...state.position, turn: starter };
  if (state.config.openingRoll === 'play-opening-dice') {
    return { ...state, opening, position, phase: 'moving', dice: [whiteDie, blackDie] };
  }
  return { ...state, opening, position, phase: 'rolling', dice: null };
}

/** The player to move rolls (phase `rolling`). */
export function rollMatchDice(state: MatchState, dice: readonly number[]): MatchState {
  expectPhase(state, 'rolling');
  checkDice(dice);
  return { ...state, phase: 'moving', dice: [dice[0], dice[1]] };
}

/** The step-wise view of the turn being played (phase `moving`). */
export function currentTurn(state: MatchState): Turn {
  expectPhase(state, 'moving');
  return Turn.begin(state.position, state.dice, { triple: state.config.triple });
}

/** T8: neither player has a legal step for any roll. */
export function isDeadPosition(pos: Position): boolean {
  validatePosition(pos);
  const rules = rulesOf(pos.game);
  const ctx = ruleContext(pos.tradition, {});
  const w = toBoard(pos);
  return !hasAnyStep(rules, w, ctx) && !hasAnyStep(rules, flipBoard(pos.game, w), ctx);
}

/** One step of a turn; a step refused by nardy's head or block rule says so (N4, N5). */
function stepNamingRule(turn: Turn, s: StepRequest): Turn {
  try {
    return turn.step(s);
  } catch (error) {
    const why = s && typeof s === 'object' && Number.isInteger(s.from) && Number.isInteger(s.to) ? nardyRefusal(turn, s.from, s.to) : null;
    if (why) throw new TablaError('bad-argument', `${(error as Error).message.slice(0, 80)} — ${nardyRefusalText(why)}`);
    throw error;
  }
}

/**
 * Play a whole turn, given as its steps (from a {@link Turn}, a play of `legalPlays`, or parsed
 * notation). The steps are replayed through the engine, so nothing illegal can enter the state.
 * @throws Error naming the illegal step or the incomplete turn.
 */
export function applyPlay(state: MatchState, play: Play | readonly StepRequest[]): MatchState {
  expectPhase(state, 'moving');
  const steps = Array.isArray(play) ? (play as readonly StepRequest[]) : (play as Play | null)?.steps;
  if (!Array.isArray(steps))
    throw new TablaError(
      'bad-argument',
      `a play must be a list of steps or a play object with steps, got ${typeof play === 'string' ? 'text' : describeValue(play)}`,
    );
  // The referee's fast path decides an ordinary legal play at once; anything else goes through
  // the step-wise view, which gives the exact verdict and names the problem.
  const rules = { triple: state.config.triple };
  checkRoll(state.position, state.dice);
  const done =
    replaySteps(state.position, state.dice, steps, rules) ??
    (() => {
      let turn = currentTurn(state);
      for (const s of steps) turn = stepNamingRule(turn, s);
      return turn.finish();
    })();
  if (!Array.isArray(play) && (play as Play).position && positionKey((play as Play).position) !== positionKey(done.position)) {
    throw new TablaError('bad-argument', "the play's position does not match its steps");
  }
  let result = done.result;
  if (!result && done.position.game === 'treta' && isDeadPosition(done.position)) {
    result = { winner: null, points: 0, kind: 'draw' }; // T8
  }
  const cube = state.cube ? countRoll(state.cube, state.position.turn) : undefined;
  if (result && cube) result = scoreWithCube(result, cube, state.config.cubeRules!, state.config.length);
  const next: MatchState = { ...state, position: done.position, lastPlay: { ...done, result }, ...(cube ? { cube } : {}) };
  if (result) return endGame(next, result);
  // V5: carried numbers are played before the next roll, without dice.
  if (done.position.carried.length > 0) return { ...next, phase: 'moving', dice: null };
  return { ...next, phase: 'rolling', dice: null };
}

/**
 * C7: resign the current game; the opponent scores 2 if the resigner has borne off nothing, else 1.
 * In backgammon (B6): 3 for a backgammon position, times the cube (Jacoby in money play); the
 * player answering a double who resigns passes it (B3).
 */
export function resign(state: MatchState, color: Color): MatchState {
  expectPhase(state, 'rolling', 'doubled', 'moving');
  expectColor(color);
  const winner = opponent(color);
  if (!state.cube) return endGame(state, { winner, points: state.position[color].off === 0 ? 2 : 1, kind: 'resign' });
  if (state.phase === 'doubled' && state.position.turn === winner) {
    return endGame(state, { winner, points: state.cube.value, kind: 'pass', cube: state.cube.value });
  }
  const base: GameResult = { winner, points: resignBasePoints(state.position, color), kind: 'resign' };
  return endGame(state, scoreWithCube(base, state.cube, state.config.cubeRules!, state.config.length));
}

/**
 * A player ran out of time (a clock kept by the host: the board element or a server): `color`
 * loses the whole match at once. The game in progress ends with result kind `timeout`, worth the
 * points the opponent still lacked, so the opponent's score reaches the match length exactly;
 * the phase becomes `match-over`.
 */
export function timeOut(state: MatchState, color: Color): MatchState {
  expectPhase(state, 'opening', 'rolling', 'doubled', 'moving');
  expectColor(color);
  const winner = opponent(color);
  const money = state.config.length === 0; // money play ends the session: the game scores as a resignation (B6)
  const points = money ? resignBasePoints(state.position, color) * state.cube!.value : Math.max(1, state.config.length - state.score[winner]);
  return endGame(state, { winner, points, kind: 'timeout' });
}

/** Ends the game with `result`: adds its points, records it, and ends the match when a side reaches the length (money play ends only on time). Internal to the engine. */
export function endGame(state: MatchState, result: GameResult): MatchState {
  const score = { ...state.score };
  if (result.winner) score[result.winner] += result.points;
  const games = [...state.games, { game: state.game, result }];
  const length = state.config.length;
  const reached = (c: Color) => (length === 0 ? result.kind === 'timeout' && result.winner === c : score[c] >= length);
  const winner = reached('white') ? 'white' : reached('black') ? 'black' : null;
  return { ...state, score, games, lastResult: result, dice: null, phase: winner ? 'match-over' : 'game-over', winner };
}

/** The game the match plays after its current one (M2: the set in order, round and round). */
export function nextGameId(state: MatchState): GameId {
  return state.set[(state.gameNumber + 1) % state.set.length];
}

/**
 * Start the next game of the set (M2), cycling. The previous winner starts and rolls (M4), unless
 * the game was drawn (T5) or option O2 asks for an opening roll.
 */
export function nextGame(state: MatchState): MatchState {
  expectPhase(state, 'game-over');
  const gameNumber = state.gameNumber + 1;
  const game = nextGameId(state);
  const winner = state.lastResult?.winner ?? null;
  const opening = winner === null || state.config.laterGames === 'opening-roll';
  const position = startPosition(game, state.config.tradition, winner ?? 'white');
  return {
    ...state,
    gameNumber,
    game,
    position,
    phase: opening ? 'opening' : 'rolling',
    dice: null,
    opening: null,
    lastResult: null,
    lastPlay: null,
    ...(state.cube ? { cube: nextGameCube(state.cube, state.config.cubeRules!, state.config.length, state.score) } : {}),
  };
}
