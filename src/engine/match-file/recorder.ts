/**
 * Keeping a match record while a match is played: pure helpers a host (the board's reducer, the
 * CLI's match runner) calls with the state before and after each action. Each checks its
 * arguments, then builds with record-builder.ts.
 */
import type { MatchState } from '../match.js';
import type { Color, Step } from '../types.js';
import type { MatchRecord, RecordAction } from './record-types.js';
import { describeValue, expectColor, expectList, expectObject } from '../checks.js';
import { TablaError } from '../errors.js';
import { checkMatchState } from '../match-check.js';
import { checkRecordAction } from './record-check.js';
import { buildMoveAction, buildRecord, withAction } from './record-builder.js';

/** Throws unless `players` holds a white and a black name. */
function checkPlayers(players: unknown): asserts players is { readonly white: string; readonly black: string } {
  expectObject(players, 'players', 'bad-record');
  for (const c of ['white', 'black'] as const) {
    if (typeof players[c] !== 'string') throw new TablaError('bad-record', `players.${c}: expected a name, got ${describeValue(players[c])}`);
  }
}

/** An empty record of a match about to start (`state` as `newMatch` returns it). */
export function startRecord(state: MatchState, players: { readonly white: string; readonly black: string }): MatchRecord {
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
 * the state it gave. A new game entry starts when `before` is in a game the record has not seen;
 * the game's result and the match winner are filled in when `after` ends them.
 */
export function recordAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  expectObject(record, 'record', 'bad-record');
  expectList(record.games, 'record.games', 'bad-record');
  checkMatchState(before);
  checkMatchState(after);
  checkRecordAction(action);
  return withAction(record, before, action, after);
}
