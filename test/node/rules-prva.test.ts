/** RULES.md P1–P4 (Prva / Prava / Portes / Tavla), O3 (triple result) and D4 (no hit-and-run rule). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, startPosition } from '../../src/engine/index.js';
import { after, ending, expectMoves, expectPass, expectPlays, pos } from './helpers/scenario.js';

test('P1: start — 2 on 24, 5 on 13, 3 on 8, 5 on 6 for each player in their own numbering', () => {
  const p = startPosition('prva');
  for (const c of ['white', 'black'] as const) {
    const expected = new Array(25).fill(0);
    expected[24] = 2;
    expected[13] = 5;
    expected[8] = 3;
    expected[6] = 5;
    assert.deepEqual([...p[c].points], expected);
    assert.equal(p[c].bar, 0);
    assert.equal(p[c].off, 0);
  }
  assert.deepEqual(p, pos('prva', { 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 }));
});

test('P1: opening 6-6 — eleven plays (24/18 ×0–2, 13/7, 8/2; 18/12 and 7/1 are closed)', () => {
  const p = startPosition('prva');
  const moves: string[] = [];
  for (let a = 0; a <= 2; a++) {
    for (let b = 0; b <= 4; b++) {
      const c = 4 - a - b;
      if (c < 0 || c > 3) continue;
      moves.push([a ? `24/18(${a})` : '', b ? `13/7(${b})` : '', c ? `8/2(${c})` : ''].join(' '));
    }
  }
  assert.equal(moves.length, 11);
  expectMoves(p, [6, 6], moves);
});

test('P1: opening 6-5 — the run 24/13 is among the plays; 6-5 never lands on black’s points', () => {
  const p = startPosition('prva');
  const plays = legalPlays(p, [6, 5]);
  const run = after(p, '24/18/13');
  assert.ok(plays.some((pl) => pl.position.white.points.join() === run.white.points.join()));
  // Opposite directions: black's 24 (white 1), 13 (white 12), 8 (white 17) are never landed on.
  for (const pl of plays) for (const s of pl.steps) assert.ok(![1, 12, 17, 19].includes(s.to), `step to ${s.to}`);
});

test('P2: landing on a blot hits it to the bar — also as the intermediate point of a combined move (D2)', () => {
  // White 13 (rest frozen on 1), black blot on black 18 = white 7. Dice 6-2.
  const p = pos('prva', { 13: 1, 1: 14 }, { 18: 1, 1: 14 });
  const plays = expectMoves(p, [6, 2], ['13/7*/5', '13/11/5']);
  const hit = plays.find((pl) => pl.position.black.bar === 1)!;
  assert.ok(hit.steps.some((s) => s.hit && s.to === 7));
  assert.equal(hit.position.black.points[18], 0);
});

test('P2: black hits white too (numbering is black’s own)', () => {
  // Black 13 moving 6 lands on black 7 = white 18, where a white blot stands.
  const p = pos('prva', { 18: 1, 1: 14 }, { 13: 1, 1: 14 }, { turn: 'black' });
  const plays = expectMoves(p, [6, 2], ['13/7*/5', '13/11/5']);
  assert.ok(plays.some((pl) => pl.position.white.bar === 1));
});

test('P3: die d enters on point 25 − d', () => {
  // White bar + 10 (rest frozen on 1), dice 4-3: bar/21 or bar/22, then the other die anywhere.
  const p = pos('prva', { bar: 1, 10: 1, 1: 13 }, { 12: 15 });
  expectMoves(p, [4, 3], ['bar/21/18', 'bar/21 10/7', 'bar/22 10/6']);
});

test('P3: a closed entry point forces the other die; the entered checker may then move', () => {
  // White 19 closed (black 6 ×2). Dice 6-1: bar/24 then 24/18.
  const p = pos('prva', { bar: 1, 1: 14 }, { 6: 2, 12: 13 });
  expectMoves(p, [6, 1], ['bar/24/18']);
});

test('P3: nothing else moves while a checker is on the bar — no entry means pass', () => {
  // White 19 and 20 closed (black 6, 5 ×2); dice 6-5; white 13 could move but may not.
  const p = pos('prva', { bar: 1, 13: 1, 1: 13 }, { 6: 2, 5: 2, 11: 11 });
  expectPass(p, [6, 5]);
});

