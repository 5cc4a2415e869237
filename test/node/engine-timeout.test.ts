/** The match lost on time (`timeOut`): a host's clock ran out; the opponent wins the match. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPlay, newMatch, nextGame, resign, rollMatchDice, rollOpening, timeOut } from '../../src/engine/match.js';
import { matchStateFromJSON } from '../../src/engine/match-json.js';

test('timeOut: the opponent wins the match; the winner’s score reaches the length exactly', () => {
  let m = rollOpening(newMatch({ length: 5 }), 6, 1); // white starts
  m = nextGame(resign(m, 'black')); // white 2–0
  m = rollMatchDice(m, [3, 1]);
  const before = JSON.stringify(m);
  const out = timeOut(m, 'white');
  assert.equal(JSON.stringify(m), before, 'the given state is untouched');
  assert.equal(out.phase, 'match-over');
  assert.equal(out.winner, 'black');
  assert.deepEqual(out.score, { white: 2, black: 5 });
  assert.deepEqual(out.lastResult, { winner: 'black', points: 5, kind: 'timeout' });
  assert.equal(out.dice, null);
  assert.equal(out.games.length, 2);
  assert.deepEqual(out.games[1], { game: m.game, result: { winner: 'black', points: 5, kind: 'timeout' } });

  const w = timeOut(m, 'black');
  assert.deepEqual(w.score, { white: 5, black: 0 });
  assert.deepEqual(w.lastResult, { winner: 'white', points: 3, kind: 'timeout' });
});

test('timeOut: allowed in the opening, rolling and moving phases; refused after the game or match ended', () => {
  const m = newMatch({ length: 3 });
  assert.equal(timeOut(m, 'black').winner, 'white'); // opening
  const rolling = rollOpening(m, 2, 5);
  assert.equal(timeOut(rolling, 'black').phase, 'match-over');
  const moving = rollMatchDice(rolling, [6, 6]);
  assert.equal(moving.phase, 'moving');
  assert.equal(timeOut(moving, 'white').winner, 'black');
  const over = resign(rolling, 'white');
  assert.equal(over.phase, 'game-over');
  assert.throws(() => timeOut(over, 'white'), /phase game-over/);
  const done = timeOut(rolling, 'white');
  assert.throws(() => timeOut(done, 'black'), /phase match-over/);
  assert.throws(() => timeOut(rolling, 'red' as never), /unknown colour "red"/);
  assert.throws(() => applyPlay(done, []), /phase match-over/);
});

test('timeOut: the result survives the board’s state validation (setState)', () => {
  const done = timeOut(rollOpening(newMatch({ length: 3 }), 6, 1), 'white');
  const back = matchStateFromJSON(JSON.stringify(done));
  assert.deepEqual(back.lastResult, { winner: 'black', points: 3, kind: 'timeout' });
  assert.equal(back.phase, 'match-over');
});
