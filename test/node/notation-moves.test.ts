/** Move notation: printing, parsing, errors, and round trips over every conformance play. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import {
  formatPlay,
  legalPlays,
  parseMoves,
  parsePlay,
  positionFromCompact,
  positionFromJSON,
  positionKey,
  startPosition,
  type Position,
  type Step,
} from '../../src/engine/index.js';
import { chooseRandomPlay, randomDie } from '../../src/cli/random-player.js';
import { seededRandom } from '../../src/engine/dice.js';
import { fixture, conformanceCases } from './helpers/paths.js';

const step = (from: number, to: number, die: number, extra: Partial<Step> = {}): Step => ({ from, to, die, ...extra });

test("formatPlay joins one checker's steps, counts repeats, marks hits and pins", () => {
  assert.equal(formatPlay([]), 'pass');
  assert.equal(formatPlay([step(24, 18, 6), step(13, 11, 2)]), '24/18 13/11');
  assert.equal(formatPlay([step(24, 18, 6), step(18, 13, 5)]), '24/13');
  assert.equal(formatPlay([step(24, 18, 6, { hit: true }), step(18, 13, 5)]), '24/18*/13');
  assert.equal(formatPlay([step(25, 22, 3, { hit: true }), step(6, 5, 1)]), 'bar/22* 6/5');
  assert.equal(formatPlay([step(6, 0, 6), step(5, 0, 5)]), '6/off 5/off');
  assert.equal(formatPlay([step(8, 5, 3), step(8, 5, 3), step(6, 3, 3), step(6, 3, 3)]), '8/5(2) 6/3(2)');
  assert.equal(formatPlay([step(13, 7, 6, { pin: true }), step(24, 20, 4)]), '24/20 13/7^');
  assert.equal(formatPlay([step(24, 20, 4), step(20, 16, 4), step(16, 12, 4), step(12, 8, 4)]), '24/8');
  // A bear-off never continues.
  assert.equal(formatPlay([step(2, 0, 2), step(2, 0, 2)]), '2/off(2)');
});

test('parseMoves reads the syntax and rejects nonsense naming the move', () => {
  assert.deepEqual(parseMoves('bar/22* 8/5(2)'), [
    { points: [25, 22], count: 1, marks: 1 },
    { points: [8, 5], count: 2, marks: 0 },
  ]);
  assert.deepEqual(parseMoves('24/18*/13 6/OFF'), [
    { points: [24, 18, 13], count: 1, marks: 1 },
    { points: [6, 0], count: 1, marks: 0 },
  ]);
  assert.deepEqual(parseMoves(' pass '), []);
  assert.throws(() => parseMoves('24-18'), /bad move "24-18"/);
  assert.throws(() => parseMoves('18/24'), /bad move "18\/24".*points must go down/);
  assert.throws(() => parseMoves('off/3'), /cannot start off the board/);
  assert.throws(() => parseMoves('6/bar'), /cannot end on the bar/);
  assert.throws(() => parseMoves('26/20'), /is not a point|not 1–24/);
  assert.throws(() => parseMoves('8/5(0)'), /repeat count/);
});

test('parsePlay on the opening 3-1 and 6-5', () => {
  const start = startPosition('prva');
  const p = parsePlay(start, [3, 1], '8/5 6/5');
  assert.deepEqual(p.position.white.points.slice(5, 9), [2, 4, 0, 2]);
  assert.equal(p.position.turn, 'black');
  assert.equal(positionKey(parsePlay(start, [6, 5], '24/13').position), positionKey(parsePlay(start, [6, 5], '24/18 18/13').position));
  assert.equal(positionKey(parsePlay(start, [3, 1], '13/9').position), positionKey(parsePlay(start, [1, 3], '13/10/9').position));
  assert.throws(() => parsePlay(start, [3, 1], '24/18'), /cannot play "24\/18" with 3-1: no legal sequence/);
  assert.throws(() => parsePlay(start, [3, 1], '8/5'), /cannot play "8\/5" with 3-1: it is not a complete legal play.*C3/);
  assert.throws(() => parsePlay(start, [3, 1], 'pass'), /passing is not allowed/);
  assert.throws(() => parsePlay(start, [3, 1], 'bar/22'), /cannot play "bar\/22"/);
  assert.throws(() => parsePlay(start, [3, 1], '8/5 6/5 6/5'), /3 checkers, but the turn has only 2 steps/);
  assert.throws(() => parsePlay(start, [7, 1], '8/1'), /die out of range/);
});

