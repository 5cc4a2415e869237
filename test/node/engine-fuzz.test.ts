/**
 * Reliability: no inconsistent match state is accepted, and a position with a side fully borne
 * off is refused where a position is set up (row R-consistency of docs/reliability.md; the
 * fuzz of every export is test/node/api-fuzz.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as engine from '../../src/engine/index.js';
import { newMatch, rollOpening, rollMatchDice, seededDice, type MatchState } from '../../src/engine/index.js';

const start = engine.startPosition('prva');
const fresh = newMatch({ tradition: 'macedonian', length: 3 });

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
    ["the game not the set's", { ...moving, game: 'treta' }],
    ['an invented game record', { ...moving, games: [{ game: 'prva', result: { winner: 'white', points: 1, kind: 'single' } }] }],
    ['a side fully borne off while playing', { ...moving, position: { ...moving.position, white: { points: new Array(25).fill(0), bar: 0, off: 15 } } }],
    ["a set that is not the tradition's", { ...moving, set: ['fevga'] }],
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
