/** The board's explanations of nardy's refusals (N4 head rule, N5 block rule): src/engine/games/nardy-refusal.ts. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startPosition, Turn } from '../../src/engine/index.js';
import { nardyRefusal, nardyRefusalText } from '../../src/engine/games/nardy-refusal.js';
import { whyNotMovable, whyNotStep } from '../../src/engine/live/explain.js';
import { pos } from './helpers/scenario.js';

test('N4 explained: a second checker off the head is refused by the head rule', () => {
  const p = pos('nardy', { 24: 14, 13: 1 }, { 24: 14, 13: 1 }, { rolls: { white: 1, black: 1 } });
  const t = Turn.begin(p, [6, 5]).step({ from: 24, to: 18 });
  const r = nardyRefusal(t, 24, 19);
  assert.deepEqual(r, { rule: 'N4', allowed: 1 });
  assert.match(nardyRefusalText(r!), /only one checker may leave the head/);
  assert.equal(nardyRefusal(t, 18, 13), null, 'a legal step is not refused');
});

test('N4 explained: on the first turn with 6-6 the third head checker is refused, naming two', () => {
  const t = Turn.begin(startPosition('nardy'), [3, 3]).step({ from: 24, to: 21 }).step({ from: 24, to: 21 });
  assert.deepEqual(nardyRefusal(t, 24, 21), { rule: 'N4', allowed: 2 });
  assert.match(nardyRefusalText({ rule: 'N4', allowed: 2 }), /6-6, 4-4 or 3-3/);
});

test('N5 explained: closing a six-point block with no opponent checker ahead names the block', () => {
  // White 20–23 and the head; black has nothing past white's 19–24. After 8/5, 24/19 would end on the block.
  const p = pos('nardy', { 24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 2 }, { 24: 14, 13: 1 }, { rolls: { white: 3, black: 3 } });
  const t = Turn.begin(p, [5, 3]).step({ from: 8, to: 5 });
  const r = nardyRefusal(t, 24, 19);
  assert.deepEqual(r, { rule: 'N5', low: 19, high: 24 });
  assert.match(nardyRefusalText(r!), /six points in a row \(19–24\)/);
});

test('nardy refusals: other games and closed points are not explained as nardy rules', () => {
  assert.equal(nardyRefusal(Turn.begin(startPosition('vtora'), [6, 5]), 24, 12), null);
  // 24/12 lands on black's head: closed (N2), not the head rule.
  assert.equal(nardyRefusal(Turn.begin(startPosition('nardy'), [6, 6]).step({ from: 24, to: 18 }), 18, 12), null);
});

test("the board's refusal of a pick or a drop names the nardy rule (whyNotMovable, whyNotStep)", () => {
  const p = pos('nardy', { 24: 14, 13: 1 }, { 24: 14, 13: 1 }, { rolls: { white: 1, black: 1 } });
  const t = Turn.begin(p, [6, 5]).step({ from: 24, to: 18 });
  assert.deepEqual(whyNotMovable(t, 24), { kind: 'nardy-head', allowed: 1 });
  assert.deepEqual(whyNotStep(t, 24, 19), { kind: 'nardy-head', allowed: 1 });
  const b = pos('nardy', { 24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 2 }, { 24: 14, 13: 1 }, { rolls: { white: 3, black: 3 } });
  assert.deepEqual(whyNotMovable(Turn.begin(b, [5, 3]).step({ from: 8, to: 5 }), 24), { kind: 'nardy-block', low: 19, high: 24 });
  assert.deepEqual(
    whyNotMovable(Turn.begin(startPosition('fevga'), [6, 5]).step({ from: 24, to: 18 }), 24),
    { kind: 'first-checker' },
    'other games keep their reasons',
  );
});
