/**
 * The live reducer keeps the match record (src/engine/live, src/engine/match-file/record-builder.ts):
 * in every game, with cube actions, resignations and timeouts, from the standard start, a set-up
 * position or a match resumed in the middle, the record replays after every action to the match
 * being played (RULES.md M1–M5, B3–B5, V5).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialLive, reduce, type Live, type LiveAction, type LiveSettings } from '../../src/engine/live/index.js';
import { newMatch, nextGame, rollMatchDice, type MatchOptions, type MatchState } from '../../src/engine/match.js';
import { mayDouble } from '../../src/engine/cube.js';
import { seededRandom } from '../../src/engine/dice.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { parsePosition } from '../../src/engine/notation/compact.js';
import { samePosition } from '../../src/engine/position.js';
import { replayedRecordFromJSON } from '../../src/engine/match-file/record-check.js';
import { matFromRecord } from '../../src/engine/match-file/mat-export.js';
import { recordFromMat } from '../../src/engine/match-file/mat-import.js';
import type { GameId, TraditionId } from '../../src/engine/types.js';
import { decodeMatch, encodeMatch } from '../../src/board/element/match-storage.js';
import { savedRecord } from '../../src/board/element/saved-record.js';
// Vtora's ladder turns: the solver installs itself when imported (the engine index imports it).
import '../../src/engine/core/ladder.js';

const SETTINGS: LiveSettings = { players: { white: 'human', black: 'human' }, seed: 's', readonly: false, botDelay: 0, externalDice: false, clock: null };

/** Reduces `action` and every action its effects hand back at once (a verdict on an announced play or double, an automatic pass). */
function act(live: Live, action: LiveAction): Live {
  const queue: LiveAction[] = [action];
  while (queue.length) {
    const r = reduce(live, queue.shift()!, 0);
    live = r.live;
    for (const fx of r.effects) {
      if (fx.type === 'ask') queue.push({ type: 'verdict', allowed: true, hold: false });
      if (fx.type === 'ask-double') queue.push({ type: 'double-verdict', allowed: true });
      if (fx.type === 'soon') queue.push(fx.action);
    }
  }
  return live;
}

/** Throws unless the live match's record replays (and re-reads from JSON) to the match being played. */
function assertFollows(live: Live, where: string): void {
  const { record, games } = replayedRecordFromJSON(JSON.stringify(live.notes.record));
  const s = live.state;
  if (games.length === 0) {
    // Nothing but a roll has happened since the record started (a game's entry comes with its first action, a roll with its play).
    assert.equal(s.phase !== 'doubled', true, `${where}: an empty record in phase ${s.phase}`);
    return;
  }
  let r: MatchState = games[games.length - 1].after;
  // What the record holds only with the next action: the next game's start, the roll being played.
  if (r.phase === 'game-over' && s.phase !== 'game-over') r = nextGame(r);
  if (r.phase === 'rolling' && s.phase === 'moving' && s.dice) r = rollMatchDice(r, s.dice);
  assert.equal(r.game, s.game, `${where}: game`);
  assert.equal(r.phase, s.phase, `${where}: phase`);
  assert.deepEqual(r.score, s.score, `${where}: score`);
  assert.deepEqual(r.dice, s.dice, `${where}: dice`);
  assert.deepEqual(r.cube, s.cube, `${where}: cube`);
  assert.ok(samePosition(r.position, s.position), `${where}: position`);
  assert.equal(record.winner, s.phase === 'match-over' ? s.winner : null, `${where}: winner`);
}

/** Plays a match through the reducer with random legal plays (and random cube actions, resignations), checking the record after every action. */
function playThrough(start: MatchState, seed: string, mode: 'new' | 'load' = 'new', maxActions = 4000): Live {
  const rand = seededRandom(seed);
  const die = () => 1 + Math.floor(rand() * 6);
  let live = act(initialLive(SETTINGS), { type: 'start', mode, state: start, entropy: 'e' });
  assertFollows(live, `${seed} start`);
  for (let n = 0; n < maxActions && live.state.phase !== 'match-over'; n++) {
    const s = live.state;
    let action: LiveAction;
    if (s.phase === 'game-over') action = { type: 'next-game' };
    else if (s.phase === 'doubled') action = { type: 'cube', move: rand() < 0.7 ? 'take' : 'pass' };
    else if (rand() < 0.004) action = { type: 'resign', color: s.position.turn };
    else if (s.phase === 'rolling' && s.cube && mayDouble(s, s.position.turn) && rand() < 0.15) action = { type: 'cube', move: 'double' };
    else if (s.phase === 'opening' || s.phase === 'rolling') action = { type: 'roll', dice: [die(), die()] };
    else action = { type: 'play', play: uniformRandomPlay(s.position, s.dice, rand).steps.map(({ from, to, die: d }) => ({ from, to, die: d })) };
    live = act(live, action);
    // Every cube action, resignation and game end, and every 8th play or roll (a replay is the whole record so far).
    if (n % 8 === 0 || (action.type !== 'roll' && action.type !== 'play') || live.state.phase === 'game-over' || live.state.phase === 'match-over') {
      assertFollows(live, `${seed} action ${n} (${action.type})`);
    }
  }
  assertFollows(live, `${seed} end`);
  return live;
}

