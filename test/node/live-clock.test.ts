/** The match clock of a live match (src/engine/live/clock.ts): pure functions over plain data, on made-up times. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockDeadline,
  clockFreeLeft,
  clockPause,
  clockRemaining,
  clockRun,
  clockRunning,
  clockSetReserve,
  clockSettle,
  clockView,
  newClock,
} from '../../src/engine/live/clock.js';
import { parseClock } from '../../src/engine/live/clock-spec.js';

test('free time first, then the reserve; a new move starts with fresh free time', () => {
  let c = clockRun(newClock(parseClock('12+120/60')), 'white', 1, 0);
  assert.equal(clockRunning(c), 'white');
  assert.equal(clockFreeLeft(c, 5000), 7000);
  assert.equal(clockRemaining(c, 5000), 55000); // the per-move maximum is nearer than free + reserve
  assert.equal(clockDeadline(c, 5000), 60000);
  assert.deepEqual(clockView(c, 20000).white, { reserveMs: 112000, moveMs: 20000 });
  c = clockRun(c, 'black', 2, 20000); // white's move ends: 8 s came off the reserve
  assert.deepEqual(clockView(c, 20000), { white: { reserveMs: 112000, moveMs: 0 }, black: { reserveMs: 120000, moveMs: 0 }, running: 'black' });
  c = clockRun(c, 'white', 3, 30000); // black used 10 s: all free
  assert.equal(clockView(c, 30000).black.reserveMs, 120000);
  assert.equal(clockRemaining(c, 30000), 60000);
});

test('a move that reaches the per-move maximum is charged the maximum, however late it is settled', () => {
  let c = clockRun(newClock(parseClock('0.1+60/0.4')), 'black', 1, 1000);
  assert.equal(clockRemaining(c, 1400), 0, 'lost on time at 0.4 s');
  assert.deepEqual(clockView(c, 1405).black, { reserveMs: 59700, moveMs: 400 }, 'shown at the maximum, not past it');
  c = clockSettle(c, 1405); // the check came 5 ms late
  assert.equal(clockView(c, 1405).black.reserveMs, 59700, '0.3 s beyond the free time, no more');
});

test('the reserve limits a move when it is less than the maximum; a settled move is charged once', () => {
  let c = clockRun(newClock(parseClock('2+5')), 'black', 1, 100);
  assert.equal(clockRemaining(c, 7100), 0);
  c = clockSettle(c, 7100);
  assert.equal(clockRunning(c), null);
  assert.equal(clockRemaining(c, 9000), null);
  assert.equal(clockView(c, 9000).black.reserveMs, 0);
  c = clockRun(c, 'black', 2, 9000);
  assert.equal(clockRemaining(c, 9000), 2000, 'only the free time is left');
});

test('a paused move resumes with the time it had used; another key starts afresh; the input is never changed', () => {
  const running = clockRun(newClock(parseClock('1+10')), 'white', 7, 0);
  const paused = clockPause(running, 3000);
  assert.equal(clockRunning(running), 'white', 'the running clock is a value: pausing returns a new one');
  assert.equal(clockRunning(paused), null);
  assert.deepEqual(clockView(paused, 9999).white, { reserveMs: 8000, moveMs: 3000 }, 'frozen while paused');
  const resumed = clockRun(paused, 'white', 7, 10000);
  assert.deepEqual(clockView(resumed, 11000).white, { reserveMs: 7000, moveMs: 4000 });
  assert.deepEqual(clockView(clockRun(resumed, 'white', 8, 11000), 11000).white, { reserveMs: 7000, moveMs: 0 });
  assert.deepEqual(JSON.parse(JSON.stringify(resumed)), resumed, 'plain data');
});

test('setReserve sets the reserve as it stands now, also in the middle of a move; a bad value is refused', () => {
  let c = clockRun(newClock(parseClock('0+60')), 'white', 1, 0);
  c = clockSetReserve(c, 'white', 5000, 2000);
  assert.equal(clockView(c, 2000).white.reserveMs, 5000);
  assert.equal(clockRemaining(c, 2000), 5000);
  assert.equal(clockView(clockSetReserve(c, 'black', 100, 2000), 2000).black.reserveMs, 100);
  for (const bad of [-5, NaN, Infinity, '7' as unknown as number]) assert.throws(() => clockSetReserve(c, 'white', bad, 0), /bad white reserve/);
});

test('one set of clock rules: what the board and the server accept', () => {
  assert.deepEqual(parseClock('12+120/60'), { freeMs: 12000, reserveMs: 120000, maxMs: 60000 });
  assert.deepEqual(parseClock(' 0.5 + 1 '), { freeMs: 500, reserveMs: 1000, maxMs: null });
  assert.deepEqual(parseClock('0+0.05'), { freeMs: 0, reserveMs: 50, maxMs: null });
  assert.throws(() => parseClock('0+0'), /a move needs some time/);
  assert.throws(() => parseClock('100000+0'), /at most a day/);
  assert.throws(() => parseClock('1+1/0'), /more than 0 s/);
  for (const bad of ['', '12', '12+', 'a+b', '-1+5', '12+120/60/5', 7, null]) assert.throws(() => parseClock(bad), /bad clock/);
});
