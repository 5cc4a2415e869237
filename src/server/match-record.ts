/**
 * What the server stores about a match: its seats and the engine's live-match model
 * (src/engine/live, the same reducer and clock as the board) as plain JSON, and the messages
 * built from it that every player gets: the whole match, the clocks, the summary kept at its end.
 */
import {
  clockDeadline,
  clockRunning,
  opponent,
  clockView,
  initialLive,
  liveToJSON,
  newMatch,
  parseClock,
  reduce,
  type ClockState,
  type Color,
  type Live,
  type LiveSettings,
  type Score,
  type StoredLive,
} from '../engine/index.js';
import { PROTOCOL_VERSION, type Settings } from './protocol.js';

/** One player's seat: the secret token, the attached connection, since when the player is away. */
export interface SeatRecord {
  /** The secret that takes the seat back after a reconnect. */
  readonly token: string;
  /** The id of the connection attached to the seat, or null. */
  readonly conn: string | null;
  /** When the player went away (ms), or null while attached. */
  readonly awaySince: number | null;
}

/** How a match ended. */
export interface Ended {
  /** `points` on the board, `timeout`, `forfeit` (away too long) or `left`. */
  readonly reason: 'points' | 'timeout' | 'forfeit' | 'left';
  /** The match winner. */
  readonly winner: Color;
  /** The match loser. */
  readonly loser: Color;
}

/** Everything stored about a match in play (plain JSON). */
export interface MatchRecord {
  /** The match id. */
  readonly id: string;
  /** Raised by one on every stored change (optimistic concurrency between processes). */
  readonly version: number;
  /** What the players asked for. */
  readonly settings: Settings;
  /** The live match (state, turn, clock) as the engine's reducer keeps it. */
  readonly live: StoredLive;
  /** Opening rolls made in the current game (makes the pages' opening requests idempotent). */
  readonly openingRound: number;
  /** Set when the match is over. */
  readonly ended: Ended | null;
  /** The two seats. */
  readonly seats: {
    /** White's seat. */
    readonly white: SeatRecord;
    /** Black's seat. */
    readonly black: SeatRecord;
  };
  /** When the next game starts (ms), or null. */
  readonly nextGameAt: number | null;
  /** When the match was paired (ms). */
  readonly createdAt: number;
}

/** A finished match as kept after its end: small, without the state. */
export interface MatchSummary {
  /** The match id. */
  readonly id: string;
  /** What the players asked for. */
  readonly settings: Settings;
  /** How it ended. */
  readonly ended: Ended;
  /** The final score. */
  readonly score: Score;
  /** Games played. */
  readonly games: number;
  /** The seats' tokens (a resume with one gets this summary). */
  readonly tokens: {
    /** White's seat token. */
    readonly white: string;
    /** Black's seat token. */
    readonly black: string;
  };
  /** When it ended (ms). */
  readonly endedAt: number;
}

/** The clocks as sent to the pages (what `board.setClock()` takes, plus the setting). */
export interface ClockSnapshot {
  /** White's reserve as it stands now and the time into white's move. */
  readonly white: {
    /** Reserve time left, in milliseconds. */
    readonly reserveMs: number;
    /** Time used on the current move, in milliseconds. */
    readonly moveMs: number;
  };
  /** The same for black. */
  readonly black: {
    /** Reserve time left, in milliseconds. */
    readonly reserveMs: number;
    /** Time used on the current move, in milliseconds. */
    readonly moveMs: number;
  };
  /** Whose move is being timed (running or paused), or null. */
  readonly running: Color | null;
  /** True while that move is paused (its player is away, or the server was down). */
  readonly paused: boolean;
  /** Free time per move. */
  readonly freeMs: number;
  /** The most a move may take, or null. */
  readonly maxMs: number | null;
}

/** The times that drive a match. */
export interface Timing {
  /** How long a player may be away before forfeiting. */
  readonly reconnectMs: number;
  /** The pause between a game's end and the next game. */
  readonly nextGameDelayMs: number;
}

/** The live model's settings of a server match: both sides remote, the server's dice, the clock timing whoever is to act. */
export function liveSettings(settings: Settings): LiveSettings {
  const clock = settings.clock === null ? null : parseClock(settings.clock);
  return { players: { white: 'remote', black: 'remote' }, seed: null, readonly: false, botDelay: 0, externalDice: false, clock, clockAllSides: true };
}

/** A new match between the connections `conns`, waiting for the opening roll. */
export function newRecord(id: string, settings: Settings, tokens: Record<Color, string>, conns: Record<Color, string>, now: number): MatchRecord {
  const state = newMatch({ tradition: settings.tradition, game: settings.game ?? undefined, length: settings.length });
  const { live } = reduce(initialLive(liveSettings(settings)), { type: 'start', mode: 'new', state }, now);
  return {
    id,
    version: 1,
    settings,
    live: liveToJSON(live),
    openingRound: 0,
    ended: null,
    seats: {
      white: { token: tokens.white, conn: conns.white, awaySince: null },
      black: { token: tokens.black, conn: conns.black, awaySince: null },
    },
    nextGameAt: null,
    createdAt: now,
  };
}

/** The clocks at `now` in the protocol's shape. */
export function clockSnapshot(c: ClockState, now: number): ClockSnapshot {
  const { white, black } = clockView(c, now);
  return { white, black, running: c.move?.color ?? null, paused: c.move !== null && c.move.since === null, freeMs: c.spec.freeMs, maxMs: c.spec.maxMs };
}

/** `{ clock }` for a message, or nothing for a match without a clock. */
export const clockField = (live: Pick<Live, 'clock'>, now: number): { clock?: ClockSnapshot } =>
  live.clock.state ? { clock: clockSnapshot(live.clock.state, now) } : {};

/** Everything a page needs to (re)build its board: on pairing, on `resume` and on `sync`. */
export function matchMessage(r: MatchRecord, color: Color, resumed: boolean, now: number): Record<string, unknown> {
  return {
    type: 'match',
    protocol: PROTOCOL_VERSION,
    matchId: r.id,
    token: r.seats[color].token,
    color,
    settings: r.settings,
    state: r.live.state,
    openingRound: r.openingRound,
    opponent: r.seats[opponent(color)].conn ? 'connected' : 'away',
    ended: r.ended,
    resumed,
    ...clockField(r.live, now),
  };
}

/** The small summary kept once the match is over. */
export function summaryOf(r: MatchRecord, now: number): MatchSummary {
  const { state } = r.live;
  return {
    id: r.id,
    settings: r.settings,
    ended: r.ended!,
    score: state.score,
    games: state.games.length,
    tokens: { white: r.seats.white.token, black: r.seats.black.token },
    endedAt: now,
  };
}

/** When the running player's time is up (ms), or null while no clock runs. */
function clockDue(c: ClockState | null): number | null {
  return c && clockRunning(c) ? clockDeadline(c, c.move!.since!) : null;
}

/** When something is next due in the match (a timeout, a forfeit, the next game), or null. */
export function nextDeadline(r: MatchRecord, timing: Timing): number | null {
  if (r.ended) return null;
  const times: number[] = [];
  if (r.nextGameAt !== null) times.push(r.nextGameAt);
  const clock = clockDue(r.live.clock.state);
  if (clock !== null) times.push(clock);
  for (const c of ['white', 'black'] as const) if (r.seats[c].awaySince !== null) times.push(r.seats[c].awaySince! + timing.reconnectMs);
  return times.length ? Math.min(...times) : null;
}
