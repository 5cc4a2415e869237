/** RULES.md B1–B6, O5 (cube rules), D9 and the romanian/international traditions (M5): the cube in match play and money play. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkMatchState, legalPlays, startPosition } from '../../src/engine/index.js';
import { applyPlay, newMatch, nextGame, resign, rollMatchDice, rollOpening, timeOut, type MatchOptions, type MatchState } from '../../src/engine/match.js';
import { beaver, offerDouble, passDouble, takeDouble } from '../../src/engine/match-cube.js';
import { mayDouble } from '../../src/engine/cube.js';
import { setOf } from '../../src/engine/traditions.js';
import { pos } from './helpers/scenario.js';

/** A backgammon match with white to roll its second turn (the opening dice already played). */
function started(options: MatchOptions = {}): MatchState {
  let m = rollOpening(newMatch({ tradition: 'international', ...options }), 3, 1); // white starts with 3-1 (B1)
  m = applyPlay(m, legalPlays(m.position, [3, 1], { triple: true })[0]);
  m = rollMatchDice(m, [6, 5]);
  m = applyPlay(m, legalPlays(m.position, [6, 5], { triple: true })[0]);
  assert.equal(m.phase, 'rolling');
  assert.equal(m.position.turn, 'white');
  return m;
}

/** Ends the current game by `loser` resigning on a board where he has borne off a checker (1 point × cube). */
function loseGame(m: MatchState, loser: 'white' | 'black'): MatchState {
  return resign({ ...m, position: bearingOff(m.position.turn) }, loser);
}

/** A race where both have borne off some checkers, `turn` to move. */
function bearingOff(turn: 'white' | 'black') {
  return pos('backgammon', { 1: 2, 2: 2 }, { 1: 2, 2: 2 }, { turn, tradition: 'international' });
}

test('M5: the international tradition plays backgammon alone; the romanian one plays Prva with the triple result (D9)', () => {
  assert.deepEqual(setOf('international'), ['backgammon']);
  assert.deepEqual(setOf('romanian'), ['prva']);
  assert.equal(newMatch({ tradition: 'romanian' }).config.triple, true);
  assert.equal(newMatch({ tradition: 'romanian' }).cube, undefined, 'the Romanian table has no cube');
  assert.throws(() => newMatch({ tradition: 'romanian', cube: { jacoby: true } }), /backgammon only/);
});

test('B1: backgammon plays exactly as Prva on the board, and the starter plays the opening dice', () => {
  const bg = startPosition('backgammon', 'international');
  const prva = startPosition('prva', 'international');
  assert.deepEqual(bg.white, prva.white);
  const norm = (ps: { steps: readonly unknown[] }[]) => ps.map((p) => JSON.stringify(p.steps)).sort();
  for (const dice of [
    [6, 5],
    [3, 3],
    [2, 1],
  ])
    assert.deepEqual(norm(legalPlays(bg, dice)), norm(legalPlays(prva, dice)));
  const m = rollOpening(newMatch({ tradition: 'international' }), 5, 2);
  assert.equal(m.phase, 'moving');
  assert.deepEqual(m.dice, [5, 2]);
});

test('B2: single, gammon and backgammon (triple) each times the cube value', () => {
  const base = started({ length: 0 });
  const finish = (black: Parameters<typeof pos>[2], value: number) => {
    const position = pos('backgammon', { 1: 1 }, black, { tradition: 'international' });
    const cube = { ...base.cube!, value, owner: value === 1 ? null : ('black' as const) };
    let m: MatchState = { ...base, position, cube, phase: 'rolling' };
    m = rollMatchDice(m, [6, 5]);
    return applyPlay(m, legalPlays(m.position, m.dice, { triple: true })[0]).lastResult;
  };
  assert.deepEqual(finish({ 1: 5 }, 4), { winner: 'white', points: 4, kind: 'single', cube: 4 });
  assert.deepEqual(finish({ 1: 5, 2: 10 }, 2), { winner: 'white', points: 4, kind: 'mars', cube: 2 });
  assert.deepEqual(finish({ 20: 1, 2: 14 }, 4), { winner: 'white', points: 12, kind: 'triple', cube: 4 });
  assert.deepEqual(finish({ bar: 1, 2: 14 }, 2), { winner: 'white', points: 6, kind: 'triple', cube: 2 });
});

