/** The match clock's arithmetic (src/board/clock.ts), with made-up times: no waiting. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClockKeeper, MatchClock, parseClock, type ClockView } from '../../src/board/clock.js';
import type { Color } from '../../src/engine/types.js';

test('free time first, then the reserve; a new move starts with fresh free time', () => {
  const c = new MatchClock(parseClock('12+120/60'));
  c.run('white', 1, 0);
  assert.equal(c.running, 'white');
  assert.equal(c.freeLeft(5000), 7000);
  assert.equal(c.remaining(5000), 55000); // the per-move maximum is nearer than free + reserve
  assert.deepEqual(c.view(20000).white, { reserveMs: 112000, moveMs: 20000 });
  c.run('black', 2, 20000); // white's move ends: 8 s came off the reserve
  assert.deepEqual(c.view(20000), { white: { reserveMs: 112000, moveMs: 0 }, black: { reserveMs: 120000, moveMs: 0 }, running: 'black' });
  assert.equal(c.remaining(21000), 59000);
  c.run('white', 3, 30000); // black used 10 s: all free
  assert.equal(c.view(30000).black.reserveMs, 120000);
  assert.equal(c.remaining(30000), 60000);
});

test('the reserve limits a move when it is less than the maximum; no maximum with "free+reserve"', () => {
  const c = new MatchClock(parseClock('2+5'));
  c.run('black', 1, 100);
  assert.equal(c.remaining(100), 7000);
  assert.equal(c.remaining(7100), 0);
  c.settle(7100);
  assert.equal(c.running, null);
  assert.equal(c.view(9000).black.reserveMs, 0);
  c.run('black', 2, 9000);
  assert.equal(c.remaining(9000), 2000, 'only the free time is left');
});

test('a paused move resumes with the time it had used; another key starts afresh', () => {
  const c = new MatchClock(parseClock('1+10'));
  c.run('white', 7, 0);
  c.pause(3000);
  assert.equal(c.running, null);
  assert.deepEqual(c.view(9999).white, { reserveMs: 8000, moveMs: 3000 }, 'frozen while paused');
  c.run('white', 7, 10000);
  assert.deepEqual(c.view(11000).white, { reserveMs: 7000, moveMs: 4000 });
  c.run('white', 8, 11000);
  assert.deepEqual(c.view(11000).white, { reserveMs: 7000, moveMs: 0 });
});

test('setReserve sets the reserve as it stands now, also in the middle of a move', () => {
  const c = new MatchClock(parseClock('0+60'));
  c.run('white', 1, 0);
  c.setReserve('white', 5000, 2000);
  assert.equal(c.view(2000).white.reserveMs, 5000);
  assert.equal(c.remaining(2000), 5000);
  c.setReserve('black', 100, 2000);
  assert.equal(c.view(2000).black.reserveMs, 100);
});

test('ClockKeeper: reports starts and stops, resumes a move, and calls expired when the time is up', async () => {
  let now = 0;
  const views: ClockView[] = [];
  const expired: Color[] = [];
  const k = new ClockKeeper({ now: () => now, changed: (v) => views.push(v), expired: (c) => expired.push(c) });
  const spec = parseClock('0+0.05');
  k.sync(spec, null, 1);
  assert.equal(views.length, 0, 'a clock that does not run yet says nothing');
  k.sync(spec, 'white', 1);
  k.sync(spec, 'white', 1);
  assert.deepEqual(views.map((v) => v.running), ['white'], 'once per start');
  now = 20;
  k.sync(spec, null, 1);
  assert.deepEqual(views.at(-1)!.white, { reserveMs: 30, moveMs: 20 });
  k.sync(spec, 'white', 1);
  assert.throws(() => k.setReserves({ white: -5 }), /bad white reserve -5/);
  now = 60; // the timer looks at the time it is given
  await new Promise((r) => setTimeout(r, 60));
  assert.deepEqual(expired, ['white']);
  k.sync(null, null, 2);
  assert.equal(k.view(), null);
  assert.throws(() => k.setReserves({ white: 5 }), /no clock/);
  k.stop();
});
