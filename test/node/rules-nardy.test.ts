/** RULES.md N1–N8 (long nardy): the head rule, the block rule and its literal "ahead", roll counts. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyPlay,
  legalPlays,
  newMatch,
  positionFromCompact,
  positionFromJSON,
  positionKey,
  positionToCompact,
  positionToJSON,
  rollMatchDice,
  rollOpening,
  startPosition,
  TRADITION_SETS,
  type Position,
} from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn-graph.js';
import { after, ending, expectMoves, expectPass, expectPlays, pos } from './helpers/scenario.js';

const has = (p: Position, dice: number[], moves: string) => legalPlays(p, dice).some((pl) => positionKey(pl.position) === positionKey(after(p, moves)));
const firstSteps = (g: TurnGraph, n = g.root) =>
  g
    .legalEdges(n)
    .map((e) => `${e.step.from}/${e.step.to}`)
    .sort();

test('N1: all 15 on each player’s head (24), diagonally opposite, same direction (G3)', () => {
  assert.deepEqual(startPosition('nardy'), pos('nardy', { 24: 15 }, { 24: 15 }));
  // My 24 is the opponent's 12: white's first checker may never land on white 12.
  expectMoves(startPosition('nardy'), [6, 6], ['24/18(2)']);
});

test('N2: a single opposing checker closes its point, as landing and as intermediate point', () => {
  // Black single on black 5 = white 17. 4-3: 24/17 and 20/17 land on it; 20/13 may pass through 16 only.
  const p = pos('nardy', { 24: 14, 20: 1 }, { 24: 14, 5: 1 }, { rolls: { white: 1, black: 1 } });
  expectMoves(p, [4, 3], ['24/21 20/16', '20/13']);
  // Black singles on white 17 and 16: 20/13 has no open intermediate point; only the 4 can be played (C3: the larger).
  const q = pos('nardy', { 24: 14, 20: 1 }, { 24: 13, 5: 1, 4: 1 }, { rolls: { white: 1, black: 2 } });
  expectMoves(q, [4, 3], ['24/20']);
});

test('N3: doubles are four plain steps — no ladder however many rolls were made, nothing carried', () => {
  const p = pos('nardy', { 20: 1, 1: 14 }, { 1: 15 }, { rolls: { white: 12, black: 12 } });
  const plays = expectMoves(p, [4, 4], ['20/4']);
  assert.deepEqual(
    plays[0].steps.map((s) => s.die),
    [4, 4, 4, 4],
  );
  assert.deepEqual(plays[0].position.carried, []);
});

test('N3: an unplayable number is lost, not carried (6-6 from the start: two 6s lost)', () => {
  const [play] = legalPlays(startPosition('nardy'), [6, 6]);
  assert.equal(play.steps.length, 2);
  assert.deepEqual(play.position.carried, []);
  assert.equal(play.position.turn, 'black');
});

// ---------------------------------------------------------------- N4: every double of the first turn

test('N4: first turn 6-6 — two checkers leave the head: 24/18(2) (18/12 is the opponent’s head)', () => {
  const plays = expectMoves(startPosition('nardy'), [6, 6], ['24/18(2)']);
  assert.equal(plays[0].steps.length, 2);
});

test('N4: first turn 4-4 — two checkers leave the head: 24/16(2) (16/12 closed)', () => {
  expectMoves(startPosition('nardy'), [4, 4], ['24/16(2)']);
});

test('N4: first turn 3-3 — two checkers leave the head: 24/15 24/21 or 24/18(2) (15/12 closed)', () => {
  expectMoves(startPosition('nardy'), [3, 3], ['24/15 24/21', '24/18(2)']);
});

test('N4: first turn 5-5, 2-2, 1-1 — the exception does not apply: one checker runs', () => {
  expectMoves(startPosition('nardy'), [5, 5], ['24/4']);
  expectMoves(startPosition('nardy'), [2, 2], ['24/16']);
  expectMoves(startPosition('nardy'), [1, 1], ['24/20']);
});

test('N4: black’s own first turn gets the exception too, after white has moved', () => {
  const p = pos('nardy', { 24: 14, 13: 1 }, { 24: 15 }, { turn: 'black', rolls: { white: 1, black: 0 } });
  expectMoves(p, [6, 6], ['24/18(2)']);
  expectMoves(p, [4, 4], ['24/16(2)']);
  expectMoves(p, [3, 3], ['24/15 24/21', '24/18(2)']);
});

test('N4: from the second turn on only one checker leaves the head, doubles included', () => {
  // White 24×14 and 13; black 24×14 (white 12) and black 13 (white 1). Rolls 1/1.
  const p = pos('nardy', { 24: 14, 13: 1 }, { 24: 14, 13: 1 }, { rolls: { white: 1, black: 1 } });
  expectMoves(p, [6, 6], ['24/18 13/7']); // 18/12 and 7/1 closed; a second head checker may not leave
  expectMoves(p, [4, 4], ['24/16 13/5']); // 16/12 and 5/1 closed
  expectMoves(p, [6, 5], ['24/13', '24/18 13/8', '24/19 13/7', '13/2']); // never 24/18 24/19
});

test('N4: checked step by step — after one checker left the head, the next steps cannot take another', () => {
  const p = pos('nardy', { 24: 14, 13: 1 }, { 24: 14, 13: 1 }, { rolls: { white: 1, black: 1 } });
  const g = TurnGraph.create(p, [6, 5]);
  assert.deepEqual(firstSteps(g), ['13/7', '13/8', '24/18', '24/19']);
  const after18 = g.legalEdges(g.root).find((e) => e.step.to === 18)!.node;
  assert.deepEqual(firstSteps(g, after18), ['13/8', '18/13']);
  // On the first turn with 6-6 the second head checker may follow the first.
  const g6 = TurnGraph.create(startPosition('nardy'), [6, 6]);
  assert.deepEqual(firstSteps(g6, g6.legalEdges(g6.root)[0].node), ['24/18']);
});

test('N4: every roll counts, a pass included — the first turn is the one with count 0', () => {
  const [first] = legalPlays(startPosition('nardy'), [6, 5]);
  assert.deepEqual(first.position.rolls, { white: 1, black: 0 });
  // Black singles on white 20 and 15: 4-4 cannot be played at all; the pass is a roll too.
  const blocked = pos('nardy', { 24: 14, 19: 1 }, { 24: 13, 8: 1, 3: 1 }, { rolls: { white: 1, black: 2 } });
  const pass = expectPass(blocked, [4, 4]);
  assert.deepEqual(pass.position.rolls, { white: 2, black: 2 });
});

// ---------------------------------------------------------------- N5: the block rule

// White holds 20–23 with a checker to spare on each of 24 and 8; 24/19 would complete 19–24.
const PRIME_WHITE = { 24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 2 };

test('N5: no turn may end on a six-prime with no opponent checker ahead of it', () => {
  // Black: head on white 12, one checker on black 13 (white 1): nothing is past white's 19–24.
  const p = pos('nardy', PRIME_WHITE, { 24: 14, 13: 1 }, { rolls: { white: 3, black: 3 } });
  assert.equal(has(p, [5, 3], '24/19 8/5'), false, '24/19 8/5 ends on the prime 19–24');
  assert.equal(has(p, [5, 3], '24/19 23/20'), true, '24/19 23/20 leaves 23 empty: no prime');
});

test('N5: the same prime is allowed when an opponent checker is ahead of it', () => {
  // Black checker on black 3 (white 15): it has passed white's 19–24 (black 7–12).
  const p = pos('nardy', PRIME_WHITE, { 24: 14, 3: 1 }, { rolls: { white: 3, black: 3 } });
  assert.equal(has(p, [5, 3], '24/19 8/5'), true);
  assert.equal(has(p, [5, 3], '24/19 23/20'), true);
});

test('N5: checked at the end of the turn — a prime made and broken inside one turn is allowed', () => {
  const p = pos('nardy', PRIME_WHITE, { 24: 14, 13: 1 }, { rolls: { white: 3, black: 3 } });
  const g = TurnGraph.create(p, [5, 3]);
  const prime = g.legalEdges(g.root).find((e) => e.step.from === 24 && e.step.to === 19);
  assert.ok(prime, '24/19 (the prime for a moment) is a legal first step');
  assert.ok(firstSteps(g, prime.node).includes('19/16'), '…and 19/16 breaks it again');
  const keep = g.legalEdges(prime.node).find((e) => e.step.from === 8);
  assert.equal(keep, undefined, '8/5 would keep the prime to the end of the turn: no legal play goes on that way');
  assert.equal(has(p, [5, 3], '24/16'), true);
});

test('N5 Decision: "ahead" is literal — a prime holding white 13 (black 1, the end of his route) is never allowed', () => {
  // White 8–11 and 13, one on 18; black's head is empty, black single on black 5 (white 17), 14 on black 2 (white 14).
  // 18/12 would make 8–13: black's checker on white 17 has passed most of it, but no point past black 1 exists.
  const p = pos('nardy', { 18: 1, 13: 1, 11: 1, 10: 1, 9: 1, 8: 1, 3: 9 }, { 5: 1, 2: 14 }, { rolls: { white: 20, black: 20 } });
  assert.equal(has(p, [6, 1], '18/12 3/2'), false, '8–13 held at the end');
  assert.equal(has(p, [6, 1], '18/12 13/12'), true, '13 left again: 8–12 is five points');
  assert.equal(has(p, [6, 1], '18/12 8/7'), true, '7, 9–13: no six in a row');
  assert.equal(has(p, [6, 1], '18/11'), true);
});

test('N5: a pass is the play when the block rule removes every other', () => {
  // White 14–19 and 9 frozen on 1 (not all home); black 7–12 of white’s route (black 19–24), head 10.
  // The only step of 6-6 is 19/13, which ends on 13–18 — a prime holding white 13, never allowed.
  const p = pos(
    'nardy',
    { 19: 1, 18: 1, 17: 1, 16: 1, 15: 1, 14: 1, 1: 9 },
    { 24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 19: 1 },
    { rolls: { white: 20, black: 20 } },
  );
  expectPass(p, [6, 6]);
  // Vtora has the same board rules but no block rule: there 19/13 is the play.
  const v = pos('vtora', { 19: 1, 18: 1, 17: 1, 16: 1, 15: 1, 14: 1, 1: 9 }, { 24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 19: 1 }, { rolls: { white: 2, black: 2 } });
  assert.equal(legalPlays(v, [6, 6])[0].steps.length, 1, 'in Vtora 19/13 is the play');
});

// ---------------------------------------------------------------- N6–N8

test('N6/N7: bearing off as C5; a single scores 1, a mars 2; no triple even with O3 on', () => {
  const p = pos('nardy', { 2: 1 }, { 24: 1, 1: 13, off: 1 }, { rolls: { white: 30, black: 30 } });
  expectPlays(p, [6, 1], [ending(p, '2/off', { winner: 'white', points: 1, kind: 'single' })]);
  const q = pos('nardy', { 2: 1 }, { 13: 15 }, { rolls: { white: 30, black: 30 } });
  expectPlays(q, [6, 1], [ending(q, '2/off', { winner: 'white', points: 2, kind: 'mars' })]);
  // Black's checkers on white's home (black 13–18): O3's triple would apply in the other games.
  const r = pos('nardy', { 2: 1 }, { 18: 15 }, { rolls: { white: 30, black: 30 } });
  const [won] = legalPlays(r, [6, 1], { triple: true });
  assert.deepEqual(won.result, { winner: 'white', points: 2, kind: 'mars' });
});

test('N8: nardy is played on its own, in no tradition’s set; any match length; roll counts kept through the match', () => {
  for (const set of Object.values(TRADITION_SETS)) assert.ok(!set.includes('nardy'));
  let s = newMatch({ game: 'nardy', length: 1 });
  assert.deepEqual(s.set, ['nardy']);
  s = rollOpening(s, 5, 2);
  s = rollMatchDice(s, [3, 3]);
  s = applyPlay(s, [
    { from: 24, to: 21 },
    { from: 21, to: 18 },
    { from: 18, to: 15 },
    { from: 24, to: 21 },
  ]);
  assert.deepEqual(s.position.rolls, { white: 1, black: 0 });
  assert.equal(s.position.turn, 'black');
});

// ---------------------------------------------------------------- positions carry roll counts

test('N4: a nardy position without roll counts is refused (JSON and compact notation)', () => {
  const json = positionToJSON(pos('nardy', { 24: 14, 18: 1 }, { 24: 15 }, { turn: 'black', rolls: { white: 1, black: 0 } }));
  assert.throws(() => positionFromJSON({ ...json, rolls: undefined }), /nardy position needs "rolls"/);
  assert.throws(() => positionFromCompact('nardy w:24x14,18 b:24x15 turn:b'), /nardy position needs its roll counts/);
  assert.throws(() => positionFromJSON({ ...json, rolls: { white: 0, black: 0 } }), /white has made no roll \(rolls 0\) but has 14 checkers on the head/);
  const text = positionToCompact(positionFromJSON(json));
  assert.equal(text, 'nardy w:24x14,18 b:24x15 turn:b rolls:1/0');
  assert.equal(positionKey(positionFromCompact(text)), positionKey(positionFromJSON(json)));
  assert.equal(positionKey(positionFromCompact('nardy start')), positionKey(startPosition('nardy')));
});
