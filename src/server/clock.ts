/**
 * The server's match clock as plain data (it is stored with the match): a free time per move,
 * a reserve per player for the whole match and a maximum per move, written like the board's
 * `clock` attribute, `12+120/60`. A move runs from the start of a player's turn (their roll is
 * part of it) until the server accepts their play; time past the free time comes off the
 * reserve. A running move can be paused (its player is away, or the server was down) and
 * resumed. Every function takes `now` and returns a new value, so it is testable and the
 * server's only use of the clock is this module's narrow interface:
 * `parseClock`, `newClock`, `startMove`, `endMove`, `pauseMove`, `resumeMove`, `clockDeadline`,
 * `clockSnapshot`.
 */
import type { Color } from '../engine/index.js';

/** A clock setting in milliseconds, with its text. */
export interface ClockSpec {
  /** The setting as written, like `12+120/60`. */
  readonly text: string;
  /** Free time per move. */
  readonly freeMs: number;
  /** Each player's reserve for the whole match. */
  readonly reserveMs: number;
  /** The most a move may take, or null. */
  readonly maxMs: number | null;
}

/** Both players' clocks (plain JSON). */
export interface ClockState {
  /** The setting. */
  readonly spec: ClockSpec;
  /** Reserve left at the start of the running move (or now, when none runs), per player. */
  readonly reserve: { readonly white: number; readonly black: number };
  /** Whose move runs, or null. */
  readonly running: Color | null;
  /** When the running move began, shifted by the time it was paused (ms). */
  readonly since: number;
  /** While paused: the moment the pause began; else null. */
  readonly pausedAt: number | null;
}

/** The clocks as sent to the pages (what `board.setClock()` takes). */
export interface ClockSnapshot {
  /** White's reserve as it stands now and the time into white's move. */
  readonly white: { readonly reserveMs: number; readonly moveMs: number };
  /** The same for black. */
  readonly black: { readonly reserveMs: number; readonly moveMs: number };
  /** Whose move runs, or null. */
  readonly running: Color | null;
  /** True while the running move is paused. */
  readonly paused: boolean;
  /** Free time per move. */
  readonly freeMs: number;
  /** The most a move may take, or null. */
  readonly maxMs: number | null;
}

const DAY_MS = 24 * 3600_000;

/**
 * Parses `free+reserve[/max]` (seconds, decimals allowed).
 * @throws Error naming the bad value (cut short)
 */
export function parseClock(text: unknown): ClockSpec {
  const shown = typeof text === 'string' ? JSON.stringify(text.slice(0, 24)) : typeof text;
  const m = typeof text === 'string' && text.length <= 40 ? /^\s*(\d+(?:\.\d+)?)\s*\+\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(text) : null;
  if (!m || typeof text !== 'string') throw new Error(`bad clock ${shown}: expected free+reserve/max in seconds, like "12+120/60"`);
  const [free, reserve, max] = [m[1], m[2], m[3]].map((v) => (v === undefined ? null : Math.round(Number(v) * 1000)));
  if (free! + reserve! <= 0) throw new Error(`bad clock ${shown}: a move needs some time (free + reserve > 0)`);
  if (max !== null && max <= 0) throw new Error(`bad clock ${shown}: the maximum per move must be positive`);
  if (free! > DAY_MS || reserve! > DAY_MS || (max ?? 0) > DAY_MS) throw new Error(`bad clock ${shown}: at most a day`);
  return { text: text.trim().replace(/\s+/g, ''), freeMs: free!, reserveMs: reserve!, maxMs: max };
}

/** Fresh clocks: both reserves full, nothing running. */
export function newClock(spec: ClockSpec): ClockState {
  return { spec, reserve: { white: spec.reserveMs, black: spec.reserveMs }, running: null, since: 0, pausedAt: null };
}

/** The time into the running move at `now` (paused time left out). */
const elapsed = (c: ClockState, now: number): number => (c.running ? (c.pausedAt ?? now) - c.since : 0);

/** Ends the running move at `now`: the time past the free time comes off the mover's reserve. */
export function endMove(c: ClockState, now: number): ClockState {
  if (!c.running) return c;
  const over = Math.max(0, elapsed(c, now) - c.spec.freeMs);
  const reserve = { ...c.reserve, [c.running]: Math.max(0, c.reserve[c.running] - over) };
  return { ...c, reserve, running: null, since: 0, pausedAt: null };
}

/** Starts `color`'s move at `now` (ending any other); a move already running goes on. */
export function startMove(c: ClockState, color: Color, now: number): ClockState {
  if (c.running === color) return c;
  return { ...endMove(c, now), running: color, since: now, pausedAt: null };
}

/** Pauses the running move at `now` (no time passes for it until {@link resumeMove}). */
export function pauseMove(c: ClockState, now: number): ClockState {
  return c.running && c.pausedAt === null ? { ...c, pausedAt: now } : c;
}

/** Resumes a paused move at `now`. */
export function resumeMove(c: ClockState, now: number): ClockState {
  return c.pausedAt === null ? c : { ...c, since: c.since + (now - c.pausedAt), pausedAt: null };
}

/** When the running player runs out of time (ms), or null when nothing runs or it is paused. */
export function clockDeadline(c: ClockState): number | null {
  if (!c.running || c.pausedAt !== null) return null;
  const byReserve = c.since + c.spec.freeMs + c.reserve[c.running];
  return c.spec.maxMs === null ? byReserve : Math.min(byReserve, c.since + c.spec.maxMs);
}

/** Each player's reserve as it stands at `now` and the time into the running move. */
export function clockSnapshot(c: ClockState, now: number): ClockSnapshot {
  const side = (color: Color) => {
    const mine = c.running === color;
    const over = mine ? Math.max(0, elapsed(c, now) - c.spec.freeMs) : 0;
    return { reserveMs: Math.max(0, Math.round(c.reserve[color] - over)), moveMs: mine ? Math.round(elapsed(c, now)) : 0 };
  };
  return { white: side('white'), black: side('black'), running: c.running, paused: c.pausedAt !== null, freeMs: c.spec.freeMs, maxMs: c.spec.maxMs };
}
