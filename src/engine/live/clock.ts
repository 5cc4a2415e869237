/**
 * The match clock of a live match, as pure functions over plain data: free time per move, a
 * match reserve per player, and an optional per-move maximum (`12+120/60`, seconds). Time is an
 * input (`now`, milliseconds, any monotonic origin); nothing here reads a clock or sets a timer,
 * so the board and a server run the same rules on real or fake time. The settings and the shown
 * figures are clock-spec.ts; this module installs the rules in clock-slot.ts when imported (the
 * engine's index imports it; the element's script-tag build loads it as a chunk of its own when a
 * match with a clock starts).
 */
import { TablaError } from '../errors.js';
import type { Color } from '../types.js';
import { describeValue, expectColor } from '../checks.js';
import { checkMs } from './checks.js';
import type { ClockSide, ClockSpec, ClockState, ClockView } from './clock-spec.js';
import { installClock } from './clock-slot.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Throws unless `spec` is a clock spec: free and reserve ≥ 0 with some time in all, the per-move maximum null or positive. */
function checkClockSpec(spec: unknown): asserts spec is ClockSpec {
  const ok =
    isObject(spec) &&
    typeof spec.freeMs === 'number' &&
    typeof spec.reserveMs === 'number' &&
    spec.freeMs >= 0 &&
    spec.reserveMs >= 0 &&
    spec.freeMs + spec.reserveMs > 0 &&
    Number.isFinite(spec.freeMs + spec.reserveMs) &&
    (spec.maxMs === null || (typeof spec.maxMs === 'number' && spec.maxMs > 0 && Number.isFinite(spec.maxMs)));
  if (!ok) throw new TablaError('bad-option', `expected a clock spec {freeMs, reserveMs, maxMs} (parseClock makes one), got ${describeValue(spec)}`);
}

/** Throws unless `c` is a clock state (`newClock` and the clock functions make one). */
function checkClock(c: unknown): asserts c is ClockState {
  const m = isObject(c) ? c.move : undefined;
  const move =
    m === null ||
    (isObject(m) &&
      (m.color === 'white' || m.color === 'black') &&
      typeof m.key === 'number' &&
      typeof m.usedMs === 'number' &&
      (m.since === null || typeof m.since === 'number'));
  const ok = isObject(c) && isObject(c.reserve) && typeof c.reserve.white === 'number' && typeof c.reserve.black === 'number' && move;
  if (!ok) throw new TablaError('bad-argument', `expected a clock state (from newClock), got ${describeValue(c)}`);
  checkClockSpec(c.spec);
}

/** A fresh clock: full reserves, nothing running. */
export function newClock(spec: ClockSpec): ClockState {
  checkClockSpec(spec);
  return { spec: { ...spec }, reserve: { white: spec.reserveMs, black: spec.reserveMs }, move: null };
}

/** Whose clock runs now. */
export function clockRunning(c: ClockState): Color | null {
  checkClock(c);
  return c.move && c.move.since !== null ? c.move.color : null;
}

/** Time the current move has used at `now`. */
function usedMs(c: ClockState, now: number): number {
  const m = c.move;
  return m ? m.usedMs + (m.since !== null ? now - m.since : 0) : 0;
}

/** Time the current move has used at `now`, up to the per-move maximum (a move that reaches it is lost on time and is charged no more). */
function chargedMs(c: ClockState, now: number): number {
  return Math.min(usedMs(c, now), c.spec.maxMs ?? Infinity);
}

/** Time the current move has used beyond the free time (up to the per-move maximum). */
function overflowMs(c: ClockState, now: number): number {
  return Math.max(0, chargedMs(c, now) - c.spec.freeMs);
}

/** Stops the running clock, keeping the move open (it may resume with {@link clockRun} and the same key). */
export function clockPause(c: ClockState, now: number): ClockState {
  checkClock(c);
  checkMs(now, 'now');
  const m = c.move;
  if (!m || m.since === null) return c;
  return { ...c, move: { ...m, usedMs: m.usedMs + (now - m.since), since: null } };
}

/** Ends the current move: the time it used beyond the free time comes off its player's reserve. */
export function clockSettle(c: ClockState, now: number): ClockState {
  checkClock(c);
  checkMs(now, 'now');
  if (!c.move) return c;
  const color = c.move.color;
  return { ...c, reserve: { ...c.reserve, [color]: Math.max(0, c.reserve[color] - overflowMs(c, now)) }, move: null };
}

/** Runs `color`'s clock on move `key`: resumes that move if it was paused, else ends the previous move and starts afresh. */
export function clockRun(c: ClockState, color: Color, key: number, now: number): ClockState {
  checkClock(c);
  expectColor(color);
  if (typeof key !== 'number' || !Number.isFinite(key)) throw new TablaError('bad-argument', `a move key must be a number, got ${describeValue(key)}`);
  checkMs(now, 'now');
  const m = c.move;
  if (m && m.color === color && m.key === key) return m.since !== null ? c : { ...c, move: { ...m, since: now } };
  return { ...clockSettle(c, now), move: { color, key, usedMs: 0, since: now } };
}

/** Milliseconds until the running player loses on time (≤ 0: lost); null when no clock runs. */
export function clockRemaining(c: ClockState, now: number): number | null {
  checkClock(c);
  checkMs(now, 'now');
  const color = clockRunning(c);
  if (!color) return null;
  return Math.min(c.spec.freeMs + c.reserve[color], c.spec.maxMs ?? Infinity) - usedMs(c, now);
}

/** When (in the caller's time) the running player runs out of time, or null when no clock runs. */
export function clockDeadline(c: ClockState, now: number): number | null {
  checkClock(c);
  checkMs(now, 'now');
  const left = clockRemaining(c, now);
  return left === null ? null : now + left;
}

/** Free time left in the running move (0 once the reserve is being used, or when none runs). */
export function clockFreeLeft(c: ClockState, now: number): number {
  checkClock(c);
  checkMs(now, 'now');
  return clockRunning(c) ? Math.max(0, c.spec.freeMs - usedMs(c, now)) : 0;
}

/** Sets a player's reserve as it stands now (a server's authoritative figure). @throws Error on a bad value. */
export function clockSetReserve(c: ClockState, color: Color, reserveMs: number, now: number): ClockState {
  checkClock(c);
  expectColor(color);
  checkMs(now, 'now');
  if (typeof reserveMs !== 'number' || !Number.isFinite(reserveMs) || reserveMs < 0) {
    throw new TablaError('bad-argument', `bad ${color} reserve ${describeValue(reserveMs)} (expected milliseconds ≥ 0)`);
  }
  const overflow = c.move?.color === color ? overflowMs(c, now) : 0;
  return { ...c, reserve: { ...c.reserve, [color]: reserveMs + overflow } };
}

/** Both clocks at `now`. */
export function clockView(c: ClockState, now: number): ClockView {
  checkClock(c);
  checkMs(now, 'now');
  const side = (color: Color): ClockSide => {
    const mine = c.move?.color === color;
    return { reserveMs: Math.max(0, Math.round(c.reserve[color] - (mine ? overflowMs(c, now) : 0))), moveMs: mine ? Math.round(chargedMs(c, now)) : 0 };
  };
  return { white: side('white'), black: side('black'), running: clockRunning(c) };
}

installClock({ newClock, clockRunning, clockPause, clockSettle, clockRun, clockRemaining, clockFreeLeft, clockSetReserve, clockView });
