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
import type { MatchRecord, RecordAction, RecordGame } from './record-types.js';
import { checkMatchState } from '../match-check.js';
import type { Position } from '../types.js';
import type { Stepwise } from './stepwise.js';

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

/** The match a record's settings start. @throws TablaError `bad-record` when `record` has no settings object. */
export function matchFromSettings(record: MatchRecord): MatchState {
  const s = (record as { settings?: unknown } | null | undefined)?.settings as MatchRecord['settings'] | undefined;
  if (typeof s !== 'object' || s === null) throw new TablaError('bad-record', `settings: expected the record's settings object, got ${describeValue(s)}`);
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
        if (want !== [...action.dice].sort().join(','))
          throw new TablaError('bad-record', `the dice ${action.dice.join('-')} are not the opening roll ${s.dice?.join('-') ?? 'none'} being played`);
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

/** The match before a record's first game: after the `earlier` games it names (a record kept from a match resumed after its first game). */
function firstGame(state: MatchState, g: RecordGame, fail: (a: number | null, why: string) => never): MatchState {
  if (!g.earlier || g.earlier.length === 0) return state;
  const set = state.set;
  const games = g.earlier.map((result, i) => ({ game: set[i % set.length], result }));
  const score = { white: 0, black: 0 };
  for (const r of g.earlier) if (r.winner) score[r.winner] += r.points;
  const length = state.config.length;
  if (length > 0 && (score.white >= length || score.black >= length))
    fail(null, `earlier: the games before it end the ${length}-point match (${score.white}-${score.black})`);
  const last = games[games.length - 1].result;
  let after: MatchState = { ...state, gameNumber: games.length - 1, game: games[games.length - 1].game, games, score, phase: 'game-over', lastResult: last };
  try {
    checkMatchState(after);
    after = nextGame(after);
  } catch (e) {
    fail(null, `earlier: ${(e as Error).message}`);
  }
  return after;
}

/** A game from its set-up `start`: that side on roll (with carried numbers: to play them), or the opening roll when it is the first action. */
function startAt(state: MatchState, g: RecordGame, fail: (a: number | null, why: string) => never): MatchState {
  let pos: Position;
  try {
    pos = positionFromJSON(g.start);
  } catch (e) {
    return fail(null, `start: ${(e as Error).message}`);
  }
  if (pos.game !== g.game) fail(null, `start is a ${pos.game} position in a game of ${g.game}`);
  if (g.actions[0]?.type === 'opening') return { ...state, position: pos, phase: 'opening', dice: null };
  if (pos.carried.length === 0) return { ...state, position: pos, phase: 'rolling', dice: null };
  // Carried numbers (V5) are played at once, with the roll that came with them, if any.
  const first = g.actions[0];
  return { ...state, position: pos, phase: 'moving', dice: first?.type === 'move' && first.dice ? [...first.dice] : null };
}

/**
 * Replays a record already checked for shape (`shapedRecordFromJSON`): every game from its start,
 * checking each game's starting score and recorded result against the engine's. A stepwise
 * computation (stepwise.ts): it pauses after every action, so a page can run it in slices.
 * @throws TablaError `bad-record` naming the game and action (through `locate`) and the problem.
 */
export function* replayInSteps(record: MatchRecord, locate: Locate = recordPath): Stepwise<ReplayedGame[]> {
  const out: ReplayedGame[] = [];
  let state = matchFromSettings(record);
  for (const [gi, g] of record.games.entries()) {
    const fail = (a: number | null, why: string): never => {
      throw new TablaError('bad-record', `${locate(gi, a)}: ${why}`);
    };
    if (gi > 0) {
      if (state.phase === 'match-over') fail(null, 'the match was already over');
      if (state.phase !== 'game-over') fail(null, 'the game before it did not end');
      state = nextGame(state);
    } else {
      state = firstGame(state, g, fail);
    }
    if (state.game !== g.game) fail(null, `the game is ${describeValue(g.game)} but the match's game ${gi + 1} is ${state.game}`);
    if (state.score.white !== g.score.white || state.score.black !== g.score.black) {
      fail(null, `the score ${g.score.white}-${g.score.black} does not match the games before it (${state.score.white}-${state.score.black})`);
    }
    if (g.start !== undefined) state = startAt(state, g, fail);
    if (g.cube !== undefined) {
      if (!state.cube) fail(null, `cube: only backgammon has a cube, not ${g.game}`);
      state = { ...state, cube: { ...g.cube, rolls: { ...g.cube.rolls } } };
      try {
        checkMatchState(state);
      } catch (e) {
        fail(null, `cube: ${(e as Error).message}`);
      }
    }
    const before: MatchState[] = [];
    for (const [ai, a] of g.actions.entries()) {
      if (state.phase === 'game-over' || state.phase === 'match-over') fail(ai, `the game was already over (${describeValue(a)})`);
      before.push(state);
      try {
        state = applyCheckedAction(state, a);
      } catch (e) {
        fail(ai, (e as Error).message);
      }
      yield;
    }
    const over = state.phase === 'game-over' || state.phase === 'match-over';
    const last = over ? state.games[state.games.length - 1].result : null;
    if (g.result === null && over) fail(null, `the result is null but the game ended (${last!.winner ?? 'draw'} ${last!.points})`);
    if (g.result !== null && !over) fail(null, 'a result is recorded but the actions do not end the game');
    if (g.result && last && (g.result.winner !== last.winner || g.result.points !== last.points)) {
      fail(null, `the result ${g.result.winner ?? 'draw'} ${g.result.points} does not match the play (${last.winner ?? 'draw'} ${last.points})`);
    }
    out.push({ before, after: state });
  }
  const winner = state.phase === 'match-over' ? state.winner : null;
  if ((record.winner ?? null) !== winner)
    throw new TablaError('bad-record', `winner: ${describeValue(record.winner)} does not match the games (${winner ?? 'null'})`);
  return out;
}
