/**
 * The live-match reducer (src/engine/live) and its driver (src/board/element/live-driver.ts) on fake time:
 * events come after the change, a listener's reentrant call sees the new state, the clock runs
 * out without waiting, and the replay shows the dice the engine plays.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialLive, reduce, type Live, type LiveAction, type LiveEffect, type LiveSettings } from '../../src/engine/live/index.js';
import { newMatch, type MatchState } from '../../src/engine/match.js';
import { parsePosition } from '../../src/engine/notation/compact.js';
import { TablaError, type TablaErrorCode } from '../../src/engine/errors.js';
import { LiveDriver, type Scheduler } from '../../src/board/element/live-driver.js';
import type { BoardBot } from '../../src/board/element/board-bot.js';
import { buildReplay } from '../../src/board/view/replay.js';
import { modelOfFrame } from '../../src/board/view/view-model.js';

const settings = (over: Partial<LiveSettings> = {}): LiveSettings => ({
  players: { white: 'human', black: 'remote' },
  seed: 's',
  readonly: false,
  botDelay: 0,
  externalDice: false,
  clock: null,
  ...over,
});

function moving(text: string, dice: number[]): MatchState {
  const position = parsePosition(text);
  return { ...newMatch({ game: position.game, tradition: position.tradition }), position, game: position.game, phase: 'moving', dice };
}

function run(live: Live, actions: LiveAction[], now = 0): { live: Live; effects: LiveEffect[] } {
  const effects: LiveEffect[] = [];
  for (const a of actions) {
    const r = reduce(live, a, now);
    live = r.live;
    effects.push(...r.effects);
  }
  return { live, effects };
}

const emitted = (fx: LiveEffect[]) => fx.filter((e) => e.type === 'emit').map((e) => (e as { name: string }).name);

/** A fake scheduler: time moves only when the test says. */
function fakeTime() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  const micro: (() => void)[] = [];
  const scheduler: Scheduler = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const t = { at: now + ms, fn };
      timers.push(t);
      return t;
    },
    clearTimeout: (h) => (timers = timers.filter((t) => t !== h)),
    microtask: (fn) => micro.push(fn),
  };
  const advance = (ms: number) => {
    now += ms;
    while (micro.length) micro.shift()!();
    for (const t of timers.filter((x) => x.at <= now)) {
      timers = timers.filter((x) => x !== t);
      t.fn();
    }
  };
  return { scheduler, advance };
}

const idleBot: BoardBot = { choose: () => new Promise(() => {}), cancel() {}, dispose() {} };

function driverWith(onEmit: (name: string, driver: LiveDriver) => boolean | void, scheduler: Scheduler) {
  const log: string[] = [];
  const driver: LiveDriver = new LiveDriver(
    initialLive(settings({ players: { white: 'human', black: 'human' } })),
    {
      emit: (name) => {
        log.push(name);
        return onEmit(name, driver) ?? true;
      },
      notify: () => {},
      committed: () => {},
      save: () => {},
      bot: () => idleBot,
      level: () => 'easy',
    },
    scheduler,
  );
  return { driver, log };
}

test('a listener that resigns inside tabla-move: one tabla-game-end, after the move', () => {
  const { scheduler } = fakeTime();
  let resigned = false;
  const { driver, log } = driverWith((name, d) => {
    if (name === 'tabla-move' && !resigned) {
      resigned = true;
      d.dispatch({ type: 'resign', color: 'black' });
      assert.equal(d.live.state.phase, 'game-over', 'the reentrant call sees the state after the move, and its own');
    }
  }, scheduler);
  driver.dispatch({ type: 'start', mode: 'new', state: moving('prva start', [3, 1]), entropy: 'e' });
  driver.dispatch({
    type: 'play',
    play: [
      { from: 8, to: 5 },
      { from: 6, to: 5 },
    ],
  });
  assert.deepEqual(
    log.filter((n) => n !== 'tabla-clock'),
    ['tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-game-end'],
  );
});

