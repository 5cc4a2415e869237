/**
 * Checks of what a store gives back (a journal line, a Redis value): a match record or an
 * ended-match summary of the right shape whose match state passes the engine's own checks
 * (`checkMatchState`, and the live model rebuilt with `liveFromJSON`). A record that fails is
 * never served to a player.
 */
import { checkMatchState, COLORS, liveFromJSON, TablaError } from '../engine/index.js';
import { describeValue } from '../engine/checks.js';
import type { MatchRecord, MatchSummary } from './match-record.js';
import { settingsFrom, type Settings } from './protocol.js';

const REASONS = ['points', 'timeout', 'forfeit', 'left'];

const bad = (what: string, v: unknown): never => {
  throw new TablaError('bad-record', `${what}, got ${describeValue(v)}`);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isToken = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

function checkId(v: unknown): string {
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(v)) bad('"id" must be a match id', v);
  return v as string;
}

function checkSettings(v: unknown): Settings {
  if (!isObject(v)) return bad('"settings" must be an object', v);
  let s: Settings;
  try {
    s = settingsFrom(v);
  } catch (error) {
    throw new TablaError('bad-record', `"settings": ${(error as Error).message.slice(0, 100)}`);
  }
  if (s.game !== (v.game ?? null) || s.clock !== (v.clock ?? null)) bad('"settings" are not in their stored form', v);
  return s;
}

function checkEnded(v: unknown): void {
  if (v === null) return;
  if (
    !isObject(v) ||
    !REASONS.includes(v.reason as string) ||
    !COLORS.includes(v.winner as never) ||
    !COLORS.includes(v.loser as never) ||
    v.winner === v.loser
  ) {
    bad('"ended" must be null or { reason, winner, loser }', v);
  }
}

/**
 * Checks a stored match record: its shape, its settings, its seats and its live match (the
 * engine's match-state checks, the turn view rebuilt), and that the state is the settings' match.
 * @throws TablaError `bad-record` naming the first problem (values cut short)
 */
export function checkRecord(v: unknown): MatchRecord {
  if (!isObject(v)) return bad('a match record must be an object', v);
  checkId(v.id);
  if (!Number.isInteger(v.version) || (v.version as number) < 1) bad('"version" must be a whole number ≥ 1', v.version);
  const settings = checkSettings(v.settings);
  if (!isCount(v.openingRound)) bad('"openingRound" must be a count', v.openingRound);
  checkEnded(v.ended);
  if (!isObject(v.seats)) bad('"seats" must be an object', v.seats);
  const seats = v.seats as Record<string, unknown>;
  for (const c of COLORS) {
    const seat = seats[c];
    if (
      !isObject(seat) ||
      !isToken(seat.token) ||
      !(seat.conn === null || typeof seat.conn === 'string') ||
      !(seat.awaySince === null || isTime(seat.awaySince))
    ) {
      bad(`"seats.${c}" must be { token, conn, awaySince }`, seat);
    }
  }
  if (!(v.nextGameAt === null || isTime(v.nextGameAt))) bad('"nextGameAt" must be a time or null', v.nextGameAt);
  if (!isTime(v.createdAt)) bad('"createdAt" must be a time', v.createdAt);
  if (!isObject(v.live)) bad('"live" must be an object', v.live);
  const live = v.live as Record<string, unknown>;
  try {
    checkMatchState(live.state);
    liveFromJSON(live);
  } catch (error) {
    throw new TablaError('bad-record', `"live": ${(error as Error).message.slice(0, 100)}`);
  }
  const config = (live.state as { config: { tradition: string; game: string | null; length: number } }).config;
  if (config.tradition !== settings.tradition || config.game !== settings.game || config.length !== settings.length) {
    bad('the match state is not the match the settings ask for', config);
  }
  return v as unknown as MatchRecord;
}

/**
 * Checks a stored ended-match summary.
 * @throws TablaError `bad-record` naming the first problem
 */
export function checkSummary(v: unknown): MatchSummary {
  if (!isObject(v)) return bad('a match summary must be an object', v);
  checkId(v.id);
  checkSettings(v.settings);
  if (v.ended === null) bad('"ended" must be { reason, winner, loser }', v.ended);
  checkEnded(v.ended);
  const score = v.score;
  if (!isObject(score) || !isCount(score.white) || !isCount(score.black)) bad('"score" must be { white, black } counts', score);
  if (!isCount(v.games)) bad('"games" must be a count', v.games);
  const tokens = v.tokens;
  if (!isObject(tokens) || !isToken(tokens.white) || !isToken(tokens.black)) bad('"tokens" must be { white, black } tokens', tokens);
  if (!isTime(v.endedAt)) bad('"endedAt" must be a time', v.endedAt);
  return v as unknown as MatchSummary;
}