test('B3: only the player on roll, before rolling, with access to the cube may double', () => {
  const m = started({ length: 7 });
  assert.throws(() => offerDouble(m, 'black'), /white's turn/);
  assert.throws(() => offerDouble(rollMatchDice(m, [2, 1])), /phase moving/);
  assert.throws(() => takeDouble(m), /no double has been offered/);
  assert.throws(() => passDouble(m), /no double has been offered/);
  const offered = offerDouble(m);
  assert.equal(offered.phase, 'doubled');
  assert.throws(() => rollMatchDice(offered, [2, 1]), /phase doubled/);
  assert.throws(() => takeDouble(offered, 'white'), /offered to black, not white/);
  const taken = takeDouble(offered, 'black');
  assert.deepEqual([taken.phase, taken.position.turn, taken.cube!.value, taken.cube!.owner], ['rolling', 'white', 2, 'black']);
  // The doubler rolls and plays; now the taker alone may redouble.
  let t = rollMatchDice(taken, [2, 1]);
  t = applyPlay(t, legalPlays(t.position, [2, 1], { triple: true })[0]);
  assert.equal(t.position.turn, 'black');
  assert.equal(mayDouble(t, 'black'), true);
  const re = takeDouble(offerDouble(t), 'white');
  assert.deepEqual([re.cube!.value, re.cube!.owner], [4, 'white']);
  assert.throws(() => offerDouble({ ...t, position: { ...t.position, turn: 'white' } }), /black owns the cube/);
});

test('B3: a pass ends the game at once: the doubler wins the stake before the offer, with no gammon', () => {
  const m = started({ length: 7 });
  const cube = { ...m.cube!, value: 4, owner: 'white' as const };
  // Black has borne off nothing and is far behind: still the pass scores only the cube before the offer.
  const passed = passDouble(offerDouble({ ...m, cube }), 'black');
  assert.equal(passed.phase, 'game-over');
  assert.deepEqual(passed.lastResult, { winner: 'white', points: 4, kind: 'pass', cube: 4 });
  assert.deepEqual(passed.score, { white: 4, black: 0 });
  checkMatchState(passed);
});

test('B3: the cube stops at 64', () => {
  const m = started({ length: 0 });
  const at32 = { ...m, cube: { ...m.cube!, value: 32, owner: 'white' as const } };
  const at64 = takeDouble(offerDouble(at32));
  assert.equal(at64.cube!.value, 64);
  const black64 = { ...at32, cube: { ...at32.cube, value: 64, owner: 'black' as const }, position: { ...at32.position, turn: 'black' as const } };
  assert.throws(() => offerDouble(black64), /at 64/);
  assert.throws(() => checkMatchState({ ...at32, cube: { ...at32.cube, value: 128 } }), /cube value/);
});

test('B4: money play keeps a running score and never ends by points', () => {
  let m = started({ length: 0 });
  assert.equal(m.config.length, 0);
  for (let i = 0; i < 6; i++) {
    m = loseGame(m, 'black');
    assert.equal(m.phase, 'game-over');
    m = nextGame(m);
  }
  assert.deepEqual(m.score, { white: 6, black: 0 });
  assert.throws(() => newMatch({ length: 0 }), /positive integer/, 'money play is for backgammon only');
  const timed = timeOut(m, 'white');
  assert.equal(timed.phase, 'match-over');
  assert.equal(timed.winner, 'black');
});

test('B4: Jacoby — a gammon counts single in money play while the cube is centred', () => {
  const gammonFor = (options: MatchOptions, value: number) => {
    const m = started(options);
    const position = pos('backgammon', { 1: 1 }, { 1: 5, 2: 10 }, { tradition: 'international' });
    const s: MatchState = { ...m, position, cube: { ...m.cube!, value, owner: value === 1 ? null : 'black' } };
    const r = rollMatchDice(s, [6, 5]);
    return applyPlay(r, legalPlays(r.position, r.dice, { triple: true })[0]).lastResult!.points;
  };
  assert.equal(gammonFor({ length: 0 }, 1), 1, 'Jacoby on: centred cube');
  assert.equal(gammonFor({ length: 0 }, 2), 4, 'Jacoby on: the cube was turned');
  assert.equal(gammonFor({ length: 0, cube: { jacoby: false } }, 1), 2, 'Jacoby off');
  assert.equal(gammonFor({ length: 7 }, 1), 2, 'no Jacoby in match play (B5)');
  assert.equal(newMatch({ tradition: 'international', length: 7, cube: { jacoby: true } }).config.cubeRules!.jacoby, false);
});

test('B4: beaver — the taker redoubles at once and keeps the cube (option on, money only)', () => {
  const offered = offerDouble(started({ length: 0, cube: { beaver: true } }));
  const b = beaver(offered, 'black');
  assert.deepEqual([b.phase, b.cube!.value, b.cube!.owner, b.position.turn], ['rolling', 4, 'black', 'white']);
  assert.throws(() => beaver(offerDouble(started({ length: 0 }))), /beaver option is off/);
  assert.throws(() => beaver(offerDouble(started({ length: 7, cube: { beaver: true } }))), /beaver option is off/);
  assert.throws(() => beaver(started({ length: 0, cube: { beaver: true } })), /no double has been offered/);
});

test('B5: the Crawford game comes exactly once, without the cube; post-Crawford games have it again', () => {
  let m = started({ length: 5 });
  m = resign({ ...m, position: bearingOff('white'), cube: { ...m.cube!, value: 4, owner: 'black' } }, 'black'); // white 4 (1 × cube 4)
  assert.deepEqual(m.score, { white: 4, black: 0 });
  m = nextGame(m);
  assert.equal(m.cube!.crawford, true);
  assert.throws(() => offerDouble(m), /Crawford game/);
  assert.throws(() => offerDouble({ ...m, position: { ...m.position, turn: 'black' } }), /Crawford game/);
  m = nextGame(loseGame(m, 'white')); // black wins the Crawford game: 4–1
  assert.deepEqual([m.cube!.crawford, m.cube!.postCrawford], [false, true]);
  assert.equal(mayDouble({ ...m, position: { ...m.position, turn: 'black' } }, 'black'), true);
  m = nextGame(loseGame(m, 'white')); // 4–2, still post-Crawford, no second Crawford game
  assert.deepEqual([m.cube!.crawford, m.cube!.postCrawford], [false, true]);
  assert.throws(() => checkMatchState({ ...m, cube: { ...m.cube!, crawford: true, postCrawford: false } }), /Crawford game needs|Crawford/);
  // Crawford off: no Crawford game at all.
  let off = started({ length: 3, cube: { crawford: false } });
  off = nextGame(loseGame(off, 'black')); // 1–0
  off = nextGame(loseGame(off, 'black')); // 2–0
  assert.equal(off.cube!.crawford, false);
  assert.equal(mayDouble(off, 'white'), true);
});

test('B5: Holland — post-Crawford, the trailer doubles only after two rolls each', () => {
  let m = started({ length: 3, cube: { holland: true } });
  m = nextGame(loseGame(m, 'black')); // 1–0
  m = nextGame(loseGame(m, 'black')); // 2–0: next is Crawford
  assert.equal(m.cube!.crawford, true);
  m = nextGame(loseGame(m, 'white')); // 2–1, post-Crawford; black, the winner, starts
  assert.equal(m.position.turn, 'black');
  assert.throws(() => offerDouble(m), /Holland/);
  const play = (s: MatchState) => {
    const r = rollMatchDice(s, [2, 1]);
    return applyPlay(r, legalPlays(r.position, [2, 1], { triple: true })[0]);
  };
  for (let i = 0; i < 3; i++) m = play(m); // black, white, black
  assert.equal(m.position.turn, 'white');
  m = play(m); // white's second roll
  assert.deepEqual(m.cube!.rolls, { white: 2, black: 2 });
  assert.equal(offerDouble(m).phase, 'doubled');
  // The leader is never held back by Holland.
  const leader = { ...m, cube: { ...m.cube!, rolls: { white: 0, black: 0 } }, position: { ...m.position, turn: 'white' as const }, score: m.score };
  assert.equal(leader.score.white > leader.score.black, true);
  assert.equal(mayDouble(leader, 'white'), true);
});

test('B5: points past the match length count nothing extra', () => {
  let m = started({ length: 3 });
  m = resign({ ...m, cube: { ...m.cube!, value: 4, owner: 'black' } }, 'black');
  assert.equal(m.phase, 'match-over');
  assert.equal(m.winner, 'white');
  checkMatchState(m);
});

test('B6: resigning gives 1, 2 or 3 (a backgammon position) times the cube; Jacoby applies in money play', () => {
  const m = started({ length: 7 });
  const on = (position: ReturnType<typeof pos>, value: number) =>
    resign({ ...m, position, cube: { ...m.cube!, value, owner: value === 1 ? null : 'white' } }, 'black').lastResult;
  const tr = { tradition: 'international' as const };
  assert.deepEqual(on(pos('backgammon', { 1: 3 }, { 1: 2 }, tr), 2), { winner: 'white', points: 2, kind: 'resign', cube: 2 });
  assert.deepEqual(on(pos('backgammon', { 1: 3 }, { 2: 15 }, tr), 2), { winner: 'white', points: 4, kind: 'resign', cube: 2 });
  assert.deepEqual(on(pos('backgammon', { 1: 3 }, { 2: 14, 19: 1 }, tr), 4), { winner: 'white', points: 12, kind: 'resign', cube: 4 });
  const money = started({ length: 0 });
  const jac = resign({ ...money, position: pos('backgammon', { 1: 3 }, { 2: 14, 19: 1 }, tr) }, 'black');
  assert.equal(jac.lastResult!.points, 1, 'Jacoby: a centred cube makes it single');
  // Resigning answers a double: it is B3's pass.
  const passed = resign(offerDouble({ ...m, position: pos('backgammon', { 1: 3 }, { 2: 15 }, tr) }), 'black');
  assert.deepEqual(passed.lastResult, { winner: 'white', points: 1, kind: 'pass', cube: 1 });
});

test('D9: the triple result outside backgammon keeps resignation at C7 (Romanian table)', () => {
  let m = rollOpening(newMatch({ tradition: 'romanian' }), 6, 1);
  m = resign({ ...m, position: pos('prva', { 1: 3 }, { 2: 14, 19: 1 }, { tradition: 'romanian' }) }, 'black');
  assert.deepEqual(m.lastResult, { winner: 'white', points: 2, kind: 'resign' });
});

test('B3–B5: forged cubes are refused by the match state check', () => {
  const m = started({ length: 7 });
  const bad = (cube: unknown, re: RegExp) => assert.throws(() => checkMatchState({ ...m, cube } as never), re);
  bad({ ...m.cube, value: 3 }, /cube value/);
  bad({ ...m.cube, value: 2 }, /has an owner/);
  bad({ ...m.cube, owner: 'white' }, /centred/);
  bad({ ...m.cube, owner: 'green', value: 2 }, /owner/);
  bad({ ...m.cube, crawford: true }, /Crawford/);
  bad(undefined, /cube/);
  assert.throws(() => checkMatchState({ ...m, config: { ...m.config, cubeRules: { ...m.config.cubeRules!, jacoby: true } } }), /money play only/);
  assert.throws(() => checkMatchState({ ...newMatch(), cube: m.cube }), /backgammon only/);
});
