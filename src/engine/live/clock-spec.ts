/**
 * The match clock's settings and how it is shown, which every board needs (the `clock` attribute
 * is read and a clock is drawn with these): the spec and its reader, the shown figures and their
 * format. The clock's rules (clock.ts) are a part of their own that the element's script-tag build
 * loads when a match with a clock starts.
 */
import { TablaError } from '../errors.js';
import type { Color } from '../types.js';
import { describeValue } from '../checks.js';
import { checkMs } from './checks.js';

/** A clock's settings, in milliseconds. */
export interface ClockSpec {
  /** Free time per move, used before the reserve. */
  freeMs: number;
  /** Each player's reserve for the whole match. */
  reserveMs: number;
  /** Longest a single move may take; null for no limit. */
  maxMs: number | null;
}

/** One player's clock as shown and reported. */
export interface ClockSide {
  /** Reserve left now (what this move has used of it already taken off). */
  reserveMs: number;
  /** Time spent on the current move so far (0 when it is not this player's move). */
  moveMs: number;
}

/** Both clocks, and whose runs. */
export interface ClockView {
  /** White's clock. */
  white: ClockSide;
  /** Black's clock. */
  black: ClockSide;
  /** Whose clock is running, or null. */
  running: Color | null;
}

/** The move being timed: whose, which (a key from the caller), time used, and since when it runs (null: paused). */
export interface ClockMove {
  /** Whose move it is. */
  color: Color;
  /** Which move (a key from the caller). */
  key: number;
  /** Milliseconds the move used before `since`. */
  usedMs: number;
  /** When the clock started running, or null while paused. */
  since: number | null;
}

/** Both players' clocks as plain data (JSON-serialisable). */
export interface ClockState {
  /** The clock's settings. */
  spec: ClockSpec;
  /** Reserve of each player at the start of the current move (the move's overflow not yet taken off). */
  reserve: Record<Color, number>;
  /** The move being timed, or null. */
  move: ClockMove | null;
}

const DAY_MS = 24 * 3600_000;

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const CLOCK_RE = new RegExp(String.raw`^\s*${NUM}\s*\+\s*${NUM}\s*(?:\/\s*${NUM}\s*)?$`);

/**
 * Reads `free+reserve` or `free+reserve/max` (seconds, decimals allowed). A move needs some time
 * (free + reserve > 0), the maximum must be positive, and no figure may pass a day.
 * @throws Error naming the bad value.
 */
export function parseClock(text: unknown): ClockSpec {
  const quoted = describeValue(text);
  const m = typeof text === 'string' ? CLOCK_RE.exec(text) : null;
  if (!m) throw new TablaError('bad-option', `bad clock ${quoted} (expected seconds as "free+reserve" or "free+reserve/max", e.g. "12+120/60")`);
  const [freeMs, reserveMs] = [m[1], m[2]].map((v) => Math.round(Number(v) * 1000));
  const maxMs = m[3] === undefined ? null : Math.round(Number(m[3]) * 1000);
  if (maxMs === 0) throw new TablaError('bad-option', `bad clock ${quoted}: the per-move maximum must be more than 0 s`);
  if (freeMs + reserveMs <= 0) throw new TablaError('bad-option', `bad clock ${quoted}: a move needs some time (free + reserve > 0)`);
  if (Math.max(freeMs, reserveMs, maxMs ?? 0) > DAY_MS) throw new TablaError('bad-option', `bad clock ${quoted}: each figure is at most a day (86400 s)`);
  return { freeMs, reserveMs, maxMs };
}

/** `m:ss` (rounded up to whole seconds, so 0:00 means the time is up). */
export function formatClock(ms: number): string {
  checkMs(ms, 'a clock figure');
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
