/**
 * The messages of the bundled server's protocol (docs/multiplayer.md) as the browser client
 * reads them, and the settings a player joins with.
 */
import type { Color, MatchState, Score } from '../engine/index.js';

/** The settings of a `join`. */
export interface JoinSettings {
  /** The tradition (default `macedonian`). */
  readonly tradition?: string;
  /** One game repeated, or null for the tradition's set. */
  readonly game?: string | null;
  /** Points to win (default 3). */
  readonly length?: number;
  /** A clock like `12+120/60`, or null. */
  readonly clock?: string | null;
  /** A private match name both players use, or null for the public lobby. */
  readonly match?: string | null;
}

/** The clocks as the server sends them. */
export interface ClockMessage {
  readonly white: { readonly reserveMs: number };
  readonly black: { readonly reserveMs: number };
}

/** A server message (every field the client reads; each message has some of them). */
export interface ServerMessage {
  /** `hello`, `waiting`, `match`, `roll`, `played`, `refused`, `cube`, `resigned`, `game-end`, `next-game`, `timeout`, `match-end`, `match-over`, `opponent`, `replaced`, `error`, `pong`. */
  readonly type: string;
  readonly state?: MatchState;
  readonly clock?: ClockMessage;
  readonly player?: Color;
  readonly color?: Color;
  readonly token?: string;
  readonly matchId?: string;
  readonly settings?: { readonly tradition: string; readonly game: string | null; readonly length: number; readonly clock: string | null };
  readonly openingRound?: number;
  readonly opponent?: 'connected' | 'away';
  readonly ended?: { readonly reason: string; readonly winner: Color; readonly loser: Color } | null;
  readonly resumed?: boolean;
  readonly opening?: boolean;
  readonly round?: number;
  readonly dice?: readonly number[];
  readonly notation?: string;
  readonly steps?: readonly unknown[];
  readonly move?: string;
  readonly request?: string;
  readonly reason?: string;
  readonly code?: string;
  readonly status?: 'away' | 'connected';
  readonly forfeitMs?: number;
  readonly match?: string | null;
  readonly score?: Score;
  readonly winner?: Color;
  readonly loser?: Color;
}

/** JSON text with sorted keys, to compare states whatever order their fields were built in. */
function canon(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canon).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canon(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The parts of a match state the board and the server must agree on. */
export const agreed = (s: MatchState): string =>
  canon({
    phase: s.phase,
    game: s.game,
    gameNumber: s.gameNumber,
    position: s.position,
    dice: s.dice,
    score: s.score,
    winner: s.winner,
    cube: (s as { cube?: unknown }).cube,
  });
