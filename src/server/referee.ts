/**
 * One match refereed by the engine's live-match reducer (src/engine/live: the one validator and
 * the one clock, shared with the board), as a pure function of its stored record: the server
 * rolls every die, the reducer checks every roll and play, runs the clocks and ends games; this
 * module adds only what belongs to seats: whose turn a connection may act on, the protocol's
 * messages, forfeits. Each request gives a new record (stored before anything is sent) and the
 * messages for the players; nothing here does I/O, keeps timers or reads the time, so the same
 * record replays the same way in any process. Only the connection attached to a seat may act.
 */
import {
  COLORS,
  liveFromJSON,
  liveToJSON,
  opponent,
  reduce,
  rollDice,
  type Color,
  type DiceSource,
  type Live,
  type LiveAction,
  type LiveEffect,
  type MatchState,
  type TablaEventMap,
  type TablaEventName,
} from '../engine/index.js';
import { errorCode, errorReport, type TablaErrorCode } from '../engine/errors.js';
import { clockField, matchMessage, type Ended, type MatchRecord, type Timing } from './match-record.js';
import { shortReason, quoted } from './protocol.js';

export { matchMessage, newRecord, nextDeadline, summaryOf, type MatchRecord, type Timing } from './match-record.js';

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

/**
 * The live matches this process made, by the stored form it gave them: an action on a record this
 * process stored itself starts from the same live match, its turn view kept, instead of
 * rebuilding it (the legal plays of the dice) from JSON; a record read from a store is rebuilt.
 */
const made = new WeakMap<MatchRecord['live'], Live>();

/** The stored form of `live`, remembered. */
function toStored(live: Live): MatchRecord['live'] {
  const stored = liveToJSON(live);
  made.set(stored, live);
  return stored;
}

/** The live match of a stored form: the one this process made, or rebuilt. */
function fromStored(stored: MatchRecord['live']): Live {
  const live = made.get(stored);
  return live && (live.play.turn || live.state.phase !== 'moving') ? live : liveFromJSON(stored);
}

/** The reducer on the stored live match. @throws Error naming why the action is refused. */
function run(r: MatchRecord, action: LiveAction, now: number): { live: Live; effects: LiveEffect[] } {
  return reduce(fromStored(r.live), action, now);
}

/** The detail of the event `name` among the reduction's effects, if emitted. */
function emitted<K extends TablaEventName>(effects: readonly LiveEffect[], name: K): TablaEventMap[K] | undefined {
  for (const e of effects) if (e.type === 'emit' && e.name === name) return e.detail as TablaEventMap[K];
  return undefined;
}

/** The record with a new live match, its version raised. */
function withLive(r: MatchRecord, live: Live, changes: Partial<MatchRecord> = {}): MatchRecord {
  return { ...r, ...changes, live: toStored(live), version: r.version + 1 };
}

/** A `refused` reply: the request, why (with its stable code) and the match's unchanged state. */
const refusal = (request: string, reason: string, r: MatchRecord, code: TablaErrorCode): Decision => ({
  out: [],
  reply: { type: 'refused', request, code, reason: shortReason(reason), state: r.live.state },
});

/** The refusal of what the reducer threw: its message and its code. */
const thrownRefusal = (request: string, error: unknown, r: MatchRecord): Decision => refusal(request, errorReport(error).message, r, errorCode(error));

/** Why `color` may not act now in `state` (it is the other player's turn), or null. */
function notYourTurn(state: MatchState, color: Color): string | null {
  if ((state.phase !== 'rolling' && state.phase !== 'moving') || state.position.turn === color) return null;
  return `not your turn: ${state.position.turn} is to ${state.phase === 'rolling' ? 'roll' : 'move'}`;
}

/** The match over with `loser` losing by `reason`; `live` has the final state. */
function ending(r: MatchRecord, live: Live, reason: Ended['reason'], loser: Color, now: number): Decision {
  const ended: Ended = { reason, winner: opponent(loser), loser };
  const record: MatchRecord = { ...withLive(r, live), ended, nextGameAt: null };
  const { state } = live;
  const out: Outgoing[] = [];
  if (reason === 'timeout') out.push({ to: 'both', msg: { type: 'timeout', player: loser, ...clockField(live, now) } });
  out.push({ to: 'both', msg: { type: 'match-end', ...ended, score: state.score, state, ...clockField(live, now) } });
  return { record, out };
}