test('P3: two on the bar, only one can enter — the other die is lost', () => {
  // White 19 closed: the 1 enters one checker on 24; the 6 cannot enter the second and nothing else may move.
  const p = pos('prva', { bar: 2, 13: 1, 1: 12 }, { 6: 2, 11: 13 });
  const plays = expectMoves(p, [6, 1], ['bar/24']);
  assert.equal(plays[0].steps.length, 1);
});

test('P3: two on the bar with a double — enter both, then move on', () => {
  // Dice 3-3: both enter on 22, the other two 3s move freely (22/19, 13/10).
  const p = pos('prva', { bar: 2, 13: 1, 1: 12 }, { 11: 15 });
  expectMoves(p, [3, 3], ['bar/22(2) 22/16', 'bar/22(2) 22/19(2)', 'bar/22(2) 22/19 13/10', 'bar/22(2) 13/7']);
});

test('P3: entering can hit a blot in the opponent’s home', () => {
  // Black blot on black 5 = white 20. Dice 5-2 → bar/20* and then the 2.
  const p = pos('prva', { bar: 1, 1: 14 }, { 5: 1, 12: 14 });
  expectMoves(p, [5, 2], ['bar/20*/18', 'bar/23/18']);
});

test('P4: bearing off all 15 first wins; single (1) or mars (2)', () => {
  const single = pos('prva', { 3: 1, 1: 1 }, { 12: 13, off: 2 });
  // (3/2/off, leaving the 1, also uses both dice and does not end the game.)
  expectPlays(single, [3, 1], [ending(single, '3/off 1/off', { winner: 'white', points: 1, kind: 'single' }), after(single, '3/2/off')]);
  const mars = pos('prva', { 3: 1, 1: 1 }, { 12: 15 });
  expectPlays(mars, [3, 1], [ending(mars, '3/off 1/off', { winner: 'white', points: 2, kind: 'mars' }), after(mars, '3/2/off')]);
});

test('P4: a play that does not bear off the last checker does not end the game', () => {
  const p = pos('prva', { 6: 1, 1: 1 }, { 12: 15 });
  // 2-1: 6/4/3 (or 6/5/3), or 6/4 with 1/off. 1/off with the 2 is illegal while 6 or 5 or 4 stands.
  expectMoves(p, [2, 1], ['6/3', '6/4 1/off']);
  for (const pl of legalPlays(p, [2, 1])) assert.equal(pl.result, null);
});

// ---------------------------------------------------------------- O3

test('O3: triple on — loser with nothing off and a checker on the bar loses 3', () => {
  const p = pos('prva', { 2: 1 }, { bar: 1, 12: 14 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 3, kind: 'triple' })], { triple: true });
});

test('O3: triple on — loser with nothing off and a checker in the winner’s home loses 3', () => {
  // Black 20 = white 5 (white's home).
  const p = pos('prva', { 2: 1 }, { 20: 1, 12: 14 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 3, kind: 'triple' })], { triple: true });
  // Off by default: mars.
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 2, kind: 'mars' })]);
});

test('O3: triple on — nothing off but nothing in the winner’s home or on the bar is a mars (2)', () => {
  // Black 18 = white 7 (outside white's home).
  const p = pos('prva', { 2: 1 }, { 18: 1, 12: 14 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 2, kind: 'mars' })], { triple: true });
});

test('O3: triple on — a loser who bore off a checker loses 1 even with a checker on the bar', () => {
  const p = pos('prva', { 2: 1 }, { bar: 1, 12: 13, off: 1 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 1, kind: 'single' })], { triple: true });
});

// ---------------------------------------------------------------- D4

test('D4: hit-and-run in the home board is legal (Tavla is Prva) — turkish and macedonian alike', () => {
  // White 8 (rest on 1), black blot on black 21 = white 4. Dice 4-3: 8/4*/1 and 8/5/1.
  for (const tradition of ['turkish', 'macedonian'] as const) {
    const p = pos('prva', { 8: 1, 1: 14 }, { 21: 1, 12: 14 }, { tradition });
    const plays = expectMoves(p, [4, 3], ['8/4*/1', '8/5/1']);
    assert.ok(
      plays.some((pl) => pl.position.black.bar === 1),
      tradition,
    );
  }
});
