/**
 * RULES.md B3–B6 in the live-match model (src/engine/live): a person's, the bot's and a remote
 * side's cube moves, refereed by the engine's match calls; the cancelable `tabla-before-double`
 * (through the board's driver); results times the cube; Crawford, post-Crawford, Holland, Jacoby
 * and beaver as a live match sees them. Fake time, no sleeps.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  initialLive,
  reduce,
  canDouble,
  humanToAnswer,
  canBeaver,
  clockRunning,
  parseClock,
  type Live,
  type LiveAction,
  type LiveEffect,
  type LiveSettings,
} from '../../src/engine/live/index.js';
import { applyPlay, newMatch, nextGame, resign, rollOpening, type MatchOptions, type MatchState } from '../../src/engine/match.js';
import { legalPlays } from '../../src/engine/plays.js';
import { LiveDriver, type Scheduler } from '../../src/board/element/live-driver.js';
import type { BoardBot, BotCubeResult } from '../../src/board/element/board-bot.js';
import { pos } from './helpers/scenario.js';

const settings = (over: Partial<LiveSettings> = {}): LiveSettings => ({
  players: { white: 'human', black: 'remote' },
  seed: 's',
  readonly: false,
  botDelay: 0,
  externalDice: false,
  clock: null,
  ...over,
});

/** A backgammon match with black to roll his first own roll (white played the opening 3-1). */
function blackToRoll(options: MatchOptions = {}): MatchState {
  let m = rollOpening(newMatch({ tradition: 'international', ...options }), 3, 1);
  m = applyPlay(m, legalPlays(m.position, [3, 1], { triple: true })[0]);
  assert.equal(m.phase, 'rolling');
  return m;
}

/** A live match started on `state`. */
function liveOn(state: MatchState, over: Partial<LiveSettings> = {}): Live {
  return reduce(initialLive(settings(over)), { type: 'start', mode: 'load', state }, 0).live;
}

function run(live: Live, actions: LiveAction[]): { live: Live; effects: LiveEffect[] } {
  const effects: LiveEffect[] = [];
  for (const a of actions) {
    const r = reduce(live, a, 0);
    live = r.live;
    effects.push(...r.effects);
  }
  return { live, effects };
}

const emitted = (fx: LiveEffect[]) => fx.filter((e) => e.type === 'emit').map((e) => (e as { name: string }).name);
const detail = (fx: LiveEffect[], name: string) =>
  (fx.find((e) => e.type === 'emit' && e.name === name) as { detail: Record<string, unknown> } | undefined)?.detail;

/** Answers a `tabla-before-double` like the driver does with no listener (allowed). */
function doubleAllowed(live: Live): { live: Live; effects: LiveEffect[] } {
  const a = run(live, [{ type: 'cube', move: 'double' }]);
  assert.ok(
    a.effects.some((e) => e.type === 'ask-double'),
    'a local double is announced first',
  );
  const b = run(a.live, [{ type: 'double-verdict', allowed: true }]);
  return { live: b.live, effects: [...a.effects, ...b.effects] };
}

test('B3: a person doubles before his roll; the remote side takes and owns the cube at 2; the doubler then rolls', () => {
  let live = liveOn(blackToRoll(), { players: { white: 'remote', black: 'human' } });
  assert.equal(canDouble(live), true);
  const d = doubleAllowed(live);
  live = d.live;
  assert.equal(live.state.phase, 'doubled');
  assert.deepEqual(detail(d.effects, 'tabla-double'), { player: 'black', value: 2, gameNumber: 0 });
  assert.equal(canDouble(live), false);
  assert.equal(humanToAnswer(live), null, 'the remote side answers');
  const t = run(live, [{ type: 'cube-remote', move: 'take' }]);
  assert.deepEqual(detail(t.effects, 'tabla-take'), { player: 'white', value: 2, beaver: false, gameNumber: 0 });
  assert.equal(t.live.state.phase, 'rolling');
  assert.deepEqual([t.live.state.cube!.value, t.live.state.cube!.owner, t.live.state.position.turn], [2, 'white', 'black']);
  assert.equal(canDouble(t.live), false, 'B3: only the owner may redouble');
});

