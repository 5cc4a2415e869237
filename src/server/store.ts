/**
 * Where matches live: the interface both stores implement (an embedded append-only journal,
 * journal-store.ts; Redis for several processes, redis-store.ts). Every accepted action is
 * written with `save` before any player hears of it; `save` is a compare-and-set on the
 * record's version, so two processes acting on one match are serialised (the loser reloads and
 * decides again). Stored changes come back to every process as events.
 */
import type { Color } from '../engine/index.js';
import type { MatchRecord, MatchSummary } from './match-record.js';
import type { Outgoing } from './referee.js';
import type { Settings } from './protocol.js';

/** True for a store's refusal while it cannot store changes (a full disk, Redis away): the client should retry. */
export const isUnavailable = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === 'unavailable';

/** A stored change, sent to every process: the messages to deliver and who holds the seats now. */
export interface MatchEvent {
  /** The match id. */
  readonly id: string;
  /** The record's version after the change. */
  readonly version: number;
  /** The connection attached to each seat after the change. */
  readonly seats: { readonly white: string | null; readonly black: string | null };
  /** When the match next needs a tick (ms), or null. */
  readonly deadline: number | null;
  /** The messages for the players. */
  readonly out: readonly Outgoing[];
}

/** A player waiting for an opponent. */
export interface WaitEntry {
  /** The waiting connection's id. */
  readonly conn: string;
  /** The process holding that connection. */
  readonly server: string;
  /** What the player asked for. */
  readonly settings: Settings;
}

/** A note for one process: its waiting connection was paired into a match. */
export interface PairedNotice {
  /** The process addressed. */
  readonly server: string;
  /** Its connection. */
  readonly conn: string;
  /** The new match. */
  readonly matchId: string;
  /** The connection's colour. */
  readonly color: Color;
}

/** What a token leads to: a seat in a match in play, the summary of an ended one, or nothing. */
export type TokenLookup = { readonly id: string; readonly color: Color } | { readonly summary: MatchSummary } | null;

/** A store of matches. */
export interface MatchStore {
  /** `journal` or `redis`. */
  readonly kind: string;
  /** Opens the store for the process `server`; events and notices go to the handlers. */
  open(server: string, onEvent: (e: MatchEvent) => void, onNotice: (n: PairedNotice) => void): Promise<void>;
  /** The matches in play that this process should resume at once (the journal's; Redis: none). */
  resumable(): MatchRecord[];
  /** A match in play. */
  load(id: string): Promise<MatchRecord | null>;
  /** True when a match in play has this id. */
  exists(id: string): Promise<boolean>;
  /** What a seat token leads to. */
  lookupToken(token: string): Promise<TokenLookup>;
  /** Stores `record` when the stored version is one less (or it is new at version 1); then publishes the event. False on a conflict. */
  save(record: MatchRecord, event: MatchEvent): Promise<boolean>;
  /** The match is over: its record is replaced by the small summary (kept a bounded time and number). */
  finish(summary: MatchSummary): Promise<void>;
  /** Pairs with the player waiting under `key`, or waits there: the opponent's entry, or null. */
  pair(key: string, entry: WaitEntry): Promise<WaitEntry | null>;
  /** Stops waiting under `key`: true when `conn` still waited there, false when another player took the seat meanwhile. */
  unwait(key: string, conn: string): Promise<boolean>;
  /** Tells a process that its waiting connection was paired. */
  notify(notice: PairedNotice): Promise<void>;
  /** When the process `server` was last seen running (ms), or null if it is not known. */
  lastAlive(server: string): Promise<number | null>;
  /** True when the process `server` is running. */
  isAlive(server: string): Promise<boolean>;
  /** Ids of matches with a deadline at or before `now` (for matches no process holds; the journal: none). */
  due(now: number): Promise<string[]>;
  /** Flushes and closes. */
  close(): Promise<void>;
}

/** The bounded keeping of ended matches: at most `maxEnded`, each for `keepEndedMs`. */
export interface EndedLimits {
  /** The most ended-match summaries kept. */
  readonly maxEnded: number;
  /** How long a summary is kept (ms). */
  readonly keepEndedMs: number;
}
