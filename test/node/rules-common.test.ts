/**
 * RULES.md G1–G4 (geometry) and C1–C6 (common rules), hand-made scenarios.
 * C7 (resign) is in rules-match.test.ts, C8 (dice) and C9 (bot dice) in rules-dice.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, otherNumbering, positionFromJSON, positionKey, startPosition, type Position } from '../../src/engine/index.js';
import { after, ending, expectMoves, expectPass, expectPlays, playKey, pos, show } from './helpers/scenario.js';

// Black kept out of the way for prva races: all 15 on black's 1 = white's 24.
const B_FAR = { 1: 15 };

// ---------------------------------------------------------------- G: geometry

test('G1: 15 checkers each — a side with 14 or 16 is rejected', () => {
  assert.throws(() => pos('prva', { 6: 14, off: 0 }, { 6: 15 }), /14 checkers, expected 15/);
  assert.throws(() => pos('prva', { 6: 10, 5: 6, off: 0 }, { 6: 15 }), /16 checkers, expected 15/);
  assert.doesNotThrow(() => pos('prva', { 6: 15 }, { 6: 15 }));
});

test('G1: every step runs down the mover’s own route (from − die), for both colours', () => {
  for (const turn of ['white', 'black'] as const) {
    const start = { ...startPosition('prva'), turn };
    for (const dice of [
      [3, 1],
      [6, 5],
      [4, 4],
      [2, 1],
    ]) {
      for (const play of legalPlays(start, dice)) {
        for (const s of play.steps) assert.equal(s.to, s.from - s.die, `${turn} ${dice} step ${s.from}/${s.to}`);
      }
    }
  }
});

test('G1: “off” is past point 1 — a checker on point 1 bears off with a 1 when all are home', () => {
  const p = pos('prva', { 1: 2, 2: 1 }, B_FAR);
  // 1-1: 2/1 and three times 1/off (in any order) bears off the last three; black has none off → mars.
  expectPlays(p, [1, 1], [ending(p, '2/1 1/off(3)', { winner: 'white', points: 2, kind: 'mars' })]);
});

test('G1: home is 1–6 — bearing off needs every checker in points 1–6', () => {
  const inHome = pos('prva', { 6: 1, 2: 1 }, B_FAR);
  const outside = pos('prva', { 7: 1, 2: 1 }, B_FAR);
  assert.ok(legalPlays(inHome, [6, 2]).some((pl) => pl.result !== null));
  // From 7: 7/1 then 2/off (all home now), or 7/5 then 5/off with the 6 (highest point). 2/off first is illegal.
  expectMoves(outside, [6, 2], ['7/1 2/off', '7/5/off']);
});

test('G2: opposite directions (prva, treta) — my point p is the opponent’s 25 − p', () => {
  for (const game of ['prva', 'treta'] as const) {
    for (let p = 1; p <= 24; p++) assert.equal(otherNumbering(game, p), 25 - p);
  }
  // A white checker landing on white 7 hits the black blot on black 18.
  const p = pos('prva', { 13: 1, 6: 14 }, { 18: 1, 24: 14 });
  const plays = legalPlays(p, [6, 6]);
  assert.ok(
    plays.some((pl) => pl.steps.some((s) => s.to === 7 && s.hit)),
    'white 7 = black 18',
  );
  // Both colours on white 7 / black 18 without a pin is impossible.
  assert.throws(() => pos('prva', { 7: 1, 6: 14 }, { 18: 1, 24: 14 }), /both colours/);
  // …but on white 7 / black 7 it is fine (different points).
  assert.doesNotThrow(() => pos('prva', { 7: 1, 6: 14 }, { 7: 1, 24: 14 }));
});

test('G3: same direction (vtora, fevga) — my p is the opponent’s ((p + 11) mod 24) + 1', () => {
  for (const game of ['vtora', 'fevga'] as const) {
    assert.equal(otherNumbering(game, 24), 12);
    assert.equal(otherNumbering(game, 12), 24);
    assert.equal(otherNumbering(game, 1), 13);
    assert.equal(otherNumbering(game, 13), 1);
    assert.equal(otherNumbering(game, 18), 6);
    for (let p = 1; p <= 24; p++) assert.equal(otherNumbering(game, otherNumbering(game, p)), p);
  }
  // White 24 and black 12 are the same point: cannot both be occupied.
  assert.throws(() => pos('vtora', { 24: 15 }, { 12: 1, 24: 14 }), /both colours/);
  // White 18 = black 6: a single black checker on black 6 closes white 24/18.
  const p = pos('vtora', { 24: 15 }, { 6: 1, 2: 14 });
  expectMoves(p, [6, 5], ['24/19/13']);
});

test('G4: the rules do not depend on colour or drawing — mirrored colours give mirrored plays', () => {
  // The drawing/orientation part of G4 is a component concern; the engine part: legality is colour-blind.
  const cases: Array<[Position, number[]]> = [
    [startPosition('prva'), [6, 5]],
    [pos('prva', { 13: 1, 8: 2, 6: 12 }, { 18: 1, 11: 2, 1: 12 }), [5, 3]],
    [pos('treta', { 24: 13, 9: 1, 4: 1 }, { 24: 14, 12: 1 }), [6, 3]],
    [pos('vtora', { 24: 13, 17: 2 }, { 24: 12, 15: 3 }, { rolls: { white: 1, black: 1 } }), [2, 2]],
    [pos('fevga', { 24: 14, 10: 1 }, { 24: 14, 20: 1 }), [5, 4]],
  ];
  const swap = (p: Position): Position =>
    positionFromJSON({
      game: p.game,
      tradition: p.tradition,
      turn: p.turn === 'white' ? 'black' : 'white',
      white: { points: sparse(p.black.points), bar: p.black.bar, off: p.black.off },
      black: { points: sparse(p.white.points), bar: p.white.bar, off: p.white.off },
      pinned: { white: [...p.pinned.black], black: [...p.pinned.white] },
      carried: [...p.carried],
      rolls: { white: p.rolls.black, black: p.rolls.white },
    });
  for (const [p, dice] of cases) {
    const a = legalPlays(p, dice)
      .map((pl) => positionKey(pl.position))
      .sort();
    const b = legalPlays(swap(p), dice)
      .map((pl) => positionKey(swap(pl.position)))
      .sort();
    assert.deepEqual(b, a, show(p));
  }
});

function sparse(points: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let q = 1; q <= 24; q++) if (points[q]) out[String(q)] = points[q];
  return out;
}

// ---------------------------------------------------------------- C1 / C2

test('C1: each die is one step of one checker; one checker may take both', () => {
  // White 13 and 10, dice 3-1: {10,9} (13/10 10/9 = 13/9 …), {12,7}, {13,6}.
  const p = pos('prva', { 13: 1, 10: 1, 1: 13 }, B_FAR);
  const plays = expectMoves(p, [3, 1], ['13/10 10/9', '13/12 10/7', '10/7/6']);
  for (const pl of plays) assert.deepEqual(pl.steps.map((s) => s.die).sort(), [1, 3]);
});

test('C1: a combined move needs a legal intermediate landing', () => {
  // Single white checker on 13, dice 6-5. Black holds white 7 (black 18) but not 8: only via 8.
  const via8 = pos('prva', { 13: 1, 1: 14 }, { 18: 2, 6: 13 });
  const plays = expectMoves(via8, [6, 5], ['13/8/2']);
  assert.deepEqual(
    plays[0].steps.map((s) => [s.from, s.to, s.die]),
    [
      [13, 8, 5],
      [8, 2, 6],
    ],
  );
});

test('C2: doubles give four steps of that number', () => {
  const p = pos('prva', { 13: 1, 1: 14 }, B_FAR);
  const plays = expectMoves(p, [2, 2], ['13/5']);
  assert.equal(plays[0].steps.length, 4);
  assert.ok(plays[0].steps.every((s) => s.die === 2));
  expectMoves(p, [3, 3], ['13/1']);
});

test('C2: two checkers with 1-1 — every split of four 1s', () => {
  // Checkers on 20 and 10 (rest frozen on 1, not all home): 4 ones split a+b=4 → 5 plays.
  const p = pos('prva', { 20: 1, 10: 1, 1: 13 }, B_FAR);
  expectMoves(p, [1, 1], ['20/16', '20/17 10/9', '20/18 10/8', '20/19 10/7', '10/6']);
});

// ---------------------------------------------------------------- C3

test('C3: both dice must be used when possible (a one-die play is not legal)', () => {
  // White on 10 (not home), dice 6-2; white 4 is closed (black 21 ×2): 10/4 impossible; 10/8/2 uses both.
  const p = pos('prva', { 10: 1, 1: 14 }, { 21: 2, 6: 13 });
  expectMoves(p, [6, 2], ['10/8/2']);
});

test('C3: only one die playable → the larger must be played', () => {
  // White on 20, dice 6-4. 20/14 and 20/16 each open, but 10 (black 15 ×2) blocks the second die either way.
  const p = pos('prva', { 20: 1, 1: 14 }, { 15: 2, 6: 13 });
  const plays = expectMoves(p, [6, 4], ['20/14']);
  assert.deepEqual(
    plays[0].steps.map((s) => s.die),
    [6],
  );
  // The order of the dice as rolled does not matter.
  expectMoves(p, [4, 6], ['20/14']);
});

test('C3: only one die playable, the larger cannot be played → the smaller', () => {
  // Same, but white 14 is closed too (black 11 ×2): only 20/16 remains.
  const p = pos('prva', { 20: 1, 1: 14 }, { 15: 2, 11: 2, 6: 11 });
  expectMoves(p, [6, 4], ['20/16']);
});

test('C3: only one die playable → the larger, with two checkers to choose from', () => {
  // Checkers on 20 and 19; white 14 and 13 (black 11, 12) and 10, 9 (black 15, 16) are closed…
  // 6: 20/14 ✗, 19/13 ✗. 4: 20/16, 19/15; then 6 from 16 → 10 ✗, 15 → 9 ✗, the other ✗.
  // Only the 4 can be played (either checker).
  const p = pos('prva', { 20: 1, 19: 1, 1: 13 }, { 11: 2, 12: 2, 15: 2, 16: 2, 1: 7 });
  expectMoves(p, [6, 4], ['20/16', '19/15']);
  // Open white 13 (move black off 12): now the 6 can be played 19/13 (and 20/16 then 6 ✗ …):
  // 19/13 then 4: 20/16 ✓, 13/9 ✗ → both dice: 19/13 20/16. The one-die plays are gone.
  const q = pos('prva', { 20: 1, 19: 1, 1: 13 }, { 11: 2, 15: 2, 16: 2, 1: 9 });
  expectMoves(q, [6, 4], ['19/13 20/16']);
});

test('C3: with doubles play as many steps as possible (2 of 4)', () => {
  // 13 with 3-3; white 4 closed (black 21 ×2): 13/10/7 and the third 3 is blocked.
  const p = pos('prva', { 13: 1, 1: 14 }, { 21: 2, 6: 13 });
  const plays = expectMoves(p, [3, 3], ['13/7']);
  assert.equal(plays[0].steps.length, 2);
});

test('C3: no legal step → one play with no steps, the turn passes', () => {
  // 13 with 6-5, white 7 and 8 closed: nothing moves (1-point checkers cannot bear off).
  const p = pos('prva', { 13: 1, 1: 14 }, { 18: 2, 17: 2, 6: 11 });
  const pass = expectPass(p, [6, 5]);
  assert.equal(pass.position.turn, 'black');
  assert.equal(pass.result, null);
});

test('C3: a game-ending play counts as using all dice (T4 mother pin on the first die)', () => {
  // Treta. White 7 (start empty, 14 on 2), black mother alone on black 24 (= white 1). Dice 6-2.
  // 7/1* pins the mother and ends the game; 7/5 then 5/off (6) uses both dice. Nothing else.
  const p = pos('treta', { 7: 1, 2: 14 }, { 24: 1, 3: 14 });
  const plays = expectPlays(p, [6, 2], [ending(p, '7/1*', { winner: 'white', points: 2, kind: 'mother' }), after(p, '7/5/off')]);
  const end = plays.find((pl) => pl.result)!;
  assert.equal(end.steps.length, 1, 'the game ended after one step');
});

test('C3: where no other play uses all the dice, the game-ending play is required', () => {
  // Treta, as T5 draw: white 7/1* pins black's mother while white's mother is pinned; 7/4 can't be followed.
  const p = pos('treta', { 24: 1, 7: 1, 2: 13 }, { 24: 1, 1: 1, 10: 13 }, { pinned: { white: [24] } });
  expectPlays(p, [6, 3], [ending(p, '7/1*', { winner: null, points: 0, kind: 'draw' })]);
});

// ---------------------------------------------------------------- C4

test('C4: a point with two or more opposing checkers is closed as a landing point', () => {
  // White on 13 with 5-4: 13/8 closed (black 17 ×2), 13/9 open then 9/4; 13/8 impossible.
  const p = pos('prva', { 13: 1, 1: 14 }, { 17: 2, 6: 13 });
  expectMoves(p, [5, 4], ['13/9/4']);
});

test('C4: closed intermediate points — both closed means no combined move', () => {
  // Two checkers; 13 can't move at all (8, 9 closed), 12 can: 12/8 ✗… 12/7 (5), 12/8 ✗ (4 → 8 closed).
  // 12 with 5 → 7, then 4: 7/3 or 13/9 ✗ → 12/7/3. 12 with 4 → 8 ✗.
  const p = pos('prva', { 13: 1, 12: 1, 1: 13 }, { 17: 2, 16: 2, 6: 11 });
  expectMoves(p, [5, 4], ['12/7/3']);
  // A single checker, both intermediate points closed → pass (the final point 4 is open).
  const q = pos('prva', { 13: 1, 1: 14 }, { 17: 2, 16: 2, 6: 11 });
  expectPass(q, [5, 4]);
});

test('C4: a single opposing checker (blot) is not closed in prva', () => {
  const p = pos('prva', { 13: 1, 1: 14 }, { 17: 1, 16: 2, 6: 12 });
  // 13/8* hits (white 8 = black 17), then 8/4. 13/9 ✗.
  expectMoves(p, [5, 4], ['13/8*/4']);
});

