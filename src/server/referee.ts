/**
 * One match refereed by the engine, as a pure function of its stored record: the server rolls
 * every die, checks every play, runs the clocks and decides timeouts and forfeits. Each request
 * gives a new record (to be stored before anything is sent) and the messages for the players;
 * nothing here does I/O, keeps timers or reads the time, so the same record replays the same
 * way in any process. Only the connection currently attached to a seat may act for it.
 */
import {
  applyPlay, formatPlay, newMatch, nextGame, parsePlay, resign, rollDice, rollMatchDice, rollOpening, timeOut,
  type Color, type DiceSource, type MatchState, type StepRequest,
} from '../engine/index.js';
import { clockDeadline, clockSnapshot, endMove, newClock, parseClock, pauseMove, resumeMove, startMove, type ClockState } from './clock.js';
import { PROTOCOL_VERSION, quoted, shortReason, type Settings } from './protocol.js';

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
  /** The engine's match state. */
  readonly state: MatchState;
  /** Opening rolls made in the current game (makes the pages' opening requests idempotent). */
  readonly openingRound: number;
  /** Set when the match is over. */
  readonly ended: Ended | null;
  /** The clocks, or null. */
  readonly clock: ClockState | null;
  /** The two seats. */
  readonly seats: { readonly white: SeatRecord; readonly black: SeatRecord };
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
  readonly score: { readonly white: number; readonly black: number };
  /** Games played. */
  readonly games: number;
  /** The seats' tokens (a resume with one gets this summary). */
  readonly tokens: { readonly white: string; readonly black: string };
  /** When it ended (ms). */
  readonly endedAt: number;
}

/** A message for one player or both. */
export interface Outgoing {
  /** Who gets it. */
  readonly to: Color | 'both';
  /** The message. */
  readonly msg: Record<string, unknown>;
}

/** What a request does: a new record to store (then `out` is sent), or only a reply to the sender. */
export interface Decision {
  /** The changed record, or undefined when nothing changed. */
  readonly record?: MatchRecord;
  /** Messages to send once the record is stored. */
  readonly out: readonly Outgoing[];
  /** A message for the sender alone (a refusal, or `match` for `sync`), not stored. */
  readonly reply?: Record<string, unknown>;
}