test('hits on the way: marks choose, and true ambiguity is an error', () => {
  // White 24 checker, black blot on white's 18 (black's 7), white's 19 empty: 6-5 can go 24/18*/13 or 24/19/13.
  const one = positionFromCompact('prva w:24,13x4,8x3,6x5,offx2 b:24x2,13x5,8x4,7,5x3 turn:w');
  const quiet = parsePlay(one, [6, 5], '24/13');
  assert.equal(quiet.position.black.bar, 0);
  const hit = parsePlay(one, [6, 5], '24/18*/13');
  assert.equal(hit.position.black.bar, 1);
  assert.equal(formatPlay(hit.steps), '24/18*/13');
  // Blots on both 18 and 19 (black's 7 and 6): 24/13 hits either way.
  const two = positionFromCompact('prva w:24,13x4,8x3,6x5,offx2 b:24x2,13x5,8x3,7,6,offx3 turn:w');
  assert.throws(
    () => parsePlay(two, [6, 5], '24/13'),
    /ambiguous: it can mean .*24\/18\*\/13.* or .*24\/19\*\/13|ambiguous: it can mean .*24\/19\*\/13.* or .*24\/18\*\/13/,
  );
  assert.equal(parsePlay(two, [6, 5], '24/19*/13').position.black.points[6], 0);
});

test('Treta pins are marked ^ and parsed back', () => {
  // White 13 and 8 can reach black's blots on white's 7 and 12 (black's 18 and 13).
  const pos = positionFromCompact('treta w:24x13,13,8 b:24x13,18,13 turn:w');
  const plays = legalPlays(pos, [6, 1]);
  assert.ok(plays.some((p) => p.steps.some((s) => s.pin)));
  const pinning = plays.filter((p) => p.steps.some((s) => s.pin));
  for (const p of pinning) {
    const text = formatPlay(p.steps);
    assert.match(text, /\^/);
    assert.equal(positionKey(parsePlay(pos, [6, 1], text).position), positionKey(p.position));
  }
});

interface Case {
  id: string | number;
  position: unknown;
  dice: number[] | null;
  plays: { notation?: string; position: unknown }[];
}

const cases = (file: string): Case[] => conformanceCases<Case>(file);

const FILES = fs.readdirSync(fixture('conformance')).filter((f) => f.endsWith('.jsonl'));

for (const file of FILES) {
  test(`round trip formatPlay → parsePlay on the plays of ${file}`, () => {
    let n = 0;
    for (const c of cases(file)) {
      const pos = positionFromJSON(c.position);
      for (const play of legalPlays(pos, c.dice)) {
        const text = formatPlay(play.steps);
        const back = parsePlay(pos, c.dice, text);
        assert.equal(positionKey(back.position), positionKey(play.position), `case ${c.id}: ${text}`);
        n++;
      }
    }
    assert.ok(n > 0);
  });
}

test("gnubg's own notation parses to gnubg's resulting position", () => {
  let n = 0;
  for (const file of ['prva-gnubg.jsonl', 'prva-gnubg-handmade.jsonl']) {
    for (const c of cases(file)) {
      const pos = positionFromJSON(c.position);
      for (const p of c.plays) {
        const got = parsePlay(pos, c.dice, p.notation!);
        assert.equal(positionKey(got.position), positionKey(positionFromJSON(p.position)), `case ${c.id}: ${p.notation}`);
        n++;
      }
    }
  }
  assert.ok(n > 5_000, `plays checked: ${n}`);
});

test('huge Vtora ladders are resolved step by step', () => {
  const rng = seededRandom(77);
  let checked = 0;
  let pos: Position = startPosition('vtora');
  for (let i = 0; i < 400 && checked < 60; i++) {
    const ladderTime = pos.carried.length === 0 && pos.rolls[pos.turn] >= 3;
    const d = randomDie(rng);
    const dice = pos.carried.length > 0 ? null : ladderTime && d <= 3 ? [d, d] : [randomDie(rng), randomDie(rng)];
    const play = chooseRandomPlay(pos, dice, rng);
    if (dice && dice[0] === dice[1] && ladderTime) {
      const back = parsePlay(pos, dice, formatPlay(play.steps));
      assert.equal(positionKey(back.position), positionKey(play.position), formatPlay(play.steps));
      checked++;
    }
    pos = play.result ? startPosition('vtora') : play.position;
  }
  assert.ok(checked >= 20, `ladders checked: ${checked}`);
});
