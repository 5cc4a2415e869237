/**
 * The live driver's wait for a lazy part of the engine (the element's Vtora ladder solver,
 * engine-parts.ts): the set's next game starts once its part is there, not at all when the load
 * failed, and a game that needs nothing starts at once; a next game refused when its part arrives
 * is reported, not thrown.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialLive, reduce } from '../../src/engine/live/reduce.js';
import type { Live, LiveSettings } from '../../src/engine/live/types.js';
import { newMatch, resign, rollOpening, type MatchState } from '../../src/engine/match.js';
import type { GameId } from '../../src/engine/types.js';
import { LiveDriver, type Scheduler } from '../../src/board/element/live-driver.js';
import type { BoardBot } from '../../src/board/element/board-bot.js';

const settings: LiveSettings = { players: { white: 'human', black: 'human' }, seed: null, readonly: false, botDelay: 0, externalDice: false, clock: null };
const scheduler: Scheduler = { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined, microtask: (fn) => fn() };

/** A Macedonian match (Prva, Vtora, Treta) whose first game, Prva, is over: the next is Vtora. */
function prvaOver(): Live {
  let m: MatchState = rollOpening(newMatch({ tradition: 'macedonian', length: 5 }), 3, 1);
  m = resign(m, m.position.turn);
  assert.equal(m.phase, 'game-over');
  return reduce(initialLive(settings), { type: 'start', mode: 'load', state: m }, 0).live;
}

/** A driver whose host answers `prepare` with `answer`, recording the games it was asked about. */
function driverWith(answer: (game: GameId) => Promise<boolean> | null) {
  const asked: GameId[] = [];
  const events: { name: string; detail: unknown }[] = [];
  const host = {
    emit: (name: string, detail: unknown) => (events.push({ name, detail }), true),
    notify: () => undefined,
    committed: () => undefined,
    save: () => undefined,
    bot: () => ({ choose: () => new Promise(() => undefined), cancel: () => undefined, dispose: () => undefined }) as unknown as BoardBot,
    level: () => 'easy' as const,
    prepare: (game: GameId) => (asked.push(game), answer(game)),
  };
  return { driver: new LiveDriver(prvaOver(), host, scheduler), asked, events };
}

test('the next game waits for the part its game needs, and starts once it is there', async () => {
  // As the element's host: a promise while the part loads, null once it is there.
  let there = false;
  let loaded!: (ready: boolean) => void;
  const { driver, asked } = driverWith(() => (there ? null : new Promise((r) => (loaded = (ready) => ((there = ready), r(ready))))));
  assert.equal(driver.dispatch({ type: 'next-game' }), true);
  assert.deepEqual(asked, ['vtora']);
  assert.equal(driver.live.state.game, 'prva', 'Vtora does not start before its part is there');
  assert.ok(driver.loading, 'the wait is visible (updateComplete awaits it)');
  assert.equal(driver.dispatch({ type: 'next-game' }), true, 'a second press while it waits changes nothing');
  assert.deepEqual(asked, ['vtora']);
  loaded(true);
  await driver.loading;
  assert.equal(driver.live.state.game, 'vtora');
  assert.equal(driver.live.state.gameNumber, 1);
  assert.deepEqual(asked, ['vtora', 'vtora'], 'asked again as it starts: now there');
  assert.equal(driver.loading, null);
});

test('the next game does not start when its part could not be loaded; the next press asks again', async () => {
  const { driver, asked } = driverWith(() => Promise.resolve(false));
  driver.dispatch({ type: 'next-game' });
  await driver.loading;
  assert.equal(driver.live.state.game, 'prva');
  assert.equal(driver.live.state.phase, 'game-over');
  driver.dispatch({ type: 'next-game' });
  assert.deepEqual(asked, ['vtora', 'vtora']);
  await driver.loading;
  assert.equal(driver.live.state.game, 'prva');
});

test('a next game that needs nothing starts at once', () => {
  const { driver } = driverWith(() => null);
  assert.equal(driver.dispatch({ type: 'next-game' }), true);
  assert.equal(driver.live.state.game, 'vtora');
  assert.equal(driver.loading, null);
});

test('a next game refused once its part is there (a new match started meanwhile) is reported as a tabla-error with its code', async () => {
  let loaded!: (ready: boolean) => void;
  const { driver, events } = driverWith(() => new Promise((r) => (loaded = r)));
  driver.dispatch({ type: 'next-game' });
  const running = rollOpening(newMatch({ tradition: 'macedonian', length: 5 }), 3, 1);
  driver.dispatch({ type: 'start', mode: 'load', state: running });
  loaded(true);
  await driver.loading;
  assert.equal(driver.live.state.phase, running.phase, 'the new match goes on');
  assert.deepEqual(
    events.filter((e) => e.name === 'tabla-error').map((e) => e.detail),
    [{ message: 'not allowed in phase rolling (expected game-over)', code: 'wrong-phase', source: 'next-game' }],
  );
});
