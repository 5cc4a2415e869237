/**
 * Keeping a match record while a match is played: pure helpers a host (the CLI's match runner, a
 * caller of the API) calls with the state before and after each action. Each checks its
 * arguments, then builds with record-builder.ts (which the live reducer calls directly). A
 * record can start from any match state and always replays (`replayRecord`) to the match it follows.
 */
import type { MatchState } from '../match.js';
import type { Color, Step } from '../types.js';
import type { MatchRecord, RecordAction } from './record-types.js';
import { describeValue, expectColor, expectList, expectObject } from '../checks.js';
import { TablaError } from '../errors.js';
import { checkMatchState } from '../match-check.js';
import { checkRecordAction } from './record-check.js';
import { buildMoveAction, buildRecord, withAction, type RecordPlayers } from './record-builder.js';

export type { RecordPlayers } from './record-builder.js';

/** Throws unless `players` holds a white and a black name. */
function checkPlayers(players: unknown): asserts players is RecordPlayers {
  expectObject(players, 'players', 'bad-record');
  for (const c of ['white', 'black'] as const) {
    if (typeof players[c] !== 'string') throw new TablaError('bad-record', `players.${c}: expected a name, got ${describeValue(players[c])}`);
  }
}

/**
 * The record of a match from `state` on: a new match (`newMatch`) gives an empty record; a match
 * from a set-up position, or resumed in the middle, gives a first game that starts there.
 * @throws TablaError naming a bad state or bad names.
 */
export function startRecord(state: MatchState, players: RecordPlayers): MatchRecord {
  checkMatchState(state);
  checkPlayers(players);
  return buildRecord(state, players);
}

/** A `move` action: `dice` as rolled (null for carried numbers), the steps played. */
export function moveAction(player: Color, dice: readonly number[] | null, steps: readonly Step[]): RecordAction {
  expectColor(player, 'player');
  if (dice !== null) expectList(dice, 'dice', 'bad-dice');
  expectList(steps, 'steps', 'bad-record');
  steps.forEach((st, i) => expectObject(st, `steps[${i}]`, 'bad-record'));
  return checkRecordAction(buildMoveAction(player, dice, steps));
}

/**
 * The record with `action` added: `before` is the match state the action was applied to, `after`
 * the state it gave (see `withAction` in record-builder.ts).
 * @throws TablaError naming a bad record, state or action.
 */
export function recordAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  expectObject(record, 'record', 'bad-record');
  expectList(record.games, 'record.games', 'bad-record');
  checkMatchState(before);
  checkMatchState(after);
  return withAction(record, before, checkRecordAction(action), after);
}