// ---------------------------------------------------------------- C5

test('C5: no bearing off until all checkers are home', () => {
  // White 10 and 1; dice 2-1. 1/off needs all home; 10/8/7 is the only play (8,7 not home).
  const p = pos('prva', { 10: 1, 1: 1 }, B_FAR);
  expectMoves(p, [2, 1], ['10/7']);
});

test('C5: bearing off becomes legal within the turn once the last checker arrives home', () => {
  // White 7 and 2, dice 2-1: 7/6 then 2/off; 7/5 2/1; 7/4.
  const p = pos('prva', { 7: 1, 2: 1 }, B_FAR);
  expectMoves(p, [2, 1], ['7/6 2/off', '7/5 2/1', '7/4']);
});

test('C5: a die equal to the point bears off from that point', () => {
  const p = pos('prva', { 5: 2, 3: 1 }, B_FAR);
  // 5-3: 5/off 3/off | 5/off 5/2 | 5/off(5) then 3: 5/2 or 3/off — and 5/2 then 5/off etc.
  // 3 first: 5/2, 3/off; 5 first: 5/off. Combinations: {5/off, 3/off}, {5/off, 5/2}, {5/2, 3/off}? needs 5 then…
  // 5/2 (3) then 5: 5/off → {5/off 5/2}; 3/off (3) then 5: 5/off → {5/off 3/off}; 5/off then 3: 5/2 or 3/off.
  // 5/2/… 2 with 5: higher die, highest point is 5 (a checker stands on 5) → not allowed.
  expectMoves(p, [5, 3], ['5/off 3/off', '5/off 5/2']);
});

