// The server's match clock: a free time per move, a reserve per player for the whole match, and
// a maximum per move, written like the board's `clock` attribute: `12+120/60` (12 s free per
// move, 120 s reserve, at most 60 s per move; `/60` may be left out).
//
// A move runs from the start of a player's turn (their roll is part of it) until the server
// accepts their play. Time beyond the free time comes off the reserve. The player runs out of
// time when the reserve is gone or the move passes the maximum. No timers here: the match asks
// `deadline()` and sets its own timer, and passes `now` in, so the arithmetic is testable.

/**
 * Parses `free+reserve[/max]` (seconds, decimals allowed) into milliseconds.
 * @param {unknown} text
 * @returns {{ text: string, freeMs: number, reserveMs: number, maxMs: number | null }}
 * @throws Error naming the bad value
 */
export function parseClock(text) {
  const m = typeof text === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*\+\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(text) : null;
  if (!m) throw new Error(`bad clock ${JSON.stringify(text)}: expected free+reserve/max in seconds, like "12+120/60"`);
  const [free, reserve, max] = [m[1], m[2], m[3]].map((v) => (v === undefined ? null : Math.round(Number(v) * 1000)));
  if (free + reserve <= 0) throw new Error(`bad clock ${JSON.stringify(text)}: a move needs some time (free + reserve > 0)`);
  if (max !== null && max <= 0) throw new Error(`bad clock ${JSON.stringify(text)}: the maximum per move must be positive`);
  if (free > 24 * 3600_000 || reserve > 24 * 3600_000 || (max ?? 0) > 24 * 3600_000) throw new Error(`bad clock ${JSON.stringify(text)}: at most a day`);
  return { text: text.trim().replace(/\s+/g, ''), freeMs: free, reserveMs: reserve, maxMs: max };
}

/** Both players' clocks of one match. */
export class MatchClock {
  /** @param {{ freeMs: number, reserveMs: number, maxMs: number | null, text: string }} spec */
  constructor(spec) {
    this.spec = spec;
    /** Reserve left at the start of the running move (or now, when stopped), per player. */
    this.reserve = { white: spec.reserveMs, black: spec.reserveMs };
    /** @type {'white' | 'black' | null} whose move is running */
    this.running = null;
    /** When the running move began (ms). */
    this.since = 0;
  }

  /** Starts `color`'s move at `now` (stopping any other). */
  start(color, now) {
    if (this.running === color) return;
    this.stop(now);
    this.running = color;
    this.since = now;
  }

  /** Ends the running move at `now`: the time beyond the free time comes off the reserve. */
  stop(now) {
    if (!this.running) return;
    const used = now - this.since;
    this.reserve[this.running] = Math.max(0, this.reserve[this.running] - Math.max(0, used - this.spec.freeMs));
    this.running = null;
  }

  /** Milliseconds into the running move. */
  moveMs(now) {
    return this.running ? now - this.since : 0;
  }

  /** When the running player runs out of time (ms), or null when nothing runs. */
  deadline() {
    if (!this.running) return null;
    const byReserve = this.since + this.spec.freeMs + this.reserve[this.running];
    return this.spec.maxMs === null ? byReserve : Math.min(byReserve, this.since + this.spec.maxMs);
  }

  /** True when the running player is out of time at `now`. */
  expired(now) {
    const d = this.deadline();
    return d !== null && now >= d;
  }

  /**
   * The clocks as sent to the pages: each player's reserve as it stands now (the running move's
   * time beyond the free time already taken off; the board takes it with `setClock`), the time
   * into the move, and `running`: the player whose move runs, or null.
   */
  snapshot(now) {
    const side = (color) => {
      const mine = this.running === color;
      const over = mine ? Math.max(0, now - this.since - this.spec.freeMs) : 0;
      return { reserveMs: Math.max(0, Math.round(this.reserve[color] - over)), moveMs: mine ? Math.round(now - this.since) : 0 };
    };
    return { white: side('white'), black: side('black'), running: this.running, freeMs: this.spec.freeMs, maxMs: this.spec.maxMs };
  }
}
