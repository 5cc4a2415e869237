/**
 * The analysis' yardstick in backgammon match play (src/bot/analysis/equity.ts): at the cube, a
 * game won or lost by 1, 2 or 3 cubes is worth the match table's chance after that result, and
 * EMG puts a single win at +1 and a single loss at −1 (GNU Backgammon's `mwc2eq`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newMatch, type MatchState } from '../../src/engine/index.js';
import { emgUtility, whiteMatchChance } from '../../src/bot/analysis/equity.js';
import { matchEquity } from '../../src/bot/met.js';
import type { Outcome } from '../../src/bot/outcome.js';

/** A 7-point match at 2–3 with the cube at 2 on white's side: white needs 5, black 4. */
function atTwoCubes(): MatchState {
  const m = newMatch({ tradition: 'international', length: 7 });
  return { ...m, score: { white: 2, black: 3 }, cube: { ...m.cube!, value: 2, owner: 'white' } };
}

/** A sure result for white: a win (or loss) of 1, 2 or 3 cubes. */
function sure(won: boolean, cubes: 1 | 2 | 3): Outcome {
  const w = won ? 1 : 0;
  const l = won ? 0 : 1;
  return { win: w, winMars: cubes >= 2 ? w : 0, winTriple: cubes === 3 ? w : 0, loseMars: cubes >= 2 ? l : 0, loseTriple: cubes === 3 ? l : 0 };
}

test("white's match chance after a sure result is the table's at the score that result leaves", () => {
  const state = atTwoCubes();
  const cases: [boolean, 1 | 2 | 3, number, number][] = [
    [true, 1, 3, 4],
    [true, 2, 1, 4],
    [true, 3, -1, 4],
    [false, 1, 5, 2],
    [false, 2, 5, 0],
    [false, 3, 5, -2],
  ];
  for (const [won, cubes, need, oppNeed] of cases) {
    assert.equal(whiteMatchChance(state, sure(won, cubes)), matchEquity(need, oppNeed), `${won ? 'a win' : 'a loss'} of ${cubes} cubes`);
  }
});

test('EMG at the cube: a single win +1, a single loss −1, a gammon won at the match chance it brings on that scale', () => {
  const state = atTwoCubes();
  const u = emgUtility(state, 'white');
  assert.ok(Math.abs(u(sure(true, 1)) - 1) < 1e-12);
  assert.ok(Math.abs(u(sure(false, 1)) + 1) < 1e-12);
  const [w1, w2, l1] = [matchEquity(3, 4), matchEquity(1, 4), matchEquity(5, 2)];
  assert.ok(Math.abs(u(sure(true, 2)) - (w2 - (w1 + l1) / 2) / ((w1 - l1) / 2)) < 1e-12);
  assert.ok(u(sure(true, 2)) > 1);
});
