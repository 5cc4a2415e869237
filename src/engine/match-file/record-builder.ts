/**
 * Building a match record from what the engine itself made (match states, steps): the record's
 * pure construction without argument checks. The checked entry points a caller uses are in
 * recorder.ts; the live reducer, which feeds these its own states, calls them directly so the
 * record checks stay out of the first load. A record can start from any match state — a new
 * match, a set-up position, a match resumed in the middle of a game — and always replays
 * (`replayRecord`) to the match it follows.
 */
import { firstCube } from '../cube.js';
import { formatPlay } from '../notation/moves.js';
import type { MatchState } from '../match.js';
import { positionToJSON } from '../position-json.js';
import { samePosition, startPosition } from '../position.js';
import type { Color, Step } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction, type RecordGame } from './record-types.js';

/** The players' names by colour. */
export type RecordPlayers = {
  /** White's name. */
  readonly white: string;
  /** Black's name. */
  readonly black: string;
};

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

/** The record of a match from `state` on (as the engine made it): empty for a new match, else a first game that starts there. */
export function buildRecord(state: MatchState, players: RecordPlayers): MatchRecord {
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

/** A `move` action from the engine's own steps: `dice` as rolled (null for carried numbers). */
export function buildMoveAction(player: Color, dice: readonly number[] | null, steps: readonly Step[]): RecordAction {
  return {
    type: 'move',
    player,
    dice: dice === null ? null : [dice[0], dice[1]],
    steps: steps.map((s) => ({ from: s.from, to: s.to, die: s.die })),
    notation: steps.length ? formatPlay(steps) : 'pass',
  };
}

/**
 * The record with `action` added, for states the engine made: a new game entry starts when the
 * record has none or its last game has ended; the game's result and the match winner are filled
 * in when `after` ends them.
 */
export function withAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  const games = [...record.games];
  const last = games[games.length - 1];
  if (!last || last.result !== null) games.push(gameEntry(before, games.length === 0));
  const at = games.length - 1;
  const ended = after.games.length > before.games.length ? after.games[after.games.length - 1].result : null;
  games[at] = { ...games[at], actions: [...games[at].actions, action], result: ended ?? games[at].result };
  return { ...record, games, winner: after.phase === 'match-over' ? after.winner : null };
}