test('B3: a pass ends the game at once: the doubler scores the cube before the offer, no gammon; tabla-pass then tabla-game-end', () => {
  const live = doubleAllowed(liveOn(blackToRoll(), { players: { white: 'remote', black: 'human' } })).live;
  const p = run(live, [{ type: 'cube-remote', move: 'pass' }]);
  const names = emitted(p.effects);
  assert.ok(names.indexOf('tabla-pass') >= 0 && names.indexOf('tabla-pass') < names.indexOf('tabla-game-end'), names.join());
  assert.deepEqual(detail(p.effects, 'tabla-pass'), { player: 'white', winner: 'black', points: 1, gameNumber: 0 });
  assert.equal(p.live.state.phase, 'game-over');
  assert.deepEqual([p.live.state.lastResult!.kind, p.live.state.score.black], ['pass', 1]);
});

test('B3: a person offered a double takes or passes with the cube actions; the remote side doubles through cube-remote', () => {
  let live = liveOn(blackToRoll(), { players: { white: 'human', black: 'remote' } });
  assert.throws(() => run(live, [{ type: 'cube', move: 'take' }]), /no double has been offered/);
  live = run(live, [{ type: 'cube-remote', move: 'double' }]).live;
  assert.equal(humanToAnswer(live), 'white');
  assert.equal(canBeaver(live), false, 'no beaver in match play');
  assert.throws(() => run(live, [{ type: 'cube-remote', move: 'take' }]), /not.*remote|played here/);
  assert.throws(() => run(live, [{ type: 'cube', move: 'beaver' }]), /beaver option is off/);
  const t = run(live, [{ type: 'cube', move: 'take' }]);
  assert.deepEqual([t.live.state.cube!.value, t.live.state.cube!.owner], [2, 'white']);
});

test('B3: a double when not allowed is refused with the reason, and nothing changes', () => {
  const live = liveOn(blackToRoll(), { players: { white: 'human', black: 'remote' } });
  assert.throws(() => run(live, [{ type: 'cube', move: 'double' }]), /black is a remote player/);
  assert.throws(() => run(live, [{ type: 'cube', move: 'pass' }]), /cannot pass in phase rolling/);
  // After white took, black on roll may not double: white owns the cube.
  const owned = run(liveOn(blackToRoll(), { players: { white: 'human', black: 'human' } }), [
    { type: 'cube', move: 'double' },
    { type: 'double-verdict', allowed: true },
    { type: 'cube', move: 'take' },
  ]).live;
  assert.equal(canDouble(owned), false);
  assert.throws(() => run(owned, [{ type: 'cube', move: 'double' }]), /white owns the cube/);
  const prva = liveOn(rollOpening(newMatch({ tradition: 'macedonian' }), 3, 1), { players: { white: 'human', black: 'human' } });
  assert.throws(() => run(prva, [{ type: 'cube', move: 'double' }]), /no cube/);
  assert.equal(canDouble(prva), false);
});

test('B3: a cancelled tabla-before-double (the driver) leaves the cube as it was and says so', () => {
  const events: string[] = [];
  const host = {
    emit: (name: string, _d: unknown, cancelable?: boolean) => (events.push(name), !(cancelable && name === 'tabla-before-double')),
    notify: (n: { kind: string }) => events.push(`notice:${n.kind}`),
    committed: () => undefined,
    save: () => undefined,
    bot: () => ({ choose: () => new Promise(() => undefined), cancel: () => undefined, dispose: () => undefined }) as BoardBot,
    level: () => 'easy' as const,
  };
  const driver = new LiveDriver(liveOn(blackToRoll(), { players: { white: 'remote', black: 'human' } }), host as never, fakeScheduler());
  driver.dispatch({ type: 'cube', move: 'double' });
  assert.equal(driver.live.state.phase, 'rolling');
  assert.deepEqual(events, ['tabla-before-double', 'notice:double-rejected']);
  assert.equal(driver.live.host.doubleAsked, false);
});

function fakeScheduler(): Scheduler {
  return { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined, microtask: (fn) => fn() };
}

