/**
 * Replaying a match record through the engine's match state machine: every action is applied by
 * the same calls a live match uses, so nothing illegal passes, and the state before every action
 * is kept (the positions a review steps through and an analysis judges).
 */
import { describeValue } from '../checks.js';
import { TablaError } from '../errors.js';
import { applyPlay, endGame, newMatch, nextGame, resign, rollMatchDice, rollOpening, timeOut, type MatchState } from '../match.js';
import { beaver, offerDouble, passDouble, takeDouble } from '../match-cube.js';
import { positionFromJSON } from '../position-json.js';
import { opponent } from '../position.js';
import type { MatchRecord, RecordAction } from './record-types.js';

/** One game replayed: the match state before each of its actions, and after the last. */
export interface ReplayedGame {
  /** `before[i]`: the state before `actions[i]` of the record's game. */
  readonly before: readonly MatchState[];
  /** The state after the game's last action. */
  readonly after: MatchState;
}

/** Names the place of an action for an error: a record path by default, a file's line for an imported file. */
export type Locate = (game: number, action: number | null) => string;

const recordPath: Locate = (g, a) => (a === null ? `games[${g}]` : `games[${g}].actions[${a}]`);

/** The match a record's settings start. */
export function matchFromSettings(record: MatchRecord): MatchState {
  const s = record.settings;
  return newMatch({
    tradition: s.tradition,
    ...(s.game ? { game: s.game } : {}),
    length: s.length,
    openingRoll: s.openingRoll,
    laterGames: s.laterGames,
    triple: s.triple,
    ...(s.cubeRules ? { cube: s.cubeRules } : {}),
  });
}

/**
 * Applies one recorded action, already checked for shape, to a match state the engine made.
 * @throws TablaError (from the engine) naming why the action is not allowed there.
 */
export function applyCheckedAction(state: MatchState, action: RecordAction): MatchState {
  switch (action.type) {
    case 'opening':
      return rollOpening(state, action.dice.white, action.dice.black);
    case 'move': {
      let s = state;
      if (s.phase === 'rolling') {
        if (action.dice === null) throw new TablaError('bad-record', 'a move in phase rolling needs its dice');
        s = rollMatchDice(s, action.dice);
      } else if (s.phase === 'moving' && action.dice !== null) {
        const want = [...(s.dice ?? [])].sort().join(',');
        if (want !== [...action.dice].sort().join(',')) throw new TablaError('bad-record', `the dice ${action.dice.join('-')} are not the opening roll ${s.dice?.join('-') ?? 'none'} being played`);
      } else if (s.phase !== 'moving') throw new TablaError('wrong-phase', `no move is allowed in phase ${s.phase}`);
      if (s.position.turn !== action.player) throw new TablaError('not-your-turn', `${action.player} moved but ${s.position.turn} is on roll`);
      return applyPlay(s, action.steps);
    }
    case 'double':
      return offerDouble(state, action.player);
    case 'take':
      return takeDouble(state, action.player);
    case 'pass':
      return passDouble(state, action.player);
    case 'beaver':
      return beaver(state, action.player);
    case 'resign': {
      if (action.points === undefined) return resign(state, action.player);
      if (!['rolling', 'doubled', 'moving'].includes(state.phase)) throw new TablaError('wrong-phase', `cannot resign in phase ${state.phase}`);
      const cube = state.cube?.value;
      return endGame(state, { winner: opponent(action.player), points: action.points, kind: 'resign', ...(cube ? { cube } : {}) });
    }
    case 'timeout':
      return timeOut(state, action.player);
  }
}

/**
 * Replays a record (already checked for shape by `recordFromJSON`): every game from its start,
 * checking each game's starting score and recorded result against the engine's.
 * @throws TablaError `bad-record` naming the game and action (through `locate`) and the problem.
 */
export function replayRecord(record: MatchRecord, locate: Locate = recordPath): ReplayedGame[] {
  const out: ReplayedGame[] = [];
  let state = matchFromSettings(record);
  record.games.forEach((g, gi) => {
    const fail = (a: number | null, why: string): never => {
      throw new TablaError('bad-record', `${locate(gi, a)}: ${why}`);
    };
    if (gi > 0) {
      if (state.phase === 'match-over') fail(null, 'the match was already over');
      if (state.phase !== 'game-over') fail(null, 'the game before it did not end');
      state = nextGame(state);
    }
    if (state.game !== g.game) fail(null, `the game is ${describeValue(g.game)} but the match's game ${gi + 1} is ${state.game}`);
    if (state.score.white !== g.score.white || state.score.black !== g.score.black) {
      fail(null, `the score ${g.score.white}-${g.score.black} does not match the games before it (${state.score.white}-${state.score.black})`);
    }
    if (g.start !== undefined) {
      try {
        const pos = positionFromJSON(g.start);
        if (pos.game !== g.game) fail(null, `start is a ${pos.game} position in a game of ${g.game}`);
        state = { ...state, position: pos };
      } catch (e) {
        if (e instanceof TablaError && e.code === 'bad-record') throw e;
        fail(null, `start: ${(e as Error).message}`);
      }
    }
    const before: MatchState[] = [];
    g.actions.forEach((a, ai) => {
      if (state.phase === 'game-over' || state.phase === 'match-over') fail(ai, `the game was already over (${describeValue(a)})`);
      before.push(state);
      try {
        state = applyCheckedAction(state, a);
      } catch (e) {
        fail(ai, (e as Error).message);
      }
    });
    const over = state.phase === 'game-over' || state.phase === 'match-over';
    const last = over ? state.games[state.games.length - 1].result : null;
    if (g.result === null && over) fail(null, `the result is null but the game ended (${last!.winner ?? 'draw'} ${last!.points})`);
    if (g.result !== null && !over) fail(null, 'a result is recorded but the actions do not end the game');
    if (g.result && last && (g.result.winner !== last.winner || g.result.points !== last.points)) {
      fail(null, `the result ${g.result.winner ?? 'draw'} ${g.result.points} does not match the play (${last.winner ?? 'draw'} ${last.points})`);
    }
    out.push({ before, after: state });
  });
  const winner = state.phase === 'match-over' ? state.winner : null;
  if ((record.winner ?? null) !== winner) throw new TablaError('bad-record', `winner: ${describeValue(record.winner)} does not match the games (${winner ?? 'null'})`);
  return out;
}