test('a cancelled tabla-before-move leaves the turn to play again; a held one waits for accept', () => {
  const { scheduler } = fakeTime();
  let mode: 'veto' | 'hold' = 'veto';
  const { driver, log } = driverWith((name, d) => {
    if (name !== 'tabla-before-move') return;
    if (mode === 'veto') return false;
    d.hold();
  }, scheduler);
  driver.dispatch({ type: 'start', mode: 'new', state: moving('prva start', [3, 1]), entropy: 'e' });
  assert.equal(
    driver.dispatch({
      type: 'play',
      play: [
        { from: 8, to: 5 },
        { from: 6, to: 5 },
      ],
    }),
    false,
    'dispatch returns the veto',
  );
  assert.equal(driver.live.state.phase, 'moving');
  assert.equal(driver.live.play.turn!.steps.length, 0);
  mode = 'hold';
  assert.equal(
    driver.dispatch({
      type: 'play',
      play: [
        { from: 8, to: 5 },
        { from: 6, to: 5 },
      ],
    }),
    true,
    'a held play is not vetoed',
  );
  assert.ok(driver.live.host.held, 'held');
  assert.equal(log.filter((n) => n === 'tabla-move').length, 0);
  driver.dispatch({ type: 'accept' });
  assert.equal(log.filter((n) => n === 'tabla-move').length, 1);
  assert.equal(driver.live.state.position.turn, 'black');
  assert.throws(() => driver.dispatch({ type: 'accept' }), /no play is waiting/);
});

test('the clock runs out on fake time: tabla-timeout, then game and match end (O-clock rules, no waiting)', () => {
  const { scheduler, advance } = fakeTime();
  const { driver, log } = driverWith(() => {}, scheduler);
  driver.dispatch({
    type: 'start',
    mode: 'new',
    state: moving('prva start', [3, 1]),
    entropy: 'e',
    settings: settings({ clock: { freeMs: 1000, reserveMs: 2000, maxMs: null } }),
  });
  assert.equal(driver.live.clock.state!.move!.color, 'white');
  advance(2999);
  assert.equal(log.includes('tabla-timeout'), false, 'not before free + reserve');
  advance(2);
  assert.deepEqual(log.slice(log.indexOf('tabla-timeout')), ['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end'].slice(1));
  assert.equal(driver.live.state.phase, 'match-over');
  assert.equal(driver.live.state.winner, 'black');
});

test('reduce is pure: the input is not changed, a refused action throws and changes nothing, stale timer actions are ignored', () => {
  const start = run(initialLive(settings()), [{ type: 'start', mode: 'new', state: moving('prva start', [3, 1]), entropy: 'e' }]).live;
  const frozen = JSON.stringify({ ...start, turn: start.play.turn?.steps });
  const after = reduce(
    start,
    {
      type: 'play',
      play: [
        { from: 8, to: 5 },
        { from: 6, to: 5 },
      ],
    },
    10,
  );
  assert.equal(JSON.stringify({ ...start, turn: start.play.turn?.steps }), frozen);
  assert.ok(after.live.host.asking, 'announced, waiting for the verdict');
  assert.deepEqual(
    after.effects.map((e) => e.type),
    ['ask'],
  );
  assert.throws(() => reduce(start, { type: 'play', play: [{ from: 8, to: 2 }] }, 0));
  assert.throws(() => reduce(start, { type: 'roll', dice: [3, 1] }, 0), /cannot roll in phase moving/);
  assert.throws(() => reduce(start, { type: 'accept' }, 0), /no play is waiting/);
  const stale = reduce(start, { type: 'next-game', epoch: start.epoch - 1 }, 0);
  assert.equal(stale.live, start);
  assert.deepEqual(stale.effects, []);
});

