/**
 * `hint(position, dice, { level, count })`: the best plays with their equities, best first; the
 * same clear errors as chooseMove for bad input.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, parsePosition, positionKey, startPosition } from '../../src/engine/index.js';
import { chooseMove, evaluatePosition, hint, hintSync, loadNetworks, MAX_HINTS } from '../../src/bot/index.js';

const prva = startPosition('prva', 'macedonian', 'white');

test('hint: the best plays, best first, each legal and distinct, with the equity the bot sees after it', async () => {
  const plays = await hint(prva, [3, 1], { level: 'hard', count: 5 });
  assert.equal(plays.length, 5);
  const legal = new Set(legalPlays(prva, [3, 1]).map((p) => positionKey(p.position)));
  const keys = plays.map((h) => positionKey(h.play.position));
  assert.ok(
    keys.every((k) => legal.has(k)),
    'legal plays',
  );
  assert.equal(new Set(keys).size, 5, 'distinct plays');
  for (let i = 1; i < plays.length; i++) assert.ok(plays[i - 1].equity >= plays[i].equity, 'best first');
  // The equity is the mover's: the opponent's equity, to roll after the play, negated.
  for (const h of plays) assert.ok(Math.abs(h.equity + evaluatePosition(h.play.position).equity) < 1e-9, `${h.equity}`);
  // 8/5 6/5 (making the 5 point) is the textbook best 3-1 opening.
  assert.deepEqual(plays[0].play.steps.map((s) => `${s.from}/${s.to}`).sort(), ['6/5', '8/5']);
});

test('hint: default count 3; a roll with no move gives the one empty play; the levels judge differently', async () => {
  assert.equal((await hint(prva, [6, 5])).length, 3);
  const blocked = parsePosition('prva w:bar,6x14 b:1x2,2x2,3x2,4x2,5x2,6x2,13x3 turn:w');
  const none = await hint(blocked, [6, 6], { count: 4 });
  assert.equal(none.length, 1);
  assert.deepEqual(none[0].play.steps, []);
  await loadNetworks(['prva']);
  const easy = hintSync(prva, [6, 4], { level: 'easy', count: 1 })[0];
  const hard = hintSync(prva, [6, 4], { level: 'hard', count: 1 })[0];
  assert.notEqual(easy.equity, hard.equity, 'easy judges with the heuristic, hard with the network');
});

test('hint: bad input gets the same clear errors as chooseMove, and a bad count is named', async () => {
  const bad: [unknown, unknown, object][] = [
    [null, [3, 1], {}],
    [{ ...prva, game: 'chess' }, [3, 1], {}],
    [prva, [7, 1], {}],
    [prva, [3], {}],
    [prva, [3, 1], { level: 'grandmaster' }],
    [prva, [3, 1], { matchContext: { score: { white: 1 }, length: 3 } }],
  ];
  for (const [pos, dice, options] of bad) {
    const expected = await chooseMove(pos as never, dice as never, options).then(
      () => assert.fail('chooseMove accepted bad input'),
      (e: Error) => e.message,
    );
    await assert.rejects(hint(pos as never, dice as never, options), { message: expected });
    assert.throws(() => hintSync(pos as never, dice as never, options), { message: expected });
  }
  for (const count of [0, 2.5, MAX_HINTS + 1, '3']) {
    await assert.rejects(
      hint(prva, [3, 1], { count: count as never }),
      new RegExp(`invalid count ${JSON.stringify(JSON.stringify(count)).slice(1, -1)}: expected an integer from 1 to ${MAX_HINTS}`),
    );
  }
});
