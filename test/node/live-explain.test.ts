/**
 * Why a checker may not move (src/engine/live/explain.ts), and when the die choice matters
 * (die-choice.ts): each refusal names the rule the engine's Turn applied.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { whyNotMovable, whyNotStep } from '../../src/engine/live/explain.js';
import { dieChoiceMatters } from '../../src/engine/live/die-choice.js';
import { parsePosition } from '../../src/engine/notation/compact.js';
import { Turn } from '../../src/engine/turn.js';
// Vtora's ladder turns: the solver installs itself when imported (the engine index imports it).
import '../../src/engine/core/ladder.js';

const turn = (text: string, dice: number[] | null) => Turn.begin(parsePosition(text), dice);

test('F4: a second checker may not leave the start before the first has passed', () => {
  assert.deepEqual(whyNotMovable(turn('fevga w:24x14,20 b:24x15 turn:w', [3, 1]), 24), { kind: 'first-checker' });
});

test('P3: with a checker on the bar, nothing else moves', () => {
  assert.deepEqual(whyNotMovable(turn('prva w:bar,24,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:w', [6, 5]), 13), { kind: 'bar-first' });
});

test('T2: a pinned checker stays', () => {
  assert.deepEqual(whyNotMovable(turn('treta w:24x13,20,3p b:24x14,22 turn:w', [2, 1]), 3), { kind: 'pinned' });
});

test('C4: every number lands on a closed point; a drop that is no die away names the dice left', () => {
  const t = turn('prva start', [5, 5]);
  assert.deepEqual(whyNotMovable(t, 6), { kind: 'blocked', dice: [5] });
  assert.deepEqual(whyNotStep(turn('prva start', [6, 5]), 13, 12), { kind: 'not-a-die', distance: 1, dice: [6, 5] });
  assert.deepEqual(whyNotStep(turn('prva start', [6, 5]), 13, 14), { kind: 'backwards' });
  assert.equal(whyNotMovable(t, 13), null);
});

test('C5: no bearing off before every checker is home', () => {
  assert.deepEqual(whyNotStep(turn('prva w:7,5x14 b:24x15 turn:w', [5, 2]), 5, 0), { kind: 'bear-off-not-yet' });
});

test('V3: on a ladder, the numbers go in order', () => {
  const t = turn('vtora w:24x10,18x5 b:24x12,13x3 turn:w rolls:4/3', [2, 2]);
  assert.ok(t.isLadder);
  assert.deepEqual(whyNotStep(t, 18, 15), { kind: 'ladder-order', die: 2 });
});

test('C5 and the die choice: bearing off from the highest point with either die ends the turn the same, so no question', () => {
  assert.equal(dieChoiceMatters(turn('prva w:2,offx14 b:24x15 turn:w', [5, 3]), 2, 0, [5, 3]), false);
  assert.equal(dieChoiceMatters(turn('prva w:5,3,offx13 b:24x15 turn:w', [6, 5]), 5, 0, [6, 5]), false);
});

test('C3 in Prva and in backgammon: 18/16 onto a lone opposing checker with 6-2, when only the 6 can be played, is refused by the larger-die rule, not as blocked', () => {
  // Either die alone can be played (18/12, or 18/16 hitting), but not both: 16/10 and 12/10 land on
  // black's two checkers, and no other checker may move a 2 (bearing off waits for 18). C3: the 6.
  const where = 'w:18,2x4,1x9,off b:9,15x2,14x4,8x3,6x5 turn:w';
  for (const game of ['prva', 'backgammon']) {
    const t = turn(`${game} trad:${game === 'prva' ? 'macedonian' : 'international'} ${where}`, [6, 2]);
    assert.deepEqual(
      t.legalSteps().map((s) => `${s.from}/${s.to}`),
      ['18/12'],
      game,
    );
    assert.deepEqual(whyNotStep(t, 18, 16), { kind: 'larger-die', die: 6 }, game);
  }
});

test('C1, C4: a move by the sum of the dice names what blocks it: the end point, or every stop on the way', () => {
  // Prva's start with 4-3: 24/17 ends on black's 8 point (white's 17).
  assert.deepEqual(whyNotStep(turn('prva start', [4, 3]), 24, 17), { kind: 'blocked-at', dice: [4, 3] });
  // 3-3 from 24: 21 is open, 18 is black's, so 24/15 (three 3s) stops on a closed point on the way.
  assert.deepEqual(whyNotStep(turn('prva w:24x2,13x5,8x3,6x5 b:7x2,13x5,8x3,6x5 turn:w', [3, 3]), 24, 15), { kind: 'blocked-way', dice: [3, 3, 3] });
  // A distance that no die and no sum of the dice left makes is still "not a die".
  assert.deepEqual(whyNotStep(turn('prva start', [4, 3]), 13, 5), { kind: 'not-a-die', distance: 8, dice: [4, 3] });
});

test('C1: where a sum of the dice leads, nothing is refused', () => {
  assert.equal(whyNotStep(turn('backgammon trad:international w:9,6x5,13x5,8x2,24x2 b:18,13x5,8x4,6x5 turn:w', [5, 2]), 9, 2), null);
});

test("the opponent's checkers are named as such", () => {
  assert.deepEqual(whyNotMovable(turn('prva start', [4, 3]), 19), { kind: 'opponent-checker' });
  assert.deepEqual(whyNotMovable(turn('prva start', [4, 3]), 20), { kind: 'no-checker' });
});