/** A driver whose bot answers cube questions with `answer` (and plays the first legal play). */
function botDriver(state: MatchState, players: LiveSettings['players'], answer: (s: MatchState) => BotCubeResult | null) {
  const events: { name: string; detail: unknown }[] = [];
  const asked: string[] = [];
  const bot: BoardBot = {
    choose: (req) =>
      Promise.resolve({ steps: legalPlays(req.position, req.dice!, { triple: true })[0]?.steps.map(({ from, to, die }) => ({ from, to, die })) ?? [] }),
    cube: (s) => {
      asked.push(s.phase);
      const a = answer(s);
      return a ? Promise.resolve(a) : Promise.reject(new Error('no answer'));
    },
    cancel: () => undefined,
    dispose: () => undefined,
  };
  const host = {
    emit: (name: string, d: unknown) => (events.push({ name, detail: d }), true),
    notify: () => undefined,
    committed: () => undefined,
    save: () => undefined,
    bot: () => bot,
    level: () => 'easy' as const,
  };
  const timers: (() => void)[] = [];
  const scheduler: Scheduler = { now: () => 0, setTimeout: (fn) => timers.push(fn), clearTimeout: () => undefined, microtask: (fn) => fn() };
  const driver = new LiveDriver(liveOn(state, { players }), host as never, scheduler);
  return { driver, events, asked, timers };
}

const flush = () => new Promise((r) => setImmediate(r));

test('B3, B7: the bot on roll is asked whether to double before its roll; it doubles, and a person answers', async () => {
  const { driver, events, asked } = botDriver(blackToRoll(), { white: 'human', black: 'bot' }, () => ({ double: true, take: true }));
  driver.dispatch({ type: 'start', mode: 'load', state: driver.live.state });
  await flush();
  assert.deepEqual(asked, ['rolling']);
  assert.equal(driver.live.state.phase, 'doubled');
  assert.deepEqual(
    events.filter((e) => e.name.includes('double')).map((e) => e.name),
    ['tabla-before-double', 'tabla-double'],
  );
  assert.equal(humanToAnswer(driver.live), 'white');
  driver.dispatch({ type: 'cube', move: 'take' });
  assert.deepEqual([driver.live.state.cube!.value, driver.live.state.cube!.owner, driver.live.state.phase], [2, 'white', 'rolling']);
  assert.equal(asked.length, 1, 'the bot no longer owns the cube: it is not asked again');
});

test('B3, B7: the bot that will not double rolls; the bot offered a double passes or takes as it decides', async () => {
  const declines = botDriver(blackToRoll(), { white: 'human', black: 'bot' }, () => ({ double: false, take: true }));
  declines.driver.dispatch({ type: 'start', mode: 'load', state: declines.driver.live.state });
  await flush();
  assert.equal(declines.driver.live.state.phase, 'rolling');
  assert.equal(declines.timers.length, 1, 'a roll is scheduled');
  declines.timers[0]();
  assert.equal(declines.driver.live.state.phase, 'moving', 'the bot rolled');

  const passes = botDriver(blackToRoll(), { white: 'bot', black: 'human' }, () => ({ double: false, take: false }));
  passes.driver.dispatch({ type: 'cube', move: 'double' });
  await flush();
  assert.equal(passes.driver.live.state.phase, 'game-over');
  assert.deepEqual(passes.driver.live.state.lastResult, { winner: 'black', points: 1, kind: 'pass', cube: 1 });
  assert.ok(passes.events.some((e) => e.name === 'tabla-pass'));
});

test('B7: a failing cube decision is reported (tabla-error) and the bot takes instead; the game goes on', async () => {
  const { driver, events } = botDriver(blackToRoll(), { white: 'bot', black: 'human' }, () => null);
  driver.dispatch({ type: 'cube', move: 'double' });
  await flush();
  assert.ok(events.some((e) => e.name === 'tabla-error' && /cube decision failed/.test((e.detail as { message: string }).message)));
  assert.deepEqual([driver.live.state.phase, driver.live.state.cube!.owner], ['rolling', 'white']);
});

test('B2: a game won after a take scores its result times the cube', () => {
  // Black, owning the cube at 2, bears off his last checker: a single game × 2.
  const position = pos('backgammon', { 6: 3 }, { 1: 1 }, { turn: 'black', tradition: 'international' });
  const base = newMatch({ tradition: 'international' });
  const state: MatchState = { ...base, position, phase: 'moving', dice: [6, 5], cube: { ...base.cube!, value: 2, owner: 'black' } };
  const live = liveOn(state, { players: { white: 'remote', black: 'human' } });
  const r = run(live, [{ type: 'play', play: [{ from: 1, to: 0 }] }]);
  const done = run(r.live, [{ type: 'verdict', allowed: true, hold: false }]);
  assert.deepEqual(detail(done.effects, 'tabla-game-end')!.points, 2);
});

