/**
 * Reliability, engine side: every bad input to the engine, the bot and the saved-match reader
 * gets an Error whose message names the problem, and nothing it was given is changed. Each test
 * is a row of docs/reliability.md.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import {
  applyPlay,
  countPlays,
  legalPlays,
  newMatch,
  nextGame,
  parsePosition,
  positionFromGnubgId,
  positionFromJSON,
  positionFromXGID,
  positionKey,
  resign,
  rollMatchDice,
  rollOpening,
  seededDice,
  startPosition,
  Turn,
  type Position,
} from '../../src/engine/index.js';
import { chooseMoveSync, LEVELS, loadNetworks } from '../../src/bot/index.js';
import { botSeedFor, sha256Hex } from '../../src/engine/live/bot-seed.js';
import { decodeMatch, encodeMatch, setupKey } from '../../src/board/element/match-storage.js';
import { matchStateFromJSON } from '../../src/engine/match-json.js';
import { repoRoot } from './helpers/paths.js';

/** Runs `fn`, expects an Error matching `re`, with a message of sane length (never the whole input). */
function rejects(fn: () => unknown, re: RegExp): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof Error, `not an Error: ${String(e)}`);
    assert.ok(!(e instanceof TypeError), `a TypeError, not a clear error: ${e.message}`);
    assert.match(e.message, re);
    assert.ok(e.message.length < 400, `message of ${e.message.length} characters`);
    return true;
  });
}

/** Expects `fn(value)` to throw and `value` to be exactly as before. */
function rejectsUnchanged<T>(value: T, fn: (v: T) => unknown, re: RegExp): void {
  const before = JSON.stringify(value);
  rejects(() => fn(value), re);
  assert.equal(JSON.stringify(value), before, 'the input was changed');
}

const prva = startPosition('prva');

test('R-compact: malformed compact positions name the bad part', () => {
  const cases: [string, RegExp][] = [
    ['', /empty position/],
    ['   ', /empty position/],
    ['hello world', /unknown part "hello"/],
    ['prva w:25x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5', /bad point "25"/],
    ['prva w:24x-2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5', /bad entry "24x-2"/],
    ['prva w:24x99999999999999999999 b:24x15', /bad count/],
    ['prva w:24x2,24x13 b:24x15', /point 24 appears twice/],
    ['prva start turn:q', /bad turn "q"/],
    ['prva start trad:martian', /unknown tradition "martian"/],
    ['vtora start carry:7', /bad carried numbers "7"/],
    ['prva start turn:w turn:b', /given twice/],
  ];
  for (const [text, re] of cases) rejects(() => parsePosition(text), re);
  rejects(() => parsePosition(42 as never), /must be text, got number/);
});

test('R-impossible: impossible positions are refused, naming the broken rule', () => {
  const cases: [string, RegExp][] = [
    ['prva w:24x3,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5', /white has 16 checkers, expected 15/],
    ['prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x4', /black has 14 checkers/],
    ['prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,19x5', /both colours without a pin/],
    ['treta w:24x14,3 b:24x14,22', /both colours without a pin/],
    ['treta w:24x14,3p b:24x15', /pinned on 3, but no black checker stands on it/],
    ['fevga w:bar,24x14 b:24x15', /fevga has no hitting/],
    ['prva w:24x2,13x5,8x3,6x4,3p b:24x2,13x5,8x3,6x5', /only in treta|pins exist only in treta/],
    ['prva start carry:5,5', /carried numbers exist only in vtora/],
  ];
  for (const [text, re] of cases) rejects(() => parsePosition(text), re);
  // Checkers on the bar while some are borne off is possible in Prva (hit after bearing off).
  const barOff = parsePosition('prva w:bar,24,13x5,8x3,6x4,off b:24x2,13x5,8x3,6x5');
  assert.equal(barOff.white.bar + barOff.white.off, 2);
});

