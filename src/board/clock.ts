/**
 * The match clock of a board playing a remote opponent: free time per move, a match reserve per
 * player, and an optional per-move maximum (`clock="12+120/60"`). `MatchClock` is pure
 * arithmetic over times the caller passes in (`now`, in milliseconds); `ClockKeeper` runs and
 * pauses it as the controller says and keeps the one timer that notices a player running out.
 * The engine knows nothing of time.
 */
import type { Color } from '../engine/types.js';

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
  white: ClockSide;
  black: ClockSide;
  /** Whose clock is running, or null. */
  running: Color | null;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const CLOCK_RE = new RegExp(String.raw`^\s*${NUM}\s*\+\s*${NUM}\s*(?:\/\s*${NUM}\s*)?$`);

/** Reads `free+reserve` or `free+reserve/max` (seconds). @throws Error naming the bad value. */
export function parseClock(text: string): ClockSpec {
  const m = CLOCK_RE.exec(text);
  if (!m) throw new Error(`bad clock ${JSON.stringify(text)} (expected seconds as "free+reserve" or "free+reserve/max", e.g. "12+120/60")`);
  const maxMs = m[3] === undefined ? null : Math.round(Number(m[3]) * 1000);
  if (maxMs === 0) throw new Error(`bad clock ${JSON.stringify(text)}: the per-move maximum must be more than 0 s`);
  return { freeMs: Math.round(Number(m[1]) * 1000), reserveMs: Math.round(Number(m[2]) * 1000), maxMs };
}

/** `m:ss` (rounded up to whole seconds, so 0:00 means the time is up). */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The two players' clocks. One move at a time runs; a move may pause and resume (a held play that is refused). */
export class MatchClock {
  /** Reserve of each player at the start of the current move (the move's overflow not yet taken off). */
  private readonly reserve: Record<Color, number>;
  /** The move being timed: whose, which (a key from the caller), time used, and since when it runs (null: paused). */
  private move: { color: Color; key: number; used: number; since: number | null } | null = null;

  constructor(readonly spec: ClockSpec) {
    this.reserve = { white: spec.reserveMs, black: spec.reserveMs };
  }

  /** Whose clock runs now. */
  get running(): Color | null {
    return this.move && this.move.since !== null ? this.move.color : null;
  }

  /** Runs `color`'s clock on move `key`: resumes that move if it was paused, else ends the previous move and starts afresh. */
  run(color: Color, key: number, now: number): void {
    if (this.move && this.move.color === color && this.move.key === key) {
      this.move.since ??= now;
      return;
    }
    this.settle(now);
    this.move = { color, key, used: 0, since: now };
  }

  /** Stops the running clock, keeping the move open (it may resume). */
  pause(now: number): void {
    if (this.move && this.move.since !== null) {
      this.move.used += now - this.move.since;
      this.move.since = null;
    }
  }

  /** Ends the current move: the time it used beyond the free time comes off the reserve. */
  settle(now: number): void {
    if (!this.move) return;
    this.pause(now);
    this.reserve[this.move.color] = Math.max(0, this.reserve[this.move.color] - this.overflow(now));
    this.move = null;
  }

  /** Time the current move has used. */
  private used(now: number): number {
    const m = this.move;
    return m ? m.used + (m.since !== null ? now - m.since : 0) : 0;
  }

  /** Time the current move has used beyond the free time. */
  private overflow(now: number): number {
    return Math.max(0, this.used(now) - this.spec.freeMs);
  }

  /** Milliseconds until the running player loses on time (≤ 0: lost); null when no clock runs. */
  remaining(now: number): number | null {
    const c = this.running;
    if (!c) return null;
    const limit = Math.min(this.spec.freeMs + this.reserve[c], this.spec.maxMs ?? Infinity);
    return limit - this.used(now);
  }

  /** Free time left in the running move (0 once the reserve is being used). */
  freeLeft(now: number): number {
    return this.running ? Math.max(0, this.spec.freeMs - this.used(now)) : 0;
  }