/** The match lost by `loser` by forfeit or by leaving: recorded like a timeout (the winner gets the points still lacking). */
export function lostBy(r: MatchRecord, reason: 'forfeit' | 'left', loser: Color, now: number): Decision {
  let live = fromStored(r.live);
  if (live.state.phase === 'game-over') live = reduce(live, { type: 'next-game' }, now).live;
  if (live.state.phase !== 'match-over') live = reduce(live, { type: 'timeout', color: loser }, now).live;
  return ending(r, live, reason, loser, now);
}

/** After a play or resignation: the game's end to both, and the next game planned or the match ended. */
function afterGameEnd(record: MatchRecord, effects: readonly LiveEffect[], out: Outgoing[], now: number, timing: Timing): Decision {
  if (!emitted(effects, 'tabla-game-end')) return { record, out };
  const { state } = record.live;
  out.push({ to: 'both', msg: { type: 'game-end', gameNumber: state.gameNumber, game: state.game, result: state.lastResult, score: state.score, state } });
  if (state.phase === 'game-over') return { record: { ...record, nextGameAt: now + timing.nextGameDelayMs }, out };
  const ended: Ended = { reason: 'points', winner: state.winner!, loser: opponent(state.winner!) };
  out.push({ to: 'both', msg: { type: 'match-end', ...ended, score: state.score, state, ...clockField(record.live, now) } });
  return { record: { ...record, ended, nextGameAt: null }, out };
}

/** True for a page's request of the opening roll (it names the game and the round; both pages send one). */
export const isOpeningRequest = (msg: Record<string, unknown>): boolean => msg.type === 'roll' && (msg.round !== undefined || msg.gameNumber !== undefined);

/** Why a roll's `gameNumber` or `round` (an opening request's) is malformed, or null. */
function badOpeningField(msg: Record<string, unknown>): string | null {
  if (msg.type !== 'roll') return null;
  for (const field of ['gameNumber', 'round'] as const) {
    const v = msg[field];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 0 && (v as number) < 1e6))
      return `"${field}" must be a whole number ≥ 0, got ${quoted(v)}`;
  }
  return null;
}

function onRoll(r: MatchRecord, color: Color, msg: Record<string, unknown>, now: number, dice: DiceSource): Decision {
  if ('dice' in msg) return refusal('roll', 'dice come from the server: send {"type":"roll"} without dice', r, 'bad-argument');
  const { state } = r.live;
  // Both pages ask for the opening roll naming the game and the round: the second request of a
  // round, or one after the opening was decided, is ignored.
  if (isOpeningRequest(msg)) {
    if (state.phase !== 'opening' || (msg.gameNumber ?? state.gameNumber) !== state.gameNumber || (msg.round ?? r.openingRound) !== r.openingRound)
      return { out: [] };
  }
  const turn = notYourTurn(state, color);
  if (turn) return refusal('roll', turn, r, 'not-your-turn');
  const opening = state.phase === 'opening';
  let reduced;
  try {
    reduced = run(r, { type: 'roll', dice: rollDice(dice) }, now);
  } catch (error) {
    return thrownRefusal('roll', error, r);
  }
  const rolled = emitted(reduced.effects, 'tabla-roll')!;
  const next = withLive(r, reduced.live, opening ? { openingRound: r.openingRound + 1 } : {});
  const round = opening ? { round: r.openingRound } : {};
  return {
    record: next,
    out: [
      {
        to: 'both',
        msg: {
          type: 'roll',
          player: rolled.player,
          opening,
          dice: rolled.dice,
          gameNumber: state.gameNumber,
          ...round,
          state: next.live.state,
          ...clockField(next.live, now),
        },
      },
    ],
  };
}