test('R-nardy: a nardy position without roll counts, and head- or block-rule plays from a remote side, are refused', () => {
  rejects(() => parsePosition('nardy w:24x14,18 b:24x15 turn:b'), /nardy position needs its roll counts/);
  const json = { game: 'nardy', turn: 'black', white: { points: { 24: 14, 18: 1 }, bar: 0, off: 0 }, black: { points: { 24: 15 }, bar: 0, off: 0 } };
  rejects(() => positionFromJSON(json), /nardy position needs "rolls"/);
  rejects(() => positionFromJSON({ ...json, rolls: { white: 0, black: 0 } }), /white has made no roll \(rolls 0\) but has 14 checkers on the head/);
  // A remote side (the board's playRemote, the server) plays through applyPlay: N4 and N5 are refused, the state unchanged.
  let s = rollOpening(newMatch({ game: 'nardy', length: 1 }), 6, 1);
  s = rollMatchDice(s, [6, 5]);
  rejectsUnchanged(
    s,
    (v) =>
      applyPlay(v, [
        { from: 24, to: 18 },
        { from: 24, to: 19 },
      ]),
    /illegal step 24\/19.*only one checker may leave the head in a turn \(N4\)/,
  );
  const blockPos = parsePosition('nardy w:24x9,23,22,21,20,8x2 b:24x14,13 turn:w rolls:3/3');
  const blocked = { ...s, position: blockPos, dice: [5, 3] };
  rejectsUnchanged(
    blocked,
    (v) =>
      applyPlay(v, [
        { from: 8, to: 5 },
        { from: 24, to: 19 },
      ]),
    /illegal step 24\/19.*six points in a row \(19–24\).*\(N5\)/,
  );
  assert.equal(
    applyPlay(blocked, [
      { from: 24, to: 19 },
      { from: 23, to: 20 },
    ]).position.rolls.white,
    4,
  );
});

test('R-json: malformed JSON positions name the bad field', () => {
  const side = { points: { 24: 15 }, bar: 0, off: 0 };
  const good = { game: 'prva', tradition: 'macedonian', turn: 'white', white: side, black: side };
  const cases: [unknown, RegExp][] = [
    ['{"game":"prva"', /not valid JSON/],
    [null, /must be an object/],
    ['[]', /must be an object/],
    [{ game: 'prva' }, /"turn" must be "white" or "black"/],
    [{ ...good, game: 'chess' }, /chess|game/],
    [{ ...good, white: { ...side, points: { 24: 16 } } }, /bad count 16/],
    [{ ...good, white: { points: { 24: 14.5, 1: 0.5 }, bar: 0, off: 0 } }, /bad count/],
    [{ ...good, white: { points: { 0: 15 }, bar: 0, off: 0 } }, /"0" is not a point 1–24/],
    [{ ...good, extra: 1 }, /unknown key "extra"/],
    [JSON.parse('{"__proto__":{"polluted":1},"game":"prva"}'), /unknown key "__proto__"/],
  ];
  for (const [input, re] of cases) rejects(() => positionFromJSON(input as never), re);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  // The engine's array form of the points reads as the sparse form, and is checked the same way.
  const array = (point: number, n: number) => Array.from({ length: 25 }, (_, p) => (p === point ? n : 0));
  assert.deepEqual(positionFromJSON({ ...good, white: { points: array(24, 15), bar: 0, off: 0 } }), positionFromJSON(good));
  rejects(() => positionFromJSON({ ...good, white: { points: array(24, 16), bar: 0, off: 0 } } as never), /bad count 16/);
  rejects(() => positionFromJSON({ ...good, white: { points: [...array(24, 14), 1], bar: 0, off: 0 } } as never), /"25" is not a point 1–24/);
});

test('R-gnubg: malformed Position IDs and XGIDs name the problem', () => {
  rejects(() => positionFromGnubgId('4HPw'), /expected 14 characters, got 4/);
  rejects(() => positionFromGnubgId('//////////////'), /unused last bits must be 0/);
  rejects(() => parsePosition('4HPwATDgc/ABM!'), /neither JSON, compact notation/);
  rejects(() => parsePosition('XGID=zzzzzzzzzzzzzzzzzzzzzzzzzz:0:0:1:00:0:0:0:0:10'), /must be 26 characters/);
  rejects(() => positionFromXGID('XGID=-b----E-C---eE---c-e----C-:0:0:1:00:0:0:0:0:10'), /white has 16 checkers/);
});

test('R-oversized: a 10 MB position text is refused at once with a short message', () => {
  rejects(() => parsePosition(`prva ${'w:24x2,'.repeat(1_500_000)}`), /too long \(10500005 characters, at most 10000\)/);
  rejects(() => parsePosition(`{"game":"prva","x":"${'a'.repeat(10_000_000)}"}`), /too long/);
  rejects(() => matchStateFromJSON(`{"a":"${'x'.repeat(10_000_000)}"}`), /invalid state: "config" must be an object/);
  rejects(() => decodeMatch('x'.repeat(2_000_000), 'setup'), /too large/);
});