/** A match of `length` after games won by `winners` in turn (each a resignation worth 1), the next game started. */
function afterGames(options: MatchOptions, winners: ('white' | 'black')[]): MatchState {
  let m = blackToRoll(options);
  for (const w of winners) {
    const loser = w === 'white' ? 'black' : 'white';
    m = nextGame(resign({ ...m, position: pos('backgammon', { 1: 2, 2: 2 }, { 1: 2, 2: 2 }, { turn: m.position.turn, tradition: 'international' }) }, loser));
  }
  return m;
}

test('B5: no Double in the Crawford game; post-Crawford the cube is back (Holland: the trailer waits two rolls each)', () => {
  const both = { players: { white: 'human', black: 'human' } } as const;
  const crawford = liveOn(afterGames({ length: 3 }, ['white', 'white']), both);
  assert.equal(crawford.state.cube!.crawford, true);
  assert.equal(canDouble(crawford), false);
  assert.throws(() => run(crawford, [{ type: 'cube', move: 'double' }]), /Crawford/);
  const post = liveOn(afterGames({ length: 3 }, ['white', 'white', 'black']), both);
  assert.deepEqual([post.state.cube!.postCrawford, post.state.position.turn], [true, 'black']);
  assert.equal(canDouble(post), true, 'post-Crawford: the trailer doubles');
  const holland = liveOn(afterGames({ length: 3, cube: { holland: true } }, ['white', 'white', 'black']), both);
  assert.equal(canDouble(holland), false);
  assert.throws(() => run(holland, [{ type: 'cube', move: 'double' }]), /Holland/);
});

test('B4: money play: beaver where the option is on (cube ×4, the beaver owns it); Jacoby keeps a gammon single while the cube is centred', () => {
  const money = blackToRoll({ length: 0, cube: { beaver: true } });
  let live = liveOn(money, { players: { white: 'human', black: 'remote' } });
  live = run(live, [{ type: 'cube-remote', move: 'double' }]).live;
  assert.equal(canBeaver(live), true);
  const b = run(live, [{ type: 'cube', move: 'beaver' }]);
  assert.deepEqual(detail(b.effects, 'tabla-take'), { player: 'white', value: 4, beaver: true, gameNumber: 0 });
  assert.deepEqual([b.live.state.cube!.value, b.live.state.cube!.owner], [4, 'white']);
  // Jacoby: white resigns with nothing off at cube 1 in money play: a single point.
  const j = run(liveOn(blackToRoll({ length: 0 }), { players: { white: 'human', black: 'remote' } }), [{ type: 'resign', color: 'white' }]);
  assert.equal(detail(j.effects, 'tabla-game-end')!.points, 1);
});

test('B3: a stored live match in phase doubled comes back and can be answered (a server between requests)', async () => {
  const { liveFromJSON, liveToJSON } = await import('../../src/engine/live/index.js');
  const live = run(liveOn(blackToRoll(), { players: { white: 'remote', black: 'remote' } }), [{ type: 'cube-remote', move: 'double' }]).live;
  const back = liveFromJSON(JSON.parse(JSON.stringify(liveToJSON(live))));
  assert.equal(back.state.phase, 'doubled');
  const t = run(back, [{ type: 'cube-remote', move: 'take' }]);
  assert.equal(t.live.state.cube!.owner, 'white');
});

