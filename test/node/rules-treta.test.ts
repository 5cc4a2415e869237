/** RULES.md T1–T8 (Treta / Tapa / Plakoto): pins, the mother, draws, bearing off with a pinned checker. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, startPosition, type Position } from '../../src/engine/index.js';
import { applyPlay, isDeadPosition, newMatch, type MatchState } from '../../src/engine/match.js';
import { after, ending, expectMoves, expectPlays, pos } from './helpers/scenario.js';

const MOTHER_WIN = { winner: 'white', points: 2, kind: 'mother' } as const;
const DRAW = { winner: null, points: 0, kind: 'draw' } as const;

test('T1: start — all 15 on each player’s 24, opposite corners (white 24 = black 1)', () => {
  const p = startPosition('treta');
  assert.deepEqual(p, pos('treta', { 24: 15 }, { 24: 15 }));
});

test('T1: opening 6-5 from the start — 24/18 24/19 or 24/13', () => {
  expectMoves(startPosition('treta'), [6, 5], ['24/18 24/19', '24/13']);
});

test('T1: opening 6-6 from the start — every split of four 6s, at most 24/6 per checker (no bearing off)', () => {
  expectMoves(startPosition('treta'), [6, 6], ['24/6 24/18', '24/12(2)', '24/12 24/18(2)', '24/18(4)']);
});

// ---------------------------------------------------------------- T2

test('T2: landing on a single opposing checker pins it; moving on releases it (D2)', () => {
  // White 13, black single on black 18 = white 7. Dice 6-2.
  const p = pos('treta', { 13: 1, 24: 14 }, { 18: 1, 24: 14 });
  const plays = expectMoves(
    p,
    [6, 2],
    [
      '13/7/5', // touches 7 (pins) and moves on (releases) — same board as 13/11/5 (D3)
      '13/7* 24/22',
      '24/18/16',
      '24/18 13/11',
      '24/22 24/18',
    ],
  );
  const pinning = plays.find((pl) => pl.position.pinned.black.length > 0)!;
  assert.deepEqual(pinning.position.pinned.black, [18]);
  assert.ok(pinning.steps.some((s) => s.pin && s.to === 7));
  assert.equal(pinning.position.black.points[18], 1, 'T2: the pinned checker stays on the board');
});

test('T2: a pinned checker cannot move, and its owner may not land on the pinner’s point', () => {
  // Black 18 pinned by white 7. Black 6-5: 18/12 and 18/13 would be open but the checker is pinned;
  // 24/18 is closed (the pinner's point). Only 24/19/13.
  const p = pos('treta', { 7: 1, 24: 14 }, { 18: 1, 24: 14 }, { turn: 'black', pinned: { black: [18] } });
  expectMoves(p, [6, 5], ['24/13']);
});

test('T2: the pinner may add checkers to the pinned point; the pin stays', () => {
  // White 13 and pinner on 7 (black 18 pinned). Dice 6-1, rest of white on 24.
  const p = pos('treta', { 13: 1, 7: 1, 24: 13 }, { 18: 1, 24: 14 }, { pinned: { black: [18] } });
  const plays = legalPlays(p, [6, 1]);
  const stacked = after(p, '13/7 7/6'); // the pinner moves on 1, but 13/7 arrives first: pin kept
  assert.ok(stacked.pinned.black.includes(18));
  const keys = plays.map((pl) => JSON.stringify([pl.position.white.points, pl.position.pinned]));
  assert.ok(keys.includes(JSON.stringify([stacked.white.points, stacked.pinned])), 'adding to the pinned point then moving the other keeps the pin');
  const leave = after(p, '7/6 24/18');
  assert.deepEqual(leave.pinned.black, [], 'the last pinner leaving releases');
  assert.ok(plays.some((pl) => pl.position.pinned.black.length === 0 && pl.position.white.points[6] === 1 && pl.position.white.points[18] === 1));
});

test('T2: no hitting — two or more opposing checkers close a point; a pinned checker is not hit', () => {
  const p = pos('treta', { 13: 1, 24: 14 }, { 18: 2, 24: 13 });
  // 13/7 closed (black 18 ×2): 6-1 → 13/12/6 or 24/18 + 13/12 / 24/23 / 18/17 …
  for (const pl of legalPlays(p, [6, 1])) {
    assert.equal(pl.position.black.points[18], 2);
    assert.ok(!pl.steps.some((s) => s.to === 7));
  }
});

// ---------------------------------------------------------------- T3 / T4

test('T3: a pinned mother ends the game (mars, 2) as soon as the pinner’s start is empty', () => {
  // White's last start checker leaves 24 with either die: the game ends at that step; the other die is not played.
  const p = pos('treta', { 24: 1, 1: 1, 2: 13 }, { 24: 1, 3: 14 }, { pinned: { black: [24] } });
  const plays = expectPlays(p, [6, 5], [ending(p, '24/18', MOTHER_WIN), ending(p, '24/19', MOTHER_WIN)]);
  for (const pl of plays) assert.equal(pl.steps.length, 1);
});

test('T3: pinning the mother with the pinner’s start already empty wins immediately', () => {
  // White 7 (start empty), black mother alone on 24 = white 1. Dice 6-6: 7/1* ends it; three 6s unplayed.
  const p = pos('treta', { 7: 1, 2: 14 }, { 24: 1, 3: 14 });
  const plays = expectPlays(p, [6, 6], [ending(p, '7/1*', MOTHER_WIN)]);
  assert.equal(plays[0].steps.length, 1);
  assert.deepEqual(plays[0].position.pinned.black, [24]);
});

test('T3: a start point with two or more checkers is a made point — it cannot be pinned', () => {
  const p = pos('treta', { 7: 1, 2: 14 }, { 24: 2, 3: 13 });
  // 7/1 is closed; 6-6 leaves only … nothing (2s cannot bear off): pass.
  expectPlays(p, [6, 6], [after(p, '')]);
});

test('T4: the mother check runs after every step — the second step empties the start and ends the game', () => {
  // White 24 ×2, black mother pinned by white 1. 6-5: 24/18 24/19 ends at the second step;
  // 24/18/13 leaves one on 24 and the game goes on.
  const p = pos('treta', { 24: 2, 1: 1, 2: 12 }, { 24: 1, 3: 14 }, { pinned: { black: [24] } });
  expectPlays(p, [6, 5], [ending(p, '24/18 24/19', MOTHER_WIN), after(p, '24/13')]);
});

test('T4: mother pinned on the first die with the start empty — the game ends, the remaining die is unplayed', () => {
  // Dice 6-2: 7/1* ends (mother, 2); 7/5/off uses both dice and does not end. No 7/1* + 2.
  const p = pos('treta', { 7: 1, 2: 14 }, { 24: 1, 3: 14 });
  const plays = expectPlays(p, [6, 2], [ending(p, '7/1*', MOTHER_WIN), after(p, '7/5/off')]);
  assert.equal(plays.find((pl) => pl.result)!.steps.length, 1);
});

test('T4: black pins white’s mother — black wins (colour-blind)', () => {
  const p = pos('treta', { 24: 1, 3: 14 }, { 7: 1, 2: 14 }, { turn: 'black' });
  const plays = legalPlays(p, [6, 2]);
  const end = plays.filter((pl) => pl.result);
  assert.equal(end.length, 1);
  assert.deepEqual(end[0].result, { winner: 'black', points: 2, kind: 'mother' });
  assert.deepEqual(end[0].position.pinned.white, [24]);
});

// ---------------------------------------------------------------- T5

test('T5: both mothers pinned → draw 0–0 at that step, remaining dice unplayed', () => {
  // White's mother (24) pinned by black 1; white pins black's mother with 7/1*.
  const p = pos('treta', { 24: 1, 7: 1, 2: 13 }, { 24: 1, 1: 1, 10: 13 }, { pinned: { white: [24] } });
  const plays = expectPlays(p, [6, 6], [ending(p, '7/1*', DRAW)]);
  assert.equal(plays[0].steps.length, 1);
  assert.deepEqual(plays[0].position.pinned, { white: [24], black: [24] });
});

test('T5: draw beats a mother win — pinning the mother while my own mother is pinned is a draw, not a win', () => {
  // As above but dice 6-3: 7/4 cannot be followed by a 6, so the draw is the only play (C3 Decision).
  const p = pos('treta', { 24: 1, 7: 1, 2: 13 }, { 24: 1, 1: 1, 10: 13 }, { pinned: { white: [24] } });
  expectPlays(p, [6, 3], [ending(p, '7/1*', DRAW)]);
});

// ---------------------------------------------------------------- T6

// White 3 pinned by black (black 22 = white 3), white 2, 13 off (bearing off has begun).
const pinnedInHome = (tradition: 'macedonian' | 'bulgarian' | 'greek' | 'turkish'): Position =>
  pos('treta', { 3: 1, 2: 1 }, { 22: 1, 10: 14 }, { tradition, pinned: { white: [3] } });

test('T6: macedonian/bulgarian — the others bear off; the pinned checker counts as on its point', () => {
  for (const t of ['macedonian', 'bulgarian'] as const) {
    const p = pinnedInHome(t);
    // 2-1: 2/off (2) then the 1 has nothing; 2/1 then 1/off with the 2 is barred by the pinned 3 (higher).
    // Only one die playable → the larger: 2/off.
    expectMoves(p, [2, 1], ['2/off']);
    // 6-1: 2/off with a 6 is barred (3 is the highest occupied point) → 2/1 only.
    expectMoves(p, [6, 1], ['2/1']);
    // 1-1: 2/1 and 1/off (exact).
    expectMoves(p, [1, 1], ['2/1/off']);
  }
});

test('T6: greek (Plakoto) — no bearing off while any own checker is pinned, even after bearing off began', () => {
  const p = pinnedInHome('greek');
  expectMoves(p, [2, 1], ['2/1']);
  expectMoves(p, [6, 1], ['2/1']);
  expectMoves(p, [1, 1], ['2/1']);
});

test('T6: a pinned checker outside home stops bearing off in every tradition ("all in home")', () => {
  for (const t of ['macedonian', 'greek'] as const) {
    const p = pos('treta', { 8: 1, 2: 1 }, { 17: 1, 10: 14 }, { tradition: t, pinned: { white: [8] } });
    expectMoves(p, [2, 1], ['2/1']);
  }
});

test('T6: greek — once the pin is lifted, bearing off is allowed again', () => {
  const p = pos('treta', { 3: 1, 2: 1 }, { 10: 15 }, { tradition: 'greek' });
  expectPlays(p, [3, 2], [ending(p, '3/off 2/off', { winner: 'white', points: 2, kind: 'mars' }), after(p, '3/1 2/off')]);
});

test('T6 / D5: turkish tradition (no treta of its own) plays Treta by the macedonian rules', () => {
  const p = pinnedInHome('turkish');
  expectMoves(p, [2, 1], ['2/off']);
});

// ---------------------------------------------------------------- T7

test('T7: otherwise C5/C6 — bear off, single or mars', () => {
  const single = pos('treta', { 4: 1, 2: 1 }, { 24: 13, 10: 1, off: 1 });
  expectPlays(single, [4, 2], [ending(single, '4/off 2/off', { winner: 'white', points: 1, kind: 'single' }), after(single, '4/2/off')]);
  const mars = pos('treta', { 4: 1, 2: 1 }, { 24: 13, 10: 2 });
  expectPlays(mars, [4, 2], [ending(mars, '4/off 2/off', { winner: 'white', points: 2, kind: 'mars' }), after(mars, '4/2/off')]);
});

// ---------------------------------------------------------------- T8

test('T8: a dead position (no step for either player for any roll) is detected', () => {
  // Both mothers pinned, everything else stacked on point 1 (cannot bear off: the mother is outside home).
  const dead = pos('treta', { 24: 1, 1: 14 }, { 24: 1, 1: 14 }, { pinned: { white: [24], black: [24] } });
  assert.equal(isDeadPosition(dead), true);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      const plays = legalPlays(dead, [a, b]);
      assert.equal(plays.length, 1);
      assert.equal(plays[0].steps.length, 0);
    }
  }
  assert.equal(isDeadPosition(startPosition('treta')), false);
});

test('T8: the match scores a dead position as a draw, 0–0 (safety net)', () => {
  const dead = pos('treta', { 24: 1, 1: 14 }, { 24: 1, 1: 14 }, { pinned: { white: [24], black: [24] } });
  const m = newMatch({ game: 'treta', length: 3 });
  const state: MatchState = { ...m, position: dead, phase: 'moving', dice: [6, 5] };
  const [pass] = legalPlays(dead, [6, 5]);
  const next = applyPlay(state, pass);
  assert.equal(next.phase, 'game-over');
  assert.deepEqual(next.lastResult, DRAW);
  assert.deepEqual(next.score, { white: 0, black: 0 });
});