test('R-dice: dice out of range or malformed are refused by every entry point', () => {
  const cases: [unknown, RegExp][] = [
    [[7, 1], /die out of range 1–6: 7/],
    [[0, 9], /die out of range 1–6: 0/],
    [[NaN, 1], /die out of range/],
    [[1.5, 1], /die out of range 1–6: 1.5/],
    [[1, 2, 3], /dice must be two numbers/],
    ['31', /dice must be two numbers, got "31"/],
  ];
  let m = rollOpening(newMatch({ game: 'prva' }), 5, 3);
  for (const [dice, re] of cases) {
    rejects(() => legalPlays(prva, dice as never), re);
    rejects(() => countPlays(prva, dice as never), re);
    rejects(() => Turn.begin(prva, dice as never), re);
    rejectsUnchanged(m, (s) => rollMatchDice(s, dice as never), re);
  }
  rejects(() => rollOpening(newMatch(), 7, 1), /die out of range 1–6: 7/);
  rejects(() => legalPlays(prva, null), /dice are required/);
  m = rollMatchDice(m, [6, 5]);
  assert.equal(m.phase, 'moving');
});

test('R-position-api: engine functions given a malformed position object name the problem (no TypeError)', () => {
  const bad: [unknown, RegExp][] = [
    [null, /expected a position object, got null/],
    ['prva start', /expected a position object/],
    [{ ...prva, game: 'chess' }, /unknown game "chess"/],
    [{ ...prva, turn: 'red' }, /turn must be white or black/],
    [{ ...prva, white: { ...prva.white, points: [1, 2, 3] } }, /white.points must be 25 counts/],
    [{ ...prva, white: { ...prva.white, bar: 5 } }, /white has 20 checkers/],
    [{ ...prva, pinned: null }, /pinned must list/],
  ];
  for (const [pos, re] of bad) {
    rejectsUnchanged(pos, (p) => legalPlays(p as Position, [3, 1]), re);
    rejects(() => countPlays(pos as Position, [3, 1]), re);
    rejects(() => Turn.begin(pos as Position, [3, 1]), re);
  }
});

test('R-plays: illegal, incomplete, duplicated and garbage plays are refused; the state is unchanged', () => {
  const m = rollMatchDice(rollOpening(newMatch({ game: 'prva' }), 5, 3), [6, 5]);
  rejectsUnchanged(m, (s) => applyPlay(s, [{ from: 24, to: 1, die: 6 }]), /illegal step 24\/1 with 6; legal now:/);
  rejectsUnchanged(m, (s) => applyPlay(s, [{ from: 13, to: 7, die: 6 }]), /not complete/);
  rejectsUnchanged(
    m,
    (s) =>
      applyPlay(s, [
        { from: 13, to: 7, die: 6 },
        { from: 13, to: 7, die: 6 },
      ]),
    /illegal step 13\/7 with 6/,
  );
  rejectsUnchanged(m, (s) => applyPlay(s, 'garbage' as never), /a play must be a list of steps/);
  rejectsUnchanged(m, (s) => applyPlay(s, null as never), /a play must be a list of steps/);
  rejectsUnchanged(m, (s) => applyPlay(s, [null] as never), /a step must be \{from, to, die\?\}/);
  rejectsUnchanged(m, (s) => applyPlay(s, [{ from: '13', to: 7 }] as never), /a step must be/);
  const t = Turn.begin(m.position, m.dice);
  rejects(() => t.step({ from: 13, to: 7, die: 5 }), /illegal step 13\/7 with 5/);
  // a play of the other colour (out of turn): white's 24/18 makes no sense for black
  const b = applyPlay(m, [
    { from: 13, to: 7, die: 6 },
    { from: 13, to: 8, die: 5 },
  ]);
  const r = rollMatchDice(b, [6, 5]);
  assert.equal(r.position.turn, 'black');
  rejectsUnchanged(
    r,
    (s) =>
      applyPlay(s, [
        { from: 7, to: 1, die: 6 },
        { from: 8, to: 3, die: 5 },
      ]),
    /illegal step 7\/1/,
  );
});

