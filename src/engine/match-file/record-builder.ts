/**
 * Building a match record from what the engine itself made (match states, steps): the record's
 * pure construction without argument checks. The checked entry points a caller uses are in
 * recorder.ts; the board's record keeper, which feeds them its own reducer's states, calls these.
 */
import { formatPlay } from '../notation/moves.js';
import type { MatchState } from '../match.js';
import type { Color, Step } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction } from './record-types.js';

/** An empty record of a match about to start (`state` as the engine made it). */
export function buildRecord(state: MatchState, players: { readonly white: string; readonly black: string }): MatchRecord {
  const c = state.config;
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
    games: [],
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

/** The record with `action` added (see `recordAction` in recorder.ts), for states the engine made. */
export function withAction(record: MatchRecord, before: MatchState, action: RecordAction, after: MatchState): MatchRecord {
  const games = [...record.games];
  if (games.length <= before.gameNumber) games.push({ game: before.game, score: { ...before.score }, actions: [], result: null });
  const at = games.length - 1;
  const ended = after.games.length > before.games.length ? after.games[after.games.length - 1].result : null;
  games[at] = { ...games[at], actions: [...games[at].actions, action], result: ended ?? games[at].result };
  return { ...record, games, winner: after.phase === 'match-over' ? after.winner : null };
}