function onPlay(r: MatchRecord, color: Color, msg: Record<string, unknown>, now: number, timing: Timing): Decision {
  const { state } = r.live;
  const turn = notYourTurn(state, color);
  if (turn) return refusal('play', turn, r, 'not-your-turn');
  const move = msg.move;
  // A limit on what is sent, not a rule: the reducer checks the play itself.
  if (!(typeof move === 'string' && move.length <= 200) && !(Array.isArray(move) && move.length <= 30)) {
    return refusal('play', `"move" must be notation (like "24/18 13/11", ≤ 200 characters) or a list of ≤ 30 steps, got ${quoted(move)}`, r, 'bad-notation');
  }
  let reduced;
  try {
    // The play is announced (`play`: checked by the engine, the turn played out once) and the
    // server, as the host, allows it at once (`verdict`): the reducer applies it and moves on.
    const announced = run(r, { type: 'play', play: move as string }, now);
    reduced = reduce(announced.live, { type: 'verdict', allowed: true, hold: false }, now);
  } catch (error) {
    return thrownRefusal('play', error, r);
  }
  const played = emitted(reduced.effects, 'tabla-move')!;
  const record = withLive(r, reduced.live);
  const out: Outgoing[] = [
    {
      to: 'both',
      msg: {
        type: 'played',
        player: color,
        notation: played.notation,
        steps: played.steps,
        gameNumber: state.gameNumber,
        state: record.live.state,
        ...clockField(record.live, now),
      },
    },
  ];
  return afterGameEnd(record, reduced.effects, out, now, timing);
}

const CUBE_MOVES = ['double', 'take', 'pass', 'beaver'] as const;

/**
 * A cube move (backgammon, RULES.md B3–B4): `double` by the player on roll before his roll;
 * `take`, `pass` or `beaver` by his opponent while the double is on offer. Refereed by the
 * reducer (the engine's match calls); a pass ends the game.
 */
function onCube(r: MatchRecord, color: Color, msg: Record<string, unknown>, now: number, timing: Timing): Decision {
  const move = msg.move as (typeof CUBE_MOVES)[number];
  if (!CUBE_MOVES.includes(move)) return refusal('cube', `"move" must be double, take, pass or beaver, got ${quoted(msg.move)}`, r, 'bad-argument');
  const { state } = r.live;
  const actor = move === 'double' ? state.position.turn : opponent(state.position.turn);
  if (state.phase === 'doubled' || state.phase === 'rolling') {
    if (actor !== color)
      return refusal('cube', `not your turn: ${actor} is to ${move === 'double' ? 'double or roll' : 'answer the double'}`, r, 'not-your-turn');
  }
  let reduced;
  try {
    reduced = run(r, { type: 'cube-remote', move }, now);
  } catch (error) {
    return thrownRefusal('cube', error, r);
  }
  const record = withLive(r, reduced.live);
  const cube = record.live.state.cube;
  const out: Outgoing[] = [
    { to: 'both', msg: { type: 'cube', player: color, move, cube, gameNumber: state.gameNumber, state: record.live.state, ...clockField(record.live, now) } },
  ];
  return afterGameEnd(record, reduced.effects, out, now, timing);
}

function onResign(r: MatchRecord, color: Color, now: number, timing: Timing): Decision {
  let reduced;
  try {
    reduced = run(r, { type: 'resign', color }, now);
  } catch (error) {
    return thrownRefusal('resign', error, r);
  }
  const record = withLive(r, reduced.live);
  return afterGameEnd(record, reduced.effects, [{ to: 'both', msg: { type: 'resigned', player: color, state: record.live.state } }], now, timing);
}

/**
 * A request of the player `color` sent over the connection `conn` (parsed JSON with a string
 * `type`). A connection that no longer holds the seat is refused.
 */
export function decide(r: MatchRecord, color: Color, conn: string, msg: Record<string, unknown>, now: number, timing: Timing, dice: DiceSource): Decision {
  if (r.seats[color].conn !== conn) return { out: [], reply: { type: 'error', code: 'replaced', reason: 'this connection no longer holds the seat' } };
  if (msg.type === 'sync') return { out: [], reply: matchMessage(r, color, false, now) };
  // An opening request that crossed the end of the match (the other page's request was rolled,
  // and the match ended before this one arrived) is as stale as any late opening request: ignored.
  const badField = badOpeningField(msg);
  if (badField) return refusal('roll', badField, r, 'bad-argument');
  if (r.ended && isOpeningRequest(msg)) return { out: [] };
  if (r.ended) return refusal(String(msg.type).slice(0, 20), `the match is over (${r.ended.reason}; ${r.ended.winner} won)`, r, 'wrong-phase');
  switch (msg.type) {
    case 'roll':
      return onRoll(r, color, msg, now, dice);
    case 'play':
      return onPlay(r, color, msg, now, timing);
    case 'resign':
      return onResign(r, color, now, timing);
    case 'cube':
      return onCube(r, color, msg, now, timing);
    case 'leave':
      return lostBy(r, 'left', color, now);
    default:
      return { out: [], reply: { type: 'error', reason: `unknown message type ${quoted(msg.type)} (in a match: roll, play, cube, resign, leave, sync)` } };
  }
}

