/** docs/notation.md: the cube in XGID and the GNU Backgammon Match ID (RULES.md B3–B5). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMatchId, parseMatchId, parseXGID, positionToXGID, startPosition } from '../../src/engine/index.js';

const START = 'XGID=-b----E-C---eE---c-e----B-';

test('XGID: cube value, owner, score, Crawford and length are read', () => {
  const x = parseXGID(`${START}:2:-1:1:00:3:5:0:7:10`);
  assert.deepEqual(x.cube, {
    value: 4,
    owner: 'black',
    doubled: false,
    score: { white: 3, black: 5 },
    length: 7,
    crawford: false,
    jacoby: false,
    beaver: false,
  });
  const c = parseXGID(`${START}:0:0:1:00:6:2:1:7:10`).cube;
  assert.equal(c.crawford, true);
  const money = parseXGID(`${START}:1:1:-1:D:0:0:3:0:10`).cube;
  assert.deepEqual([money.value, money.owner, money.doubled, money.jacoby, money.beaver, money.length], [2, 'white', true, true, true, 0]);
});

test('XGID: a bad cube is refused with a message naming it', () => {
  assert.throws(() => parseXGID(`${START}:7:1:1:00:0:0:0:0:10`), /cube field must be 0–6/);
  assert.throws(() => parseXGID(`${START}:1:0:1:00:0:0:0:0:10`), /needs an owner/);
  assert.throws(() => parseXGID(`${START}:0:1:1:00:0:0:0:0:10`), /must be centred/);
  assert.throws(() => parseXGID(`${START}:0:2:1:00:0:0:0:0:10`), /owner must be 1, -1 or 0/);
  assert.throws(() => parseXGID(`${START}:0:0:1:00:7:2:0:7:10`), /reached the match length/);
  assert.throws(() => parseXGID(`${START}:0:0:1:00:3:2:1:7:10`), /Crawford game needs/);
});

test('XGID: the cube and the score are written and read back', () => {
  const cube = { value: 8, owner: 'white' as const, doubled: false, score: { white: 1, black: 4 }, length: 9, crawford: false, jacoby: false, beaver: false };
  const text = positionToXGID(startPosition('backgammon', 'international'), null, cube);
  assert.equal(text, `${START}:3:1:1:00:1:4:0:9:10`);
  assert.deepEqual(parseXGID(text).cube, cube);
  const offered = positionToXGID(startPosition('backgammon'), null, { ...cube, doubled: true });
  assert.match(offered, /:3:1:1:D:/);
  assert.throws(() => positionToXGID(startPosition('prva'), null, { ...cube, value: 3 }), /cube value/);
});

test('Match ID: gnubg’s own ID decodes (gnubg 1.07: 7-point match, 6–2, post-Crawford, player 0 on roll)', () => {
  // Printed by gnubg after: new match 7; set score 6 2; set turn 0; set board 4HPwATDgc/ABMA.
  const m = parseMatchId('MAHgAGAAEAAE');
  assert.deepEqual(m, { cube: 1, owner: null, turn: 'black', crawford: false, doubled: false, dice: null, length: 7, score: { white: 2, black: 6 } });
  // gnubg sets a bit past the 66 documented ones here (its post-Crawford flag); it is ignored on reading and not written.
  assert.equal(formatMatchId(m), 'MAHgAGAAEAAA');
});

test('Match ID: round trip of a double on offer and dice; bad IDs refused', () => {
  const info = {
    cube: 4,
    owner: 'black' as const,
    turn: 'black' as const,
    crawford: false,
    doubled: true,
    dice: null,
    length: 0,
    score: { white: 12, black: 3 },
  };
  assert.deepEqual(parseMatchId(formatMatchId(info)), info);
  const rolled = { ...info, doubled: false, dice: [6, 2] as [number, number], turn: 'white' as const };
  assert.deepEqual(parseMatchId(formatMatchId(rolled)), rolled);
  assert.throws(() => parseMatchId('MAHgAGAAEAA'), /12 base64/);
  assert.throws(() => parseMatchId('AAAAAAAAAAAA'), /game state 0/);
  assert.throws(() => formatMatchId({ ...info, cube: 3 }), /power of 2/);
});