test('C5: a higher die bears off from the highest point only; moving inside home is allowed', () => {
  // White 5 and 3 (13 off), dice 6-4. 6: only the highest (5/off). 4: 5/1 (3/off ✗: 5 is higher).
  // Plays: 5/off then 3/off (4 > 3, now highest) → game over; 5/1 then 3/off (6, highest is 3).
  const p = pos('prva', { 5: 1, 3: 1 }, { 6: 5, 5: 5, 4: 4, off: 1 });
  expectPlays(p, [6, 4], [ending(p, '5/off 3/off', { winner: 'white', points: 1, kind: 'single' }), after(p, '5/1 3/off')]);
});

test('C5: a higher die may not bear off a lower checker while a higher point is occupied', () => {
  // White 6 and 2 (13 off), dice 5-4. 2/off with a 5 or 4 is illegal while 6 is occupied.
  // 6/1 then 2/off (4 > 2, now the highest) → {1}; 6/2 then 2/off with the 5 → {2}. Nothing else.
  const p = pos('prva', { 6: 1, 2: 1 }, B_FAR);
  expectMoves(p, [5, 4], ['6/1 2/off', '6/2/off']);
});

test('C5: 6-5 from 6 and 5 — bear off both, or move inside home with the 5', () => {
  const p = pos('prva', { 6: 1, 5: 1 }, { ...B_FAR });
  expectPlays(p, [6, 5], [ending(p, '6/off 5/off', { winner: 'white', points: 2, kind: 'mars' }), after(p, '6/1 5/off')]);
});