/** The times that drive a match. */
export interface Timing {
  /** How long a player may be away before forfeiting. */
  readonly reconnectMs: number;
  /** The pause between a game's end and the next game. */
  readonly nextGameDelayMs: number;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const COLORS: readonly Color[] = ['white', 'black'];

/** A new match between the connections `conns`, waiting for the opening roll. */
export function newRecord(id: string, settings: Settings, tokens: Record<Color, string>, conns: Record<Color, string>, now: number): MatchRecord {
  return {
    id,
    version: 1,
    settings,
    state: newMatch({ tradition: settings.tradition, game: settings.game ?? undefined, length: settings.length }),
    openingRound: 0,
    ended: null,
    clock: settings.clock ? newClock(parseClock(settings.clock)) : null,
    seats: {
      white: { token: tokens.white, conn: conns.white, awaySince: null },
      black: { token: tokens.black, conn: conns.black, awaySince: null },
    },
    nextGameAt: null,
    createdAt: now,
  };
}

const clockField = (r: MatchRecord, now: number) => (r.clock ? { clock: clockSnapshot(r.clock, now) } : {});

/** Everything a page needs to (re)build its board: on pairing, on `resume` and on `sync`. */
export function matchMessage(r: MatchRecord, color: Color, resumed: boolean, now: number): Record<string, unknown> {
  return {
    type: 'match',
    protocol: PROTOCOL_VERSION,
    matchId: r.id,
    token: r.seats[color].token,
    color,
    settings: r.settings,
    state: r.state,
    openingRound: r.openingRound,
    opponent: r.seats[other(color)].conn ? 'connected' : 'away',
    ended: r.ended,
    resumed,
    ...clockField(r, now),
  };
}

/** The small summary kept once the match is over. */
export function summaryOf(r: MatchRecord, now: number): MatchSummary {
  return { id: r.id, settings: r.settings, ended: r.ended!, score: r.state.score, games: r.state.games.length, tokens: { white: r.seats.white.token, black: r.seats.black.token }, endedAt: now };
}

/** The clocks after the state changed: the running clock follows the player to act (paused while that player is away). */
function clockAfter(r: MatchRecord, state: MatchState, now: number, moveEnded: boolean): ClockState | null {
  if (!r.clock) return null;
  let c = moveEnded ? endMove(r.clock, now) : r.clock;
  if (state.phase === 'rolling' || state.phase === 'moving') {
    const mover = state.position.turn;
    c = startMove(c, mover, now);
    if (!r.seats[mover].conn) c = pauseMove(c, now);
  } else {
    c = endMove(c, now);
  }
  return c;
}

/** The record with a new state (clocks following), its version raised. */
function advance(r: MatchRecord, state: MatchState, now: number, changes: Partial<MatchRecord> = {}, moveEnded = false): MatchRecord {
  return { ...r, ...changes, state, clock: clockAfter(r, state, now, moveEnded), version: r.version + 1 };
}

const refusal = (request: string, reason: string, r: MatchRecord): Decision => ({ out: [], reply: { type: 'refused', request, reason: shortReason(reason), state: r.state } });

/** The match lost by `loser` on time, by forfeit or by leaving: the engine's `timeOut` gives the winner the points still lacking. */
function endedBy(r: MatchRecord, reason: Ended['reason'], loser: Color, now: number): Decision {
  let state = r.state;
  if (state.phase !== 'match-over') state = timeOut(state.phase === 'game-over' ? nextGame(state) : state, loser);
  let clock = r.clock ? endMove(r.clock, now) : null;
  if (clock && reason === 'timeout') clock = { ...clock, reserve: { ...clock.reserve, [loser]: 0 } };
  const ended: Ended = { reason, winner: other(loser), loser };
  const record: MatchRecord = { ...r, state, clock, ended, nextGameAt: null, version: r.version + 1 };
  const out: Outgoing[] = [];
  if (reason === 'timeout') out.push({ to: 'both', msg: { type: 'timeout', player: loser, ...clockField(record, now) } });
  out.push({ to: 'both', msg: { type: 'match-end', ...ended, score: state.score, state, ...clockField(record, now) } });
  return { record, out };
}

/** After a play or resignation: the game's end to both, and the next game planned or the match ended. */
function afterGameEnd(r: MatchRecord, out: Outgoing[], now: number, timing: Timing): Decision {
  const { state } = r;
  if (state.phase !== 'game-over' && state.phase !== 'match-over') return { record: r, out };
  out.push({ to: 'both', msg: { type: 'game-end', gameNumber: state.gameNumber, game: state.game, result: state.lastResult, score: state.score, state } });
  if (state.phase === 'game-over') return { record: { ...r, nextGameAt: now + timing.nextGameDelayMs }, out };
  const ended: Ended = { reason: 'points', winner: state.winner!, loser: other(state.winner!) };
  const record = { ...r, ended, nextGameAt: null };
  out.push({ to: 'both', msg: { type: 'match-end', ...ended, score: state.score, state, ...clockField(record, now) } });
  return { record, out };
}

/** A play sent as steps: `{ from, to, die? }` with whole numbers (anything else is refused). */
function stepsOf(move: unknown[]): StepRequest[] {
  if (move.length > 30) throw new Error(`too many steps (${move.length})`);
  return move.map((s, i) => {
    const o = s as Record<string, unknown> | null;
    const ok = o && typeof o === 'object' && Number.isInteger(o.from) && Number.isInteger(o.to) && (o.die === undefined || Number.isInteger(o.die));
    if (!ok) throw new Error(`step ${i + 1} is not { from, to, die? } with whole numbers`);
    return o.die === undefined ? { from: o.from as number, to: o.to as number } : { from: o.from as number, to: o.to as number, die: o.die as number };
  });
}

function onRoll(r: MatchRecord, color: Color, msg: Record<string, unknown>, now: number, dice: DiceSource): Decision {
  if ('dice' in msg) return refusal('roll', 'dice come from the server: send {"type":"roll"} without dice', r);
  const { state } = r;
  // Both pages ask for the opening roll naming the game and the round: the second request of a
  // round, or one after the opening was decided, is ignored.
  if (msg.round !== undefined || msg.gameNumber !== undefined) {
    if (state.phase !== 'opening' || (msg.gameNumber ?? state.gameNumber) !== state.gameNumber || (msg.round ?? r.openingRound) !== r.openingRound) return { out: [] };
  }
  if (state.phase === 'opening') {
    const [w, b] = rollDice(dice);
    const next = advance(r, rollOpening(state, w, b), now, { openingRound: r.openingRound + 1 });
    return { record: next, out: [{ to: 'both', msg: { type: 'roll', player: null, opening: true, dice: [w, b], gameNumber: state.gameNumber, round: r.openingRound, state: next.state, ...clockField(next, now) } }] };
  }
  if (state.phase === 'rolling') {
    if (state.position.turn !== color) return refusal('roll', `it is ${state.position.turn}'s turn to roll`, r);
    const roll = [...rollDice(dice)];
    const next = advance(r, rollMatchDice(state, roll), now);
    return { record: next, out: [{ to: 'both', msg: { type: 'roll', player: color, opening: false, dice: roll, gameNumber: state.gameNumber, state: next.state, ...clockField(next, now) } }] };
  }
  if (state.phase === 'moving') {
    return refusal('roll', state.position.turn === color ? `already rolled: play ${state.dice ? state.dice.join('-') : 'the carried numbers'}` : `it is ${state.position.turn}'s turn`, r);
  }
  return refusal('roll', `no roll in phase ${state.phase}`, r);
}

function onPlay(r: MatchRecord, color: Color, msg: Record<string, unknown>, now: number, timing: Timing): Decision {
  const { state } = r;
  if (state.phase !== 'rolling' && state.phase !== 'moving') return refusal('play', `no play in phase ${state.phase}`, r);
  if (state.position.turn !== color) return refusal('play', `not your turn: ${state.position.turn} is to ${state.phase === 'rolling' ? 'roll' : 'move'}`, r);
  if (state.phase === 'rolling') return refusal('play', 'roll first', r);
  let next: MatchState;
  try {
    let steps: readonly StepRequest[];
    if (typeof msg.move === 'string') {
      if (msg.move.length > 200) throw new Error('the notation is too long');
      steps = parsePlay(state.position, state.dice, msg.move).steps;
    } else if (Array.isArray(msg.move)) {
      steps = stepsOf(msg.move);
    } else {
      throw new Error(`"move" must be notation (like "24/18 13/11") or a list of steps, got ${quoted(msg.move)}`);
    }
    next = applyPlay(state, steps);
  } catch (error) {
    return refusal('play', (error as Error).message, r);
  }
  const played = next.lastPlay!.steps;
  const record = advance(r, next, now, {}, true);
  const notation = formatPlay(played);
  const out: Outgoing[] = [{ to: 'both', msg: { type: 'played', player: color, notation, steps: played, gameNumber: state.gameNumber, state: next, ...clockField(record, now) } }];
  return afterGameEnd(record, out, now, timing);
}

function onResign(r: MatchRecord, color: Color, now: number, timing: Timing): Decision {
  let state: MatchState;
  try {
    state = resign(r.state, color);
  } catch (error) {
    return refusal('resign', (error as Error).message, r);
  }
  const record = advance(r, state, now);
  return afterGameEnd(record, [{ to: 'both', msg: { type: 'resigned', player: color, state } }], now, timing);
}

/**
 * A request of the player `color` sent over the connection `conn` (parsed JSON with a string
 * `type`). A connection that no longer holds the seat is refused.
 */
export function decide(r: MatchRecord, color: Color, conn: string, msg: Record<string, unknown>, now: number, timing: Timing, dice: DiceSource): Decision {
  if (r.seats[color].conn !== conn) return { out: [], reply: { type: 'error', code: 'replaced', reason: 'this connection no longer holds the seat' } };
  if (msg.type === 'sync') return { out: [], reply: matchMessage(r, color, false, now) };
  if (r.ended) return refusal(String(msg.type).slice(0, 20), `the match is over (${r.ended.reason}; ${r.ended.winner} won)`, r);
  switch (msg.type) {
    case 'roll':
      return onRoll(r, color, msg, now, dice);
    case 'play':
      return onPlay(r, color, msg, now, timing);
    case 'resign':
      return onResign(r, color, now, timing);
    case 'leave':
      return endedBy(r, 'left', color, now);
    default:
      return { out: [], reply: { type: 'error', reason: `unknown message type ${quoted(msg.type)} (in a match: roll, play, resign, leave, sync)` } };
  }
}

/** The connection `conn` takes the seat `color` (on pairing, or with the token after a reconnect). */
export function attach(r: MatchRecord, color: Color, conn: string, now: number): Decision {
  const seat = r.seats[color];
  const wasAway = seat.conn === null;
  const seats = { ...r.seats, [color]: { ...seat, conn, awaySince: null } };
  let clock = r.clock;
  if (clock && clock.running === color) clock = resumeMove(clock, now);
  const record: MatchRecord = { ...r, seats, clock, version: r.version + 1 };
  const out: Outgoing[] = [{ to: color, msg: matchMessage(record, color, true, now) }];
  if (wasAway && !r.ended) out.push({ to: other(color), msg: { type: 'opponent', status: 'connected' } });
  return { record, out };
}

/**
 * The connection `conn` of seat `color` closed (or its server stopped at `pausedAt`): the player
 * has `reconnectMs` from `now` to come back; their running move is paused meanwhile.
 */
export function detach(r: MatchRecord, color: Color, conn: string, now: number, timing: Timing, pausedAt = now): Decision {
  const seat = r.seats[color];
  if (seat.conn !== conn) return { out: [] };
  const seats = { ...r.seats, [color]: { ...seat, conn: null, awaySince: now } };
  let clock = r.clock;
  if (clock && clock.running === color) clock = pauseMove(clock, Math.max(clock.since, Math.min(pausedAt, now)));
  const record: MatchRecord = { ...r, seats, clock, version: r.version + 1 };
  return { record, out: r.ended ? [] : [{ to: other(color), msg: { type: 'opponent', status: 'away', forfeitMs: timing.reconnectMs } }] };
}

/** When something is next due in the match (a timeout, a forfeit, the next game), or null. */
export function nextDeadline(r: MatchRecord, timing: Timing): number | null {
  if (r.ended) return null;
  const times: number[] = [];
  if (r.nextGameAt !== null) times.push(r.nextGameAt);
  const clock = r.clock ? clockDeadline(r.clock) : null;
  if (clock !== null) times.push(clock);
  for (const c of COLORS) if (r.seats[c].awaySince !== null) times.push(r.seats[c].awaySince! + timing.reconnectMs);
  return times.length ? Math.min(...times) : null;
}

/** Whatever is due at `now`: the next game, a timeout or a forfeit; nothing when nothing is due. */
export function tick(r: MatchRecord, now: number, timing: Timing): Decision {
  if (r.ended) return { out: [] };
  const deadline = r.clock ? clockDeadline(r.clock) : null;
  if (deadline !== null && now >= deadline) return endedBy(r, 'timeout', r.clock!.running!, now);
  for (const c of COLORS) {
    const since = r.seats[c].awaySince;
    if (since !== null && now >= since + timing.reconnectMs) return endedBy(r, 'forfeit', c, now);
  }
  if (r.nextGameAt !== null && now >= r.nextGameAt && r.state.phase === 'game-over') {
    const state = nextGame(r.state);
    const record = advance(r, state, now, { nextGameAt: null, openingRound: 0 });
    return { record, out: [{ to: 'both', msg: { type: 'next-game', gameNumber: state.gameNumber, game: state.game, state, ...clockField(record, now) } }] };
  }
  return { out: [] };
}
