/**
 * A live match as plain JSON, for a host that stores it between actions (a server's journal or
 * Redis): everything but the engine's `Turn` views, which are rebuilt from the match state.
 */
import { TablaError } from '../errors.js';
import { currentTurn } from '../match.js';
import type { Live } from './types.js';
import { describeValue } from '../checks.js';

/** A live match without its `Turn` views, as stored: JSON in, JSON out. */
export type StoredLive = Omit<Live, 'turn' | 'showing' | 'asking' | 'held'> & { turn: null; showing: null; asking: null; held: null };

/**
 * The live match as plain JSON.
 * @throws Error when a play is in flight (shown, announced or held): it lives only in memory.
 */
export function liveToJSON(live: Live): StoredLive {
  if (live.showing || live.asking || live.held) throw new TablaError('wrong-phase', 'a live match with a play being shown, announced or held cannot be stored');
  return { ...live, turn: null, showing: null, asking: null, held: null };
}

/**
 * A stored live match back, its turn view rebuilt.
 * @throws Error naming what is missing when `json` is not a stored live match.
 */
export function liveFromJSON(json: unknown): Live {
  const o = json as Partial<StoredLive> | null;
  if (typeof o !== 'object' || o === null || typeof o.state !== 'object' || o.state === null || typeof o.settings !== 'object' || o.settings === null) {
    throw new TablaError('bad-record', `not a stored live match: ${describeValue(json)}`);
  }
  const live = o as StoredLive;
  return { ...live, record: live.record ?? null, turn: live.state.phase === 'moving' ? currentTurn(live.state) : null };
}