// ---------------------------------------------------------------- C6

test('C6: bearing off all 15 first wins 1 point when the loser has borne off a checker', () => {
  const p = pos('prva', { 2: 1 }, { 6: 5, 5: 5, 4: 4, off: 1 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 1, kind: 'single' })]);
});

test('C6: mars — the loser bore off no checker — wins 2', () => {
  const p = pos('prva', { 2: 1 }, { 6: 5, 5: 5, 4: 5 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 2, kind: 'mars' })]);
});

test('C6: no triple result by default — loser on the bar with nothing off is still a mars (2)', () => {
  const p = pos('prva', { 2: 1 }, { bar: 1, 20: 2, 6: 12 });
  expectPlays(p, [3, 1], [ending(p, '2/off', { winner: 'white', points: 2, kind: 'mars' })]);
});

test('C6: black wins too (scoring is colour-blind)', () => {
  const p = pos('prva', { 6: 15 }, { 1: 2 }, { turn: 'black' });
  const plays = legalPlays(p, [1, 1]);
  assert.equal(plays.length, 1);
  assert.deepEqual(plays[0].result, { winner: 'black', points: 2, kind: 'mars' });
  assert.equal(plays[0].steps.length, 2, 'D1: the game ends after the last checker, two 1s unplayed');
  assert.ok(playKey(plays[0]).startsWith('END'));
});
