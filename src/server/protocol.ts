/**
 * The wire protocol's fixed parts (docs/multiplayer.md): its version, the settings a player may
 * ask for, and how a refusal's reason is written: short, and never the whole of what was sent.
 */
import { describeValue, GAMES, TRADITIONS, newMatch, parseClock, type GameId, type TraditionId } from '../engine/index.js';

/** The protocol version, sent in `hello` and in every `match` message; raised on incompatible changes. */
export const PROTOCOL_VERSION = 2;

/** The most points a match may be played to. */
export const MAX_MATCH_LENGTH = 25;

/** Longest reason sent to a client. */
export const MAX_REASON_CHARS = 120;

/** Private match names: letters, digits, `-` and `_`, at most 64. */
export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a player asks for, checked and completed. */
export interface Settings {
  /** The tradition whose set is played. */
  readonly tradition: TraditionId;
  /** One game played repeatedly, or null for the tradition's set. */
  readonly game: GameId | null;
  /** Points to win. */
  readonly length: number;
  /** The clock setting (`12+120/60`), or null. */
  readonly clock: string | null;
}

/**
 * A client's value in a refusal: at most 20 characters of a text or a number, and never the
 * content of a list or an object, so that a refusal does not echo what a client sent.
 */
export function quoted(v: unknown): string {
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? 'a list' : 'an object';
  return describeValue(v, 20);
}

/** A reason cut to {@link MAX_REASON_CHARS}. */
export function shortReason(text: string): string {
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text;
}

const empty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * The settings of a `join` message, checked and completed.
 * @throws Error with a short reason naming the bad field
 */
export function settingsFrom(msg: Record<string, unknown>): Settings {
  const tradition = (msg.tradition ?? 'macedonian') as TraditionId;
  if (!TRADITIONS.includes(tradition)) throw new Error(`unknown tradition ${quoted(msg.tradition)} (expected ${TRADITIONS.join(', ')})`);
  const game = empty(msg.game) ? null : (msg.game as GameId);
  if (game !== null && !GAMES.includes(game)) throw new Error(`unknown game ${quoted(msg.game)} (expected ${GAMES.join(', ')} or none)`);
  const length = msg.length ?? 3;
  if (!Number.isInteger(length) || (length as number) < 1 || (length as number) > MAX_MATCH_LENGTH) {
    throw new Error(`match length must be a whole number 1–${MAX_MATCH_LENGTH}, got ${quoted(length)}`);
  }
  let clock: string | null = null;
  if (!empty(msg.clock)) {
    parseClock(msg.clock); // the live model's clock rules, shared with the board
    clock = (msg.clock as string).replace(/\s+/g, '');
  }
  newMatch({ tradition, game: game ?? undefined, length: length as number }); // the engine's own checks
  return { tradition, game, length: length as number, clock };
}
