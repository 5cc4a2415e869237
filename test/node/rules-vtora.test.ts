/** RULES.md V1–V6 (Vtora / Gyulbara): same direction, no hitting, the doubles ladder, carried dice. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, startPosition } from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn-graph.js';
import { after, ending, expectMoves, expectPass, expectPlays, pos } from './helpers/scenario.js';

// A lone runner on 24 with the other 14 frozen on point 1 (not all home → they cannot bear off).
const RUNNER = { 24: 1, 1: 14 };

test('V1: start — all 15 on each player’s 24, diagonally opposite (white 24 = black 12)', () => {
  const p = startPosition('vtora');
  assert.equal(p.white.points[24], 15);
  assert.equal(p.black.points[24], 15);
  assert.deepEqual(p, pos('vtora', { 24: 15 }, { 24: 15 }));
});

test('V1: first roll 6-5 from the start — 24/18 24/19 or 24/13 (no first-checker rule in Vtora)', () => {
  const p = startPosition('vtora');
  const plays = expectMoves(p, [6, 5], ['24/18 24/19', '24/13']);
  for (const pl of plays) {
    assert.deepEqual(pl.position.rolls, { white: 1, black: 0 });
    assert.deepEqual(pl.position.carried, []);
  }
});

test('V1: first roll 6-6 from the start — four checkers 24/18; 18/12 is black’s start', () => {
  const p = startPosition('vtora');
  expectMoves(p, [6, 6], ['24/18(4)']);
});

test('V2: a single opposing checker closes its point as a landing point', () => {
  // Black single on black 3 = white 15. White 20, dice 5-3: 20/15 ✗; 20/17/12 ✓.
  const p = pos('vtora', { 20: 1, 1: 14 }, { 3: 1, 2: 14 });
  expectMoves(p, [5, 3], ['20/17/12']);
});

test('V2: …and as the intermediate point of a combined move (no passing through)', () => {
  // Black singles on white 15 (black 3) and 17 (black 5): 20/12 is impossible either way; both dice pass on.
  const p = pos('vtora', { 20: 1, 1: 14 }, { 3: 1, 5: 1, 2: 13 });
  const pass = expectPass(p, [5, 3], { carried: [5, 3] });
  assert.deepEqual(pass.position.rolls, { white: 1, black: 0 }, 'V3: a roll with no legal step still counts');
});

test('V2: no hitting — a step never lands on an opposing checker', () => {
  const p = pos('vtora', { 24: 12, 18: 3 }, { 24: 10, 13: 1, 10: 4 }, { rolls: { white: 1, black: 1 } });
  for (const dice of [
    [1, 2],
    [6, 5],
    [3, 3],
    [4, 1],
  ]) {
    for (const pl of legalPlays(p, dice)) {
      const total = (c: 'white' | 'black') => pl.position[c].points.reduce((a, b) => a + b, 0) + pl.position[c].off;
      assert.equal(total('black'), 15);
      assert.deepEqual([...pl.position.black.points], [...p.black.points], 'black is never moved by white');
    }
  }
});

// ---------------------------------------------------------------- V3: the ladder

test('V3: the first three rolls play doubles normally (5-5 on the third roll = four 5s)', () => {
  const p = pos('vtora', RUNNER, { 1: 15 }, { rolls: { white: 2, black: 7 } });
  expectMoves(p, [5, 5], ['24/4']);
});

test('V3: from the fourth roll on, 5-5 is four 5s and then four 6s', () => {
  // 24/19/14/9/4, then all home: 4/off (6, highest point) and 1/off three times.
  const p = pos('vtora', RUNNER, { 1: 15 }, { rolls: { white: 3, black: 0 } });
  const plays = expectMoves(p, [5, 5], ['24/4/off 1/off(3)']);
  assert.deepEqual(
    plays[0].steps.map((s) => s.die),
    [5, 5, 5, 5, 6, 6, 6, 6],
  );
});

test('V3: the ladder counts only the mover’s own rolls (black on roll 2 plays 5-5 plainly)', () => {
  const p = pos('vtora', { 1: 15 }, RUNNER, { turn: 'black', rolls: { white: 9, black: 2 } });
  expectMoves(p, [5, 5], ['24/4']);
});

test('V3: 6-6 on the ladder is just four 6s', () => {
  const p = pos('vtora', RUNNER, { 1: 15 }, { rolls: { white: 3, black: 3 } });
  const plays = expectMoves(p, [6, 6], ['24/6/off']);
  assert.equal(plays[0].steps.length, 4);
});

test('V3: 1-1 ladders too — four 1s, then 2s; a stall on the 2s carries the three unplayed 2s', () => {
  // Black single on white 16 (black 4): 24/20 with the 1s, 20/18 with a 2, 18/16 is closed.
  const p = pos('vtora', RUNNER, { 4: 1, 1: 14 }, { rolls: { white: 5, black: 5 } });
  const plays = expectMoves(p, [1, 1], ['24/18'], { carried: [2, 2, 2] });
  assert.deepEqual(
    plays[0].steps.map((s) => s.die),
    [1, 1, 1, 1, 2],
  );
  assert.equal(plays[0].position.rolls.white, 6);
});

test('V3: the ladder is strictly in order — a blocked 5 is not skipped to play the 6s', () => {
  // White 19 closed (black 7): no 5 at all. The 6s (24/18/12/6) would be open but never come.
  const p = pos('vtora', RUNNER, { 7: 1, 1: 14 }, { rolls: { white: 3, black: 0 } });
  const pass = expectPass(p, [5, 5], { carried: [5, 5, 5, 5] });
  assert.equal(pass.steps.length, 0);
});

// ---------------------------------------------------------------- V4: a stalled ladder

test('V4: ladder stall in the middle of a number — carried = the unplayed 5s only; the 6s are forfeited', () => {
  // Black single on white 9 (black 21). 5-5 ladder: 24/19/14, 14/9 ✗ — 14/8 with a 6 would be open.
  const p = pos('vtora', RUNNER, { 21: 1, 1: 14 }, { rolls: { white: 3, black: 3 } });
  const plays = expectMoves(p, [5, 5], ['24/14'], { carried: [5, 5] });
  assert.deepEqual(plays[0].position.carried, [5, 5]);
  const g = TurnGraph.create(p, [5, 5]);
  assert.equal(g.maxUse(), 2);
});

test('V4: ladder stall at the start of a number — carried = four 4s (the 5s and 6s are forfeited)', () => {
  // 3-3 ladder: 24/21/18/15/12, then 12/8 ✗ (black single on black 20 = white 8).
  const p = pos('vtora', RUNNER, { 20: 1, 1: 14 }, { rolls: { white: 4, black: 4 } });
  expectMoves(p, [3, 3], ['24/12'], { carried: [4, 4, 4, 4] });
});

test('V4: the receiver of a stalled ladder plays the carried number (part-turn), then rolls', () => {
  const p = pos('vtora', RUNNER, { 21: 1, 1: 14 }, { rolls: { white: 3, black: 3 } });
  const [play] = legalPlays(p, [5, 5]);
  const q = play.position;
  assert.equal(q.turn, 'black');
  // Black's runner on 21: 21/16/11 (white 14 = black 2 and white 1 = black 13 are not in the way).
  const part = expectMoves(q, null, ['21/11'], { part: true });
  assert.equal(part[0].position.turn, 'black', 'V5: the turn stays');
  assert.deepEqual(part[0].position.rolls, { white: 4, black: 3 }, 'V5: carried dice are not a roll');
});

// ---------------------------------------------------------------- V5: carried dice

test('V5: carried part-turn — the same player keeps the turn; it is not a roll', () => {
  const p = pos('vtora', { 14: 1, 1: 14 }, { 21: 1, 1: 14 }, { turn: 'black', carried: [5, 5], rolls: { white: 4, black: 3 } });
  const plays = expectMoves(p, null, ['21/11'], { part: true });
  assert.equal(plays[0].position.turn, 'black');
  assert.deepEqual(plays[0].position.carried, []);
  assert.deepEqual(plays[0].position.rolls, { white: 4, black: 3 });
  // …then the same player rolls as a normal turn, which counts as a roll.
  const next = legalPlays(plays[0].position, [2, 1]);
  assert.ok(next.length > 0);
  for (const pl of next) {
    assert.equal(pl.position.turn, 'white');
    assert.equal(pl.position.rolls.black, 4);
  }
});

test('V5: carried numbers must be played before rolling', () => {
  const p = pos('vtora', { 14: 1, 1: 14 }, { 21: 1, 1: 14 }, { turn: 'black', carried: [5, 5] });
  assert.throws(() => legalPlays(p, [3, 1]));
});

test('V5: carried numbers are never part of a ladder (two 3s stay two 3s on roll 6)', () => {
  // Black runner 21, frozen on black 2 (white 14); white stack on white 20 (black 8). 21/18/15 — no more.
  const p = pos('vtora', { 20: 15 }, { 21: 1, 2: 14 }, { turn: 'black', carried: [3, 3], rolls: { white: 5, black: 5 } });
  expectMoves(p, null, ['21/15'], { part: true });
});

test('V5: a carried number the receiver cannot play is lost — it never passes back', () => {
  // Black runner 21, black 17 = white 5 closed by a white single; carried [4,4]: pass, carried cleared, turn kept.
  const p = pos('vtora', { 5: 1, 24: 14 }, { 21: 1, 1: 14 }, { turn: 'black', carried: [4, 4], rolls: { white: 4, black: 4 } });
  const pass = expectPass(p, null, { part: true });
  assert.equal(pass.position.turn, 'black');
  assert.deepEqual(pass.position.carried, []);
  assert.deepEqual(pass.position.rolls, { white: 4, black: 4 });
});

test('V5: C3 applies to carried numbers — only one fits → the larger first', () => {
  // Black runner 21, carried [6,3] (from a pass). Black 12 = white 24 (white stack): 21/15 or 21/18, not both.
  const p = pos('vtora', { 24: 15 }, { 21: 1, 1: 14 }, { turn: 'black', carried: [3, 6], rolls: { white: 4, black: 4 } });
  expectMoves(p, null, ['21/15'], { part: true });
});

test('V5: an unplayable die of a non-double roll passes on (6-5, only the 5 plays → carried [6])', () => {
  // Runner 24/19; 19/13 closed (black stack on black 1 = white 13); 24/18 closed (black 6 = white 18).
  const p = pos('vtora', RUNNER, { 6: 1, 1: 14 }, { rolls: { white: 0, black: 0 } });
  const plays = expectMoves(p, [6, 5], ['24/19'], { carried: [6] });
  assert.deepEqual(plays[0].position.carried, [6]);
});

test('V5: only one die playable, both possible alone → the larger is played, the smaller passes on', () => {
  // Runner 20: 20/14 (6) or 20/16 (4); 10 closed (black single on black 22).
  const p = pos('vtora', { 20: 1, 1: 14 }, { 22: 1, 1: 14 }, { rolls: { white: 1, black: 1 } });
  expectMoves(p, [4, 6], ['20/14'], { carried: [4] });
});

test('V5: a double that cannot be fully played passes the unplayed steps (roll 2, no ladder)', () => {
  // 4-4 on the second roll: 24/20/16, 16/12 ✗ (black's start) → two 4s pass on.
  const p = pos('vtora', RUNNER, { 24: 15 }, { rolls: { white: 1, black: 1 } });
  expectMoves(p, [4, 4], ['24/16'], { carried: [4, 4] });
});

test('V5: bearing off the last checker with carried dice wins as usual', () => {
  const p = pos('vtora', { 24: 15 }, { 2: 1 }, { turn: 'black', carried: [5, 5], rolls: { white: 6, black: 6 } });
  expectPlays(p, null, [{ position: after(p, '2/off', { part: true }), result: { winner: 'black', points: 2, kind: 'mars' } }]);
});

// ---------------------------------------------------------------- V6

test('V6: bearing off as C5 (higher die from the highest point), scoring as C6', () => {
  const single = pos('vtora', { 3: 1, 2: 1 }, { 24: 14, off: 1 }, { rolls: { white: 9, black: 9 } });
  expectPlays(single, [6, 4], [ending(single, '3/off 2/off', { winner: 'white', points: 1, kind: 'single' })]);
  // 2/off with the 6 is illegal while 3 is occupied; 3/1 (2) then 1/off or 2/off …
  const p = pos('vtora', { 4: 1, 2: 1, 1: 1 }, { 24: 15 }, { rolls: { white: 9, black: 9 } });
  // 6-1: 6 bears off only the 4 (highest). 1: 4/3, 2/1, 1/off. After 4/off the 6… order matters:
  // 4/off + 2/1 → {1:2}; 4/off + 1/off → {2}; 4/3 then 6: 3/off → {2,1}.  (4/3 + 3/off = 4/off 1-less… board {2,1})
  expectMoves(p, [6, 1], ['4/off 2/1', '4/off 1/off', '4/3/off']);
});