/** The live match after `color` went away or came back at `at` (an away mover's clock is paused). */
function presence(r: MatchRecord, color: Color, away: boolean, at: number): MatchRecord['live'] {
  if (r.ended || (r.live.clock.away?.[color] ?? false) === away) return r.live;
  return toStored(reduce(fromStored(r.live), { type: 'presence', color, away }, at).live);
}

/** The connection `conn` takes the seat `color` (on pairing, or with the token after a reconnect). */
export function attach(r: MatchRecord, color: Color, conn: string, now: number): Decision {
  const seat = r.seats[color];
  const wasAway = seat.conn === null;
  const seats = { ...r.seats, [color]: { ...seat, conn, awaySince: null } };
  const record: MatchRecord = { ...r, seats, live: presence(r, color, false, now), version: r.version + 1 };
  const out: Outgoing[] = [{ to: color, msg: matchMessage(record, color, true, now) }];
  if (wasAway && !r.ended) out.push({ to: opponent(color), msg: { type: 'opponent', status: 'connected' } });
  return { record, out };
}

/**
 * The process of a player paired from another process's lobby confirms that its connection `conn`
 * took the seat `color`: a stored change with no message, which tells the pairing process that
 * the waiter is there (its own player is told the match only then).
 */
export function confirmSeat(r: MatchRecord, color: Color, conn: string): Decision {
  if (r.seats[color].conn !== conn || r.ended) return { out: [] };
  return { record: { ...r, version: r.version + 1 }, out: [] };
}

/**
 * The connection `conn` of seat `color` closed (or its server stopped at `pausedAt`): the player
 * has `reconnectMs` from `now` to come back; their running move is paused from then (never
 * before it began) until they return.
 */
export function detach(r: MatchRecord, color: Color, conn: string, now: number, timing: Timing, pausedAt = now): Decision {
  const seat = r.seats[color];
  if (seat.conn !== conn) return { out: [] };
  const seats = { ...r.seats, [color]: { ...seat, conn: null, awaySince: now } };
  const since = r.live.clock.state?.move?.since ?? null;
  const at = since === null ? now : Math.max(since, Math.min(pausedAt, now));
  const record: MatchRecord = { ...r, seats, live: presence(r, color, true, at), version: r.version + 1 };
  return { record, out: r.ended ? [] : [{ to: opponent(color), msg: { type: 'opponent', status: 'away', forfeitMs: timing.reconnectMs } }] };
}

/** Whatever is due at `now`: a timeout (the reducer's clock decides), a forfeit or the next game; nothing when nothing is due. */
export function tick(r: MatchRecord, now: number, timing: Timing): Decision {
  if (r.ended) return { out: [] };
  if (r.live.clock.state) {
    const { live, effects } = run(r, { type: 'clock-check' }, now);
    const out = emitted(effects, 'tabla-timeout');
    if (out) return ending(r, live, 'timeout', out.player, now);
  }
  for (const c of COLORS) {
    const since = r.seats[c].awaySince;
    if (since !== null && now >= since + timing.reconnectMs) return lostBy(r, 'forfeit', c, now);
  }
  if (r.nextGameAt !== null && now >= r.nextGameAt && r.live.state.phase === 'game-over') {
    const { live } = run(r, { type: 'next-game' }, now);
    const record = withLive(r, live, { nextGameAt: null, openingRound: 0 });
    const { state } = live;
    return { record, out: [{ to: 'both', msg: { type: 'next-game', gameNumber: state.gameNumber, game: state.game, state, ...clockField(live, now) } }] };
  }
  return { out: [] };
}
