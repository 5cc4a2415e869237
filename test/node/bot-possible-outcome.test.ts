/**
 * The evaluators' chances keep to the results the rules still allow (src/bot/possible-outcome.ts):
 * no mars or gammon lost by a side that has borne off a checker (C6: P4, V6, T7, F7; B2; N7; T3),
 * no triple or backgammon (O3, D9, B2) where the loser's checkers can no longer stand on the bar or
 * in the winner's home. Checked on the rule itself and on what the bot, the cube and the hint see.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePosition, type Position } from '../../src/engine/index.js';
import { backgammonEvaluator } from '../../src/bot/backgammon-eval.js';
import { defaultEvaluator, loadNetworks } from '../../src/bot/bot.js';
import { cubeDecision } from '../../src/bot/cube.js';
import { hintSync } from '../../src/bot/hint.js';
import type { Outcome } from '../../src/bot/outcome.js';
import { possibleOutcome } from '../../src/bot/possible-outcome.js';
import { viewOf } from '../../src/bot/view.js';

/** Every result possible, as a free network may say. */
const FREE: Outcome = { win: 0.5, winMars: 0.3, winTriple: 0.2, loseMars: 0.3, loseTriple: 0.2 };
const judge = (compact: string): Outcome => possibleOutcome(viewOf(parsePosition(compact)), FREE);

test('C6 P4: in Prva a side that has borne off a checker loses no mars (nor a triple); the other side still can', () => {
  const o = judge('prva w:6x5,5x5,4x4,off b:24x2,13x5,8x3,6x5 turn:w');
  assert.deepEqual([o.loseMars, o.loseTriple], [0, 0]);
  assert.deepEqual([o.win, o.winMars, o.winTriple], [0.5, 0.3, 0.2]);
  const seen = judge('prva w:24x2,13x5,8x3,6x5 b:6x5,5x5,4x4,off turn:w');
  assert.deepEqual([seen.winMars, seen.winTriple, seen.loseMars, seen.loseTriple], [0, 0, 0.3, 0.2]);
});

test('B2: after the opponent bore off a checker the mover wins no gammon or backgammon; in a race, a mover with no checker in the opponent home loses no backgammon', () => {
  const o = judge('backgammon w:13x5,8x5,7x5 b:2x2,1x2,offx11 turn:w');
  assert.deepEqual([o.winMars, o.winTriple], [0, 0]);
  assert.deepEqual([o.loseMars, o.loseTriple], [0.3, 0]);
});

test('B2: in a race the backgammon stays while a checker of the loser is in the winner home, and goes once none is', () => {
  const inHome = judge('backgammon w:2x2,1x2,offx11 b:22,13x5,8x5,7x4 turn:w');
  assert.deepEqual([inHome.winMars, inHome.winTriple], [0.3, 0.2]);
  const out = judge('backgammon w:2x2,1x2,offx11 b:13x5,8x5,7x5 turn:w');
  assert.deepEqual([out.winMars, out.winTriple], [0.3, 0]);
});

test('O3 D9 B2: in contact a checker out of the winner home may still be hit back to the bar, so the triple stays', () => {
  const o = judge('prva w:24,6x5,5x5,4x4 b:13x5,8x5,7x5 turn:w');
  assert.deepEqual([o.winMars, o.winTriple, o.loseMars, o.loseTriple], [0.3, 0.2, 0.3, 0.2]);
});

test('T3 T7 O3: in Treta a side that has borne off loses no mars (nor the mother mars); with no hitting, a loser with no checker in the winner home loses no triple', () => {
  const o = judge('treta w:24,6x4,5x5,4x4,off b:13x5,8x5,7x5 turn:w');
  assert.deepEqual([o.loseMars, o.loseTriple], [0, 0]);
  assert.deepEqual([o.winMars, o.winTriple], [0.3, 0]);
  const inHome = judge('treta w:24,6x4,5x5,4x4,off b:22,13x5,8x5,7x4 turn:w');
  assert.deepEqual([inHome.winMars, inHome.winTriple], [0.3, 0.2]);
});

