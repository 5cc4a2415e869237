/**
 * A live match as plain JSON, for a host that stores it between actions (a server's journal or
 * Redis): the settings, the match, the clock and the bot's seed. The turn view, the notes and
 * anything in flight are not stored; the turn view is rebuilt from the match state.
 */
import { TablaError } from '../errors.js';
import { describeValue } from '../checks.js';
import { checkLive } from './checks.js';
import { initialLive } from './reduce.js';
import { currentTurn } from '../match.js';
import type { Live } from './types.js';

/** What a live match stores: JSON in, JSON out. */
export type StoredLive = Pick<Live, 'settings' | 'state' | 'clock' | 'epoch'> & {
  /** The bot's ply counter and entropy. */
  bot: Pick<Live['bot'], 'ply' | 'entropy'>;
};

/**
 * The live match as plain JSON.
 * @throws TablaError `wrong-phase` when a play or a double is in flight (shown, announced or held): it lives only in memory.
 */
export function liveToJSON(live: Live): StoredLive {
  checkLive(live);
  if (live.play.showing || live.host.asking || live.host.held || live.host.doubleAsked)
    throw new TablaError('wrong-phase', 'a live match with a play being shown, announced or held cannot be stored');
  return { settings: live.settings, state: live.state, clock: live.clock, epoch: live.epoch, bot: { ply: live.bot.ply, entropy: live.bot.entropy } };
}

/**
 * A stored live match back, its turn view rebuilt (the match state is the engine's, not checked again).
 * @throws TablaError `bad-record` naming what is missing when `json` is not a stored live match.
 */
export function liveFromJSON(json: unknown): Live {
  const o = json as Partial<Record<keyof StoredLive, unknown>> | null;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null;
  if (!isObject(o) || !isObject(o!.state) || !isObject(o!.settings) || !isObject(o!.clock) || !isObject(o!.bot) || !Number.isInteger(o!.epoch)) {
    throw new TablaError('bad-record', `not a stored live match {settings, state, clock, bot, epoch}: ${describeValue(json)}`);
  }
  const stored = json as StoredLive;
  const live = initialLive(stored.settings);
  return {
    ...live,
    state: stored.state,
    play: { ...live.play, turn: stored.state.phase === 'moving' ? currentTurn(stored.state) : null },
    clock: { ...stored.clock, away: { ...stored.clock.away } },
    bot: { ...live.bot, ...stored.bot },
    epoch: stored.epoch,
  };
}
