/**
 * Reliability: every exported function of the engine's validation, match and notation modules,
 * called with fuzzed arguments of every type, throws only plain Errors with short messages
 * (never a TypeError, never the whole input), and no inconsistent match state is accepted.
 * Rows R-fuzz and R-consistency of docs/reliability.md.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as engine from '../../src/engine/index.js';
import { newMatch, rollOpening, rollMatchDice, seededDice, type MatchState } from '../../src/engine/index.js';

const big = 'x'.repeat(1_000_000);
const start = engine.startPosition('prva');
const fresh = newMatch({ tradition: 'macedonian', length: 3 });
const VALUES: unknown[] = [
  undefined, null, 0, -1, 1.5, NaN, Infinity, 10n, true, '', 'x', ' 24/18 ', 'prva start', 'AAAAAAAAAAAAAA', 'prva w:offx15 b:offx15', big,
  [], [1, 2], [[]], {}, { tradition: 'klingon' }, { game: 'prva', tradition: 'klingon', turn: 'white', white: start.white, black: start.black, pinned: start.pinned, carried: [], rolls: start.rolls },
  { ...fresh, score: { white: 99, black: 99 } }, { ...fresh, position: null }, { ...fresh, config: null }, start, fresh, () => 1, Symbol('s'),
  Object.create(null), { points: big }, [{ from: 'a', to: 2 }], { steps: 5 },
];

/** The engine functions fuzzed (functions of the modules this validation covers). */
const FUNCTIONS: [string, (...args: never[]) => unknown][] = [
  ['positionFromJSON', engine.positionFromJSON], ['positionToJSON', engine.positionToJSON], ['checkPosition', engine.checkPosition], ['validatePosition', engine.validatePosition],
  ['newMatch', engine.newMatch], ['rollOpening', engine.rollOpening], ['rollMatchDice', engine.rollMatchDice], ['currentTurn', engine.currentTurn], ['applyPlay', engine.applyPlay],
  ['resign', engine.resign], ['timeOut', engine.timeOut], ['nextGame', engine.nextGame], ['isDeadPosition', engine.isDeadPosition], ['checkMatchState', engine.checkMatchState],
  ['positionToCompact', engine.positionToCompact], ['positionFromCompact', engine.positionFromCompact], ['parsePosition', engine.parsePosition],
  ['positionToGnubgId', engine.positionToGnubgId], ['positionFromGnubgId', engine.positionFromGnubgId], ['positionToXGID', engine.positionToXGID], ['positionFromXGID', engine.positionFromXGID], ['parseXGID', engine.parseXGID],
  ['formatPlay', engine.formatPlay], ['parseMoves', engine.parseMoves], ['parsePlay', engine.parsePlay],
];

test('R-fuzz: every fuzzed call throws a plain Error with a short message, never a TypeError', () => {
  let calls = 0;
  const typeErrors: string[] = [];
  for (const [name, fn] of FUNCTIONS) {
    const call = (...args: unknown[]) => {
      calls++;
      try {
        (fn as (...a: unknown[]) => unknown)(...args);
      } catch (error) {
        if (!(error instanceof Error) || error.constructor !== Error) typeErrors.push(`${name}(${args.map((a) => typeof a).join(', ')}): ${String(error).slice(0, 100)}`);
        else assert.ok(error.message.length <= 300, `${name}: a short message (${error.message.length} characters): ${error.message.slice(0, 100)}`);
      }
    };
    for (const a of VALUES) {
      call(a);
      for (const b of VALUES) call(a, b);
    }
    for (const a of VALUES.slice(0, 12)) for (const b of VALUES.slice(0, 12)) for (const c of VALUES) call(a, b, c);
  }
  assert.deepEqual(typeErrors.slice(0, 10), [], `${typeErrors.length} TypeErrors in ${calls} calls`);
  assert.ok(calls > 30_000, `${calls} calls`);
});

test('R-consistency: inconsistent match states are refused by checkMatchState and every function taking a state', () => {
  const opened = rollOpening(fresh, 5, 2);
  const moving = rollMatchDice(opened, [6, 1]);
  const over = engine.timeOut(moving, 'black');
  const bad: [string, MatchState][] = [
    ['score 99–99 in a match to 3', { ...moving, score: { white: 99, black: 99 } }],
    ['a score no game explains', { ...moving, score: { white: 2, black: 0 } }],
    ['match-over with no winner', { ...over, winner: null }],
    ['the winner not matching the score', { ...over, winner: 'black' }],
    ['a Vtora position in game 1 of the set', { ...moving, position: engine.startPosition('vtora') }],
    ['the game not the set\'s', { ...moving, game: 'treta' }],
    ['an invented game record', { ...moving, games: [{ game: 'prva', result: { winner: 'white', points: 1, kind: 'single' } }] }],
    ['a side fully borne off while playing', { ...moving, position: { ...moving.position, white: { points: new Array(25).fill(0), bar: 0, off: 15 } } }],
    ['a set that is not the tradition\'s', { ...moving, set: ['fevga'] }],
    ['dice in the opening', { ...fresh, dice: [3, 4] }],
  ];
  for (const [what, state] of bad) {
    assert.throws(() => engine.checkMatchState(state), /inconsistent match state/, what);
    assert.throws(() => engine.resign(state, 'white'), Error, what);
    assert.throws(() => engine.timeOut(state, 'white'), Error, what);
  }
  // Real states pass: a whole random match checked after every change.
  const dice = seededDice(7);
  let s = newMatch({ tradition: 'greek', length: 3 });
  for (let i = 0; i < 2000 && s.phase !== 'match-over'; i++) {
    engine.checkMatchState(s);
    if (s.phase === 'opening') s = rollOpening(s, dice.die(), dice.die());
    else if (s.phase === 'rolling') s = rollMatchDice(s, [dice.die(), dice.die()]);
    else if (s.phase === 'moving') s = engine.applyPlay(s, engine.legalPlays(s.position, s.dice)[0]);
    else s = engine.nextGame(s);
  }
  engine.checkMatchState(s);
  assert.equal(s.phase, 'match-over');
});

test('R-fuzz: positions with a side fully borne off are refused where a position is set up', () => {
  assert.throws(() => engine.parsePosition('prva w:offx15 b:offx15'), /borne off/);
  assert.throws(() => engine.positionFromGnubgId('AAAAAAAAAAAAAA'), /borne off/);
  assert.throws(() => engine.validatePosition({ tradition: 'klingon' } as never), /klingon|game/);
  assert.throws(() => engine.legalPlays({ ...start, white: { points: new Array(25).fill(0), bar: 0, off: 15 } }, [3, 1]), /borne off all 15/);
});
