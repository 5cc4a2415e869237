/**
 * RULES.md B7: the bot's cube decisions (src/bot/cube.ts) — the network's chances looked at one
 * roll deep where the decision is clear and two rolls deep where it is close, then Janowski's
 * cubeful equities in money and match play. Agreement with GNU Backgammon is a benchmark
 * (scripts/bench/cube-vs-gnubg.mjs, docs/bot.md), not a unit test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPlay, newMatch, nextGame, parsePosition, rollMatchDice, rollOpening, seededDice, type Position } from '../../src/engine/index.js';
import { chooseMoveSync, defaultEvaluator, loadNetworks } from '../../src/bot/bot.js';
import { answerWith, chancesOnePly, chancesTwoPly, cubeDecision, type CubeQuestion } from '../../src/bot/cube.js';

const money = (position: Position, over: Partial<CubeQuestion> = {}): CubeQuestion => ({
  position,
  cube: { value: 1, owner: 'center' },
  match: { length: 0, score: { white: 0, black: 0 } },
  jacoby: true,
  ...over,
});

test('B7: at the start of a game nobody doubles, and a double would be taken', async () => {
  await loadNetworks(['prva']);
  const a = cubeDecision(money(parsePosition('backgammon start')), defaultEvaluator());
  assert.equal(a.double, false);
  assert.equal(a.take, true);
  assert.ok(Math.abs(a.chances.win - 0.5) < 0.08, `about even: ${a.chances.win}`);
});

test('B7: far ahead with a gammon coming — under Jacoby double and cash (an undoubled gammon counts single); without Jacoby too good: play on', async () => {
  await loadNetworks(['prva']);
  // White has four checkers left on his 1- and 2-points; black has all fifteen still to bring home.
  const position = parsePosition('backgammon w:2x2,1x2,offx11 b:13x5,8x5,7x5 turn:w');
  const jacoby = cubeDecision(money(position), defaultEvaluator());
  assert.deepEqual([jacoby.double, jacoby.take], [true, false], JSON.stringify(jacoby.equities));
  assert.ok(jacoby.chances.winGammon > 0.95, `${jacoby.chances.winGammon}`);
  const plain = cubeDecision(money(position, { jacoby: false }), defaultEvaluator());
  assert.deepEqual([plain.double, plain.take], [false, false], JSON.stringify(plain.equities));
});

test('B7: a won race without gammon chances: double, and the opponent passes (with or without Jacoby)', async () => {
  await loadNetworks(['prva']);
  const position = parsePosition('backgammon w:2x2,1x2,offx11 b:6x5,5x5,4x4,off turn:w');
  for (const jacoby of [true, false]) {
    const a = cubeDecision(money(position, { jacoby }), defaultEvaluator());
    assert.deepEqual([a.double, a.take], [true, false], `jacoby ${jacoby}: ${JSON.stringify(a.equities)}`);
  }
});

test('B7: a player facing the cube he does not own may not double; in the Crawford game nobody may', async () => {
  await loadNetworks(['prva']);
  const position = parsePosition('backgammon w:2x2,1x2,offx11 b:13x5,8x5,7x5 turn:w');
  assert.equal(cubeDecision(money(position, { cube: { value: 2, owner: 'black' } }), defaultEvaluator()).double, false);
  const crawford = { position, cube: { value: 1, owner: 'center' as const }, match: { length: 7, score: { white: 5, black: 6 }, crawford: true } };
  assert.equal(cubeDecision(crawford, defaultEvaluator()).double, false);
});

test('B7: in match play a player whose single win at the present cube already wins the match keeps the cube (it is dead for him); one point short, he doubles', async () => {
  await loadNetworks(['prva']);
  // A won race without gammon chances for white (he doubles it in money play, above).
  const position = parsePosition('backgammon w:2x2,1x2,offx11 b:6x5,5x5,4x4,off turn:w');
  const at = (white: number, black: number, value: number) =>
    cubeDecision({ position, cube: { value, owner: 'white' }, match: { length: 7, score: { white, black }, postCrawford: true } }, defaultEvaluator());
  assert.equal(at(4, 4, 4).double, false, '4-4 to 7, cube 4 on white: a single win is the match');
  assert.equal(at(5, 4, 2).double, false, '5-4 to 7, cube 2 on white: a single win is the match');
  assert.equal(at(2, 4, 2).double, true, '2-4 to 7, cube 2 on white: the cube is live and his race is won');
});

test('B7: the one-roll look decides only where it is clear — on self-play positions the answer is what the two-roll look gives', async () => {
  await loadNetworks(['prva']);
  const source = seededDice('cube-screen');
  const dice = () => [source.die(), source.die()];
  let m = newMatch({ tradition: 'international', length: 0 });
  const positions: Position[] = [];
  for (let k = 0; positions.length < 16; k++) {
    if (m.phase === 'opening') m = rollOpening(m, ...(dice() as [number, number]));
    else if (m.phase === 'rolling') {
      if (k % 3 === 0) positions.push(m.position);
      m = rollMatchDice(m, dice());
    } else if (m.phase === 'moving') m = applyPlay(m, chooseMoveSync(m.position, m.dice!, { level: 'hard', seed: k }));
    else m = nextGame(m);
  }
  let deep = 0;
  for (const position of positions) {
    for (const q of [
      money(position),
      { position, cube: { value: 2, owner: position.turn }, match: { length: 7, score: { white: 2, black: 4 } } },
    ] as CubeQuestion[]) {
      const a = cubeDecision(q, defaultEvaluator());
      const two = answerWith(q, chancesTwoPly(position, defaultEvaluator()));
      assert.deepEqual([a.double, a.take], [two.double, two.take], `${JSON.stringify(a.equities)} vs ${JSON.stringify(two.equities)}`);
      if (JSON.stringify(a.chances) === JSON.stringify(two.chances)) deep++;
    }
  }
  assert.ok(deep > 0 && deep < 2 * positions.length, `both looks used (${deep} of ${2 * positions.length} two-roll)`);
  // The one-roll chances are what cubeDecision uses when it does not look deeper.
  const start = parsePosition('backgammon start');
  assert.deepEqual(cubeDecision(money(start), defaultEvaluator()).chances, chancesOnePly(start, defaultEvaluator()));
});

test('B7: the package entry tabla-board/bot answers cube questions of a match state (questionFromMatch, cubeDecision)', async () => {
  const bot = await import('../../src/bot/index.js');
  await bot.loadNetworks(['prva']);
  let m = newMatch({ tradition: 'international', length: 7 });
  m = rollOpening(m, 3, 1);
  const q = bot.questionFromMatch(m);
  assert.deepEqual([q.cube, q.match.length], [{ value: 1, owner: 'center' }, 7]);
  const a = bot.cubeDecision(q, bot.defaultEvaluator());
  assert.equal(a.double, false, 'nobody doubles at the start');
  assert.throws(() => bot.questionFromMatch(newMatch({ tradition: 'macedonian', length: 3 })), /no cube in prva/);
});