test('R-phase: match calls in the wrong phase name the phase', () => {
  const opening = newMatch({ game: 'prva', length: 1 });
  rejectsUnchanged(opening, (s) => applyPlay(s, []), /not allowed in phase opening \(expected moving\)/);
  rejectsUnchanged(opening, (s) => rollMatchDice(s, [3, 1]), /not allowed in phase opening/);
  const rolling = rollOpening(opening, 5, 3);
  rejectsUnchanged(rolling, (s) => nextGame(s), /not allowed in phase rolling \(expected game-over\)/);
  rejectsUnchanged(rolling, (s) => rollOpening(s, 2, 1), /not allowed in phase rolling/);
  const moving = rollMatchDice(rolling, [6, 5]);
  rejectsUnchanged(moving, (s) => rollMatchDice(s, [3, 1]), /not allowed in phase moving \(expected rolling\)/);
  rejectsUnchanged(moving, (s) => resign(s, 'green' as never), /unknown colour "green"/);
  const over = resign(moving, 'black');
  assert.equal(over.phase, 'match-over');
  rejectsUnchanged(over, (s) => resign(s, 'white'), /not allowed in phase match-over/);
  rejectsUnchanged(over, (s) => nextGame(s), /not allowed in phase match-over/);
  rejectsUnchanged(over, (s) => rollMatchDice(s, [3, 1]), /not allowed in phase match-over/);
});

test('R-config: bad match settings name the setting', () => {
  rejects(() => newMatch({ game: 'chess' as never }), /unknown game "chess"/);
  rejects(() => newMatch({ tradition: 'martian' as never }), /unknown tradition "martian"/);
  rejects(() => newMatch({ length: 0 }), /match length must be a positive integer, got 0/);
  rejects(() => newMatch({ length: 2.5 }), /match length/);
});

test('R-state: setState-style JSON states with garbage are refused, naming the field', () => {
  const good = JSON.parse(JSON.stringify(rollMatchDice(rollOpening(newMatch({ game: 'prva' }), 5, 3), [6, 5]))) as Record<string, unknown>;
  assert.equal(matchStateFromJSON(good).phase, 'moving');
  const cases: [unknown, RegExp][] = [
    ['{', /invalid state: not valid JSON/],
    [null, /must be an object/],
    [{ ...good, config: 5 }, /"config" must be an object/],
    [{ ...good, phase: 'dancing' }, /"phase" must be one of/],
    [{ ...good, dice: [7, 1] }, /"dice" must be null or two dice 1–6/],
    [{ ...good, dice: null }, /phase "moving" needs dice/],
    [{ ...good, gameNumber: -1 }, /"gameNumber" must be a count/],
    [{ ...good, score: { white: 'a', black: 0 } }, /"score"/],
    [{ ...good, position: 'prva w:24x16 b:24x15' }, /"position"/],
    [{ ...good, phase: 'game-over' }, /needs "lastResult"/],
  ];
  for (const [input, re] of cases) rejects(() => matchStateFromJSON(input), re);
});

test('R-bot-input: the bot names bad positions, dice, levels and budgets', () => {
  rejects(() => chooseMoveSync(prva, [7, 1]), /bad dice \[7,1\]: die out of range 1–6: 7/);
  rejects(() => chooseMoveSync(null as never, [3, 1]), /invalid position: expected a position object, got null/);
  rejects(() => chooseMoveSync({ ...prva, white: { ...prva.white, bar: 5 } }, [3, 1]), /invalid position: white has 20 checkers/);
  rejects(() => chooseMoveSync(prva, [3, 1], { level: 'god' as never }), /unknown bot level "god"/);
  rejects(() => chooseMoveSync(prva, [3, 1], { timeBudgetMs: 0 }), /invalid timeBudgetMs 0/);
  rejects(() => chooseMoveSync(prva, [3, 1], { timeBudgetMs: -5 }), /invalid timeBudgetMs -5/);
});

test('R-bot-budget: a bot over its time budget still plays a legal move (its best so far)', async () => {
  await loadNetworks(); // chooseMoveSync plays with the networks loaded
  const positions: [Position, number[]][] = [
    [prva, [3, 1]],
    [parsePosition('prva w:24x2,13x4,8x3,6x4,5,3 b:24x2,13x5,8x3,6x4,4'), [2, 2]],
    [startPosition('fevga'), [6, 6]],
    [parsePosition('treta w:24x12,20,18,16 b:24x13,19,17'), [3, 3]],
  ];
  for (const level of LEVELS) {
    for (const [pos, dice] of positions) {
      const play = chooseMoveSync(pos, dice, { level, timeBudgetMs: 0.01, seed: 'budget' });
      const legal = new Set(legalPlays(pos, dice).map((p) => positionKey(p.position)));
      assert.ok(legal.has(positionKey(play.position)), `${level} ${pos.game} ${dice}: not a legal play`);
      let t = Turn.begin(pos, dice);
      for (const s of play.steps) t = t.step(s);
      assert.ok(t.canFinish());
    }
  }
});

