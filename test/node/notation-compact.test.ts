/** The compact position notation: examples, whitespace, errors, and round trips over random play. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  GAMES,
  TRADITIONS,
  makeSide,
  parsePosition,
  positionFromCompact,
  positionKey,
  positionToCompact,
  positionToJSON,
  startPosition,
  type Position,
} from '../../src/engine/index.js';
import { chooseRandomPlay, randomDie } from '../../src/cli/random-player.js';
import { seededRandom } from '../../src/engine/dice.js';

const key = positionKey;

test('the starting position, written out and short', () => {
  const start = startPosition('prva');
  assert.equal(key(positionFromCompact('prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:w')), key(start));
  assert.equal(key(positionFromCompact('prva start')), key(start));
  assert.equal(key(positionFromCompact('start')), key(start));
  assert.equal(positionToCompact(start), 'prva start');
  assert.equal(positionToCompact(startPosition('treta', 'greek', 'black')), 'treta trad:greek start turn:b');
  assert.equal(key(positionFromCompact('treta trad:greek start turn:b')), key(startPosition('treta', 'greek', 'black')));
  for (const g of GAMES) assert.equal(key(positionFromCompact(`${g} start`)), key(startPosition(g)));
});

test('whitespace and case are free; parts come in any order', () => {
  const text = '  PRVA\n  turn : W   b: 24 x 2, 13x5 ,8x3, 6x5\tw:24x2 ,13X5,8x3,6x5  ';
  assert.equal(key(positionFromCompact(text)), key(startPosition('prva')));
});

test('bar, off, pins, carried numbers and roll counts', () => {
  const prva = positionFromCompact('prva w:bar,24,13x5,8x3,6x4,off b:24x2,13x5,8x3,6x5 turn:b');
  assert.equal(prva.white.bar, 1);
  assert.equal(prva.white.off, 1);
  assert.equal(prva.turn, 'black');
  assert.equal(positionToCompact(prva), 'prva w:bar,24,13x5,8x3,6x4,off b:24x2,13x5,8x3,6x5 turn:b');

  const treta = positionFromCompact('treta trad:greek w:24x14,3p b:24x14,22 turn:b');
  assert.deepEqual(treta.pinned, { white: [3], black: [] });
  assert.equal(treta.tradition, 'greek');
  assert.equal(positionToCompact(treta), 'treta trad:greek w:24x14,3p b:24x14,22 turn:b');

  const vtora = positionFromCompact('vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3');
  assert.deepEqual(vtora.carried, [5, 5]);
  assert.deepEqual(vtora.rolls, { white: 4, black: 3 });
  assert.equal(positionToCompact(vtora), 'vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3');
});

test('errors name the bad part', () => {
  const cases: [string, RegExp][] = [
    ['prva w:24x2,13y5 b:24x2,13x5,8x3,6x5', /bad entry "13y5" in "w:24x2,13y5"/],
    ['prva w:25x2 b:start', /bad point "25"|bad entry/],
    ['prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:x', /bad turn "x"/],
    ['prva start trad:cretan', /unknown tradition "cretan"/],
    ['prva start hello', /unknown part "hello"/],
    ['prva start prva', /the game given twice/],
    ['prva w:24x2,24x1,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5', /point 24 appears twice/],
    ['prva w:24x2,13x5,8x3,6x5', /black's checkers are missing/],
    ['prva w:24x2,13x5,8x3,6x4 b:24x2,13x5,8x3,6x5', /white has 14 checkers/],
    ['prva w:24x2,13x5,8x3,6x4,3p b:24x2,13x5,8x3,6x5', /pins exist only in treta/],
    ['treta w:24x14,3p b:24x15', /no black checker stands on it/],
    ['vtora start carry:7', /bad carried numbers "7"/],
    ['vtora start rolls:4', /bad roll counts "4"/],
    ['prva start w:24x15', /"start" cannot be combined/],
    ['', /empty/],
  ];
  for (const [text, re] of cases) {
    assert.throws(
      () => positionFromCompact(text),
      (e: Error) => {
        assert.match(e.message, re, text);
        assert.match(e.message, /^invalid compact position /);
        return true;
      },
    );
  }
});

test('parsePosition detects JSON, compact, gnubg ids and XGIDs', () => {
  const start = key(startPosition('prva'));
  assert.equal(key(parsePosition(JSON.stringify(positionToJSON(startPosition('prva'))))), start);
  assert.equal(key(parsePosition('prva start')), start);
  assert.equal(key(parsePosition('4HPwATDgc/ABMA')), start);
  assert.equal(key(parsePosition('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10')), start);
  assert.equal(key(parsePosition('-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10')), start);
  assert.throws(() => parsePosition('hello'), /not a position: "hello" is neither JSON, compact notation .*, a GNU Backgammon Position ID .* nor an XGID/);
  assert.throws(() => parsePosition('{"game":"prva"'), /not valid JSON/);
  assert.throws(() => parsePosition('prva w:1'), /invalid compact position/);
  assert.throws(() => parsePosition('   '), /empty position/);
});

/** Positions from random play of every game and tradition (both colours to move, pins, carried numbers). */
function randomPositions(seed: number, perGame: number): Position[] {
  const rng = seededRandom(seed);
  const out: Position[] = [];
  for (const game of GAMES) {
    for (const tradition of TRADITIONS) {
      let pos = startPosition(game, tradition, randomDie(rng) > 3 ? 'white' : 'black');
      for (let i = 0; i < perGame; i++) {
        out.push(pos);
        const dice = pos.carried.length > 0 ? null : [randomDie(rng), randomDie(rng)];
        const play = chooseRandomPlay(pos, dice, rng);
        if (play.result) pos = startPosition(game, tradition);
        else pos = play.position;
      }
    }
  }
  return out;
}

test('round trip over random positions of every game and tradition', () => {
  const positions = randomPositions(20240607, 150);
  let pins = 0;
  let carried = 0;
  let bar = 0;
  for (const pos of positions) {
    const text = positionToCompact(pos);
    const back = positionFromCompact(text);
    assert.equal(key(back), key(pos), text);
    assert.equal(positionToCompact(back), text);
    assert.equal(key(parsePosition(text)), key(pos));
    pins += pos.pinned.white.length + pos.pinned.black.length > 0 ? 1 : 0;
    carried += pos.carried.length > 0 ? 1 : 0;
    bar += pos.white.bar + pos.black.bar > 0 ? 1 : 0;
  }
  assert.ok(positions.length >= 2000);
  assert.ok(pins > 0 && carried > 0 && bar > 0, `coverage: pins ${pins}, carried ${carried}, bar ${bar}`);
});

test('a hand-built side with every kind of entry', () => {
  const pos: Position = {
    ...startPosition('prva'),
    white: makeSide({ 20: 1, 5: 3 }, 2, 9),
    black: makeSide({ 1: 15 }),
  };
  assert.equal(positionToCompact(pos), 'prva w:barx2,20,5x3,offx9 b:1x15 turn:w');
  assert.equal(key(positionFromCompact('prva w:barx2,20,5x3,offx9 b:1x15')), key(pos));
});
