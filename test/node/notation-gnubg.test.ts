/** GNU Backgammon Position IDs and XGIDs for Prva positions: both directions on the conformance data. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  parseGnubgIds,
  parsePosition,
  parseXGID,
  positionFromGnubgId,
  positionFromJSON,
  positionFromXGID,
  positionKey,
  positionToGnubgId,
  positionToXGID,
  startPosition,
  type Position,
} from '../../src/engine/index.js';
import { conformanceCases } from './helpers/paths.js';
import { looksLikeGnubgId } from '../../src/engine/notation/id-slot.js';
import { parseMatchId } from '../../src/engine/notation/match-id.js';

interface Case {
  id: number;
  position: unknown;
  gnubgId: string;
}

const cases = (file: string): Case[] => conformanceCases<Case>(file);

const all = [...cases('prva-gnubg.jsonl'), ...cases('prva-gnubg-handmade.jsonl')];

test('the conformance data has 500 + 14 gnubg ids', () => {
  assert.equal(all.filter((c) => c.gnubgId).length, 514);
});

test('Position ID export matches gnubg on every conformance position', () => {
  for (const c of all) assert.equal(positionToGnubgId(positionFromJSON(c.position)), c.gnubgId, `case ${c.id}`);
});

test('Position ID import gives the conformance position (white on roll)', () => {
  for (const c of all) {
    const want = positionFromJSON(c.position);
    assert.equal(positionKey(positionFromGnubgId(c.gnubgId)), positionKey(want), `case ${c.id}`);
    assert.equal(positionKey(parsePosition(c.gnubgId)), positionKey(want), `case ${c.id} via parsePosition`);
  }
});

test('Position ID is relative to the player on roll', () => {
  for (const c of all.slice(0, 50)) {
    const pos = positionFromJSON(c.position);
    const mirrored: Position = { ...pos, turn: 'black', white: pos.black, black: pos.white };
    assert.equal(positionToGnubgId(mirrored), c.gnubgId);
    assert.equal(positionKey(positionFromGnubgId(c.gnubgId, { turn: 'black' })), positionKey(mirrored));
  }
});

test('the starting position has the well-known ids', () => {
  assert.equal(positionToGnubgId(startPosition('prva')), '4HPwATDgc/ABMA');
  assert.equal(positionToXGID(startPosition('prva')), 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10');
  assert.equal(positionKey(positionFromXGID('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10')), positionKey(startPosition('prva')));
});

test('XGID round-trips every conformance position, both turns, with dice', () => {
  for (const c of all) {
    const pos = positionFromJSON(c.position);
    for (const p of [pos, { ...pos, turn: 'black' as const }]) {
      const id = positionToXGID(p, [6, 3]);
      const info = parseXGID(id);
      assert.equal(positionKey(info.position), positionKey(p), `case ${c.id}: ${id}`);
      assert.deepEqual(info.dice, [6, 3]);
      assert.equal(positionKey(parsePosition(id)), positionKey(p));
    }
  }
});

test('XGID import reads bars, borne-off checkers, turn and dice; ignores cube and score', () => {
  // White: 1 on the bar, 14 on his 1..6; black: 1 on the bar, 11 on white's 19..24 (his 6..1), 3 off.
  const info = parseXGID('XGID=aABBBCD------------aabbbcA:1:1:-1:52:3:2:0:7:10');
  const p = info.position;
  assert.equal(p.turn, 'black');
  assert.deepEqual(info.dice, [5, 2]);
  assert.equal(p.white.bar, 1);
  assert.equal(p.white.off, 0);
  assert.deepEqual(p.white.points.slice(1, 7), [1, 2, 2, 2, 3, 4]);
  assert.equal(p.black.bar, 1);
  assert.equal(p.black.off, 3);
  assert.deepEqual(p.black.points.slice(1, 7), [3, 2, 2, 2, 1, 1]);
  assert.equal(positionToXGID(p, [5, 2]), 'XGID=' + 'aABBBCD------------aabbbcA' + ':0:0:-1:52:0:0:0:0:10');
  assert.equal(parseXGID('-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10').dice, null);
});

test('other games are rejected with a clear error', () => {
  for (const g of ['vtora', 'treta', 'fevga'] as const) {
    assert.throws(() => positionToGnubgId(startPosition(g)), new RegExp(`only for prva.*not for ${g}`));
    assert.throws(() => positionToXGID(startPosition(g)), new RegExp(`only for prva.*not for ${g}`));
  }
});

test('malformed ids are rejected naming the problem', () => {
  assert.throws(() => positionFromGnubgId('4HPwATDgc/ABM'), /Position ID "4HPwATDgc\/ABM": expected 14 characters/);
  assert.throws(() => positionFromGnubgId('4HPwATDgc/AB!A'), /"!" is not base64/);
  assert.throws(() => positionFromGnubgId('//////////////'), /Position ID/);
  assert.throws(() => positionFromXGID('XGID=-b----E-C---eE---c-e----B:0:0:1:00'), /the board .* must be 26 characters/);
  assert.throws(() => positionFromXGID('XGID=-b----E-C---eE---c-e----B-:0:0:2:00'), /turn field must be 1 or -1, got "2"/);
  assert.throws(() => positionFromXGID('XGID=-b----E-C---eE---c-e----B-:0:0:1:71'), /dice field/);
  assert.throws(() => positionFromXGID('XGID=-b----E-C---eE---c-e----P-:0:0:1:00'), /white has 29 checkers, more than 15/);
  // Both colours on one point.
  assert.throws(() => positionFromXGID('XGID=pb----E-C---eE---c-e----B-:0:0:1:00'), /black has 31 checkers/);
  assert.throws(() => positionFromXGID('XGID=-b----E-C---eE---c-e----B-:0:0:1'), /at least 5 fields/);
});

test("GNU Backgammon IDs as copied: Position ID with its Match ID (the dice), or its board's two lines", () => {
  // Match IDs printed by GNU Backgammon 1.07 (`show board`) after "Rolled 54", "Rolled 52", and before a roll.
  assert.deepEqual(parseMatchId('cImyAAAAAAAE').dice, [5, 4]);
  assert.deepEqual(parseMatchId('cImqAAAAAAAE').dice, [5, 2]);
  assert.equal(parseMatchId('cAkAAAAAAAAA').dice, null);
  assert.throws(() => parseMatchId('cIm'), /invalid GNU Backgammon Match ID "cIm": expected 12 base64 characters/);
  assert.throws(() => parseGnubgIds('4HPwATDgc/ABMA:cImqAAAAAAHE'), /invalid GNU Backgammon Match ID "cImqAAAAAAHE": score 32–0 has reached the length 5/);
  const start = positionFromGnubgId('4HPwATDgc/ABMA');
  for (const text of [
    '4HPwATDgc/ABMA:cImqAAAAAAAE',
    'GNUBG ID: 4HPwATDgc/ABMA:cImqAAAAAAAE',
    ' GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cImqAAAAAAAE\n',
  ]) {
    const got = parseGnubgIds(text);
    assert.ok(got, text);
    assert.deepEqual(got.position, start);
    assert.deepEqual(got.dice, [5, 2]);
  }
  assert.deepEqual(parseGnubgIds('Position ID: 4HPwATDgc/ABMA'), { position: start, dice: null, match: null });
  assert.equal(parseGnubgIds('prva start'), null);
});

test("GNU Backgammon's IDs copied together: the Match ID says who is on roll, and parsePosition reads them too", () => {
  // GNU Backgammon 1.07, a 7-point match at 2-4 with gnubg (its player 0: our black) on roll with 5-3,
  // `set board 4HPwATDgc/ABIQ`: its board shows gnubg's own checkers on its 20 and 24 points.
  const text = '4HPwATDgc/ABIQ:MIHuACAAIAAE';
  const got = parseGnubgIds(text)!;
  assert.equal(got.position.turn, 'black');
  assert.deepEqual(got.position.black.points.slice(19, 25), [0, 1, 0, 0, 0, 1]);
  assert.deepEqual(got.position.white, startPosition('prva', 'macedonian', 'white').white);
  assert.deepEqual(got.dice, [5, 3]);
  assert.deepEqual([got.match?.length, got.match?.score, got.match?.cube, got.match?.owner], [7, { white: 4, black: 2 }, 1, null]);
  // The same Position ID with gnubg's player 1 (white) on roll: the 20 and 24 are white's.
  const white = parseGnubgIds('4HPwATDgc/ABIQ:cAnrACAAIAAE')!.position;
  assert.equal(white.turn, 'white');
  assert.deepEqual(white.white.points.slice(19, 25), [0, 1, 0, 0, 0, 1]);
  for (const form of [text, `GNUBG ID: ${text}`, ' GNU Backgammon  Position ID: 4HPwATDgc/ABIQ\n                 Match ID   : MIHuACAAIAAE\n']) {
    assert.deepEqual(parsePosition(form), got.position, form);
    // The shape the board checks before it fetches the ID readers (id-slot.ts) takes every form they read.
    assert.ok(looksLikeGnubgId(form), form);
  }
  for (const form of ['Position ID: 4HPwATDgc/ABIQ', 'GNUBG ID: 4HPwATDgc/ABIQ']) {
    assert.deepEqual(parsePosition(form), positionFromGnubgId('4HPwATDgc/ABIQ'), form);
    assert.deepEqual(parseGnubgIds(form)?.match, null, form);
    assert.ok(looksLikeGnubgId(form), form);
  }
  assert.equal(parseGnubgIds('4HPwATDgc/ABIQ'), null, "a bare Position ID is compact notation's");
  assert.throws(() => parsePosition('4HPwATDgc/ABIQ:MIHuACAAIAA!'), /GNU Backgammon|compact/);
});