test('R-storage: saved-match records that are not JSON, foreign, another version, other settings, tampered or illegal are refused', () => {
  const setup = setupKey({ tradition: 'macedonian', game: 'prva', matchLength: 5, position: '', dice: '', seed: '' });
  const state = rollMatchDice(rollOpening(newMatch({ game: 'prva' }), 5, 3), [6, 5]);
  const text = encodeMatch(setup, state, [{ from: 13, to: 7, die: 6 }]);
  const back = decodeMatch(text, setup);
  assert.deepEqual(back.steps, [{ from: 13, to: 7, die: 6 }]);
  assert.deepEqual(JSON.parse(JSON.stringify(back.state)), JSON.parse(JSON.stringify({ ...state, lastPlay: null })));
  const record = JSON.parse(text) as Record<string, unknown>;
  const cases: [string, RegExp][] = [
    ['{"v":1,', /not valid JSON/],
    ['"hello"', /not a tabla-board match record/],
    [JSON.stringify({ theme: 'dark' }), /not a tabla-board match record/],
    [JSON.stringify({ ...record, v: 99 }), /format version 99, this board reads version 1/],
    [JSON.stringify({ ...record, setup: 'other' }), /other settings/],
    [JSON.stringify({ ...record, state: { ...(record.state as object), phase: 'dancing' } }), /invalid state/],
    [JSON.stringify({ ...record, steps: [{ from: 24, to: 1, die: 6 }] }), /stored step 0 \(24\/1\) is not legal/],
    [JSON.stringify({ ...record, steps: 'x' }), /must be a list/],
    [JSON.stringify({ ...record, steps: [{ from: 'a' }] }), /stored step 0 must be/],
    [JSON.stringify({ ...record, state: { ...(record.state as object), phase: 'rolling', dice: null } }), /steps in phase rolling/],
  ];
  for (const [t, re] of cases) rejects(() => decodeMatch(t, setup), re);
});

test('C9: the bot seed is a one-way SHA-256 of the board seed (checked against node:crypto) and differs per turn', () => {
  for (const text of ['', 'abc', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'd'.repeat(200), 'Ѓорѓи ελληνικά 🎲']) {
    assert.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'));
  }
  const a = botSeedFor('demo', 0, 0);
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.equal(botSeedFor('demo', 0, 0), a);
  assert.notEqual(botSeedFor('demo', 0, 1), a);
  assert.notEqual(botSeedFor('demo', 1, 0), a);
  assert.notEqual(botSeedFor('demo2', 0, 0), a);
  assert.ok(!a.includes('demo'));
  const dice = (s: string) =>
    Array.from(
      { length: 20 },
      (
        (d) => () =>
          d.die()
      )(seededDice(s)),
    );
  assert.notDeepEqual(dice(a), dice('demo'));
});

test('R-cli: the tabla CLI answers bad arguments and bad input lines with a clean error', () => {
  const CLI = path.join(repoRoot, 'build', 'node', 'src', 'cli', 'tabla.js');
  const run = (args: string[], input = '') => spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  const bad: [string[], RegExp][] = [
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['moves', '--position'], /--position needs a value/],
    [['moves', '--position', 'nonsense', '--dice', '3,1'], /not a position: "nonsense"/],
    [['moves', '--position', 'prva start', '--dice', '7,1'], /--dice must be two numbers 1–6 like 3,1, got "7,1"/],
    [['moves', '--position', 'prva w:24x14,6x2 b:24x15', '--dice', '3,1'], /white has 16 checkers/],
    [['match', '--length', '0'], /--length must be a whole number ≥ 1, got "0"/],
    [['match', '--game', 'chess'], /unknown game "chess"/],
    [['match', '--white', 'god'], /unknown bot level "god"/],
  ];
  for (const [args, re] of bad) {
    const r = run(args);
    assert.notEqual(r.status, 0, args.join(' '));
    assert.match(r.stderr, /^tabla: /);
    assert.match(r.stderr, re);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  }
  // Bad lines on stdin get an error line each; the good line after them is still answered.
  const huge = JSON.stringify({ position: `prva ${'x'.repeat(10_000_000)}`, dice: [3, 1] });
  const r = run(['moves'], `garbage\n{"position":"prva start","dice":[7,1]}\n${huge}\n{"position":"prva start","dice":[3,1]}\n`);
  const out = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { error?: string; plays?: unknown[] });
  assert.equal(out.length, 4);
  assert.match(out[0].error!, /not valid JSON/);
  assert.match(out[1].error!, /die out of range 1–6: 7/);
  assert.match(out[2].error!, /too long/);
  assert.ok(out[3].plays!.length > 0);
});
