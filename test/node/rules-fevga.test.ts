/** RULES.md F1–F7 (Fevga) and D7 (only the two F5 walls; pass when F5 removes every other play). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, positionKey, startPosition } from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn-graph.js';
import { after, ending, expectMoves, expectPass, expectPlays, pos } from './helpers/scenario.js';

test('F1: start as V1 — all 15 on each player’s 24, diagonally opposite, same direction', () => {
  assert.deepEqual(startPosition('fevga'), pos('fevga', { 24: 15 }, { 24: 15 }));
});

// ---------------------------------------------------------------- F4 worked examples (white's first roll, black untouched)

test('F4: 6-6 from the start plays 24/18 and nothing else (18/12 closed; three 6s lost)', () => {
  const p = startPosition('fevga');
  const plays = expectMoves(p, [6, 6], ['24/18']);
  assert.equal(plays[0].steps.length, 1);
});

test('F4: 5-5 from the start plays 24/19/14/9 and then a fourth 5 with any checker', () => {
  expectMoves(startPosition('fevga'), [5, 5], ['24/4', '24/9 24/19']);
});

test('F4: 4-4 from the start plays 24/20/16; two 4s are lost (16/12 closed)', () => {
  const plays = expectMoves(startPosition('fevga'), [4, 4], ['24/16']);
  assert.equal(plays[0].steps.length, 2);
});

test('F4: 3-3 from the start plays 24/21/18/15; one 3 is lost (15/12 closed)', () => {
  const plays = expectMoves(startPosition('fevga'), [3, 3], ['24/15']);
  assert.equal(plays[0].steps.length, 3);
});

test('F4: 2-2 from the start plays 24/16 with the runner', () => {
  const plays = expectMoves(startPosition('fevga'), [2, 2], ['24/16']);
  assert.equal(plays[0].steps.length, 4);
});

test('F4: 6-5 from the start plays 24/13 with the runner (not 24/18 24/19)', () => {
  expectMoves(startPosition('fevga'), [6, 5], ['24/13']);
  expectMoves(startPosition('fevga'), [5, 6], ['24/13']);
});

test('F4: checked step by step — after 24/18 only the runner may continue; after passing, others may leave', () => {
  const g = TurnGraph.create(startPosition('fevga'), [6, 5]);
  const first = g
    .legalEdges(g.root)
    .map((e) => `${e.step.from}/${e.step.to}`)
    .sort();
  assert.deepEqual(first, ['24/18', '24/19']);
  const after18 = g.legalEdges(g.legalEdges(g.root).find((e) => e.step.to === 18)!.node);
  assert.deepEqual(
    after18.map((e) => `${e.step.from}/${e.step.to}`),
    ['18/13'],
  );
  // 5-5: after 24/19/14/9 (runner passed), the fourth 5 may move a second checker off 24.
  const g5 = TurnGraph.create(startPosition('fevga'), [5, 5]);
  let n = g5.root;
  for (const only of ['24/19', '19/14', '14/9']) {
    const edges = g5.legalEdges(n);
    assert.deepEqual(
      edges.map((e) => `${e.step.from}/${e.step.to}`),
      [only],
      'until the runner passes, only it moves',
    );
    n = edges[0].node;
  }
  assert.deepEqual(
    g5
      .legalEdges(n)
      .map((e) => `${e.step.from}/${e.step.to}`)
      .sort(),
    ['24/19', '9/4'],
  );
});

test('F4: black’s first checker too (colour-blind) — 6-5 from the start is 24/13', () => {
  const p = { ...startPosition('fevga'), turn: 'black' as const };
  expectMoves(p, [6, 5], ['24/13']);
});

// ---------------------------------------------------------------- F2 / F3

test('F2: a single opposing checker closes its point, as landing and as intermediate point', () => {
  // White runner 20; black singles on white 15 (black 3) and 17 (black 5): 5-3 cannot move at all.
  const p = pos('fevga', { 20: 1, 1: 14 }, { 3: 1, 5: 1, 2: 13 });
  const pass = expectPass(p, [5, 3]);
  assert.deepEqual(pass.position.carried, [], 'F3: nothing is carried over in Fevga');
  // With only white 15 closed: 20/17/12.
  const q = pos('fevga', { 20: 1, 1: 14 }, { 3: 1, 2: 14 });
  expectMoves(q, [5, 3], ['20/17/12']);
});

test('F3: doubles are four plain steps — no ladder however many rolls were made', () => {
  const p = pos('fevga', { 24: 1, 1: 14 }, { 1: 15 }, { rolls: { white: 12, black: 12 } });
  const plays = expectMoves(p, [5, 5], ['24/4']);
  assert.deepEqual(
    plays[0].steps.map((s) => s.die),
    [5, 5, 5, 5],
  );
});

test('F3: an unplayable number is lost — no carry-over (6-6 from the start)', () => {
  const [play] = legalPlays(startPosition('fevga'), [6, 6]);
  assert.deepEqual(play.position.carried, []);
  assert.equal(play.position.turn, 'black');
  assert.doesNotThrow(() => legalPlays(play.position, [3, 1]), 'black simply rolls');
});

// ---------------------------------------------------------------- F5

// White 24 ×2, 23, 22, 21, 20 and a passed runner on 10 (8 frozen on 1). Black on white 12 (black 24),
// singles on white 18, 17, 16, 15 (black 6–3), 10 on white 13 (black 1).
const WALL_A_WHITE = { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 10: 1, 1: 8 };
const WALL_A_BLACK = { 24: 1, 6: 1, 5: 1, 4: 1, 3: 1, 1: 10 };
const WALL_A_LEGAL = [
  '24/19 24/23',
  '24/19 23/22',
  '24/19 22/21',
  '24/19 21/20',
  '24/19 20/19', // wall made and broken inside the turn
  '10/5 24/23',
  '10/5 23/22',
  '10/5 22/21',
  '10/5 21/20',
  '10/5 20/19',
  '20/19/14',
  '10/9/4',
];

test('F5: no turn may end holding all of 19–24 while an opponent checker stands on its 13–24', () => {
  const p = pos('fevga', WALL_A_WHITE, WALL_A_BLACK);
  expectMoves(p, [5, 1], WALL_A_LEGAL); // '24/19 10/9' (the wall at the end) is not legal
});

test('F5: a wall made and broken inside one turn is allowed (checked only at the end)', () => {
  const p = pos('fevga', WALL_A_WHITE, WALL_A_BLACK);
  const g = TurnGraph.create(p, [5, 1]);
  const wallStep = g.legalEdges(g.root).find((e) => e.step.from === 24 && e.step.to === 19);
  assert.ok(wallStep, '24/19 (which completes 19–24 for a moment) is a legal first step');
  assert.equal(g.isLegalEnd(wallStep.node), false, '…but the turn may not end there');
  const on = g
    .legalEdges(wallStep.node)
    .map((e) => `${e.step.from}/${e.step.to}`)
    .sort();
  assert.deepEqual(on, ['20/19', '21/20', '22/21', '23/22', '24/23']);
});

test('F5: no turn may end holding all of 6–11 while the opponent’s start (my 12) holds a checker', () => {
  // White 13, 11, 10, 9, 8, 7 (9 frozen on 1); black on white 12, singles on white 5–2, 10 on white 14.
  const p = pos('fevga', { 13: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 1: 9 }, { 24: 1, 17: 1, 16: 1, 15: 1, 14: 1, 2: 10 });
  // 4-3: 13/6 (= 13/9 9/6 = 13/10 10/6) would complete 6–11: not legal.
  expectMoves(p, [4, 3], ['13/9 11/8', '13/9 10/7', '13/10 11/7', '11/7 10/7', '11/7 9/6', '11/8 10/6', '10/6 9/6']);
});

test('F5: holding 6–11 is allowed once the opponent’s start is empty', () => {
  // Same board, but black's start is empty (that checker stands on black 12 = white 24): 13/6 is legal.
  const p = pos('fevga', { 13: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 1: 9 }, { 12: 1, 17: 1, 16: 1, 15: 1, 14: 1, 2: 10 });
  const wall = after(p, '13/6');
  assert.ok(legalPlays(p, [4, 3]).some((pl) => positionKey(pl.position) === positionKey(wall)));
});

// ---------------------------------------------------------------- F6

test('F6: the turn must leave the opponent a move where it can', () => {
  // Black: one checker on black 10 (= white 22), 14 on black 1 (not all home → frozen). Black can move
  // only onto white 21..16. White 23, 21, 20, 19, 18, 17 (9 frozen on 1); dice 6-1.
  // 23/17/16 would hold 16–21 and leave black no move for any roll: excluded. The other 21 plays stay.
  const p = pos('fevga', { 23: 1, 21: 1, 20: 1, 19: 1, 18: 1, 17: 1, 1: 9 }, { 10: 1, 1: 14 });
  expectMoves(
    p,
    [6, 1],
    [
      '23/17 21/20',
      '23/17 20/19',
      '23/17 19/18',
      '23/17 18/17',
      '21/15 20/19',
      '21/15 19/18',
      '21/15 18/17',
      '21/15 17/16',
      '20/14 21/20',
      '20/14 19/18',
      '20/14 18/17',
      '20/14 17/16',
      '18/12 21/20',
      '18/12 20/19',
      '18/12 19/18',
      '18/12 17/16',
      '17/11 21/20',
      '17/11 20/19',
      '17/11 19/18',
      '17/11 18/17',
      '17/10',
    ],
  );
});

test('F6: in the same board without F6 (Vtora) the blocking play is legal', () => {
  // Vtora has the same board rules (V2) but no F6: 22 plays, the block included.
  const p = pos('vtora', { 23: 1, 21: 1, 20: 1, 19: 1, 18: 1, 17: 1, 1: 9 }, { 10: 1, 1: 14 }, { rolls: { white: 5, black: 5 } });
  const plays = legalPlays(p, [6, 1]);
  assert.equal(plays.length, 22);
  assert.ok(plays.some((pl) => positionKey(pl.position) === positionKey(after(p, '23/16'))));
});

// ---------------------------------------------------------------- F7

test('F7: bearing off as C5, scoring as C6', () => {
  const p = pos('fevga', { 5: 1, 2: 1 }, { 24: 15 });
  // 6-1: 5/off (6) then 2/1 or 1… → 5/off 2/1; 5/4 then 4/off (6) → {2}; 2/1 then 5/off → same as first.
  expectMoves(p, [6, 1], ['5/off 2/1', '5/4/off']);
  const q = pos('fevga', { 2: 1 }, { 24: 14, off: 1 });
  expectPlays(q, [6, 1], [ending(q, '2/off', { winner: 'white', points: 1, kind: 'single' })]);
});

// ---------------------------------------------------------------- D7

test('D7: a pass is the play when F5 removes every other', () => {
  // White 24 ×2, 23–20; black closes white 18–14 and 13; only 24/19 (the 5) can be played and it makes the wall.
  const p = pos('fevga', { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 1: 9 }, { 24: 1, 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 1: 9 });
  expectPass(p, [6, 5]);
});

test('D7: in Vtora there is no wall rule — the same 19–24 wall play is legal', () => {
  const p = pos('vtora', WALL_A_WHITE, WALL_A_BLACK, { rolls: { white: 5, black: 5 } });
  expectMoves(p, [5, 1], [...WALL_A_LEGAL, '24/19 10/9']);
  const q = pos('vtora', { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 1: 9 }, { 24: 1, 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 1: 9 }, { rolls: { white: 5, black: 5 } });
  expectMoves(q, [6, 5], ['24/19'], { carried: [6] });
});

test('D7: other six-point primes are allowed in Fevga (white holds 14–19)', () => {
  // Black all home on black 1 (white 13): black always has a move (bearing off).
  const p = pos('fevga', { 21: 1, 19: 1, 18: 1, 17: 1, 16: 1, 15: 1, 1: 9 }, { 1: 15 });
  const prime = after(p, '21/14');
  assert.ok(legalPlays(p, [6, 1]).some((pl) => positionKey(pl.position) === positionKey(prime)));
});