test('rolling: bad dice are refused by the one dice check; a roll emits tabla-roll and starts the turn', () => {
  const l = run(initialLive(settings({ players: { white: 'human', black: 'human' } })), [
    { type: 'start', mode: 'new', state: newMatch({ game: 'prva' }), entropy: 'e' },
  ]).live;
  for (const bad of [[0, 1], [7, 1], [1.5, 2], [1], '3,1']) assert.throws(() => reduce(l, { type: 'roll', dice: bad as number[] }, 0), /bad dice/);
  const opened = reduce(l, { type: 'roll', dice: [5, 2] }, 0);
  assert.deepEqual(emitted(opened.effects).slice(0, 2), ['tabla-roll', 'tabla-turn']);
  const rolled = reduce(opened.live, { type: 'roll', dice: [6, 6] }, 0);
  assert.equal(rolled.live.state.phase, 'moving');
  assert.deepEqual([...rolled.live.play.turn!.allDice], [6, 6, 6, 6]);
});

test('replay: a Fevga 3-3 frame shows the four dice the engine plays (not a view-side doubles rule)', () => {
  const frames = buildReplay({ position: 'fevga start', steps: [{ dice: [3, 3], play: '24/15' }] });
  assert.deepEqual(frames[1].turnDice, [3, 3, 3, 3]);
  const m = modelOfFrame(frames[1], { orientation: 'bottom-right', viewer: 'white', focus: 'p1' });
  assert.deepEqual(m.dice!.values, [3, 3, 3, 3]);
  const plain = buildReplay({ position: 'fevga start', steps: [{ dice: [5, 3], play: '24/16' }] });
  assert.deepEqual(modelOfFrame(plain[1], { orientation: 'bottom-right', viewer: 'white', focus: 'p1' }).dice!.values, [5, 3]);
});

test('replay: a script given as JSON text reads as the object; text that is not JSON, or not a script, is refused by name', () => {
  const script = { position: 'fevga start', steps: [{ dice: [5, 3], play: '24/16' }] };
  assert.deepEqual(buildReplay(JSON.stringify(script)), buildReplay(script));
  assert.throws(() => buildReplay('{"steps": ['), /^Error: replay: not valid JSON$/);
  assert.throws(() => buildReplay('[1]'), /^Error: replay: expected \{"position"/);
});

/** A matcher for a refusal with `code`. */
const refusedWith = (code: TablaErrorCode) => (e: unknown) => e instanceof TablaError && e.code === code;

test('refusals carry a stable code: wrong-phase, not-your-turn, illegal-play, bad-notation', () => {
  const start = run(initialLive(settings({ players: { white: 'human', black: 'bot' } })), [
    { type: 'start', mode: 'new', state: moving('prva start', [3, 1]), entropy: 'e' },
  ]).live;
  assert.throws(() => reduce(start, { type: 'roll', dice: [3, 1] }, 0), refusedWith('wrong-phase'));
  assert.throws(() => reduce(start, { type: 'accept' }, 0), refusedWith('wrong-phase'));
  assert.throws(() => reduce(start, { type: 'confirm' }, 0), refusedWith('illegal-play'));
  assert.throws(() => reduce(start, { type: 'play', play: 42 as never }, 0), refusedWith('bad-notation'));
  assert.throws(() => reduce(start, { type: 'play-remote', play: '8/5 6/5' }, 0), refusedWith('not-your-turn'));
  const blackToRoll = run(initialLive(settings({ players: { white: 'human', black: 'bot' } })), [
    { type: 'start', mode: 'new', state: { ...moving('prva start turn:b', [3, 1]), phase: 'rolling', dice: null }, entropy: 'e' },
  ]).live;
  assert.throws(() => reduce(blackToRoll, { type: 'roll', dice: [3, 1] }, 0), refusedWith('not-your-turn'));
});

test('the driver decides nothing: a roll without dice is a draw-dice effect of the reducer, and the bot is asked the request the reducer built', () => {
  const live = run(initialLive(settings({ players: { white: 'human', black: 'bot' } })), [
    { type: 'start', mode: 'new', state: { ...moving('prva start', [3, 1]), phase: 'rolling', dice: null }, entropy: 'e' },
  ]).live;
  const rolled = reduce(live, { type: 'roll' }, 0);
  assert.equal(rolled.live.state, live.state, 'nothing rolled yet');
  assert.deepEqual(rolled.effects, [{ type: 'draw-dice', epoch: live.epoch }]);
});