const SETS: readonly { tradition: TraditionId; game?: GameId; length: number }[] = [
  { tradition: 'macedonian', length: 5 }, // prva, vtora, treta in turn
  { tradition: 'bulgarian', length: 3 },
  { tradition: 'greek', length: 3 }, // portes, plakoto, fevga
  { tradition: 'international', game: 'nardy', length: 3 },
  { tradition: 'international', game: 'backgammon', length: 5 },
];

for (const m of SETS) {
  test(`M1–M5: the reducer's record follows a whole ${m.game ?? m.tradition} match, action by action`, () => {
    const live = playThrough(newMatch(m as MatchOptions), `${m.tradition}-${m.game ?? 'set'}`);
    assert.equal(live.state.phase, 'match-over');
    assert.ok(live.notes.record!.games.length >= 1);
    const games = new Set(live.notes.record!.games.map((g) => g.game));
    if (m.tradition === 'macedonian') assert.deepEqual([...games].sort(), ['prva', 'treta', 'vtora']);
  });
}

test('B3–B5: a backgammon match with doubles, takes and passes is recorded with its cube actions, and its .mat reads back the same', () => {
  // Each game opens with an opening roll (O2), as a .mat file's games do.
  const live = playThrough(newMatch({ tradition: 'international', game: 'backgammon', length: 7, laterGames: 'opening-roll' }), 'cube-7');
  const kinds = new Set(live.notes.record!.games.flatMap((g) => g.actions.map((a) => a.type)));
  for (const k of ['opening', 'move', 'double', 'take', 'pass'] as const) assert.ok(kinds.has(k), `no ${k} in the record`);
  const back = recordFromMat(matFromRecord(live.notes.record!));
  assert.deepEqual(
    back.games.map((g) => g.result),
    live.notes.record!.games.map((g) => g.result),
  );
});

test('B4: money play with a beaver is recorded', () => {
  let live = act(initialLive(SETTINGS), {
    type: 'start',
    mode: 'new',
    state: newMatch({ tradition: 'international', game: 'backgammon', length: 0, cube: { beaver: true } }),
    entropy: 'e',
  });
  live = act(live, { type: 'roll', dice: [5, 2] });
  live = act(live, { type: 'play', play: uniformRandomPlay(live.state.position, live.state.dice, seededRandom('b')).steps });
  live = act(live, { type: 'cube', move: 'double' });
  live = act(live, { type: 'cube', move: 'beaver' });
  assertFollows(live, 'beaver');
  assert.deepEqual(
    live.notes.record!.games[0].actions.slice(-2).map((a) => a.type),
    ['double', 'beaver'],
  );
});

test('a timeout and a resignation end the recorded game', () => {
  let live = act(initialLive(SETTINGS), { type: 'start', mode: 'new', state: newMatch({ game: 'prva', length: 3 }), entropy: 'e' });
  live = act(live, { type: 'roll', dice: [5, 2] });
  live = act(live, { type: 'resign', color: live.state.position.turn });
  assertFollows(live, 'resign');
  live = act(live, { type: 'next-game' });
  live = act(live, { type: 'timeout', color: 'black' });
  assertFollows(live, 'timeout');
  assert.deepEqual(
    live.notes.record!.games.map((g) => g.actions[g.actions.length - 1].type),
    ['resign', 'timeout'],
  );
  assert.equal(live.notes.record!.winner, 'white');
});

/** A match from a set-up position, as the board's `position` and `dice` settings start one. */
function setUp(text: string, dice: number[] | null, options: MatchOptions = {}): MatchState {
  const position = parsePosition(text);
  const state = newMatch({ length: 3, ...options, tradition: position.tradition, game: position.game });
  const moving = (dice && dice.length > 0) || position.carried.length > 0;
  return { ...state, position, game: position.game, phase: moving ? 'moving' : 'rolling', dice };
}