test('V6 F7 N7: in Vtora, Fevga and long nardy no mars after a checker off; the triple stays while a loser checker is in or behind the winner home on its route', () => {
  for (const game of ['vtora', 'fevga', 'nardy']) {
    const rolls = game === 'nardy' ? ' rolls:20/20' : '';
    // Black's points 13–18 are white's home (the same direction, RULES.md G2): black's 20 is behind it.
    const behind = judge(`${game} w:6x5,5x5,4x4,off b:20,12x5,11x5,10x4 turn:w${rolls}`);
    assert.deepEqual([behind.loseMars, behind.loseTriple], [0, 0], game);
    assert.deepEqual([behind.winMars, behind.winTriple], [0.3, 0.2], game);
    const past = judge(`${game} w:6x5,5x5,4x4,off b:12x5,11x5,10x5 turn:w${rolls}`);
    assert.deepEqual([past.winMars, past.winTriple], [0.3, 0], game);
    const seen = judge(`${game} w:12x5,11x5,10x5 b:6x5,5x5,4x4,off turn:w${rolls}`);
    assert.deepEqual([seen.winMars, seen.winTriple, seen.loseMars], [0, 0, 0.3], game);
  }
});

test('an outcome with nothing to remove comes back as it is', () => {
  const v = viewOf(parsePosition('prva start'));
  assert.equal(possibleOutcome(v, FREE), FREE);
});

/**
 * A position of each game where white has borne off a checker and black, on roll, is far ahead:
 * in Prva and backgammon white was hit twice since; elsewhere black has two checkers left.
 */
const AHEAD: Record<string, string> = {
  prva: 'prva w:barx2,6x4,5x3,4x3,3x2,off b:24,6x3,5x3,4x3,3x2,2x2,1 turn:b',
  backgammon: 'backgammon w:barx2,6x4,5x3,4x3,3x2,off b:24,6x3,5x3,4x3,3x2,2x2,1 turn:b',
  treta: 'treta w:6x4,5x4,4x3,3x3,off b:1x2,offx13 turn:b',
  vtora: 'vtora w:6x4,5x4,4x3,3x3,off b:1x2,offx13 turn:b',
  fevga: 'fevga w:6x4,5x4,4x3,3x3,off b:1x2,offx13 turn:b',
  nardy: 'nardy w:6x4,5x4,4x3,3x3,off b:1x2,offx13 turn:b rolls:30/30',
};

test('C6 B2 N7: the networks (the bot, the analysis) give no mars to a side whose opponent has borne off, in every game', async () => {
  await loadNetworks();
  for (const [game, compact] of Object.entries(AHEAD)) {
    const ev = game === 'backgammon' ? backgammonEvaluator(defaultEvaluator()) : defaultEvaluator();
    const pos: Position = parsePosition(compact);
    const o = ev.evaluate(pos);
    assert.ok(o.win > 0.85, `${game}: black is far ahead (${o.win})`);
    assert.deepEqual([o.winMars, o.winTriple], [0, 0], `${game}: ${JSON.stringify(o)}`);
    const seen = ev.evaluate({ ...pos, turn: 'white' });
    assert.deepEqual([seen.loseMars, seen.loseTriple], [0, 0], `${game}: ${JSON.stringify(seen)}`);
  }
});

test('B2 B7: the cube counts no gammon for a doubler whose opponent has borne off a checker, one and two rolls deep', async () => {
  await loadNetworks(['prva']);
  // White has closed five points of his board on two black checkers on the bar; black bore off one before he was hit.
  const position = parsePosition('backgammon w:24,6x3,5x3,4x3,3x2,2x2,1 b:barx2,6x4,5x3,4x3,3x2,off turn:w');
  const a = cubeDecision(
    { position, cube: { value: 1, owner: 'center' }, match: { length: 0, score: { white: 0, black: 0 } }, jacoby: false },
    defaultEvaluator(),
  );
  assert.ok(a.chances.win > 0.7, `white is well ahead: ${a.chances.win}`);
  assert.deepEqual([a.chances.winGammon, a.chances.winBackgammon], [0, 0]);
});

test("C6 P4: the hint's outcomes give no mars to the mover once his opponent has borne off", async () => {
  await loadNetworks(['prva']);
  const position = parsePosition('prva w:24,6x3,5x3,4x3,3x2,2x2,1 b:barx2,6x4,5x3,4x3,3x2,off turn:w');
  const plays = hintSync(position, [6, 5], { level: 'master', count: 3 });
  assert.ok(plays.length > 0);
  for (const p of plays) assert.deepEqual([p.outcome.winMars, p.outcome.winTriple], [0, 0], JSON.stringify(p.outcome));
});