  /** Sets a player's reserve as it stands now (a server's authoritative figure). */
  setReserve(color: Color, reserveMs: number, now: number): void {
    this.reserve[color] = reserveMs + (this.move?.color === color ? this.overflow(now) : 0);
  }

  /** Both clocks now. */
  view(now: number): ClockView {
    const side = (c: Color): ClockSide => {
      const mine = this.move?.color === c;
      return { reserveMs: Math.max(0, Math.round(this.reserve[c] - (mine ? this.overflow(now) : 0))), moveMs: mine ? Math.round(this.used(now)) : 0 };
    };
    return { white: side('white'), black: side('black'), running: this.running };
  }
}

/** What a {@link ClockKeeper} needs from the board. */
export interface ClockHost {
  /** The time now, in milliseconds (monotonic). */
  now(): number;
  /** A clock started or stopped, or was set (`tabla-clock`). */
  changed(view: ClockView): void;
  /** The running player's time is up. */
  expired(color: Color): void;
}

/**
 * Keeps the board's clock: creates it for a clock setting (a new one, with full reserves, when the
 * setting changes or a match starts), runs and pauses it as the board says, reports starts and
 * stops, and holds the one timer that notices a player running out.
 */
export class ClockKeeper {
  private clock: MatchClock | null = null;
  private key = '';
  /** Whose clock ran when the host was last told. */
  private told: Color | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ClockHost) {}

  /** Both clocks now, or null without a clock. */
  view(): ClockView | null {
    return this.clock?.view(this.host.now()) ?? null;
  }

  /** Free time left in the running move (0 when none runs). */
  freeLeft(): number {
    return this.clock?.freeLeft(this.host.now()) ?? 0;
  }

  /** Forgets the clock, so that the next {@link sync} starts one with full reserves. */
  reset(): void {
    this.key = '';
  }

  /** A move ended: its time beyond the free time comes off its player's reserve. */
  settle(): void {
    this.clock?.settle(this.host.now());
  }

  /**
   * Brings the clock in line with the board: `spec` (null: no clock), whose clock should run
   * (null: none), and which move that is (`move`: the same number resumes a paused move).
   */
  sync(spec: ClockSpec | null, runner: Color | null, move: number): void {
    const now = this.host.now();
    const key = spec ? JSON.stringify(spec) : '';
    let old: MatchClock | null = null;
    if (key !== this.key) {
      old = this.clock;
      old?.pause(now);
      this.key = key;
      this.clock = spec ? new MatchClock(spec) : null;
    }
    const clock = this.clock;
    if (clock && runner) clock.run(runner, move, now);
    else clock?.pause(now);
    const running = clock?.running ?? null;
    if (running !== this.told || (old && clock)) {
      this.told = running;
      // A clock switched off reports its last state, stopped; a replaced one its fresh state.
      this.host.changed((clock ?? old)!.view(now));
    }
    this.schedule();
  }

  /** Sets reserves (a server's figures, in ms left now). @throws Error without a clock or on a bad value. */
  setReserves(reserves: Partial<Record<Color, number>>): void {
    const clock = this.clock;
    if (!clock) throw new Error('no clock is running on this board (it needs a clock and one human against one remote player)');
    for (const c of ['white', 'black'] as const) {
      const v = reserves[c];
      if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v) || v < 0)) throw new Error(`bad ${c} reserve ${JSON.stringify(v)} (expected milliseconds ≥ 0)`);
    }
    const now = this.host.now();
    for (const c of ['white', 'black'] as const) if (reserves[c] !== undefined) clock.setReserve(c, reserves[c]!, now);
    this.host.changed(clock.view(now));
    this.schedule();
  }

  /** Stops the timer (the board is reset or removed); {@link sync} starts it again. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** One timer, for the moment the running player's time is up. */
  private schedule(): void {
    this.stop();
    const left = this.clock?.remaining(this.host.now());
    if (left === null || left === undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const clock = this.clock;
      const color = clock?.running;
      if (!clock || !color) return;
      if ((clock.remaining(this.host.now()) ?? 1) > 0) this.schedule();
      else this.host.expired(color);
    }, Math.max(0, left) + 1);
  }
}