/** Runs a match between two bots on the driver (fake timers) until it ends; `cube` answers their cube questions. */
async function botMatch(length: number, cube: (s: MatchState) => BotCubeResult, seed = 'bots') {
  const events: { name: string; detail: any; crawford: boolean; postCrawford: boolean }[] = [];
  let turns = 0;
  const bot: BoardBot = {
    choose: (req) => {
      turns++;
      const plays = legalPlays(req.position, req.dice!, { triple: true });
      return Promise.resolve({ steps: plays[turns % plays.length].steps.map(({ from, to, die }) => ({ from, to, die })) });
    },
    cube: (s) => Promise.resolve(cube(s)),
    cancel: () => undefined,
    dispose: () => undefined,
  };
  let driver!: LiveDriver;
  const host = {
    emit: (name: string, d: unknown) => (
      events.push({ name, detail: d, crawford: !!driver?.live.state.cube?.crawford, postCrawford: !!driver?.live.state.cube?.postCrawford }),
      true
    ),
    notify: () => undefined,
    committed: () => undefined,
    save: () => undefined,
    bot: () => bot,
    level: () => 'easy' as const,
  };
  const timers: (() => void)[] = [];
  const scheduler: Scheduler = { now: () => 0, setTimeout: (fn) => timers.push(fn), clearTimeout: () => undefined, microtask: (fn) => fn() };
  driver = new LiveDriver(initialLive(settings({ players: { white: 'bot', black: 'bot' }, seed })), host as never, scheduler);
  driver.reseed(seed);
  driver.dispatch({ type: 'start', mode: 'new', state: newMatch({ tradition: 'international', length }) });
  for (let i = 0; i < 50000 && driver.live.state.phase !== 'match-over'; i++) {
    await flush();
    timers.shift()?.();
  }
  assert.equal(driver.live.state.phase, 'match-over', 'the match ended');
  assert.deepEqual(
    events.filter((e) => e.name === 'tabla-error').map((e) => e.detail.message),
    [],
  );
  return { events, state: driver.live.state };
}

test('B3: two bots that always double and always take: the cube goes 2, 4 … 64 and stops; the game is worth its result times 64', async () => {
  const { events, state } = await botMatch(5, () => ({ double: true, take: true }));
  assert.deepEqual(
    events.filter((e) => e.name === 'tabla-double').map((e) => e.detail.value),
    [2, 4, 8, 16, 32, 64],
  );
  assert.equal(state.games.length, 1);
  assert.equal(state.games[0].result.cube, 64);
  assert.equal(state.games[0].result.points % 64, 0);
});

test('B5: two bots on the driver play a 7-point match with doubles, takes and passes: one Crawford game without a double, then post-Crawford doubles', async () => {
  // Double at every chance; take a first double (to 2) in even-numbered games, pass every other.
  // Dice seed b3: one where the trailer wins the Crawford game (seeds b1, b2, b4, b5 end the match there).
  const { events, state } = await botMatch(7, (s) => ({ double: true, take: s.gameNumber % 2 === 0 && s.cube!.value === 1 }), 'b3');
  const ends = events.filter((e) => e.name === 'tabla-game-end');
  const summary = ends.map((e) => `${e.detail.winner[0]}${e.detail.points}${e.crawford ? 'C' : e.postCrawford ? 'P' : ''}`).join(' ');
  assert.equal(ends.filter((e) => e.crawford).length, 1, summary);
  assert.ok(!events.some((e) => e.name === 'tabla-double' && e.crawford), 'no double in the Crawford game');
  assert.ok(
    events.some((e) => e.name === 'tabla-double' && e.postCrawford),
    `a post-Crawford double: ${summary}`,
  );
  assert.ok(events.some((e) => e.name === 'tabla-pass') && events.some((e) => e.name === 'tabla-take'), summary);
  assert.ok(Math.max(state.score.white, state.score.black) >= 7);
});

test("B3 with a clock: while a double is on offer the taker's clock runs, and a taker who lets it run out loses on time", () => {
  const clocked = { players: { white: 'remote', black: 'human' }, clock: parseClock('2+5') } as const;
  let live = reduce(initialLive(settings(clocked)), { type: 'start', mode: 'load', state: blackToRoll() }, 0).live;
  assert.equal(clockRunning(live.clock.state!), 'black');
  live = reduce(live, { type: 'cube', move: 'double' }, 1000).live;
  live = reduce(live, { type: 'double-verdict', allowed: true }, 1000).live;
  assert.equal(live.state.phase, 'doubled');
  assert.equal(clockRunning(live.clock.state!), 'white', 'the taker thinks on his own clock');
  const taken = reduce(live, { type: 'cube-remote', move: 'take' }, 3000).live;
  assert.equal(clockRunning(taken.clock.state!), 'black', 'the doubler rolls on his clock');
  const late = reduce(live, { type: 'clock-check' }, 1000 + 7001);
  assert.equal(late.live.state.phase, 'match-over');
  assert.deepEqual([late.live.state.lastResult!.kind, late.live.state.winner], ['timeout', 'black']);
  assert.ok(late.effects.some((e) => e.type === 'emit' && e.name === 'tabla-timeout'));
});
