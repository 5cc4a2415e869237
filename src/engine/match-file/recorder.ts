/**
 * Keeping a match record while a match is played: pure helpers a host (the live reducer, the
 * CLI's match runner) calls with the state before and after each action. A record can start from
 * any match state — a new match, a set-up position, a match resumed in the middle of a game —
 * and always replays (`replayRecord`) to the match it follows.
 */
import { formatPlay } from '../notation/moves.js';
import type { MatchState } from '../match.js';
import { firstCube } from '../cube.js';
import { positionToJSON } from '../position-json.js';
import { samePosition, startPosition } from '../position.js';
import type { Color, Step } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction, type RecordGame } from './record-types.js';
import { describeValue, expectColor, expectList, expectObject } from '../checks.js';
import { TablaError } from '../errors.js';
import { checkMatchState } from '../match-check.js';
import { checkRecordAction } from './record-check.js';

/** The players' names by colour. */
export type RecordPlayers = { readonly white: string; readonly black: string };

/** Throws unless `players` holds a white and a black name. */
function checkPlayers(players: unknown): asserts players is RecordPlayers {
  expectObject(players, 'players', 'bad-record');
  for (const c of ['white', 'black'] as const) {
    if (typeof players[c] !== 'string') throw new TablaError('bad-record', `players.${c}: expected a name, got ${describeValue(players[c])}`);
  }
}

/** Whether a record's first game can start as a fresh match does (its opening roll, at 0-0, from the standard position and cube). */
function freshStart(state: MatchState): boolean {
  return state.phase === 'opening' && state.gameNumber === 0 && state.score.white === 0 && state.score.black === 0 && !startsElsewhere(state);
}

/** Whether the position or the cube differ from the game's standard start. */
function startsElsewhere(state: MatchState): boolean {
  const p = state.position;
  if (!samePosition(p, startPosition(state.game, p.tradition, p.turn))) return true;
  return !!state.cube && JSON.stringify(state.cube) !== JSON.stringify(firstCube());
}

/**
 * The entry of a game whose first recorded action is made in `state`. The first game of a record
 * names everything a replay needs to reach `state` (the games before it, and unless the game starts
 * with its opening roll from the standard position, the position and the cube); later games follow
 * from the games before them.
 */
function gameEntry(state: MatchState, first: boolean): RecordGame {
  const entry = { game: state.game, score: { ...state.score }, actions: [] as RecordAction[], result: null };
  if (!first) return entry;
  const earlier = state.gameNumber > 0 ? { earlier: state.games.slice(0, state.gameNumber).map((g) => g.result) } : {};
  if (state.phase === 'opening' && !startsElsewhere(state)) return { ...entry, ...earlier };
  return {
    ...entry,
    ...earlier,
    start: positionToJSON(state.position),
    ...(state.cube && JSON.stringify(state.cube) !== JSON.stringify(firstCube()) ? { cube: { ...state.cube, rolls: { ...state.cube.rolls } } } : {}),
    // A double on offer is recorded as the game's first action (the cube above is the one offered).
    ...(state.phase === 'doubled' ? { actions: [{ type: 'double', player: state.position.turn }] as RecordAction[] } : {}),
  };
}

/**
 * The record of a match from `state` on: a new match (`newMatch`) gives an empty record; a match
 * from a set-up position, or resumed in the middle, gives a first game that starts there.
 * @throws TablaError naming a bad state or bad names.
 */
export function startRecord(state: MatchState, players: RecordPlayers): MatchRecord {
  checkMatchState(state);
  checkPlayers(players);
  const c = state.config;
  const ongoing = state.phase !== 'game-over' && state.phase !== 'match-over';
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    players: { white: players.white, black: players.black },
    settings: {
      tradition: c.tradition,
      game: c.game,
      length: c.length,
      openingRoll: c.openingRoll,
      laterGames: c.laterGames,
      triple: c.triple,
      ...(c.cubeRules ? { cubeRules: { ...c.cubeRules } } : {}),
    },
    games: ongoing && !freshStart(state) ? [gameEntry(state, true)] : [],
    winner: null,
  };
}

/** A `move` action: `dice` as rolled (null for carried numbers), the steps played. */
export function moveAction(player: Color, dice: readonly number[] | null, steps: readonly Step[]): RecordAction {
  expectColor(player, 'player');
  if (dice !== null) expectList(dice, 'dice', 'bad-dice');
  expectList(steps, 'steps', 'bad-record');
  steps.forEach((st, i) => expectObject(st, `steps[${i}]`, 'bad-record'));
  return checkRecordAction(playAction(player, dice, steps));
}

/** A `move` action from a play the engine made (unchecked: the live reducer's own data). */
export function playAction(player: Color, dice: readonly number[] | null, steps: readonly Step[]): RecordAction {
  return {
    type: 'move',
    player,
    dice: dice === null ? null : [dice[0], dice[1]],
    steps: steps.map((s) => ({ from: s.from, to: s.to, die: s.die })),
    notation: steps.length ? formatPlay(steps) : 'pass',
  };
}

/**
 * The record with `action` added, unchecked (the live reducer's own states and actions): a new
 * game entry starts when the record has none or its last game has ended; the game's result and
 * the match winner are filled in when `after` ends them.
 */
export function appendAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  const games = [...record.games];
  const last = games[games.length - 1];
  if (!last || last.result !== null) games.push(gameEntry(before, games.length === 0));
  const at = games.length - 1;
  const ended = after.games.length > before.games.length ? after.games[after.games.length - 1].result : null;
  games[at] = { ...games[at], actions: [...games[at].actions, action], result: ended ?? games[at].result };
  return { ...record, games, winner: after.phase === 'match-over' ? after.winner : null };
}

/**
 * The record with `action` added: `before` is the match state the action was applied to, `after`
 * the state it gave (see {@link appendAction}).
 * @throws TablaError naming a bad record, state or action.
 */
export function recordAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  expectObject(record, 'record', 'bad-record');
  expectList(record.games, 'record.games', 'bad-record');
  checkMatchState(before);
  checkMatchState(after);
  return appendAction(record, before, checkRecordAction(action), after);
}