test('a match from a set-up race (and a set-up backgammon position with its roll) is recorded from there and replays', () => {
  for (const [text, dice] of [
    ['prva w:1x5,2x5,3x5 b:1x5,2x5,3x5 turn:w', null],
    ['prva w:1x5,2x5,3x5 b:1x5,2x5,3x5 turn:b', [6, 5]],
    ['backgammon w:1x5,2x5,3x5 b:1x5,2x5,3x5 turn:w', [4, 4]],
  ] as const) {
    const live = playThrough(setUp(text, dice ? [...dice] : null), `setup ${text}`);
    assert.equal(live.state.phase, 'match-over');
    assert.ok(live.notes.record!.games[0].start, 'the first game names its start');
  }
});

test('V5: a set-up Vtora position with carried numbers is recorded from there', () => {
  const s = setUp('vtora start turn:w carry:6,6', null, { tradition: 'macedonian' });
  const live = playThrough(s, 'carried', 'new', 50);
  assert.equal(live.notes.record!.games[0].actions[0].type, 'move');
});

test('a match loaded in the middle (a double on offer, the Crawford game at 6-3, after a game) is recorded from there', () => {
  const base = newMatch({ tradition: 'international', game: 'backgammon', length: 5 });
  let live = act(initialLive(SETTINGS), { type: 'start', mode: 'new', state: base, entropy: 'e' });
  live = act(live, { type: 'roll', dice: [3, 1] });
  live = act(live, { type: 'play', play: uniformRandomPlay(live.state.position, live.state.dice, seededRandom('x')).steps });
  live = act(live, { type: 'cube', move: 'double' });
  assert.equal(live.state.phase, 'doubled');
  const doubled = JSON.parse(JSON.stringify(live.state)) as MatchState;
  const fromDouble = playThrough(doubled, 'from-double', 'load');
  assert.equal(fromDouble.notes.record!.games[0].actions[0].type, 'double');
  // 6-3 in a 7-point match (a resignation at the start scores a backgammon, 3, C7, B6): the next game is the Crawford game.
  let scored = act(initialLive(SETTINGS), {
    type: 'start',
    mode: 'new',
    state: newMatch({ tradition: 'international', game: 'backgammon', length: 7 }),
    entropy: 'e',
  });
  for (const color of ['black', 'white', 'black'] as const) {
    if (scored.state.phase === 'game-over') scored = act(scored, { type: 'next-game' });
    if (scored.state.phase === 'opening') scored = act(scored, { type: 'roll', dice: [4, 2] });
    scored = act(scored, { type: 'resign', color });
  }
  assert.deepEqual(scored.state.score, { white: 6, black: 3 });
  const afterGame = playThrough(JSON.parse(JSON.stringify(scored.state)) as MatchState, 'after-game', 'load');
  assert.deepEqual(afterGame.notes.record!.games[0].score, { white: 6, black: 3 });
  const crawford = nextGame(scored.state);
  const fromCrawford = playThrough(crawford, 'crawford', 'load');
  assert.equal(fromCrawford.notes.record!.games[0].cube?.crawford, true);
  assert.deepEqual(fromCrawford.notes.record!.games[0].score, { white: 6, black: 3 });
});

test('a record given with a restored match is kept', () => {
  const first = playThrough(newMatch({ game: 'prva', length: 1 }), 'given', 'new', 30);
  const again = act(initialLive(SETTINGS), { type: 'start', mode: 'restore', state: first.state, record: first.notes.record!, entropy: 'e' });
  assert.equal(again.notes.record, first.notes.record);
});

test('a saved match keeps its record (storage-key); a saved record that does not replay to the saved state is left out', () => {
  const live = playThrough(newMatch({ game: 'prva', length: 3 }), 'saved', 'new', 60);
  const text = encodeMatch('setup', live.state, [], live.notes.record);
  const back = decodeMatch(text, 'setup');
  const kept = savedRecord(back.record, back.state);
  assert.deepEqual(kept, live.notes.record);
  const other = playThrough(newMatch({ game: 'prva', length: 3 }), 'other', 'new', 60);
  const otherBack = decodeMatch(encodeMatch('setup', live.state, [], other.notes.record), 'setup');
  assert.equal(savedRecord(otherBack.record, otherBack.state), undefined);
  assert.equal(savedRecord({ format: 'nonsense' }, back.state), undefined);
  const restored = act(initialLive(SETTINGS), { type: 'start', mode: 'restore', state: back.state, entropy: 'e' });
  const again = act(restored, { type: 'record', record: kept!, state: back.state });
  assert.equal(again.notes.record, kept);
  assertFollows(again, 'restored');
  // A record checked too late (the match moved on) is not taken.
  assert.equal(act(restored, { type: 'record', record: kept!, state: live.state }).notes.record, restored.notes.record);
});
